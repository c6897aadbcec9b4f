import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { onSessionExpired } from '@/lib/api';
import { SessionExpiry } from './session-expiry';
import { useTranslation } from 'react-i18next';

/**
 * Wraps every route: scrolls to the top on each page change and on reload (docs/product.md#screens), shows the
 * 2-hour session overlay, and when an authenticated call gets 401, ends the session and sends the
 * admin to the login page.
 */
export function RootShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    // A reload starts at the top too, instead of the browser restoring the old position.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(t('session.expiredToast'), { toastId: 'session-expired' });
        navigate('/login?role=1');
      }),
    [navigate, t],
  );

  return (
    <>
      <Outlet />
      <SessionExpiry />
    </>
  );
}
