import type { MouseEvent, ReactNode } from 'react';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { useSiteConfig } from '@/lib/queries/site-config';
import { PhoneIcon, WhatsAppIcon } from './icons';
import { useTranslation } from 'react-i18next';

interface Props {
  className?: string;
  children?: ReactNode;
  /** Accessible name when the visible text is short (e.g. 'Call' on a card). */
  label?: string;
  /**
   * Render a disabled button instead of the link (e.g. the item cannot be reserved now), described
   * by the element with this id, which says why.
   */
  disabledBecause?: string;
}

/** The disabled stand-in of a contact link: a button that cannot be pressed, pointing at the reason. */
function DisabledAction({ className, label, disabledBecause, children }: Props) {
  return (
    <button type="button" className={className} disabled aria-label={label} aria-describedby={disabledBecause}>
      {children}
    </button>
  );
}

/** A tel: link to the business phone from `GET /api/site-config`; nothing until the config is known. */
export function CallLink({ className = 'btn btn-outline', children, label, disabledBecause }: Props) {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  children ??= t('actions.callNow');
  if (!data?.phone) return null;
  if (disabledBecause)
    return (
      <DisabledAction {...{ className, label, disabledBecause }}>
        <PhoneIcon /> {children}
      </DisabledAction>
    );
  return (
    <a className={className} href={telLink(data.phone)} aria-label={label}>
      <PhoneIcon /> {children}
    </a>
  );
}

/**
 * A wa.me link to the business WhatsApp number with a pre-filled `message`; `onClick` may take
 * over the opening (e.g. to record an enquiry first and add its reference).
 */
export function WhatsAppLink({
  message,
  className = 'btn btn-whatsapp',
  children,
  label,
  disabledBecause,
  onClick,
}: Props & { message: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  children ??= t('actions.whatsapp');
  const number = data?.whatsappNumber || data?.phone;
  if (!number) return null;
  if (disabledBecause)
    return (
      <DisabledAction {...{ className, label, disabledBecause }}>
        <WhatsAppIcon /> {children}
      </DisabledAction>
    );
  return (
    <a
      className={className}
      href={whatsappLink(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? t('actions.opensWhatsapp', { label }) : undefined}
      onClick={onClick}
    >
      <WhatsAppIcon /> {children}
    </a>
  );
}
