/**
 * Calendar-date arithmetic of the price engine (quote.ts, rates.ts). Dates are IST calendar dates
 * as 'YYYY-MM-DD' strings; the arithmetic works on date-only values in UTC (no clock, no local
 * time zone, no DST), so it gives the same answer in any browser and on the server (ADR 007).
 */
import { daysInMonth, isIsoDate } from '../time';

const DAY_MS = 86_400_000;

/** Longest stay or rental one reservation may cover, in nights (rooms) or days (vehicles). */
export const MAX_NIGHTS = 30;

/** Thrown by the date helpers and `quote` for inputs they cannot price; `field` names the culprit. */
export class QuoteInputError extends RangeError {
  override name = 'QuoteInputError';
  readonly field: 'checkIn' | 'checkOut' | 'guests' | 'price';
  constructor(field: QuoteInputError['field'], message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * Milliseconds since the epoch of `date` at 00:00 UTC.
 * @throws QuoteInputError (on `field`) for anything but a real 'YYYY-MM-DD'
 */
export function utcMs(date: string, field: QuoteInputError['field'] = 'checkIn'): number {
  if (typeof date !== 'string' || !isIsoDate(date)) {
    throw new QuoteInputError(field, `${field}: "${String(date)}" is not a real calendar date (YYYY-MM-DD)`);
  }
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `n` days after `date` (before it when `n` is negative). @throws RangeError for a fractional `n` or an unreal date */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays: ${n} is not a whole number of days`);
  return fromUtcMs(utcMs(date) + n * DAY_MS);
}

/** Nights (or rental days) from `checkIn` to `checkOut`: 1 for consecutive dates; negative when reversed. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcMs(checkOut, 'checkOut') - utcMs(checkIn, 'checkIn')) / DAY_MS);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Every date in `[checkIn, checkOut)`: the nights of a stay, the days of a rental.
 * Empty when the dates are equal; throws `QuoteInputError` when `checkOut` is before `checkIn`.
 */
export function eachDate(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  if (n < 0) throw new QuoteInputError('checkOut', `checkOut ${checkOut} is before checkIn ${checkIn}`);
  // Counted on the date's numbers (the busiest path of a quote): no Date object per day.
  let y = Number(checkIn.slice(0, 4));
  let m = Number(checkIn.slice(5, 7));
  let d = Number(checkIn.slice(8, 10));
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    out[i] = `${y}-${pad2(m)}-${pad2(d)}`;
    if (d < daysInMonth(y, m)) {
      d++;
    } else {
      d = 1;
      if (m < 12) m++;
      else {
        m = 1;
        y++;
      }
    }
  }
  return out;
}

/** Day of the week of a calendar date: 0 = Sunday … 6 = Saturday. @throws QuoteInputError for an unreal date */
export function dayOfWeek(date: string): number {
  return new Date(utcMs(date)).getUTCDay();
}

/** Days since the epoch of a date already known to be real (no validation: the rule engine's hot path). */
export const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

const SAKAMOTO = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * `dayOfWeek` of a date already known to be real (from `eachDate`, a validated request or a stored
 * record), by arithmetic alone: the rule engine asks it for every night of every period.
 */
export function weekdayOf(date: string): number {
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = Number(date.slice(0, 4)) - (m < 3 ? 1 : 0);
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + SAKAMOTO[m - 1] + d) % 7;
}
