import { ADMIN_PATH_PREFIX } from '@pachmarhi/common/routes';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { publicRoutes } from '@/app/routes/public';
import { RootShell } from './root-shell';
import { PageLoader } from '@/components/page-loader';

// The back office is its own chunk so visitors never download it.
const AdminApp = lazy(() => import('@/app/routes/admin'));

export const router = createBrowserRouter([
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
]);
