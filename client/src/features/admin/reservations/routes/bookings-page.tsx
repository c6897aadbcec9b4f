import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { todayIST } from '@pachmarhi/common/time';
import { ADMIN_PATHS, type ReservationPrefill } from '@/features/admin/admin-screens';
import { Icon } from '@/features/admin/shared/components/icons';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useMediaQuery } from '@/hooks/use-media-query';
import { reservationQueries } from '@/lib/queries/reservations';
import { useBookables, type Bookable } from '@/features/admin/shared/api/use-bookables';
import { Agenda } from '@/features/admin/reservations/components/agenda';
import css from '@/features/admin/reservations/components/bookings.module.css';
import { ReservationDialog } from '@/features/admin/reservations/components/reservation-dialog';
import { Timeline } from '@/features/admin/reservations/components/timeline';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { monthDates, monthLabel, shiftMonth } from '@/features/admin/reservations/lib/month';
import { adminText } from '@/i18n';

type Dialog = { reservation: Reservation } | { prefill: ReservationPrefill } | null;
const PREFILL_KEYS = [
  'kind',
  'itemId',
  'checkIn',
  'checkOut',
  'guests',
  'guestName',
  'guestPhone',
  'guestEmail',
  'source',
  'notes',
  'enquiryId',
  'enquiryReference',
  'quotedTotal',
] as const;

/** A new-reservation form asked for by the URL (`?new=1&guestName=…`, e.g. from a message), or null. */
function prefillFromUrl(params: URLSearchParams): ReservationPrefill | null {
  if (params.get('new') !== '1') return null;
  return Object.fromEntries(PREFILL_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])));
}

/**
 * /admin/bookings: the month of every room, Gypsy and tour (docs/product.md#reservations) as a
 * timeline, or on phones as an agenda; click an empty day to reserve it, a bar to open it.
 */
export default function BookingsPage() {
  const today = todayIST();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') as string) : today.slice(0, 7);
  const phone = useMediaQuery('(max-width: 760px)');
  const [view, setView] = useState<'timeline' | 'agenda' | null>(null);
  const shown = view ?? (phone ? 'agenda' : 'timeline');
  const [dialog, setDialog] = useState<Dialog>(null);
  const urlPrefill = prefillFromUrl(params);
  const dates = monthDates(month);
  const bookables = useBookables();
  const monthQuery = useQuery(reservationQueries.range(dates[0], dates[dates.length - 1]));
  const reservations = (monthQuery.data ?? []).filter((r) => r.status !== 'cancelled');

  const goTo = (m: string) => setParams({ month: m });
  /** Close the dialog; after a save, show the month of the reservation saved (its check-in). */
  const close = (saved?: Reservation) => {
    setDialog(null);
    const shownMonth = saved ? saved.checkIn.slice(0, 7) : month;
    if (urlPrefill || shownMonth !== month) setParams({ month: shownMonth });
  };
  const create = (item: Bookable, date: string) =>
    setDialog({ prefill: { kind: item.kind, itemId: item.id, checkIn: date } });
  const active = dialog ?? (urlPrefill ? { prefill: urlPrefill } : null);

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('bookingsPage.bookings')}
        subtitle={adminText('bookingsPage.reservationsByDateFor')}
        actions={
          <>
            <Link to={ADMIN_PATHS.reservations} className={cx(ui.btn, ui.btnSecondary)}>
              <Icon name="list" /> {adminText('bookingsPage.listAmpExport')}
            </Link>
            <button type="button" className={ui.btn} onClick={() => setDialog({ prefill: {} })}>
              <Icon name="plus" /> {adminText('bookingsPage.newReservation')}
            </button>
          </>
        }
      />
      <div className={css.toolbar}>
        <div className={css.monthNav}>
          <button
            type="button"
            className={ui.iconBtn}
            onClick={() => goTo(shiftMonth(month, -1))}
            aria-label={adminText('bookingsPage.previousMonth')}
          >
            ‹
          </button>
          <h2 className={css.monthTitle} aria-live="polite">
            {monthLabel(month)}
          </h2>
          <button
            type="button"
            className={ui.iconBtn}
            onClick={() => goTo(shiftMonth(month, 1))}
            aria-label={adminText('bookingsPage.nextMonth')}
          >
            ›
          </button>
          {month !== today.slice(0, 7) && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
              onClick={() => goTo(today.slice(0, 7))}
            >
              {adminText('bookingsPage.today')}
            </button>
          )}
        </div>
        <div className={css.monthNav} role="group" aria-label={adminText('bookingsPage.view')}>
          {(['timeline', 'agenda'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={cx(ui.btn, ui.btnSmall, shown !== v && ui.btnSecondary)}
              aria-pressed={shown === v}
              onClick={() => setView(v)}
            >
              {v === 'timeline' ? adminText('bookingsPage.timeline') : adminText('bookingsPage.agenda')}
            </button>
          ))}
        </div>
      </div>
      <ul className={css.legend} aria-label={adminText('bookingsPage.statusColours')}>
        {RESERVATION_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
          <li key={s} className={css[`s_${s}`]}>
            {STATUS_LABEL[s]}
          </li>
        ))}
        <li className={css.legendDeparture}>{adminText('bookingsPage.tourDepartureSeatsLeft')}</li>
      </ul>
      {bookables.isLoading || monthQuery.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('bookingsPage.loadingBookings')}</span>
        </div>
      ) : monthQuery.isError || bookables.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('bookingsPage.failedToLoadBookings')}</h2>
          <button type="button" className={ui.btn} onClick={() => void monthQuery.refetch()}>
            <Icon name="refresh" /> {adminText('bookingsPage.retry')}
          </button>
        </div>
      ) : shown === 'timeline' ? (
        <Timeline
          dates={dates}
          today={today}
          items={bookables.items}
          reservations={reservations}
          onCreate={create}
          onOpen={(r) => setDialog({ reservation: r })}
        />
      ) : (
        <Agenda dates={dates} today={today} reservations={reservations} onOpen={(r) => setDialog({ reservation: r })} />
      )}
      {active && (
        <ReservationDialog
          key={'reservation' in active ? active.reservation._id : JSON.stringify(active.prefill)}
          reservation={'reservation' in active ? active.reservation : undefined}
          prefill={'prefill' in active ? active.prefill : undefined}
          items={bookables.items}
          onClose={close}
        />
      )}
    </div>
  );
}
