import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { mayUse } from '@pachmarhi/common/staff-access';
import { todayIST } from '@pachmarhi/common/time';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import { KIND_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { useBookables } from '@/features/admin/shared/api/use-bookables';
import { GuestRegister } from '@/features/admin/shared/stay/guest-register';
import { StayHistory } from '@/features/admin/shared/stay/stay-history';
import { StayMessages } from '@/features/admin/shared/stay/stay-messages';
import { ApiRequestError } from '@/lib/api';
import { tripQueries } from '@/lib/queries/trip-desk';
import { useSession } from '@/lib/use-session';
import { adminText } from '@/i18n';
import { TripBreakdown } from '@/features/admin/trips/components/trip-breakdown';
import { TripExtras } from '@/features/admin/trips/components/trip-extras';
import { TripGuest } from '@/features/admin/trips/components/trip-guest';
import { TripLines } from '@/features/admin/trips/components/trip-lines';
import { TripMoney } from '@/features/admin/trips/components/trip-money';
import { TripMoveButtons } from '@/features/admin/shared/stay/trip-moves';
import css from '@/features/admin/trips/components/trip.module.css';
import { tripDates, statusBadge } from '@/features/admin/trips/lib/trip-text';

/** The guest register of each room line (ID details per room), the messages of a chosen line. */
function TripGuestsAndMessages({ trip }: { trip: NonNullable<ReturnType<typeof useTripData>['data']> }) {
  const live = trip.lines.filter((l) => l.status !== 'cancelled');
  const [lineId, setLineId] = useState(live[0]?._id ?? '');
  const rooms = live.filter((l) => l.kind === 'room');
  return (
    <>
      {rooms.length > 0 && (
        <section className={cx(ui.card, css.block)} aria-labelledby="trip-register-title">
          <h2 id="trip-register-title" className={ui.cardTitle}>
            {adminText('guestRegister.guests')}
          </h2>
          {rooms.map((l) => (
            <details key={l._id} className={css.fold} open={rooms.length === 1}>
              <summary>
                #{l.reference} · {l.itemName}
              </summary>
              <GuestRegister stayId={l._id} askId={false} />
            </details>
          ))}
        </section>
      )}
      {live.length > 0 && (
        <section className={cx(ui.card, css.block)} aria-labelledby="trip-messages-title">
          <h2 id="trip-messages-title" className={ui.cardTitle}>
            {adminText('today.messages')}
          </h2>
          {live.length > 1 && (
            <label className={cx(ui.label, css.messagesFor)}>
              {adminText('trips.messagesFor')}{' '}
              <select className={ui.select} value={lineId} onChange={(e) => setLineId(e.target.value)}>
                {live.map((l) => (
                  <option key={l._id} value={l._id}>
                    #{l.reference} · {l.itemName ?? KIND_LABEL[l.kind]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {lineId && <StayMessages id={lineId} />}
        </section>
      )}
    </>
  );
}

const useTripData = (id: string) => useQuery(tripQueries.one(id));

/**
 * /admin/trips/:id, the trip screen: the guest's whole order — its guest, lines (add, change,
 * cancel, check each in or out, or the whole trip at once), extras, the price with each line's GST
 * rate and why, its money (bill, payments, payment request, the one tax invoice and credit notes),
 * the guest register of its rooms, messages and (the owner) its history. Loading, error (with Try
 * again) and not-found states; one column on a phone, two from 1100 px.
 */
export default function TripPage() {
  const { id = '' } = useParams();
  const trip = useTripData(id);
  const bookables = useBookables();
  const owner = mayUse(Number(useSession()?.user.role ?? 0), 'owner');
  const today = todayIST();
  const back = (
    <Link to={ADMIN_PATHS.trips} className={cx(ui.btn, ui.btnGhost)}>
      {adminText('trips.backToTrips')}
    </Link>
  );
  if (trip.isLoading)
    return (
      <div className={ui.page}>
        <PageHeader title={adminText('trips.trip')} actions={back} />
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('trips.loadingTrip')}</span>
        </div>
      </div>
    );
  if (!trip.data) {
    const missing = trip.error instanceof ApiRequestError && trip.error.status === 404;
    return (
      <div className={ui.page}>
        <PageHeader title={adminText('trips.trip')} actions={back} />
        <div className={cx(ui.card, missing ? ui.empty : ui.errorBox)} role="alert">
          <h2>{adminText(missing ? 'trips.notFound' : 'trips.failedToLoadTrip')}</h2>
          {!missing && (
            <button type="button" className={ui.btn} onClick={() => void trip.refetch()}>
              {adminText('trips.tryAgain')}
            </button>
          )}
        </div>
      </div>
    );
  }
  const t = trip.data;
  return (
    <div className={ui.page} data-testid="trip-screen">
      <PageHeader
        title={adminText('trips.tripTitle', { reference: t.reference, guest: t.guest.name })}
        subtitle={
          <>
            <span className={cx(ui.badge, statusBadge(t.status))} data-testid="trip-status">
              {STATUS_LABEL[t.status]}
            </span>{' '}
            {tripDates(t)}
          </>
        }
        actions={
          <>
            <TripMoveButtons trip={t} today={today} />
            {back}
          </>
        }
      />
      <div className={css.layout}>
        <div className={css.main}>
          <TripLines trip={t} items={bookables.items} today={today} />
          <TripExtras trip={t} />
          <TripBreakdown trip={t} />
        </div>
        <div className={css.side}>
          <TripGuest key={t.updatedAt} trip={t} />
          <TripMoney trip={t} owner={owner} />
        </div>
      </div>
      <TripGuestsAndMessages trip={t} />
      {owner && <StayHistory id={t._id} entity="trip" />}
    </div>
  );
}
