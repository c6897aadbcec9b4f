import { BUSINESS_TIME_ZONE } from './constants';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const ymdHm = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date in IST of an instant, as 'YYYY-MM-DD'. */
export function todayIST(now: Date = new Date()): string {
  return ymd.format(now);
}

/**
 * An instant as IST wall-clock time, 'YYYY-MM-DD HH:mm' (24-hour), as exports and the back office
 * show times. Throws RangeError for an invalid date.
 */
export function istDateTime(instant: string | Date): string {
  const parts = Object.fromEntries(ymdHm.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * Time left on a booking hold, as the documented badge shows it:
 * 'Xh Ym' from one hour up, 'Ym' under an hour, 'Expired' once past.
 * @param expiresAt ISO instant (or Date) the hold ends
 * @param now the current instant
 */
export function countdownText(expiresAt: string | Date, now: Date = new Date()): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Expired';
  const totalMinutes = Math.floor(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a 'YYYY-MM-DD' string naming a real calendar date (proleptic Gregorian: 29 February
 * only in leap years). By arithmetic, with no Date object: the price engine checks every date it
 * is given.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && leap ? 29 : MONTH_DAYS[m - 1]);
}

/** The instant an IST calendar date 'YYYY-MM-DD' starts (00:00 IST, 18:30 UTC the day before). */
export const istDayStart = (date: string): Date => new Date(`${date}T00:00:00+05:30`);
