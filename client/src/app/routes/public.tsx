import { ITEM_PAGE_PREFIX, PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import HomePage from '@/app/routes/home-page';
import { PublicLayout } from '@/app/layout/public-layout';
import { isAdmin } from '@/lib/auth';
import { useSession } from '@/lib/use-session';

// Every page but the home page is its own chunk, so the first visit downloads only the home page.
const RoomsPage = lazy(() => import('@/features/catalog/rooms/routes/rooms-page'));
const ToursPage = lazy(() => import('@/features/catalog/tours/routes/tours-page'));
const VehiclesPage = lazy(() => import('@/features/catalog/vehicles/routes/vehicles-page'));
const RoomDetailsPage = lazy(() => import('@/features/catalog/rooms/routes/room-details-page'));
const TourDetailsPage = lazy(() => import('@/features/catalog/tours/routes/tour-details-page'));
const VehicleDetailsPage = lazy(() => import('@/features/catalog/vehicles/routes/vehicle-details-page'));
const GalleryPage = lazy(() => import('@/features/gallery/routes/gallery-page'));
const ContactPage = lazy(() => import('@/features/contact/routes/contact-page'));
const AboutPage = lazy(() => import('@/features/about/routes/about-page'));
const ApiTestPage = lazy(() => import('@/features/api-test/routes/api-test-page'));
const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/routes/register-page'));
const ForgetPage = lazy(() => import('@/features/auth/routes/forget-page'));
const UserPage = lazy(() => import('@/features/auth/routes/user-page'));
const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page'));
const AccessDeniedPage = lazy(() => import('@/features/auth/routes/access-denied-page'));
const TermsPage = lazy(() => import('@/features/legal/routes/terms-page'));
const PrivacyPage = lazy(() => import('@/features/legal/routes/privacy-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/routes/not-found-page'));

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
      { path: PUBLIC_PATHS.home, element: <HomePage /> },
      { path: PUBLIC_PATHS.rooms, element: <RoomsPage /> },
      { path: PUBLIC_PATHS.tours, element: <ToursPage /> },
      { path: PUBLIC_PATHS.vehicles, element: <VehiclesPage /> },
      { path: `${ITEM_PAGE_PREFIX.room}/:slug`, element: <RoomDetailsPage /> },
      { path: `${ITEM_PAGE_PREFIX.tour}/:slug`, element: <TourDetailsPage /> },
      { path: `${ITEM_PAGE_PREFIX.vehicle}/:slug`, element: <VehicleDetailsPage /> },
      // The original detail URLs ('?id=…'): the server redirects them; in the app they move to the item's page.
      { path: PUBLIC_PATHS.roomDetails, element: <RoomDetailsPage /> },
      { path: PUBLIC_PATHS.tourDetails, element: <TourDetailsPage /> },
      { path: PUBLIC_PATHS.viewDetails, element: <VehicleDetailsPage /> },
      { path: PUBLIC_PATHS.vehicleDetails, element: <VehicleDetailsPage /> },
      { path: PUBLIC_PATHS.gallery, element: <GalleryPage /> },
      { path: PUBLIC_PATHS.contact, element: <ContactPage /> },
      { path: PUBLIC_PATHS.about, element: <AboutPage /> },
      { path: PUBLIC_PATHS.apiTest, element: <ApiTestRoute /> },
      { path: PUBLIC_PATHS.register, element: <RegisterPage /> },
      { path: PUBLIC_PATHS.forget, element: <ForgetPage /> },
      { path: PUBLIC_PATHS.user, element: <UserPage /> },
      { path: PUBLIC_PATHS.logout, element: <LogoutPage /> },
      { path: PUBLIC_PATHS.accessDenied, element: <AccessDeniedPage /> },
      { path: PUBLIC_PATHS.terms, element: <TermsPage /> },
      { path: PUBLIC_PATHS.privacy, element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
