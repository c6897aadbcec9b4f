import { useTranslation } from 'react-i18next';

/**
 * Full-width spinner used while a lazy chunk, a page's data or a language's texts load. It never
 * waits for translations itself (it is the fallback shown meanwhile): until they arrive it reads
 * in English.
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}
