import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BoardEntry } from '@pachmarhi/common/schemas/front-desk-records';
import { tripPath } from '@/features/admin/admin-screens';
import { cx } from '@/features/admin/shared/lib/cx';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { tripColour, tripReference } from '@/features/admin/shared/lib/trip-colour';
import { TripMoveButtons } from '@/features/admin/shared/stay/trip-moves';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/front-desk/routes/today.module.css';
import { tripQueries } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';

/** A trip's tag on a board entry: its reference in its colour, a link to the trip screen. */
export function TripTag({ e }: { e: Pick<BoardEntry, 'tripId' | 'reference'> }) {
  const reference = tripReference(e.reference);
  return (
    <Link
      to={tripPath(e.tripId)}
      className={css.tripTag}
      style={{ '--trip': tripColour(e.tripId) } as CSSProperties}
      data-testid={`trip-tag-${reference}`}
    >
      {adminText('trips.openTripOf', { reference })}
    </Link>
  );
}

/** One trip of the day: its lines on the board and the whole trip's check-in or check-out (read fresh). */
function TripToday({ lines, date }: { lines: BoardEntry[]; date: string }) {
  const first = lines[0];
  const trip = useQuery(tripQueries.one(first.tripId));
  return (
    <li
      className={cx(css.entry, css.tripGroup)}
      style={{ '--trip': tripColour(first.tripId) } as CSSProperties}
      data-testid={`trip-today-${tripReference(first.reference)}`}
    >
      <div className={css.entryHead}>
        <strong>{first.guest}</strong> <TripTag e={first} />
      </div>
      <ul className={css.tripLines}>
        {lines.map((l) => (
          <li key={l._id} className={ui.itemMeta}>
            #{l.reference} · {l.item} · {STATUS_LABEL[l.status]}
          </li>
        ))}
      </ul>
      {trip.data && (
        <div className={css.actions}>
          <TripMoveButtons trip={trip.data} today={date} small />
        </div>
      )}
    </li>
  );
}

/**
 * The trips with more than one line on the board today (two rooms and a Gypsy of one family): each
 * with its lines, in its colour, and "Check in the whole trip" / "Check out the whole trip".
 * Nothing when every trip of the day has one line.
 */
export function TripsToday({ entries, date }: { entries: BoardEntry[]; date: string }) {
  const byTrip = new Map<string, BoardEntry[]>();
  for (const e of entries) {
    const lines = byTrip.get(e.tripId) ?? [];
    if (!lines.some((l) => l._id === e._id)) byTrip.set(e.tripId, [...lines, e]);
  }
  const trips = [...byTrip.values()].filter((lines) => lines.length > 1);
  if (trips.length === 0) return null;
  return (
    <section className={`${ui.card} ${css.section}`} data-testid="trips-today">
      <h2 className={ui.cardTitle}>
        {adminText('trips.todayTitle')} ({trips.length})
      </h2>
      <ul className={css.list}>
        {trips.map((lines) => (
          <TripToday key={lines[0].tripId} lines={lines} date={date} />
        ))}
      </ul>
    </section>
  );
}
