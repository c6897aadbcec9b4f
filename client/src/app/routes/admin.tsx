import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_PATHS, ADMIN_SCREENS, screensFor, type AdminScreen } from '@/features/admin/admin-screens';
import { ROLE_ACCOUNTANT } from '@pachmarhi/common/constants';
import { AdminGuard, SystemLoader } from '@/features/admin/layout/admin-guard';
import { AdminLayout } from '@/features/admin/layout/admin-layout';
import { OfflineShell } from '@/features/admin/offline/app-status';
import ui from '@/features/admin/shared/ui.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/use-session';
import { loadAdminScreenTexts } from '@/i18n/admin-texts';
import { useTranslation } from 'react-i18next';

/** The admin page modules (each its own chunk, fetched when its screen opens), by path: '/src/features/admin/rooms/routes/room-form-page.tsx'. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('/src/features/admin/*/routes/*-page.tsx');

/**
 * The page of an admin screen, loaded on first render; a screen other than Today waits for the rest
 * of the back office's texts too (Today's first visit fetches only its own: i18n/index.ts).
 * @throws Error when the admin chunk loads, for a screen whose page names no module
 */
function lazyAdminPage({ page }: AdminScreen): ComponentType {
  const load = PAGE_MODULES[`/src/features/admin/${page}`];
  if (!load) throw new Error(`no admin page module ${page}`);
  if (page === ADMIN_SCREENS.today.page) return lazy(load);
  return lazy(() => Promise.all([load(), loadAdminScreenTexts()]).then(([module]) => module));
}

const ROUTES = Object.values(ADMIN_SCREENS).map((screen: AdminScreen) => ({
  path: screen.path,
  roles: screen.roles,
  Page: lazyAdminPage(screen),
}));

/** The admin not-found page; `denied` for a screen that exists but the account's role may not open (the owner's, for the front desk). */
function AdminNotFound({ denied = false }: { denied?: boolean }) {
  const { t } = useTranslation('admin');
  const accountant = Number(useSession()?.user.role ?? 0) === ROLE_ACCOUNTANT;
  usePageTitle(t(denied ? 'notFound.deniedPageTitle' : 'notFound.pageTitle'));
  return (
    <div className={ui.page}>
      <div className={`${ui.card} ${ui.empty}`} role={denied ? 'alert' : undefined}>
        <h2>{t(denied ? 'notFound.deniedTitle' : 'notFound.title')}</h2>
        <p>{t(denied ? (accountant ? 'notFound.deniedTextAccountant' : 'notFound.deniedText') : 'notFound.text')}</p>
        <Link to={ADMIN_PATHS.dashboard} className={ui.btn}>
          {t('notFound.toDashboard')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Where /admin itself sends an account, or null for the dashboard: phones and accounts that may not
 * see the dashboard open the Today board, and an account that may not see that either (the
 * accountant) the first screen it may open (Reports).
 */
function homeScreen(role: number): string | null {
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 700px)').matches;
  if (ADMIN_SCREENS.dashboard.roles.includes(role) && !phone) return null;
  if (ADMIN_SCREENS.today.roles.includes(role)) return ADMIN_PATHS.today;
  const first = screensFor(role).find(([, screen]) => screen.path);
  return first ? ADMIN_PATHS[first[0]] : null;
}

/** The back office, mounted at /admin/* (docs/product.md#admin-area): its texts, guard, sidebar layout and one route per screen of features/admin/admin-screens.ts. */
export default function AdminApp() {
  // Waits for the back office's texts (namespace admin) and re-renders every screen on a language change.
  useTranslation('admin');
  // A screen the account's role may not open is not routed: its path says access is denied.
  const role = Number(useSession()?.user.role ?? 0);
  const home = homeScreen(role);
  return (
    <AdminGuard>
      <AdminLayout>
        <OfflineShell loading={<SystemLoader />}>
          <Suspense fallback={<SystemLoader />}>
            <Routes>
              {home && <Route index element={<Navigate to={home} replace />} />}
              {ROUTES.filter(({ roles, path }) => roles.includes(role) && (path || !home)).map(({ path, Page }) =>
                path ? <Route key={path} path={path} element={<Page />} /> : <Route key="" index element={<Page />} />,
              )}
              {ROUTES.filter(({ roles, path }) => path && !roles.includes(role)).map(({ path }) => (
                <Route key={path} path={path} element={<AdminNotFound denied />} />
              ))}
              <Route path="*" element={<AdminNotFound />} />
            </Routes>
          </Suspense>
        </OfflineShell>
      </AdminLayout>
    </AdminGuard>
  );
}
