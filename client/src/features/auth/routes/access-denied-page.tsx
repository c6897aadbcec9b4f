import { useEffect } from 'react';
import { Link } from '@/lib/lang-links';
import { LockIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import styles from '@/features/auth/components/auth.module.css';
import { useTranslation } from 'react-i18next';

/** /access-denied: red page; clears session storage (docs/product.md#screens). */
export default function AccessDeniedPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('denied.pageTitle'));
  useEffect(() => {
    sessionStorage.clear();
  }, []);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`${styles.panel} ${styles.denied}`} role="alert">
        <LockIcon width={56} height={56} />
        <h1>{t('denied.title')}</h1>
        <p>{t('denied.text')}</p>
        <p>{t('denied.loginHint')}</p>
        <div className={styles.panelActions}>
          <Link to="/" className="btn btn-light">
            {t('denied.home')}
          </Link>
          <Link to="/login?role=1" className="btn btn-outline" style={{ color: '#fff', borderColor: '#fff' }}>
            {t('auth.login')}
          </Link>
        </div>
      </div>
    </main>
  );
}
