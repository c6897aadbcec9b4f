import { ADMIN_PATH_PREFIX } from '@pachmarhi/common/routes';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { publicRoutes } from '@/app/routes/public';
import { RootShell } from '@/app/root-shell';
import { PageLoader } from '@/components/page-loader';

// The back office is its own chunk so visitors never download it.
const AdminApp = lazy(() => import('@/app/routes/admin'));

/**
 * The whole route table: the public pages (also rendered on the server, entry-server.tsx) and the
 * back office under /admin (client only).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...publicRoutes,
      {
        path: `${ADMIN_PATH_PREFIX}/*`,
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
];
