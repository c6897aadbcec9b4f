import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTimeIST, formatINR } from '@pachmarhi/common/format';
import { DASHBOARD_RECENT_COUNT } from '@pachmarhi/common/constants';
import { getSession } from '@/lib/auth';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { Icon, type IconName } from '@/features/admin/shared/components/icons';
import { LogoutButton } from '@/features/admin/shared/components/logout-button';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { ChartsLoading } from '@/features/admin/shared/components/charts-state';
import { useDashboardStats } from '@/features/admin/dashboard/api/get-dashboard-stats';
import css from '@/features/admin/dashboard/components/dashboard.module.css';
import { BookingFigures } from '@/features/admin/dashboard/components/booking-figures';
import { CalendarSyncFigures } from '@/features/admin/dashboard/components/calendar-sync-figures';
import { MoneyFigures } from '@/features/admin/dashboard/components/money-figures';
import { EnquiryCounts } from '@/features/admin/dashboard/components/enquiry-counts';
import { StatCard } from '@/features/admin/dashboard/components/stat-card';
import { StatusCard } from '@/features/admin/dashboard/components/status-card';
import { adminText } from '@/i18n';

// The charts and their library are a chunk of their own, fetched only when the dashboard shows.
const DashboardCharts = lazy(() => import('@/features/admin/dashboard/components/dashboard-charts'));

const quickActions = (): { to: string; label: string; note: string; icon: IconName }[] => [
  {
    to: ADMIN_PATHS.roomForm,
    label: adminText('dashboardPage.addRoom'),
    note: adminText('dashboardPage.newRoomListing'),
    icon: 'bed',
  },
  {
    to: ADMIN_PATHS.tourForm,
    label: adminText('dashboardPage.addTour'),
    note: adminText('dashboardPage.newGuidedTour'),
    icon: 'map',
  },
  {
    to: ADMIN_PATHS.vehicleForm,
    label: adminText('dashboardPage.addVehicle'),
    note: adminText('dashboardPage.newGypsy'),
    icon: 'car',
  },
  {
    to: ADMIN_PATHS.gallery,
    label: adminText('dashboardPage.manageGallery'),
    note: adminText('dashboardPage.uploadAndCuratePhotos'),
    icon: 'image',
  },
];

/** /admin: counts and status summaries (docs/product.md#admin-dashboard), with loading, error and empty states. */
export default function DashboardPage() {
  const stats = useDashboardStats();
  const name = getSession()?.user?.name;
  const header = (
    <PageHeader
      title={adminText('dashboardPage.dashboard')}
      subtitle={
        name ? adminText('dashboardPage.welcomeBack', { name: name }) : adminText('dashboardPage.overviewOfTheBusiness')
      }
      actions={<LogoutButton />}
    />
  );

  if (stats.isLoading) {
    return (
      <div className={ui.page}>
        {header}
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('dashboardPage.loadingDashboardData')}</span>
        </div>
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className={ui.page}>
        {header}
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('dashboardPage.errorLoadingDashboard')}</h2>
          <p>
            {stats.error instanceof Error ? stats.error.message : adminText('dashboardPage.failedToFetchDashboard')}
          </p>
          <button type="button" className={ui.btn} onClick={() => void stats.refetch()}>
            <Icon name="refresh" /> {adminText('dashboardPage.retry')}
          </button>
        </div>
      </div>
    );
  }
  const data = stats.data;
  if (!data) {
    return (
      <div className={ui.page}>
        {header}
        <div className={cx(ui.card, ui.empty)}>
          <h2>{adminText('dashboardPage.noDashboardDataAvailable')}</h2>
        </div>
      </div>
    );
  }

  const { overview, status, recent } = data;
  const allAvailable = status.rooms.available + status.tours.available + status.vehicles.available;
  const allTotal = status.rooms.total + status.tours.total + status.vehicles.total;

  return (
    <div className={ui.page}>
      {header}
      <p className={css.updated}>
        {adminText('dashboardPage.updated')} {formatDateTimeIST(new Date(stats.dataUpdatedAt))}
      </p>

      <div className={css.grid4}>
        <StatCard
          label={adminText('dashboardPage.totalRooms')}
          value={overview.totalRooms}
          note={adminText('dashboardPage.availableCount', { count: status.rooms.available })}
          icon="bed"
          trend={{
            value: status.rooms.available,
            total: status.rooms.total,
            label: adminText('statusCard.availableWord'),
          }}
        />
        <StatCard
          label={adminText('dashboardPage.totalTours')}
          value={overview.totalTours}
          note={adminText('dashboardPage.availableCount', { count: status.tours.available })}
          icon="map"
          trend={{
            value: status.tours.available,
            total: status.tours.total,
            label: adminText('statusCard.availableWord'),
          }}
        />
        <StatCard
          label={adminText('dashboardPage.totalVehicles')}
          value={overview.totalVehicles}
          note={adminText('dashboardPage.availableCount', { count: status.vehicles.available })}
          icon="car"
          trend={{
            value: status.vehicles.available,
            total: status.vehicles.total,
            label: adminText('statusCard.availableWord'),
          }}
        />
        <StatCard
          label={adminText('dashboardPage.estimatedRevenue')}
          value={formatINR(overview.estimatedRevenue)}
          note={adminText('dashboardPage.totalValueOfServices')}
          icon="rupee"
          accent
          trend={{ value: allAvailable, total: allTotal, label: adminText('dashboardPage.ofServicesAvailable') }}
        />
      </div>

      {data.reservations && <BookingFigures data={data.reservations} />}
      {data.calendarSync && <CalendarSyncFigures data={data.calendarSync} />}
      {data.money && <MoneyFigures data={data.money} />}
      <Suspense fallback={<ChartsLoading />}>
        <DashboardCharts />
      </Suspense>
      {data.enquiries && <EnquiryCounts counts={data.enquiries} />}

      <section className={css.section} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={css.sectionTitle}>
          {adminText('dashboardPage.quickActions')}
        </h2>
        <div className={css.actions}>
          {quickActions().map((a) => (
            <Link key={a.to} to={a.to} className={css.action}>
              <span className={css.actionIcon}>
                <Icon name={a.icon} />
              </span>
              <span className={css.actionText}>
                {a.label}
                <small>{a.note}</small>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className={css.section} aria-labelledby="status-overview">
        <h2 id="status-overview" className={css.sectionTitle}>
          {adminText('dashboardPage.statusOverview')}
        </h2>
        <div className={css.grid3}>
          <StatusCard title={adminText('dashboardPage.rooms')} counts={status.rooms} />
          <StatusCard title={adminText('dashboardPage.tours')} counts={status.tours} />
          <StatusCard title={adminText('dashboardPage.vehicles')} counts={status.vehicles} />
        </div>
      </section>

      <section className={css.section} aria-labelledby="recent-activities">
        <h2 id="recent-activities" className={css.sectionTitle}>
          {adminText('dashboardPage.recentActivities')}
        </h2>
        <div className={css.grid2}>
          <div className={ui.card}>
            <h3 className={ui.cardTitle}>{adminText('dashboardPage.recentRooms')}</h3>
            {recent.rooms.length === 0 ? (
              <p className={css.recentMeta}>{adminText('dashboardPage.noRoomsYet')}</p>
            ) : (
              <ul className={css.recentList}>
                {recent.rooms.slice(0, DASHBOARD_RECENT_COUNT).map((r) => (
                  <li key={r._id} className={css.recentItem}>
                    <span className={css.recentName}>{r.name}</span>
                    <strong>{formatINR(r.price)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={ui.card}>
            <h3 className={ui.cardTitle}>{adminText('dashboardPage.recentTours')}</h3>
            {recent.tours.length === 0 ? (
              <p className={css.recentMeta}>{adminText('dashboardPage.noToursYet')}</p>
            ) : (
              <ul className={css.recentList}>
                {recent.tours.slice(0, DASHBOARD_RECENT_COUNT).map((t) => (
                  <li key={t._id} className={css.recentItem}>
                    <span>
                      <span className={css.recentName}>{t.title}</span>
                      <div className={css.recentMeta}>
                        <Icon name="pin" size={12} /> {t.location}
                      </div>
                    </span>
                    <span className={css.recentMeta}>{t.duration}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section className={css.section} aria-label={adminText('dashboardPage.galleryAndUsers')}>
        <div className={css.grid2}>
          <StatCard
            label={adminText('dashboardPage.galleryImages')}
            value={overview.totalGalleryImages}
            note={adminText('dashboardPage.imagesInThePublic')}
            icon="image"
          />
          <StatCard
            label={adminText('dashboardPage.totalUsers')}
            value={overview.totalUsers}
            note={adminText('dashboardPage.registeredUsers')}
            icon="users"
            accent
          />
        </div>
      </section>
    </div>
  );
}
