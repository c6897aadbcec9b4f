import type { SiteConfig } from '@pachmarhi/common/types';
import { FacebookIcon, InstagramIcon, TwitterIcon, YouTubeIcon } from './icons';
import { useTranslation } from 'react-i18next';

const NETWORKS = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter', name: 'Twitter', Icon: TwitterIcon },
  { key: 'youtube', name: 'YouTube', Icon: YouTubeIcon },
] as const;

/** The business's social media links from the site config (only those set), each an icon opening a new tab. */
export function SocialLinks({
  social,
  className,
  label,
}: {
  social: SiteConfig['social'] | undefined;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={label}>
      {NETWORKS.filter((n) => social?.[n.key]).map(({ key, name, Icon }) => (
        <li key={key}>
          <a href={social?.[key]} target="_blank" rel="noopener noreferrer" aria-label={t('opensNewTab', { name })}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
