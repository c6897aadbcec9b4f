import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getSession, isAdmin } from '@/lib/auth';
import css from './layout.module.css';
import { adminText } from '@/i18n';

/** The animated 'SYSTEM LOADING...' screen: shown while a back-office screen's code loads. */
export function SystemLoader() {
  return (
    <div className={css.loader} role="status" aria-live="polite">
      <div className={css.loaderBars} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className={css.loaderText}>{adminText('adminGuard.systemLoading')}</div>
    </div>
  );
}

/**
 * Admin guard (docs/product.md#screens, #behaviour, #roles): the admin pages at once when the
 * stored session has an access token and a staff role, otherwise a redirect to /access-denied. The
 * session is read from local storage, synchronously: there is nothing to wait for (the fixed 500 ms
 * wait of the first version made every open of the app slower, issue 40).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  if (!isAdmin(getSession())) return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}
