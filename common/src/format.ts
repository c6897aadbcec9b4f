import { BUSINESS_TIME_ZONE } from './constants';
import { displayLang, LOCALE, type Lang } from './i18n/lang';
import { istDayStart } from './time';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const DATE: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const DAY: Intl.DateTimeFormatOptions = { ...DATE, weekday: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl.DateTimeFormat per language and option set (the display language by default). */
function dateFormat(
  name: string,
  options: Intl.DateTimeFormatOptions,
  lang: Lang = displayLang(),
  locale: string = LOCALE[lang],
): Intl.DateTimeFormat {
  const key = `${lang}:${name}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** How calendar dates are written: English as en-GB writes them ('Wed 2 Dec', no comma), Hindi as hi-IN. */
const CALENDAR_LOCALE: Record<Lang, string> = { en: 'en-GB', hi: 'hi-IN' };

/**
 * The one cached formatter of calendar dates for `options` (weekday, day, month, year) in `lang`
 * (the display language by default). It formats the UTC midnight of a date (see `calendarDay`): no
 * clock or time zone is involved, the date is named as it is.
 */
export function calendarDateFormat(
  options: Intl.DateTimeFormatOptions,
  lang: Lang = displayLang(),
): Intl.DateTimeFormat {
  return dateFormat(
    `calendar ${JSON.stringify(options)}`,
    { ...options, timeZone: 'UTC' },
    lang,
    CALENDAR_LOCALE[lang],
  );
}

/** A calendar date 'YYYY-MM-DD' (a month 'YYYY-MM': its 1st) as the instant `calendarDateFormat` names. */
export const calendarDay = (date: string): Date => new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);

/**
 * A calendar date 'YYYY-MM-DD' (a month 'YYYY-MM': its 1st) written with `options` in `lang` (the
 * display language by default): { weekday: 'short', day: 'numeric', month: 'short' } → 'Wed 2 Dec'
 * ('बुध 2 दिस॰'); { month: 'long', year: 'numeric' } on '2026-12' → 'December 2026'.
 */
export const formatCalendarDate = (date: string, options: Intl.DateTimeFormatOptions, lang?: Lang): string =>
  calendarDateFormat(options, lang).format(calendarDay(date));

/** A day of the week, 0 = Sunday … 6 = Saturday, as its short name in `lang`: 0 → 'Sun' ('रवि'). */
export const weekdayName = (day: number, lang?: Lang): string =>
  formatCalendarDate(`2027-01-0${3 + day}`, { weekday: 'short' }, lang); // 2027-01-03 is a Sunday

/** Hindi counts: [one, many] by the English noun. */
const HINDI_COUNT: Record<string, [string, string]> = {
  night: ['रात', 'रातें'],
  day: ['दिन', 'दिन'],
  guest: ['मेहमान', 'मेहमान'],
  person: ['व्यक्ति', 'व्यक्ति'],
  seat: ['सीट', 'सीटें'],
  unit: ['यूनिट', 'यूनिट'],
  room: ['कमरा', 'कमरे'],
  image: ['तस्वीर', 'तस्वीरें'],
  message: ['संदेश', 'संदेश'],
  enquiry: ['पूछताछ', 'पूछताछ'],
};

/**
 * A count with its noun in the display language: (1, 'night') → '1 night', (2, 'night') → '2 nights'
 * (regular English plurals only); in Hindi '2 रातें' for the nouns the site counts (night, day, guest,
 * person, seat…), English otherwise.
 */
export function plural(n: number, word: string): string {
  const hindi = displayLang() === 'hi' ? HINDI_COUNT[word] : undefined;
  if (hindi) return `${n} ${hindi[n === 1 ? 0 : 1]}`;
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Whole rupees with Indian digit grouping: 2500 → '₹2,500', 125000 → '₹1,25,000'. */
export function formatINR(rupees: number): string {
  return inr.format(Number.isFinite(rupees) ? rupees : 0);
}

/** A calendar date ('YYYY-MM-DD', read as noon IST so it stays that day) or an instant, as a Date. */
function toDate(value: string | Date): Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? istDayStart(value, 12) : new Date(value);
}

/** A calendar date ('YYYY-MM-DD') or an instant shown as an IST date in the display language, e.g. '21 Nov 2026' ('21 नव॰ 2026'). */
export function formatDateIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormat('date', DATE).format(d);
}

/** A calendar date ('YYYY-MM-DD') or an instant as people read it, weekday first, in IST: '2026-12-02' → 'Wed 2 Dec 2026'. */
export function formatDayIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const part = Object.fromEntries(
    dateFormat('day', DAY)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** An instant shown in IST with time, e.g. '21 Nov 2026, 3:05 pm IST'. */
export function formatDateTimeIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : `${dateFormat('dateTime', DATE_TIME).format(d)} IST`;
}

/** Cut a description for list cards at `max` characters, adding an ellipsis when cut. */
export function truncate(text: string | null | undefined, max = 100): string {
  const t = (text ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago an instant was, in words of the display language ('4 minutes ago', '4 मिनट पहले');
 * under a minute: 'now'. '' for a missing or unreadable instant.
 * @param now the current instant
 */
export function timeAgo(
  value: string | Date | null | undefined,
  now: Date = new Date(),
  lang: Lang = displayLang(),
): string {
  const at = value ? new Date(value).getTime() : NaN;
  if (Number.isNaN(at)) return '';
  const ms = Math.max(0, now.getTime() - at);
  const words = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (ms >= size) return words.format(-Math.floor(ms / size), unit);
  return words.format(0, 'second');
}
