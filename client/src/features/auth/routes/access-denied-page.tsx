import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import styles from '@/features/auth/components/auth.module.css';

/** /access-denied: red page; clears session storage (docs/product.md#screens). */
export default function AccessDeniedPage() {
  usePageTitle('Access denied');
  useEffect(() => {
    sessionStorage.clear();
  }, []);
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`${styles.panel} ${styles.denied}`} role="alert">
        <LockIcon width={56} height={56} />
        <h1>Access Denied!</h1>
        <p>You do not have permission to access this page.</p>
        <p>Please Login...! if you believe this is a mistake.</p>
        <div className={styles.panelActions}>
          <Link to="/" className="btn btn-light">Go to Home</Link>
          <Link to="/login?role=1" className="btn btn-outline" style={{ color: '#fff', borderColor: '#fff' }}>Login</Link>
        </div>
      </div>
    </main>
  );
}
