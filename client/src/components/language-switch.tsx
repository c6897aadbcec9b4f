import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, toLang, type Lang } from '@pachmarhi/common/i18n/lang';

/**
 * One button naming the other language in its own script ('हिन्दी' on the English site, 'English'
 * on the Hindi one); the choice is remembered per browser (client/src/i18n).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other: Lang = toLang(i18n.resolvedLanguage) === 'hi' ? 'en' : 'hi';
  return (
    <button type="button" className={className} lang={other} title={t('language.switch')} onClick={() => void i18n.changeLanguage(other)}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
