import { ITEM_PAGE_PREFIX, LANG_PATH_PREFIX, PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import HomePage from '@/app/routes/home-page';
import { PublicLayout } from '@/app/layout/public-layout';
import { isAdmin } from '@/lib/auth';
import { useSession } from '@/lib/use-session';
import { lazyPage, pageRoute } from './page';

// Every page but the home page is its own chunk, so the first visit downloads only the home page.
const RoomsPage = lazyPage('src/features/catalog/rooms/routes/rooms-page.tsx');
const ToursPage = lazyPage('src/features/catalog/tours/routes/tours-page.tsx');
const VehiclesPage = lazyPage('src/features/catalog/vehicles/routes/vehicles-page.tsx');
const RoomDetailsPage = lazyPage('src/features/catalog/rooms/routes/room-details-page.tsx');
const TourDetailsPage = lazyPage('src/features/catalog/tours/routes/tour-details-page.tsx');
const VehicleDetailsPage = lazyPage('src/features/catalog/vehicles/routes/vehicle-details-page.tsx');
const GalleryPage = lazyPage('src/features/gallery/routes/gallery-page.tsx');
const ContactPage = lazyPage('src/features/contact/routes/contact-page.tsx');
const AboutPage = lazyPage('src/features/about/routes/about-page.tsx');
const ApiTestPage = lazyPage('src/features/api-test/routes/api-test-page.tsx');
const LoginPage = lazyPage('src/features/auth/routes/login-page.tsx');
const RegisterPage = lazyPage('src/features/auth/routes/register-page.tsx');
const ForgetPage = lazyPage('src/features/auth/routes/forget-page.tsx');
const UserPage = lazyPage('src/features/auth/routes/user-page.tsx');
const LogoutPage = lazyPage('src/features/auth/routes/logout-page.tsx');
const AccessDeniedPage = lazyPage('src/features/auth/routes/access-denied-page.tsx');
const TermsPage = lazyPage('src/features/legal/routes/terms-page.tsx');
const PrivacyPage = lazyPage('src/features/legal/routes/privacy-page.tsx');
const TripPage = lazyPage('src/features/catalog/trip/routes/trip-page.tsx');
const NotFoundPage = lazyPage('src/features/not-found/routes/not-found-page.tsx');

/** /api-test is for developers: in a production build only a signed-in admin sees it, anyone else the not-found page. */
function ApiTestRoute() {
  const session = useSession();
  return import.meta.env.DEV || isAdmin(session) ? <ApiTestPage /> : <NotFoundPage />;
}

/**
 * The public pages with a URL per language: each is also mounted under '/hi' for Hindi
 * (docs/decisions/022-hindi-urls.md; common/src/routes.ts `hasLangUrls` names the same pages).
 */
const LANG_PAGES: [path: string, Page: Parameters<typeof pageRoute>[1]][] = [
  [PUBLIC_PATHS.home, HomePage],
  [PUBLIC_PATHS.rooms, RoomsPage],
  [PUBLIC_PATHS.tours, ToursPage],
  [PUBLIC_PATHS.vehicles, VehiclesPage],
  [`${ITEM_PAGE_PREFIX.room}/:slug`, RoomDetailsPage],
  [`${ITEM_PAGE_PREFIX.tour}/:slug`, TourDetailsPage],
  [`${ITEM_PAGE_PREFIX.vehicle}/:slug`, VehicleDetailsPage],
  // The original detail URLs ('?id=…'): the server redirects them; in the app they move to the item's page.
  [PUBLIC_PATHS.roomDetails, RoomDetailsPage],
  [PUBLIC_PATHS.tourDetails, TourDetailsPage],
  [PUBLIC_PATHS.viewDetails, VehicleDetailsPage],
  [PUBLIC_PATHS.vehicleDetails, VehicleDetailsPage],
  [PUBLIC_PATHS.gallery, GalleryPage],
  [PUBLIC_PATHS.contact, ContactPage],
  [PUBLIC_PATHS.about, AboutPage],
  [PUBLIC_PATHS.terms, TermsPage],
  [PUBLIC_PATHS.privacy, PrivacyPage],
  [PUBLIC_PATHS.trip, TripPage],
];

const HINDI = LANG_PATH_PREFIX.hi;

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
      ...LANG_PAGES.map(([path, Page]) => pageRoute(path, Page)),
      ...LANG_PAGES.map(([path, Page]) => pageRoute(path === '/' ? HINDI : HINDI + path, Page)),
      pageRoute(PUBLIC_PATHS.apiTest, ApiTestRoute),
      pageRoute(PUBLIC_PATHS.register, RegisterPage),
      pageRoute(PUBLIC_PATHS.forget, ForgetPage),
      pageRoute(PUBLIC_PATHS.user, UserPage),
      pageRoute(PUBLIC_PATHS.logout, LogoutPage),
      pageRoute(PUBLIC_PATHS.accessDenied, AccessDeniedPage),
      pageRoute('*', NotFoundPage),
    ],
  },
];
