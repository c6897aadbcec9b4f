import { Link, useNavigate } from 'react-router-dom';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/use-session';
import styles from '@/features/auth/components/auth.module.css';

/** /user: the signed-in user's name and email, and a logout button. */
export default function UserPage() {
  usePageTitle('My account');
  const session = useSession();
  const navigate = useNavigate();
  if (!session) {
    return (
      <main id="main" className={`container ${styles.page}`}>
        <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
          <h1>My account</h1>
          <p>You are not logged in.</p>
          <div className={styles.panelActions}>
            <Link className="btn btn-primary" to="/login">Login</Link>
            <Link className="btn btn-ghost" to="/register">Register</Link>
          </div>
        </div>
      </main>
    );
  }
  const { user } = session;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
        <h1>Welcome, {user.name}</h1>
        <p>Plan your next stay, tour or Gypsy safari with us.</p>
        <dl className={styles.profile}>
          <div><dt>Name</dt><dd data-testid="user-name">{user.name}</dd></div>
          <div><dt>Email</dt><dd data-testid="user-email">{user.email}</dd></div>
          <div><dt>Account</dt><dd>{Number(user.role) === ROLE_ADMIN ? 'Admin' : 'User'}</dd></div>
        </dl>
        <div className={styles.panelActions}>
          <Link className="btn btn-primary" to="/hotel">Browse rooms</Link>
          <Link className="btn btn-ghost" to="/tours">Browse tours</Link>
          <button type="button" className="btn btn-outline" onClick={() => navigate('/logout')}>Logout</button>
        </div>
      </div>
    </main>
  );
}
