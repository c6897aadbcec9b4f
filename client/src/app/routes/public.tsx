import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import HomePage from '@/app/routes/home-page';
import { PublicLayout } from '@/app/layout/public-layout';

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
const NotFoundPage = lazy(() => import('@/features/not-found/routes/not-found-page'));

/** The visitor side (spec §2 "Public routes"); /login sits outside the common layout. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/hotel', element: <RoomsPage /> },
      { path: '/tours', element: <ToursPage /> },
      { path: '/gypsy', element: <VehiclesPage /> },
      { path: '/room-details', element: <RoomDetailsPage /> },
      { path: '/tour-details', element: <TourDetailsPage /> },
      { path: '/view-details', element: <VehicleDetailsPage /> },
      { path: '/vehicle-details', element: <VehicleDetailsPage /> },
      { path: '/gallery', element: <GalleryPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/api-test', element: <ApiTestPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forget', element: <ForgetPage /> },
      { path: '/user', element: <UserPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/access-denied', element: <AccessDeniedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
