import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ADMIN_GUARD_DELAY_MS } from '@pachmarhi/common/constants';
import { getSession, isAdmin } from '@/lib/auth';
import css from './layout.module.css';
import { adminText } from '@/i18n';

/** The animated 'SYSTEM LOADING...' screen shown while the guard waits. */
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
 * Admin guard (docs/product.md#screens, #behaviour, #roles): 'SYSTEM LOADING...' for 500 ms, then the admin pages when the
 * stored session has an access token and role 1, otherwise a redirect to /access-denied.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), ADMIN_GUARD_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  if (!ready) return <SystemLoader />;
  if (!isAdmin(getSession())) return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}
