import { Link, useNavigate } from '@/lib/lang-links';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/use-session';
import styles from '@/features/auth/components/auth.module.css';
import { useTranslation } from 'react-i18next';

/** /user: the signed-in user's name and email, and a logout button. */
export default function UserPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('user.pageTitle'));
  const session = useSession();
  const navigate = useNavigate();
  if (!session) {
    return (
      <main id="main" className={`container ${styles.page}`}>
        <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
          <h1>{t('user.pageTitle')}</h1>
          <p>{t('user.notLoggedIn')}</p>
          <div className={styles.panelActions}>
            <Link className="btn btn-primary" to="/login">
              {t('auth.login')}
            </Link>
            <Link className="btn btn-ghost" to="/register">
              {t('register.submit')}
            </Link>
          </div>
        </div>
      </main>
    );
  }
  const { user } = session;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
        <h1>{t('user.welcome', { name: user.name })}</h1>
        <p>{t('user.plan')}</p>
        <dl className={styles.profile}>
          <div>
            <dt>{t('user.name')}</dt>
            <dd data-testid="user-name">{user.name}</dd>
          </div>
          <div>
            <dt>{t('auth.email')}</dt>
            <dd data-testid="user-email">{user.email}</dd>
          </div>
          <div>
            <dt>{t('user.account')}</dt>
            <dd>{Number(user.role) === ROLE_ADMIN ? t('user.admin') : t('user.user')}</dd>
          </div>
        </dl>
        <div className={styles.panelActions}>
          <Link className="btn btn-primary" to="/hotel">
            {t('user.browseRooms')}
          </Link>
          <Link className="btn btn-ghost" to="/tours">
            {t('user.browseTours')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => navigate('/logout')}>
            {t('user.logout')}
          </button>
        </div>
      </div>
    </main>
  );
}
