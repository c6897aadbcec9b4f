import { ITEM_PAGE_PREFIX, PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import HomePage from '@/app/routes/home-page';
import { PublicLayout } from '@/app/layout/public-layout';
import { isAdmin } from '@/lib/auth';
import { useSession } from '@/lib/use-session';
import { lazyPage, pageRoute } from './page';

// Every page but the home page is its own chunk, so the first visit downloads only the home page.
const RoomsPage = lazyPage(() => import('@/features/catalog/rooms/routes/rooms-page'));
const ToursPage = lazyPage(() => import('@/features/catalog/tours/routes/tours-page'));
const VehiclesPage = lazyPage(() => import('@/features/catalog/vehicles/routes/vehicles-page'));
const RoomDetailsPage = lazyPage(() => import('@/features/catalog/rooms/routes/room-details-page'));
const TourDetailsPage = lazyPage(() => import('@/features/catalog/tours/routes/tour-details-page'));
const VehicleDetailsPage = lazyPage(() => import('@/features/catalog/vehicles/routes/vehicle-details-page'));
const GalleryPage = lazyPage(() => import('@/features/gallery/routes/gallery-page'));
const ContactPage = lazyPage(() => import('@/features/contact/routes/contact-page'));
const AboutPage = lazyPage(() => import('@/features/about/routes/about-page'));
const ApiTestPage = lazyPage(() => import('@/features/api-test/routes/api-test-page'));
const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'));
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'));
const ForgetPage = lazyPage(() => import('@/features/auth/routes/forget-page'));
const UserPage = lazyPage(() => import('@/features/auth/routes/user-page'));
const LogoutPage = lazyPage(() => import('@/features/auth/routes/logout-page'));
const AccessDeniedPage = lazyPage(() => import('@/features/auth/routes/access-denied-page'));
const TermsPage = lazyPage(() => import('@/features/legal/routes/terms-page'));
const PrivacyPage = lazyPage(() => import('@/features/legal/routes/privacy-page'));
const NotFoundPage = lazyPage(() => import('@/features/not-found/routes/not-found-page'));

/** /api-test is for developers: in a production build only a signed-in admin sees it, anyone else the not-found page. */
function ApiTestRoute() {
  const session = useSession();
  return import.meta.env.DEV || isAdmin(session) ? <ApiTestPage /> : <NotFoundPage />;
}

/** The visitor side (docs/product.md#public-routes); /login sits outside the common layout. */
export const publicRoutes: RouteObject[] = [
  {
    path: PUBLIC_PATHS.login,
    element: (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <PublicLayout />,
    children: [
      pageRoute(PUBLIC_PATHS.home, HomePage),
      pageRoute(PUBLIC_PATHS.rooms, RoomsPage),
      pageRoute(PUBLIC_PATHS.tours, ToursPage),
      pageRoute(PUBLIC_PATHS.vehicles, VehiclesPage),
      pageRoute(`${ITEM_PAGE_PREFIX.room}/:slug`, RoomDetailsPage),
      pageRoute(`${ITEM_PAGE_PREFIX.tour}/:slug`, TourDetailsPage),
      pageRoute(`${ITEM_PAGE_PREFIX.vehicle}/:slug`, VehicleDetailsPage),
      // The original detail URLs ('?id=…'): the server redirects them; in the app they move to the item's page.
      pageRoute(PUBLIC_PATHS.roomDetails, RoomDetailsPage),
      pageRoute(PUBLIC_PATHS.tourDetails, TourDetailsPage),
      pageRoute(PUBLIC_PATHS.viewDetails, VehicleDetailsPage),
      pageRoute(PUBLIC_PATHS.vehicleDetails, VehicleDetailsPage),
      pageRoute(PUBLIC_PATHS.gallery, GalleryPage),
      pageRoute(PUBLIC_PATHS.contact, ContactPage),
      pageRoute(PUBLIC_PATHS.about, AboutPage),
      pageRoute(PUBLIC_PATHS.apiTest, ApiTestRoute),
      pageRoute(PUBLIC_PATHS.register, RegisterPage),
      pageRoute(PUBLIC_PATHS.forget, ForgetPage),
      pageRoute(PUBLIC_PATHS.user, UserPage),
      pageRoute(PUBLIC_PATHS.logout, LogoutPage),
      pageRoute(PUBLIC_PATHS.accessDenied, AccessDeniedPage),
      pageRoute(PUBLIC_PATHS.terms, TermsPage),
      pageRoute(PUBLIC_PATHS.privacy, PrivacyPage),
      pageRoute('*', NotFoundPage),
    ],
  },
];
