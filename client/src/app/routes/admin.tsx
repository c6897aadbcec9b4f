import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_PATHS, ADMIN_SCREENS, type AdminScreen } from '@/features/admin/admin-screens';
import { AdminGuard } from '@/features/admin/layout/admin-guard';
import { AdminLayout } from '@/features/admin/layout/admin-layout';
import ui from '@/features/admin/shared/ui.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/use-session';
import { useTranslation } from 'react-i18next';

/** The admin page modules (each its own chunk, fetched when its screen opens), by path: '/src/features/admin/rooms/routes/room-form-page.tsx'. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('/src/features/admin/*/routes/*-page.tsx');

/**
 * The page of an admin screen, loaded on first render.
 * @throws Error when the admin chunk loads, for a screen whose page names no module
 */
function lazyAdminPage({ page }: AdminScreen): ComponentType {
  const load = PAGE_MODULES[`/src/features/admin/${page}`];
  if (!load) throw new Error(`no admin page module ${page}`);
  return lazy(load);
}

const ROUTES = Object.values(ADMIN_SCREENS).map((screen: AdminScreen) => ({
  path: screen.path,
  roles: screen.roles,
  Page: lazyAdminPage(screen),
}));

/** The admin not-found page; `denied` for a screen that exists but the account's role may not open (the owner's, for the front desk). */
function AdminNotFound({ denied = false }: { denied?: boolean }) {
  const { t } = useTranslation('admin');
  usePageTitle(t(denied ? 'notFound.deniedPageTitle' : 'notFound.pageTitle'));
  return (
    <div className={ui.page}>
      <div className={`${ui.card} ${ui.empty}`} role={denied ? 'alert' : undefined}>
        <h2>{t(denied ? 'notFound.deniedTitle' : 'notFound.title')}</h2>
        <p>{t(denied ? 'notFound.deniedText' : 'notFound.text')}</p>
        <Link to={ADMIN_PATHS.dashboard} className={ui.btn}>
          {t('notFound.toDashboard')}
        </Link>
      </div>
    </div>
  );
}

/** Phones open the Today board at /admin, as does an account that may not see the dashboard (the front desk). */
const todayFirst = (role: number) =>
  !ADMIN_SCREENS.dashboard.roles.includes(role) ||
  (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 700px)').matches);

/** The back office, mounted at /admin/* (docs/product.md#admin-area): its texts, guard, sidebar layout and one route per screen of features/admin/admin-screens.ts. */
export default function AdminApp() {
  // Waits for the back office's texts (namespace admin) and re-renders every screen on a language change.
  useTranslation('admin');
  // A screen the account's role may not open is not routed: its path says access is denied.
  const role = Number(useSession()?.user.role ?? 0);
  return (
    <AdminGuard>
      <AdminLayout>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            {todayFirst(role) && <Route index element={<Navigate to={ADMIN_PATHS.today} replace />} />}
            {ROUTES.filter(({ roles, path }) => roles.includes(role) && (path || !todayFirst(role))).map(
              ({ path, Page }) =>
                path ? <Route key={path} path={path} element={<Page />} /> : <Route key="" index element={<Page />} />,
            )}
            {ROUTES.filter(({ roles, path }) => path && !roles.includes(role)).map(({ path }) => (
              <Route key={path} path={path} element={<AdminNotFound denied />} />
            ))}
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </AdminGuard>
  );
}
