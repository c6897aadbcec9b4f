import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/lang-links';
import { SESSION_EXPIRED_REDIRECT_MS } from '@pachmarhi/common/constants';
import { clearSession } from '@/lib/auth';
import { sessionDeadline } from '@/lib/session-deadline';
import { useSession } from '@/lib/use-session';
import styles from './session-expiry.module.css';
import { useTranslation } from 'react-i18next';

/**
 * The 2-hour session timer (docs/product.md#behaviour): when a signed-in session reaches its end (2 hours after the
 * page loaded or the login, or the token's own expiry if sooner), session storage and the stored
 * session are cleared and a 'Session Expired' overlay shows; 3 seconds later the visitor goes to /.
 * Visitors who are not signed in have no session to expire and never see it.
 */
export function SessionExpiry() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const token = session?.accessToken ?? '';

  useEffect(() => {
    if (!token) return;
    // The session starts now: at page load for a stored session, or at login.
    const wait = Math.max(0, sessionDeadline(token, Date.now()) - Date.now());
    const t = setTimeout(
      () => {
        sessionStorage.clear();
        clearSession();
        setExpired(true);
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => clearTimeout(t);
  }, [token]);

  useEffect(() => {
    if (!expired) return;
    buttonRef.current?.focus();
    const t = setTimeout(() => {
      setExpired(false);
      navigate('/');
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [expired, navigate]);

  if (!expired) return null;
  return (
    <div className={styles.overlay}>
      <div
        className={styles.box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-expired-title"
        aria-describedby="session-expired-text"
      >
        <h2 id="session-expired-title">{t('session.expiredTitle')}</h2>
        <p id="session-expired-text">{t('session.expiredText')}</p>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setExpired(false);
            navigate('/');
          }}
        >
          {t('session.goHome')}
        </button>
      </div>
    </div>
  );
}
