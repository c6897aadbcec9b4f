import type { CSSProperties } from 'react';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';
import { cx } from '@/features/admin/shared/lib/cx';
import { linesPerTrip, tripColour, tripReference } from '@/features/admin/shared/lib/trip-colour';
import ui from '@/features/admin/shared/ui.module.css';
import { KIND_LABEL, nightsText, statusText } from '@/features/admin/shared/lib/labels';
import { dayLabel } from '@/features/admin/reservations/lib/month';
import css from './bookings.module.css';
import { adminText } from '@/i18n';

interface AgendaProps {
  dates: string[];
  today: string;
  /** The month's reservations, cancelled ones already left out. */
  reservations: Reservation[];
  onOpen: (r: Reservation) => void;
}

/**
 * The month as a list by check-in (or departure) date, for phones: each reservation a button
 * opening it (edit, confirm, cancel); stays that began last month are listed on the 1st. The lines
 * of one trip share a colour stripe and start with the trip's reference.
 */
export function Agenda({ dates, today, reservations, onOpen }: AgendaProps) {
  const byDate = new Map<string, Reservation[]>();
  for (const r of [...reservations].sort((a, b) => a.checkIn.localeCompare(b.checkIn))) {
    const day = r.checkIn < dates[0] ? dates[0] : r.checkIn;
    byDate.set(day, [...(byDate.get(day) ?? []), r]);
  }
  const days = dates.filter((d) => byDate.has(d));
  const tripSizes = linesPerTrip(reservations);
  if (days.length === 0)
    return (
      <div className={cx(ui.card, ui.empty)}>
        <p>{adminText('agenda.noReservationsThisMonth')}</p>
      </div>
    );

  return (
    <div className={css.agenda} data-testid="agenda">
      {days.map((d) => (
        <section key={d} className={cx(css.agendaDay, d === today && css.agendaToday)} aria-label={dayLabel(d)}>
          <h3>{dayLabel(d)}</h3>
          <ul className={css.agendaList}>
            {byDate.get(d)?.map((r) => {
              const span = r.checkOut
                ? `${dayLabel(r.checkIn)} → ${dayLabel(r.checkOut)} · ${nightsText(r.kind, nightsBetween(r.checkIn, r.checkOut))}`
                : nightsText(r.kind, 0);
              const trip = (tripSizes.get(r.tripId) ?? 0) > 1 ? tripReference(r.reference) : null;
              return (
                <li key={r._id}>
                  <button
                    type="button"
                    className={cx(css.agendaItem, css[`s_${r.status}`], trip && css.tripLine)}
                    style={trip ? ({ '--trip': tripColour(r.tripId) } as CSSProperties) : undefined}
                    onClick={() => onOpen(r)}
                    data-testid="agenda-item"
                    data-trip={trip ?? undefined}
                  >
                    <strong>
                      {trip && `#${trip} · `}
                      {r.status === 'blocked' ? adminText('agenda.blocked') : r.guestName} ·{' '}
                      {r.itemName ?? KIND_LABEL[r.kind]}
                    </strong>
                    <span>
                      {span} · {adminText('agenda.guests', { count: r.guests })} · {statusText(r)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
