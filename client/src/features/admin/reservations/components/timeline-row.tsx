import type { CSSProperties } from 'react';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { cx } from '@/features/admin/shared/lib/cx';
import { tripColour, tripReference } from '@/features/admin/shared/lib/trip-colour';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { statusText } from '@/features/admin/shared/lib/labels';
import { assignLanes, dayLabel, spanColumns, spanOf } from '@/features/admin/reservations/lib/month';
import css from './bookings.module.css';
import { adminText } from '@/i18n';

interface TimelineRowProps {
  item: Bookable;
  dates: string[];
  today: string;
  /** This item's reservations overlapping the month (cancelled ones left out). */
  reservations: Reservation[];
  onCreate: (item: Bookable, date: string) => void;
  onOpen: (r: Reservation) => void;
  /** Lines of each trip in the month: a trip of several is marked on each of its bars. */
  tripSizes?: ReadonlyMap<string, number>;
}

/** Seats taken on each departure date of a tour (occupying reservations only). */
function seatsTaken(reservations: Reservation[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const r of reservations) if (r.occupying) taken.set(r.checkIn, (taken.get(r.checkIn) ?? 0) + r.guests);
  return taken;
}

const overlaps = (a: Reservation, b: Reservation) =>
  a.checkIn < (b.checkOut ?? b.checkIn) && b.checkIn < (a.checkOut ?? a.checkIn);

/** For each reservation in a double booking: the others it collides with (an imported block flagged `conflict` and the occupying stays it overlaps). */
function collisions(reservations: Reservation[]): Map<string, Reservation[]> {
  const found = new Map<string, Reservation[]>();
  const note = (a: Reservation, b: Reservation) => found.set(a._id, [...(found.get(a._id) ?? []), b]);
  for (const c of reservations) {
    if (!c.conflict) continue;
    for (const o of reservations) {
      if (o._id === c._id || !o.occupying || !overlaps(c, o)) continue;
      note(c, o);
      if (!o.conflict) note(o, c);
    }
  }
  return found;
}

/** Who a bar stands for: an imported block's channel and summary, a block's note, or the guest. */
function whoOf(r: Reservation): string {
  if (r.feedId) return adminText('calendarSyncTimeline.imported', { label: r.guestName, summary: r.notes });
  if (r.status === 'blocked') return `${adminText('calendarSyncTimeline.blocked')}${r.notes ? `: ${r.notes}` : ''}`;
  return `${r.guestName} (${r.guests})`;
}

/**
 * One item's row of the month: an empty cell per day (a button creating a reservation there,
 * except in the past), its reservations as bars in as many lanes as overlap, and for a tour its
 * departures with the seats left on top.
 */
export function TimelineRow({
  item,
  dates,
  today,
  reservations,
  onCreate,
  onOpen,
  tripSizes = new Map(),
}: TimelineRowProps) {
  const isTour = item.kind === 'tour';
  const spans = reservations.map(spanOf);
  const lanes = assignLanes(spans);
  const top = isTour ? 2 : 1;
  const laneCount = Math.max(1, ...lanes.map((l) => l + 1)) + top - 1;
  const taken = isTour ? seatsTaken(reservations) : null;
  const clashes = collisions(reservations);
  const unit =
    item.kind === 'room'
      ? `${item.capacity} room${item.capacity === 1 ? '' : 's'}`
      : item.kind === 'vehicle'
        ? `${item.capacity} vehicle${item.capacity === 1 ? '' : 's'}`
        : `${item.capacity} seats`;

  return (
    <div
      className={css.row}
      style={{ '--lanes': laneCount } as CSSProperties}
      data-testid="timeline-row"
      data-item={item.name}
    >
      <div className={css.name} title={item.name}>
        {/* Focusable so the keyboard can read the whole name (two lines are shown; the title has it on hover). */}
        <span tabIndex={0} title={item.name} data-testid="timeline-name">
          {item.name}
        </span>
        <small>{unit}</small>
      </div>
      {dates.map((date, i) => {
        const style = { gridColumn: i + 2 };
        const departs = isTour && item.departures.includes(date);
        const cellClass = cx(css.cell, date === today && css.todayCol, date < today && css.past);
        if (date < today || (isTour && !departs))
          return <div key={date} className={cellClass} style={style} aria-hidden="true" />;
        const label = adminText('timelineRow.createReservationForOn', { name: item.name, dayLabel: dayLabel(date) });
        if (departs) {
          const left = item.capacity - (taken?.get(date) ?? 0);
          return (
            <button
              key={date}
              type="button"
              className={cx(css.departure, left <= 0 && css.departureFull)}
              style={style}
              onClick={() => onCreate(item, date)}
              aria-label={adminText('timelineRow.seatsLeft', { label: label, count: left })}
              title={adminText('timelineRow.ofSeatsLeft', { count: left, capacity: item.capacity })}
            >
              {left}
            </button>
          );
        }
        return (
          <button
            key={date}
            type="button"
            className={cellClass}
            style={style}
            onClick={() => onCreate(item, date)}
            aria-label={label}
          />
        );
      })}
      {reservations.map((r, i) => {
        const cols = spanColumns(spans[i], dates);
        if (!cols) return null;
        const who = whoOf(r);
        const when = r.checkOut ? `${dayLabel(r.checkIn)} to ${dayLabel(r.checkOut)}` : dayLabel(r.checkIn);
        const with_ = clashes.get(r._id);
        const clash = with_
          ? ` · ${adminText('calendarSyncTimeline.conflictWith', { others: with_.map((o) => `${whoOf(o)} ${dayLabel(o.checkIn)}${o.checkOut ? `–${dayLabel(o.checkOut)}` : ''}`).join('; ') })}`
          : '';
        const lines = tripSizes.get(r.tripId) ?? 0;
        const trip = lines > 1 ? tripReference(r.reference) : null;
        const inTrip = trip
          ? `, ${adminText('trips.openTripOf', { reference: trip })} (${adminText('trips.tripLines', { count: lines })})`
          : '';
        return (
          <button
            key={r._id}
            type="button"
            className={cx(
              css.bar,
              css[`s_${r.status}`],
              r.feedId && css.imported,
              with_ && css.conflict,
              trip && css.tripLine,
            )}
            onClick={() => onOpen(r)}
            style={
              {
                gridColumn: `${cols.from + 1} / ${cols.to + 1}`,
                gridRow: lanes[i] + top,
                ...(trip ? { '--trip': tripColour(r.tripId) } : {}),
              } as CSSProperties
            }
            aria-label={`${who}, ${item.name}, ${when}, ${statusText(r)}${inTrip}${clash}`}
            title={`${who} · ${when} · ${statusText(r)}${inTrip}${clash}`}
            data-trip={trip ?? undefined}
            data-testid="reservation-bar"
            data-conflict={with_ ? 'true' : undefined}
            data-imported={r.feedId ? 'true' : undefined}
          >
            {trip ? `${who} · #${trip}` : who}
          </button>
        );
      })}
    </div>
  );
}
