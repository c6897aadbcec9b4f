import { useEffect } from 'react';
import { LOGOUT_REDIRECT_MS } from '@pachmarhi/common/constants';
import { clearSession } from '@/lib/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import styles from '@/features/auth/components/auth.module.css';
import { useTranslation } from 'react-i18next';

/**
 * /logout (docs/product.md#screens, #behaviour): ends the session (session storage cleared, 'auth' and 'user' removed),
 * says goodbye with a spinner, then after 3 seconds reloads the site at /.
 */
export default function LogoutPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('logout.pageTitle'));
  useEffect(() => {
    try {
      clearSession();
    } catch (err) {
      console.error('Logout failed', err);
    }
    const timer = setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '48px 24px' }} role="status">
        <h1>{t('logout.title')}</h1>
        <p>{t('logout.text')}</p>
        <span className="spinner" aria-hidden="true" />
        <p>{t('logout.redirect')}</p>
      </div>
    </main>
  );
}
