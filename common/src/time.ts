import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET } from './constants';

/** IST's distance from UTC in ms: a fixed +05:30 (India keeps no daylight saving time). */
const IST_OFFSET_MS = (Number(BUSINESS_UTC_OFFSET.slice(1, 3)) * 60 + Number(BUSINESS_UTC_OFFSET.slice(4))) * 60_000;

const ymdHm = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The calendar date in IST of an instant, as 'YYYY-MM-DD' (by arithmetic on the fixed offset: it
 * runs on every public read, where a time-zone formatter cost a percent of the CPU).
 */
export function todayIST(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
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

/** Days in month `m` (1–12) of year `y` (proleptic Gregorian: February has 29 in leap years). */
export const daysInMonth = (y: number, m: number): number =>
  m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : MONTH_DAYS[m - 1];

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
  return d <= daysInMonth(y, m);
}

/**
 * The instant a given hour of an IST calendar date 'YYYY-MM-DD' is (default 00:00 IST, 18:30 UTC
 * the day before). As `Date` parses an ISO date, a day past the month's end (up to 31) runs into
 * the next month; another form gives an invalid Date.
 * @param hour 0–23, IST
 */
export const istDayStart = (date: string, hour = 0): Date =>
  new Date(`${date}T${hour < 10 ? '0' : ''}${hour}:00:00${BUSINESS_UTC_OFFSET}`);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Every date of `month` ('YYYY-MM') in order: '2027-01' → '2027-01-01' … '2027-01-31'. */
export const monthDates = (month: string): string[] =>
  Array.from(
    { length: daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) },
    (_, i) => `${month}-${pad2(i + 1)}`,
  );

/** The month ('YYYY-MM') `n` months after `month` (negative for before): ('2026-12', 1) → '2027-01'. */
export function shiftMonth(month: string, n: number): string {
  const i = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(i / 12)}-${pad2((i % 12) + 1)}`;
}
