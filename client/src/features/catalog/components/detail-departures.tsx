import { useId } from 'react';
import { formatINR } from '@pachmarhi/common/format';
import { useGstNote } from '@/features/catalog/lib/gst-note';
import type { RateCalendarDay } from '@pachmarhi/common/schemas/rates';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { useMonthAvailability } from '@/features/catalog/lib/month-availability';
import { useRateDays } from '@/features/catalog/lib/rate-days';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  itemId: string;
  /** The tour's departure dates 'YYYY-MM-DD' (IST), any order; past ones are not offered. */
  departures: string[];
  /** Fewest persons a booking takes (the tour's `minPersons`, default 1); said under the list when above 1. */
  minPersons?: number | null;
  value: string | null;
  onChange: (departure: string | null) => void;
}

/** The months 'YYYY-MM' of `dates`, each once. */
const monthsOf = (dates: readonly string[]) => [...new Set(dates.map((d) => d.slice(0, 7)))];

/**
 * Why a departure cannot be chosen now, as an i18n key of `departures`, or null: no seat left
 * (month availability), closed to bookings by a rate period, or not bookable by the rate calendar
 * (past, or within the tour's booking cut-off: the server decides it with its clock).
 */
function departureRefusal(
  seatsLeft: number | undefined,
  rate: Pick<RateCalendarDay, 'available' | 'closedToArrival'> | undefined,
): 'full' | 'closed' | null {
  if (seatsLeft === 0) return 'full';
  if (rate && (rate.closedToArrival || !rate.available)) return 'closed';
  return null;
}

/**
 * The departure of a tour: its coming dates, each with that day's price per person
 * (`GET /api/rates/calendar/tour/:id`: rate period and weekend surcharge included) and the seats
 * left (month availability). A departure that is full, closed by a rate period or within the
 * booking cut-off is listed but cannot be chosen, and says so; the tour's minimum persons is said
 * under the list. Prices and seats of months still loading are left out of the labels.
 */
export function DepartureSelect({ itemId, departures, minPersons, value, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation('catalog');
  const today = todayIST();
  const coming = [...new Set(departures)].filter((d) => d >= today).sort();
  const months = monthsOf(coming);
  const { days: seats } = useMonthAvailability('tour', itemId, months);
  const { days: rates } = useRateDays('tour', itemId, months);
  const gstNote = useGstNote();
  const refusal = (d: string) => departureRefusal(seats.get(d)?.unitsLeft, rates.get(d));
  const label = (d: string) => {
    const parts = [formatStayDate(d)];
    const rate = rates.get(d);
    if (rate) parts.push(t('departures.perPerson', { price: formatINR(rate.price) }) + (gstNote ? ` ${gstNote}` : ''));
    const refused = refusal(d);
    const left = seats.get(d)?.unitsLeft;
    if (refused) parts.push(t(`departures.${refused}`));
    else if (left !== undefined) parts.push(t('departures.seatsLeft', { count: left }));
    return parts.join(' · ');
  };
  if (coming.length === 0) return <p className={styles.note}>{t('departures.none')}</p>;
  const min = minPersons ?? 1;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('departures.label')}</label>
      <select
        id={id}
        className="input"
        value={value && coming.includes(value) ? value : ''}
        onChange={(e) => onChange(e.target.value || null)}
        aria-describedby={min > 1 ? `${id}-min` : undefined}
      >
        <option value="">{t('departures.choose')}</option>
        {coming.map((d) => (
          <option key={d} value={d} disabled={refusal(d) !== null} data-price={rates.get(d)?.price}>
            {label(d)}
          </option>
        ))}
      </select>
      {min > 1 && (
        <p id={`${id}-min`} className={styles.hint} data-testid="departure-min-persons">
          {t('departures.minPersons', { count: min })}
        </p>
      )}
    </div>
  );
}
