/**
 * The back office's own entry (client/admin.html, which the server sends for every path under
 * /admin): the back office's routes only, without the public site's layout, pages and their code,
 * so a first visit to a screen downloads the back office's code alone (issue 40: Today within
 * 170 KB of JavaScript, docs/decisions/031-admin-offline-app.md). Never server-rendered: it renders
 * into the empty shell. A move to a page outside /admin (the login page after the session ends, a
 * link to the public site) loads that page from the server, which answers it with the site's entry
 * (entry-client.tsx). Reached from the public site by a link instead, the back office runs inside
 * that entry's app (app/routes/index.tsx), as before.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ADMIN_PATH_PREFIX } from '@pachmarhi/common/routes';
import i18n from './i18n';
import { App, createQueryClient } from './app/app';
import { RootShell } from './app/root-shell';
import AdminApp from './app/routes/admin';
import './styles/global.css';

/** A page outside the back office: loaded from the server (its own entry), replacing this one in the history. */
function OtherPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(pathname + search + hash), [pathname, search, hash]);
  return null;
}

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { path: `${ADMIN_PATH_PREFIX}/*`, element: <AdminApp /> },
      { path: '*', element: <OtherPage /> },
    ],
  },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>,
);
