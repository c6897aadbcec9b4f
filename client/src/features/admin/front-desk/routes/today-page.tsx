import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoardEntry, FormIiiDue } from '@pachmarhi/common/schemas/front-desk-records';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { istDateTime, todayIST } from '@pachmarhi/common/time';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/front-desk/routes/today.module.css';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { housekeepingQueries } from '@/lib/queries/housekeeping';
import { FormIiiBadge, FormIiiDueList } from '@/features/admin/shared/stay/form-iii-due';
import { DueToday } from '@/features/admin/shared/stay/due-today';
import { RegisterExport } from '@/features/admin/shared/stay/register-export';
import { StayMoveButton } from '@/features/admin/shared/stay/stay-moves';
import { BalancesCarried } from '@/features/admin/front-desk/components/balances-carried';
import { BackupStatus } from '@/features/admin/front-desk/components/backup-status';
import { OperationsAlerts } from '@/features/admin/front-desk/components/operations-alerts';
import { TripsToday, TripTag } from '@/features/admin/front-desk/components/trips-today';
import { linesPerTrip, tripColour } from '@/features/admin/shared/lib/trip-colour';
import { adminText } from '@/i18n';
import { rupeesInput } from '@/features/admin/shared/money/rupees-input';

// The panels an entry opens load with their first opening (Today's own code stays small: issue 40).
const GuestRegister = lazy(() =>
  import('@/features/admin/shared/stay/guest-register').then((m) => ({ default: m.GuestRegister })),
);
const PaymentForm = lazy(() =>
  import('@/features/admin/shared/money/payment-form').then((m) => ({ default: m.PaymentForm })),
);
const StayNote = lazy(() =>
  import('@/features/admin/front-desk/components/stay-note').then((m) => ({ default: m.StayNote })),
);
const StayMessages = lazy(() =>
  import('@/features/admin/shared/stay/stay-messages').then((m) => ({ default: m.StayMessages })),
);

/** How long, in the kind's own count: a room's nights and guests, a Gypsy's days, a tour's persons. */
const stayCounts = (e: BoardEntry): string =>
  e.kind === 'tour'
    ? adminText('today.persons', { count: e.guests })
    : `${adminText(e.kind === 'vehicle' ? 'today.days' : 'today.nights', { count: e.nights })} · ${adminText('today.guests', { count: e.guests })}`;

/** One guest's line: who, where, balance, call and WhatsApp, and the move of the day (asked first). */
function Entry({
  e,
  date,
  due,
  inTrip,
  roomReady,
}: {
  e: BoardEntry;
  date: string;
  due?: FormIiiDue;
  inTrip: boolean;
  /** An arrival's room: whether enough of its units are clean or inspected (housekeeping); undefined: not shown. */
  roomReady?: boolean;
}) {
  const [open, setOpen] = useState<'messages' | 'guests' | 'payment' | 'note' | null>(null);
  // Right after a check-in the register opens on a new guest's form ("Add later" closes it).
  const [askId, setAskId] = useState(false);
  const toggle = (panel: 'messages' | 'guests' | 'payment' | 'note') => {
    setAskId(false);
    setOpen(open === panel ? null : panel);
  };
  const idToAdd = e.kind === 'room' && e.status === 'checked-in' && e.registered === 0;
  return (
    <li
      className={`${css.entry} ${inTrip ? css.inTrip : ''}`}
      style={inTrip ? ({ '--trip': tripColour(e.tripId) } as CSSProperties) : undefined}
      data-testid={`entry-${e.reference}`}
    >
      <div className={css.entryHead}>
        <strong>{e.guest}</strong> <span className={ui.itemMeta}>#{e.reference}</span> {inTrip && <TripTag e={e} />}
        <span className={ui.badge}>{STATUS_LABEL[e.status]}</span> {due && <FormIiiBadge due={due} />}
        {roomReady !== undefined && (
          <span className={`${ui.badge} ${roomReady ? ui.badgeGreen : ui.badgeRed}`} data-testid="room-ready">
            {adminText(roomReady ? 'housekeeping.todayReady' : 'housekeeping.todayNotReady')}
          </span>
        )}
        {e.detailsReceivedAt && (
          <span
            className={`${ui.badge} ${ui.badgeGreen}`}
            data-testid="details-received"
            title={adminText('today.detailsReceivedAt', { at: istDateTime(new Date(e.detailsReceivedAt)) })}
          >
            {adminText('today.detailsReceived')}
          </span>
        )}
        {idToAdd && (
          <span className={`${ui.badge} ${ui.badgeRed}`} data-testid="id-to-add">
            {adminText('today.idToAdd')}
          </span>
        )}
      </div>
      <div className={ui.itemMeta}>
        {e.item} · {stayCounts(e)} · {adminText('today.balance', { amount: formatPaise(e.balance) })}
      </div>
      <div className={css.actions}>
        <StayMoveButton
          stay={e}
          today={date}
          small
          onMoved={(saved) => {
            if (saved.status !== 'checked-in' || e.kind !== 'room') return;
            setAskId(true);
            setOpen('guests');
          }}
        />
        {e.phone && (
          <>
            <a className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`} href={telLink(e.phone)}>
              {adminText('today.call')}
            </a>
            <a
              className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
              href={whatsappLink(e.phone, '')}
              target="_blank"
              rel="noreferrer"
            >
              {adminText('today.whatsapp')}
            </a>
          </>
        )}
        {e.kind === 'room' && (
          <button
            type="button"
            className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
            aria-expanded={open === 'guests'}
            onClick={() => toggle('guests')}
          >
            {adminText('guestRegister.guests')}
          </button>
        )}
        {e.balance > 0 && (
          <button
            type="button"
            className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
            aria-expanded={open === 'payment'}
            data-testid="open-payment"
            onClick={() => toggle('payment')}
          >
            {adminText('money.recordPayment')}
          </button>
        )}
        <button
          type="button"
          className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
          aria-expanded={open === 'messages'}
          onClick={() => toggle('messages')}
        >
          {adminText('today.messages')}
        </button>
        <button
          type="button"
          className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
          aria-expanded={open === 'note'}
          onClick={() => toggle('note')}
        >
          {adminText('today.note')}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'messages' && <StayMessages id={e._id} />}
        {open === 'note' && <StayNote id={e._id} label={`${e.guest} #${e.reference}`} onDone={() => setOpen(null)} />}
        {open === 'guests' && <GuestRegister stayId={e._id} askId={askId} />}
        {open === 'payment' && (
          <PaymentForm
            holder={e._id}
            amount={rupeesInput(e.balance)}
            label={`${e.guest} #${e.reference}`}
            onRecorded={() => setOpen(null)}
          />
        )}
      </Suspense>
    </li>
  );
}

function Section({
  title,
  entries,
  date,
  due,
  tripSizes,
  ready,
}: {
  title: string;
  entries: BoardEntry[];
  date: string;
  due: Map<string, FormIiiDue>;
  /** Arrivals only: each room's readiness for the date (housekeeping board), by room id. */
  ready?: ReadonlyMap<string, boolean>;
  /** Lines of each trip on the day's board: a trip of several is marked on each. */
  tripSizes: ReadonlyMap<string, number>;
}) {
  return (
    <section className={`${ui.card} ${css.section}`}>
      <h2 className={ui.cardTitle}>
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className={ui.itemMeta}>{adminText('today.none')}</p>
      ) : (
        <ul className={css.list}>
          {entries.map((e) => (
            <Entry
              key={e._id}
              e={e}
              date={date}
              due={due.get(e._id)}
              inTrip={(tripSizes.get(e.tripId) ?? 0) > 1}
              roomReady={e.kind === 'room' && e.status !== 'checked-in' ? ready?.get(e.itemId) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /admin/today: the front desk's day, phone first. Arrivals, in house, departures, tour departures
 * and vehicles out of a date (today, IST), each guest with a button to check in or out (asked
 * first; a balance due is settled or carried at check-out), the balance due, "ID details to add"
 * for a checked-in room with nobody registered, whether an arriving room is ready (housekeeping), call and WhatsApp, the messages to send, the Form
 * C reports due and the balances guests left owing; printable as the arrivals sheet. Below, the
 * guest register of a date range as a CSV (for an inspection) and, for the owner, the backups: a
 * failed nightly backup, and the latest one to download.
 */
export default function TodayPage() {
  const [date, setDate] = useState(() => todayIST());
  const board = useQuery(frontDeskQueries.board(date));
  const formIii = useQuery(frontDeskQueries.formIiiDue());
  const due = new Map((formIii.data ?? []).map((d) => [d.reservationId, d]));
  const b = board.data;
  const rooms = useQuery(housekeepingQueries.board(date)).data?.rooms ?? [];
  const ready = new Map(rooms.map((r) => [r.roomId, r.ready]));
  // Every line on the board once (a stay may arrive and be in house), for the trips of several lines.
  const onBoard = b
    ? [
        ...new Map(
          [
            ...b.arrivals,
            ...b.inHouse,
            ...b.departures,
            ...b.tourDepartures.flatMap((g) => g.reservations),
            ...b.vehiclesOut,
          ].map((e) => [e._id, e]),
        ).values(),
      ]
    : [];
  const tripSizes = linesPerTrip(onBoard);
  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('today.title')}
        actions={
          <>
            <input
              type="date"
              className={ui.input}
              value={date}
              aria-label={adminText('today.date')}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
            <button type="button" className={`${ui.btn} ${ui.btnSecondary}`} onClick={() => window.print()}>
              {adminText('today.printArrivals')}
            </button>
          </>
        }
      />
      {board.isError && (
        <div className={`${ui.card} ${ui.errorBox}`} role="alert">
          {board.error.message}
        </div>
      )}
      <FormIiiDueList />
      {board.isPending && (
        <p className={ui.itemMeta} role="status">
          {adminText('today.loadingBoard')}
        </p>
      )}
      {b && (
        <>
          <div className={css.screenOnly}>
            <TripsToday entries={onBoard} date={date} />
          </div>
          <Section
            title={adminText('today.arrivals')}
            entries={b.arrivals}
            date={date}
            due={due}
            tripSizes={tripSizes}
            ready={ready}
          />
          <div className={css.screenOnly}>
            <Section
              title={adminText('today.inHouse')}
              entries={b.inHouse}
              date={date}
              due={due}
              tripSizes={tripSizes}
            />
            <Section
              title={adminText('today.departures')}
              entries={b.departures}
              date={date}
              due={due}
              tripSizes={tripSizes}
            />
            <Section
              title={adminText('today.tourDepartures')}
              entries={b.tourDepartures.flatMap((g) => g.reservations)}
              date={date}
              due={due}
              tripSizes={tripSizes}
            />
            <Section
              title={adminText('today.vehiclesOut')}
              entries={b.vehiclesOut}
              date={date}
              due={due}
              tripSizes={tripSizes}
            />
            <BalancesCarried entries={b.balancesCarried} />
            <OperationsAlerts />
            <DueToday date={date} />
          </div>
        </>
      )}
      {/* Below the board, once it is there: shown first, they jumped out of view when it arrived (CLS 0.37 on a phone). */}
      {!board.isPending && (
        <div className={css.screenOnly}>
          <RegisterExport />
          <BackupStatus />
        </div>
      )}
    </div>
  );
}
