import { BUSINESS_TIME_ZONE } from './constants';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit',
});
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short' });

/** The calendar date in IST of an instant, as 'YYYY-MM-DD'. */
export function todayIST(now: Date = new Date()): string {
  return ymd.format(now);
}

/** True when the instant falls on a Saturday or Sunday in IST. */
export function isWeekendIST(now: Date = new Date()): boolean {
  const day = weekday.format(now);
  return day === 'Sat' || day === 'Sun';
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

/** True for a 'YYYY-MM-DD' string naming a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
