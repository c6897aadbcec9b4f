import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardEntry, FormIiiDue } from '@pachmarhi/common/schemas/front-desk-records';
import { formatINR } from '@pachmarhi/common/format';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { todayIST } from '@pachmarhi/common/time';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/front-desk/routes/today.module.css';
import { frontDeskQueries, setStayStatus } from '@/lib/queries/front-desk';
import { FormIiiBadge, FormIiiDueList } from '@/features/admin/shared/stay/form-iii-due';
import { GuestRegister } from '@/features/admin/shared/stay/guest-register';
import { StayMessages } from '@/features/admin/shared/stay/stay-messages';
import { DueToday } from '@/features/admin/shared/stay/due-today';
import { RegisterExport } from '@/features/admin/shared/stay/register-export';
import { reservationQueries } from '@/lib/queries/reservations';
import { adminText } from '@/i18n';

/** One guest's line: who, where, balance, call and WhatsApp, and the one-tap move of the day. */
function Entry({ e, date, due }: { e: BoardEntry; date: string; due?: FormIiiDue }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState<'messages' | 'guests' | null>(null);
  const toggle = (panel: 'messages' | 'guests') => setOpen(open === panel ? null : panel);
  const move = useMutation({
    mutationFn: (status: 'checked-in' | 'checked-out') => setStayStatus(e._id, status),
    // Checking in opens the register: every guest's ID is taken at the desk (Form III for foreigners).
    onSuccess: (_, status) => status === 'checked-in' && e.kind === 'room' && setOpen('guests'),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: frontDeskQueries.all }),
        qc.invalidateQueries({ queryKey: reservationQueries.all }),
      ]),
  });
  const canCheckIn = !statusChangeError(e.status, 'checked-in', e.checkIn, date) && e.status !== 'checked-in';
  const canCheckOut = e.status === 'checked-in';
  return (
    <li className={css.entry} data-testid={`entry-${e.reference}`}>
      <div className={css.entryHead}>
        <strong>{e.guest}</strong> <span className={ui.itemMeta}>#{e.reference}</span>{' '}
        <span className={ui.badge}>{STATUS_LABEL[e.status]}</span> {due && <FormIiiBadge due={due} />}
      </div>
      <div className={ui.itemMeta}>
        {e.item} · {adminText('today.nights', { count: e.nights })} · {adminText('today.guests', { count: e.guests })} ·{' '}
        {adminText('today.balance', { amount: formatINR(e.balance) })}
      </div>
      <div className={css.actions}>
        {canCheckIn && (
          <button
            type="button"
            className={`${ui.btn} ${ui.btnSmall}`}
            disabled={move.isPending}
            onClick={() => move.mutate('checked-in')}
          >
            {adminText('today.checkIn')}
          </button>
        )}
        {canCheckOut && (
          <button
            type="button"
            className={`${ui.btn} ${ui.btnSmall} ${ui.btnAccent}`}
            disabled={move.isPending}
            onClick={() => move.mutate('checked-out')}
          >
            {adminText('today.checkOut')}
          </button>
        )}
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
        <button
          type="button"
          className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
          aria-expanded={open === 'messages'}
          onClick={() => toggle('messages')}
        >
          {adminText('today.messages')}
        </button>
      </div>
      {move.error && (
        <p className={ui.fieldError} role="alert">
          {move.error.message}
        </p>
      )}
      {open === 'messages' && <StayMessages id={e._id} />}
      {open === 'guests' && <GuestRegister stayId={e._id} />}
    </li>
  );
}

function Section({
  title,
  entries,
  date,
  due,
}: {
  title: string;
  entries: BoardEntry[];
  date: string;
  due: Map<string, FormIiiDue>;
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
            <Entry key={e._id} e={e} date={date} due={due.get(e._id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /admin/today: the front desk's day, phone first. Arrivals, in house, departures, tour departures
 * and vehicles out of a date (today, IST), each guest with one tap to check in or out, the balance
 * due, call and WhatsApp, the messages to send and the Form III reports due; printable as the
 * arrivals sheet. Below, the guest register of a date range as a CSV (for an inspection).
 */
export default function TodayPage() {
  const [date, setDate] = useState(() => todayIST());
  const board = useQuery(frontDeskQueries.board(date));
  const formIii = useQuery(frontDeskQueries.formIiiDue());
  const due = new Map((formIii.data ?? []).map((d) => [d.reservationId, d]));
  const b = board.data;
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
      {b && (
        <>
          <Section title={adminText('today.arrivals')} entries={b.arrivals} date={date} due={due} />
          <div className={css.screenOnly}>
            <Section title={adminText('today.inHouse')} entries={b.inHouse} date={date} due={due} />
            <Section title={adminText('today.departures')} entries={b.departures} date={date} due={due} />
            <Section
              title={adminText('today.tourDepartures')}
              entries={b.tourDepartures.flatMap((g) => g.reservations)}
              date={date}
              due={due}
            />
            <Section title={adminText('today.vehiclesOut')} entries={b.vehiclesOut} date={date} due={due} />
            <DueToday date={date} />
          </div>
        </>
      )}
      <div className={css.screenOnly}>
        <RegisterExport />
      </div>
    </div>
  );
}
