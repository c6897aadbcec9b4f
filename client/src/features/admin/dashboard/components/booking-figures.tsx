import { Link } from 'react-router-dom';
import { formatINR } from '@pachmarhi/common/format';
import type { DashboardReservations } from '@pachmarhi/common/reservation-types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';
import { adminText } from '@/i18n';

const pct = (rate: number) => `${Math.round(rate * 100)}%`;

function Figure({ label, value, note }: { label: string; value: string | number; note: string }) {
  return (
    <section className={ui.card} aria-label={label}>
      <h3 className={css.statLabel}>{label}</h3>
      <p className={css.statValue}>{value}</p>
      <p className={css.statNote}>{note}</p>
    </section>
  );
}

/**
 * The reservation figures of `GET /api/dashboard/stats` (docs/api.md#reservations): arrivals and
 * departures today and tomorrow (IST), room occupancy ahead, confirmed revenue, open enquiries.
 */
export function BookingFigures({ data }: { data: DashboardReservations }) {
  const { arrivals, departures, roomOccupancy: occ } = data;
  const nights = (o: { booked: number; available: number }) =>
    adminText('bookingFigures.ofRoomNights', { booked: o.booked, available: o.available });
  const figures = [
    {
      label: adminText('bookingFigures.arrivalsToday'),
      value: arrivals.today,
      note: adminText('bookingFigures.tomorrowCount', { count: arrivals.tomorrow }),
    },
    {
      label: adminText('bookingFigures.departuresToday'),
      value: departures.today,
      note: adminText('bookingFigures.tomorrowCount', { count: departures.tomorrow }),
    },
    {
      label: adminText('bookingFigures.openEnquiries'),
      value: data.openEnquiries,
      note: adminText('bookingFigures.waitingForAnAnswer'),
    },
    { label: adminText('bookingFigures.roomOccupancyNext7'), value: pct(occ.next7.rate), note: nights(occ.next7) },
    { label: adminText('bookingFigures.roomOccupancyNext30'), value: pct(occ.next30.rate), note: nights(occ.next30) },
    {
      label: adminText('bookingFigures.confirmedRevenueNext30'),
      value: formatINR(data.confirmedRevenueNext30),
      note: adminText('bookingFigures.confirmedReservationsStartingBy'),
    },
  ];
  return (
    <section className={css.section} aria-labelledby="bookings-overview">
      <h2 id="bookings-overview" className={css.sectionTitle}>
        {adminText('bookingFigures.bookings')}{' '}
        <Link to={ADMIN_PATHS.bookings} className={css.statNote}>
          {adminText('bookingFigures.openCalendar')}
        </Link>
      </h2>
      <div className={css.grid3}>
        {figures.map((f) => (
          <Figure key={f.label} {...f} />
        ))}
      </div>
    </section>
  );
}
