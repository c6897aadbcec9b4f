import { Link } from 'react-router-dom';
import { formatINR } from '@pachmarhi/common/format';
import type { DashboardReservations } from '@pachmarhi/common/reservation-types';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';

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
  return (
    <section className={css.section} aria-labelledby="bookings-overview">
      <h2 id="bookings-overview" className={css.sectionTitle}>Bookings <Link to={ADMIN_PATHS.bookings} className={css.statNote}>Open calendar</Link></h2>
      <div className={css.grid3}>
        <Figure label="Arrivals today" value={arrivals.today} note={`${arrivals.tomorrow} tomorrow`} />
        <Figure label="Departures today" value={departures.today} note={`${departures.tomorrow} tomorrow`} />
        <Figure label="Open enquiries" value={data.openEnquiries} note="Waiting for an answer" />
        <Figure label="Room occupancy, next 7 days" value={pct(occ.next7.rate)} note={`${occ.next7.booked} of ${occ.next7.available} room-nights`} />
        <Figure label="Room occupancy, next 30 days" value={pct(occ.next30.rate)} note={`${occ.next30.booked} of ${occ.next30.available} room-nights`} />
        <Figure label="Confirmed revenue, next 30 days" value={formatINR(data.confirmedRevenueNext30)} note="Confirmed reservations starting by then" />
      </div>
    </section>
  );
}
