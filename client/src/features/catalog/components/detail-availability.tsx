import { useState } from 'react';
import { DayPicker } from './lazy-day-picker';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { todayIST } from '@pachmarhi/common/time';
import { dateOf, isoOf } from '@/features/catalog/lib/calendar-dates';
import { monthsFrom, useMonthAvailability } from '@/features/catalog/lib/month-availability';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { DetailSection } from './detail-sections';
import styles from './detail-availability.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: ItemKind;
  itemId: string;
  /** Tours: the departure dates 'YYYY-MM-DD', marked on the calendar (other days have no departure). */
  departures?: string[];
}

/** The month the calendar opens on: the visitor's check-in (from the URL) when chosen, else this month. */
function useFirstMonth(today: Date): Date {
  const { search } = useStaySearch();
  return search.checkIn ? dateOf(search.checkIn) : today;
}

/**
 * Whether a day is one of the visitor's chosen dates (the URL's stay): the nights or rental days
 * from check-in to the day before check-out, a tour's departure; always false without dates.
 */
function useChosen(kind: ItemKind): (d: Date) => boolean {
  const { search } = useStaySearch();
  const { checkIn, checkOut } = search;
  return (d: Date) => {
    if (!checkIn) return false;
    const iso = isoOf(d);
    if (kind === 'tour' || !checkOut) return iso === checkIn;
    return iso >= checkIn && iso < checkOut;
  };
}

/**
 * The Availability section: a small read-only month calendar from the month calendar endpoint.
 * Full days are struck through; for tours the departures are marked (full ones struck through);
 * the visitor's chosen dates are outlined, so the calendar and the price box speak of the same days.
 */
export function AvailabilityCalendar({ kind, itemId, departures }: Props) {
  const today = dateOf(todayIST());
  const { t } = useTranslation('catalog');
  const first = useFirstMonth(today);
  const [month, setMonth] = useState(first);
  const { days } = useMonthAvailability(kind, itemId, monthsFrom(month, 1));
  const full = (d: Date) => d >= today && days.get(isoOf(d))?.available === false;
  const departing = new Set(departures ?? []);
  const departure = (d: Date) => departing.has(isoOf(d));
  const chosen = useChosen(kind);
  const { search } = useStaySearch();
  const modifiers =
    kind === 'tour'
      ? { departure, chosen, full: (d: Date) => departure(d) && full(d) }
      : { full, chosen, free: (d: Date) => d >= today && days.get(isoOf(d))?.available === true };
  return (
    <DetailSection title={kind === 'tour' ? t('calendar.departureDates') : t('calendar.availability')}>
      <div className={styles.wrap} data-testid="availability-calendar">
        <DayPicker
          month={month}
          onMonthChange={setMonth}
          startMonth={today}
          weekStartsOn={1}
          modifiers={modifiers}
          modifiersClassNames={{
            full: styles.full,
            free: styles.free,
            departure: styles.departure,
            chosen: styles.chosen,
          }}
          disabled={{ before: today }}
        />
        <ul className={styles.legend}>
          {kind === 'tour' ? (
            <li>
              <span className={styles.departure}>8</span> {t('calendar.departure')}
            </li>
          ) : (
            <li>
              <span className={styles.free}>8</span> {t('calendar.available')}
            </li>
          )}
          <li>
            <span className={styles.full}>8</span> {t('calendar.full')}
          </li>
          {search.checkIn && (
            <li>
              <span className={styles.chosen}>8</span> {t('calendar.yourDates')}
            </li>
          )}
        </ul>
      </div>
    </DetailSection>
  );
}
