import { useEffect } from 'react';
import { LOGOUT_REDIRECT_MS } from '@pachmarhi/common/constants';
import { clearSession } from '@/lib/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import styles from '@/features/auth/components/auth.module.css';

/**
 * /logout (docs/product.md#screens, #behaviour): ends the session (session storage cleared, 'auth' and 'user' removed),
 * says goodbye with a spinner, then after 3 seconds reloads the site at /.
 */
export default function LogoutPage() {
  usePageTitle('Logged out');
  useEffect(() => {
    try {
      clearSession();
    } catch (err) {
      console.error('Logout failed', err);
    }
    const t = setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '48px 24px' }} role="status">
        <h1>Successfully logged out!</h1>
        <p>Thank you for visiting us. We hope to welcome you back to the hills of Pachmarhi soon, for a cosy stay, a guided tour or a Gypsy safari.</p>
        <span className="spinner" aria-hidden="true" />
        <p>Taking you to the home page...</p>
      </div>
    </main>
  );
}
