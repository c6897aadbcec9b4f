import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toLang } from '@pachmarhi/common/i18n/lang';
import { urlLang } from '@/i18n';
import { useScrollMemory } from '@/hooks/use-scroll-memory';
import { onSessionExpired } from '@/lib/api';
import { toast } from '@/lib/toast';
import { SessionExpiry } from './session-expiry';
import { useTranslation } from 'react-i18next';

/**
 * Wraps every route: reads a public page in its URL's language ('/hi/…' Hindi, else English:
 * `useLanguageOfUrl`), scrolls to the top on each page change and on reload, back to where the
 * visitor was on Back and Forward (docs/product.md#screens, `useScrollMemory`), shows the
 * 2-hour session overlay, and when an authenticated call gets 401, ends the session and sends the
 * admin to the login page.
 */
export function RootShell() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    // A reload starts at the top too, instead of the browser restoring the old position.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useScrollMemory();
  useLanguageOfUrl();

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(t('session.expiredToast'), { toastId: 'session-expired' });
        // At once (flushSync), with the session's end: the back office's guard sees the move under way.
        navigate('/login?role=1', { flushSync: true });
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

/**
 * On a public page the URL names the language (docs/decisions/022-hindi-urls.md): after a move to a
 * page of the other language (a link, Back, Forward), switch to it, which also stores the choice.
 */
function useLanguageOfUrl(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const lang = urlLang(pathname);
    if (lang && lang !== toLang(i18n.language)) void i18n.changeLanguage(lang);
  }, [pathname, i18n]);
}
