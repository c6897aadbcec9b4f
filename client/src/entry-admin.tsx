/**
 * The back office's own entry (client/admin.html, which the server sends for every path under
 * /admin): the back office's routes only, without the public site's layout, pages and their code,
 * so a first visit to a screen downloads the back office's code alone (issue 40: Today within
 * 170 KB of JavaScript, docs/decisions/031-admin-offline-app.md). Never server-rendered: it renders
 * into the empty shell. A move to a page outside /admin (the login page after the session ends, a
 * link to the public site) loads the public site's routes on the way (react-router's
 * `patchRoutesOnNavigation`), rendered in the browser as the account pages are. Reached from the
 * public site by a link instead, the back office runs inside that entry's app (app/routes/index.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ADMIN_PATH_PREFIX, isAdminPath } from '@pachmarhi/common/routes';
import i18n from './i18n';
import { App, createQueryClient } from './app/app';
import { RootShell } from './app/root-shell';
import AdminApp from './app/routes/admin';
import './styles/global.css';

const routes: RouteObject[] = [
  { id: 'root', element: <RootShell />, children: [{ path: `${ADMIN_PATH_PREFIX}/*`, element: <AdminApp /> }] },
];

let publicPatched = false;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider
        router={createBrowserRouter(routes, {
          // A move out of /admin (the login page when the session ends, home after logging out)
          // fetches the public site's routes then, and stays in this page: its toast shows there.
          async patchRoutesOnNavigation({ path, patch }) {
            if (publicPatched || isAdminPath(new URL(path, window.location.origin).pathname)) return;
            const { publicRoutes } = await import('./app/routes/public');
            if (!publicPatched) patch('root', publicRoutes);
            publicPatched = true;
          },
        })}
      />
    </App>
  </StrictMode>,
);
