import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { AdminGuard } from '@/features/admin/layout/admin-guard';
import { AdminLayout } from '@/features/admin/layout/admin-layout';
import ui from '@/features/admin/shared/ui.module.css';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from 'react-i18next';

const DashboardPage = lazy(() => import('@/features/admin/dashboard/routes/dashboard-page'));
const RoomFormPage = lazy(() => import('@/features/admin/rooms/routes/room-form-page'));
const RoomManagementPage = lazy(() => import('@/features/admin/rooms/routes/room-management-page'));
const VehicleFormPage = lazy(() => import('@/features/admin/vehicles/routes/vehicle-form-page'));
const VehicleManagementPage = lazy(() => import('@/features/admin/vehicles/routes/vehicle-management-page'));
const TourFormPage = lazy(() => import('@/features/admin/tours/routes/tour-form-page'));
const TourManagementPage = lazy(() => import('@/features/admin/tours/routes/tour-management-page'));
const GalleryPage = lazy(() => import('@/features/admin/gallery/routes/gallery-page'));
const WeekendPricingPage = lazy(() => import('@/features/admin/weekend-pricing/routes/weekend-pricing-page'));
const BookingsPage = lazy(() => import('@/features/admin/bookings/routes/bookings-page'));
const ReservationsPage = lazy(() => import('@/features/admin/bookings/routes/reservations-page'));
const MessagesPage = lazy(() => import('@/features/admin/messages/routes/messages-page'));
const EnquiriesPage = lazy(() => import('@/features/admin/enquiries/routes/enquiries-page'));

function AdminNotFound() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound.pageTitle'));
  return (
    <div className={ui.page}>
      <div className={`${ui.card} ${ui.empty}`}>
        <h2>{t('notFound.title')}</h2>
        <p>{t('notFound.text')}</p>
        <Link to="/admin" className={ui.btn}>{t('notFound.toDashboard')}</Link>
      </div>
    </div>
  );
}

/** The back office, mounted at /admin/* (docs/product.md#admin-area): its texts, guard, sidebar layout and one route per screen. */
export default function AdminApp() {
  // Waits for the back office's texts (namespace admin) and re-renders every screen on a language change.
  useTranslation('admin');
  return (
    <AdminGuard>
      <AdminLayout>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="RoomForm" element={<RoomFormPage />} />
            <Route path="RoomManagement" element={<RoomManagementPage />} />
            <Route path="vehicle" element={<VehicleFormPage />} />
            <Route path="vehicleTable" element={<VehicleManagementPage />} />
            <Route path="tour" element={<TourFormPage />} />
            <Route path="managetour" element={<TourManagementPage />} />
            <Route path="gallery" element={<GalleryPage />} />
            <Route path="weekend-pricing" element={<WeekendPricingPage />} />
            <Route path="bookings" element={<BookingsPage />} />
            <Route path="reservations" element={<ReservationsPage />} />
            <Route path="enquiries" element={<EnquiriesPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </AdminGuard>
  );
}
