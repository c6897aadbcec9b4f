import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, toLang, type Lang } from '@pachmarhi/common/i18n/lang';
import { hasLangUrls, localizedPath, splitLangPath } from '@pachmarhi/common/routes';

/**
 * One button naming the other language in its own script ('हिन्दी' on the English site, 'English'
 * on the Hindi one); the choice is remembered per browser (client/src/i18n). On a public page it
 * goes to the same page's URL in the other language ('/hotel' ⇄ '/hi/hotel', the stay kept;
 * docs/decisions/022-hindi-urls.md); elsewhere (account screens, back office) the page stays.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const other: Lang = toLang(i18n.resolvedLanguage) === 'hi' ? 'en' : 'hi';
  const switchLanguage = async () => {
    await i18n.changeLanguage(other);
    const { path } = splitLangPath(pathname);
    if (hasLangUrls(path))
      void navigate(localizedPath(path, other) + search + hash, { state, preventScrollReset: true });
  };
  return (
    <button
      type="button"
      className={className}
      lang={other}
      title={t('language.switch')}
      onClick={() => void switchLanguage()}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
