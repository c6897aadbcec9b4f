import { useEffect, useRef, type CSSProperties } from 'react';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { cx } from '@/features/admin/shared/lib/cx';
import { linesPerTrip } from '@/features/admin/shared/lib/trip-colour';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { dayOfWeek } from '@pachmarhi/common/pricing/quote';
import { weekdayShort } from '@/features/admin/reservations/lib/month';
import css from './bookings.module.css';
import { TimelineRow } from './timeline-row';
import { adminText } from '@/i18n';

interface TimelineProps {
  dates: string[];
  /** Today in IST ('YYYY-MM-DD'). */
  today: string;
  items: Bookable[];
  /** The month's reservations, cancelled ones already left out. */
  reservations: Reservation[];
  onCreate: (item: Bookable, date: string) => void;
  onOpen: (r: Reservation) => void;
}

const groups = (): { kind: ItemKind; title: string }[] => [
  { kind: 'room', title: adminText('timeline.rooms') },
  { kind: 'vehicle', title: adminText('timeline.gypsy') },
  { kind: 'tour', title: adminText('timeline.tourDepartures') },
];

/**
 * The month timeline: a row per room, per Gypsy and per tour, a column per day, the item names
 * sticky on the left while the days scroll sideways; today's column is marked. The lines of one
 * trip (several rooms, a Gypsy, a tour) share a colour stripe and the trip's reference.
 */
export function Timeline({ dates, today, items, reservations, onCreate, onOpen }: TimelineProps) {
  const vars = { '--days': dates.length } as CSSProperties;
  const scroller = useRef<HTMLDivElement>(null);
  const first = dates[0];
  const tripSizes = linesPerTrip(reservations);
  // Bring today's column into view (two days before it stay visible) when the month opens.
  useEffect(() => {
    const box = scroller.current;
    const todayHead = box?.querySelector<HTMLElement>('[data-today]');
    const nameWidth = box?.querySelector<HTMLElement>(`.${css.name}`)?.offsetWidth ?? 0;
    if (box) box.scrollLeft = todayHead ? Math.max(0, todayHead.offsetLeft - nameWidth - 2 * todayHead.offsetWidth) : 0;
  }, [first]);
  // The month grid's frame and head row, as the rate grid (rate-grid.tsx) draws it with its own cells. jscpd:ignore-start
  return (
    <div
      ref={scroller}
      className={css.timeline}
      style={vars}
      role="region"
      aria-label={adminText('timeline.bookingsTimeline')}
    >
      <div className={cx(css.row, css.head)} aria-hidden="true">
        <div className={css.name}>{adminText('timeline.item')}</div>
        {dates.map((d) => (
          <div
            key={d}
            className={cx(css.dayHead, dayOfWeek(d) % 6 === 0 && css.weekend, d === today && css.today)}
            data-today={d === today || undefined}
          >
            <span>{weekdayShort(d)}</span>
            <strong>{Number(d.slice(8))}</strong>
          </div>
        ))}
      </div>
      {/* jscpd:ignore-end */}
      {groups().map(({ kind, title }) => {
        const group = items.filter((i) => i.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind} className={css.groupBox} aria-label={title}>
            <div className={css.group}>{title}</div>
            {group.map((item) => (
              <TimelineRow
                key={item.id}
                item={item}
                dates={dates}
                today={today}
                onCreate={onCreate}
                onOpen={onOpen}
                tripSizes={tripSizes}
                reservations={reservations.filter((r) => r.itemId === item.id)}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
