import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigation } from 'react-router-dom';
import { getSession, isAdmin, onSessionChange } from '@/lib/auth';
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
 * Whether a staff account is signed in: read when the back office opens and again on each login or
 * logout (in this tab, or another tab's change to local storage). A token lost otherwise (storage
 * cleared by hand) is met by each screen's own answer ("Authentication Error" with Go to Login,
 * docs/product.md#behaviour), not by a redirect at the next move between screens.
 */
function useStaffSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => isAdmin(getSession()));
  useEffect(() => {
    const check = () => setSignedIn(isAdmin(getSession()));
    const off = onSessionChange(check);
    window.addEventListener('storage', check);
    return () => {
      off();
      window.removeEventListener('storage', check);
    };
  }, []);
  return signedIn;
}

/**
 * Admin guard (docs/product.md#screens, #behaviour, #roles): the admin pages at once when the
 * stored session has an access token and a staff role, otherwise a redirect to /access-denied. The
 * session is read from local storage, synchronously: there is nothing to wait for (the fixed 500 ms
 * wait of the first version made every open of the app slower, issue 40).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const signedIn = useStaffSignedIn();
  // A session that ended on its way elsewhere (to the login page, home after logging out) leaves the
  // back office by that move: in its own entry (entry-admin.tsx) the move waits for the public
  // site's routes, and a redirect here meanwhile would take its place.
  const leaving = useNavigation().state !== 'idle';
  if (!signedIn) return leaving ? null : <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}
