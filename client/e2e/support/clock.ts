/**
 * The browser suite's clock. Every test server runs with its clock standing at NOW (TEST_FIXED_NOW,
 * a test-only setting the server refuses in production) and every page's clock is fixed at the
 * same instant (`context.clock.setFixedTime`), so "today" is one instant for the API, the server
 * rendering and the browser, in every test and however long the run takes.
 *
 * Dates in tests are computed from NOW here, with the tests' own calendar arithmetic and their own
 * English labels: never with the product's date or price functions, so a broken rule in the
 * product cannot also break the expectation.
 *
 * E2E_NOW overrides the instant (ISO 8601 with an offset), for example
 *   E2E_NOW=2026-11-29T12:00:00+05:30 npm run test:e2e -w client      (a Sunday)
 *   E2E_NOW=2027-03-31T23:50:00+05:30 npm run test:e2e -w client      (ten minutes before 1 April, IST)
 */

/** The default instant: Wednesday 9 December 2026, 10:30 in Pachmarhi (IST). */
export const DEFAULT_NOW = '2026-12-09T10:30:00+05:30';

const raw = process.env.E2E_NOW || DEFAULT_NOW;
if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
  throw new Error(`E2E_NOW must be an ISO 8601 instant with an offset, e.g. 2027-03-31T23:50:00+05:30 (got "${raw}")`);
}

/** The instant every test server and browser page treats as now. */
export const NOW = new Date(raw);

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The IST calendar date of an instant, 'YYYY-MM-DD' (IST is UTC+5:30 all year). */
export const istDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Today in IST at NOW, 'YYYY-MM-DD'. */
export const TODAY = istDate(NOW);

/** The calendar date `n` days after `date` (before it when negative). */
export const plusDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The date `n` days after today (IST at NOW). */
export const day = (n: number): string => plusDays(TODAY, n);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

/** The first date falling on `weekday` at least `minDays` days after today. */
export function next(weekday: number, minDays = 1): string {
  const from = day(minDays);
  return plusDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** A date as the site writes it in English: '2026-12-12' → 'Sat 12 Dec'. */
export const label = (date: string): string =>
  `${WEEKDAYS[weekdayOf(date)]} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** The label with its year, as messages that leave the page write a date: 'Fri 18 Dec 2026'. */
export const labelWithYear = (date: string): string => `${label(date)} ${date.slice(0, 4)}`;

/** Saturday or Sunday: the days a listed price (the price of the day) carries the weekend surcharge. */
export const isSatOrSun = (date: string): boolean => [SATURDAY, SUNDAY].includes(weekdayOf(date));

/** The instant `time` (IST) on `date`, e.g. at('2026-12-12', '12:00'). */
export const at = (date: string, time = '12:00'): Date => new Date(`${date}T${time}:00+05:30`);

/** The IST calendar month of today and the next, 'YYYY-MM'. */
export const THIS_MONTH = TODAY.slice(0, 7);
export const NEXT_MONTH = (() => {
  const [y, m] = THIS_MONTH.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();

/** 'December 2026' for '2026-12'. */
export const monthName = (month: string): string =>
  `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
