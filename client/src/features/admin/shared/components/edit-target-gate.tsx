import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { adminText } from '@/i18n';
import { nounText } from '@/features/admin/shared/lib/labels';

/** While an edit target loads from `?id=`: a spinner; if it cannot be loaded: a message and a way back. */
export function EditTargetGate({
  loading,
  error,
  noun,
  listPath,
  listLabel,
  children,
}: {
  loading: boolean;
  error: unknown;
  noun: string;
  listPath: string;
  listLabel: string;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <div className={ui.centered} role="status">
        <span className="spinner" aria-hidden="true" />
        <span>
          {adminText('editTargetGate.loading')} {nounText(noun)}...
        </span>
      </div>
    );
  }
  if (error) {
    return (
      <div className={ui.page}>
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>
            {adminText('editTargetGate.couldNotLoadThis')} {nounText(noun)}
          </h2>
          <p>{error instanceof Error ? error.message : adminText('editTargetGate.unknownError')}</p>
          <Link to={listPath} className={ui.btn}>
            {listLabel}
          </Link>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
