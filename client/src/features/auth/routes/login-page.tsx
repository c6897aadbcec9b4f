import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link, useNavigate } from '@/lib/lang-links';
import { toast } from '@/lib/toast';
import { LOGIN_REDIRECT_MS, ROLE_USER } from '@pachmarhi/common/constants';
import { isStaff } from '@pachmarhi/common/staff-access';
import { getSession, isAdmin, saveSession } from '@/lib/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLogin } from '@/features/auth/api/login';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PasswordInput } from '@/features/auth/components/password-input';
import styles from '@/features/auth/components/auth.module.css';
import { Trans, useTranslation } from 'react-i18next';

/** Where a signed-in person belongs: staff (roles 1 and 3) to /admin, anyone else to /user (docs/product.md#behaviour). */
export const homeForRole = (role: number | string) => (isStaff(Number(role)) ? '/admin' : '/user');

/** /login (outside the common layout): 'Admin Login Panel' for ?role=1, else 'User Login Portal'. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const roleParam = params.get('role') ?? '';
  const { t } = useTranslation('pages');
  const heading = roleParam === '1' ? t('login.adminTitle') : t('login.userTitle');
  usePageTitle(heading);
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A stored session skips the form: admins to /admin, users with a token to /user.
  useEffect(() => {
    const s = getSession();
    if (s?.accessToken) navigate(isAdmin(s) ? '/admin' : '/user', { replace: true });
  }, [navigate]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(
      { email: email.trim(), password, role: Number(roleParam) || ROLE_USER },
      {
        onSuccess: ({ token, user }) => {
          saveSession(token, user);
          toast.success(t('login.success'));
          redirectTimer.current = setTimeout(
            () => navigate(homeForRole(user.role), { replace: true }),
            LOGIN_REDIRECT_MS,
          );
        },
        onError: (err) => toast.error(t('login.failed', { reason: err.message || t('login.invalid') })),
      },
    );
  };

  const busy = login.isPending || login.isSuccess;
  return (
    <main id="main" className={styles.screen}>
      <AuthCard
        title={heading}
        subtitle={t('login.subtitle')}
        footer={
          <>
            <span>
              <Trans t={t} i18nKey="login.newHere" components={{ signup: <Link to="/register" /> }} />
            </span>
            <Link to="/" className="btn btn-ghost btn-sm">
              {t('login.home')}
            </Link>
          </>
        }
      >
        <form className={styles.form} onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="login-email">{t('auth.email')}</label>
            <input
              id="login-email"
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('auth.password')}</label>
            <PasswordInput
              id="login-password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className={styles.links}>
            <Link to="/forget">{t('login.forgot')}</Link>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t('login.busy') : t('auth.login')}
          </button>
        </form>
      </AuthCard>
    </main>
  );
}
