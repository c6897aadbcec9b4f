import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An error panel with the message and a 'Try Again' button (announced to screen readers). */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel" role="alert">
      <h2>{title ?? t('states.errorTitle')}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('states.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** A friendly empty state. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state-panel" role="status">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
