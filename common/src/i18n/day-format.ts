/**
 * A calendar date for people, in one of the site's languages: '2027-01-09' → 'Sat 9 Jan'
 * ('शनि 9 जन॰'): no comma, the date as written (no time zone shift). Shared by the stay texts
 * (../stay-search.ts) and the messages that name a date (./validation-codes.ts).
 */
import { LOCALE, type Lang } from './lang';

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' };
const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', DAY_OPTIONS),
  hi: new Intl.DateTimeFormat(LOCALE.hi, DAY_OPTIONS),
};

const YEAR_OPTIONS: Intl.DateTimeFormatOptions = { ...DAY_OPTIONS, year: 'numeric' };
const yearFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', YEAR_OPTIONS),
  hi: new Intl.DateTimeFormat(LOCALE.hi, YEAR_OPTIONS),
};

/**
 * `date` ('YYYY-MM-DD') with its year, 'Fri 18 Dec 2026' in `lang`, for texts read away from the
 * page's calendar (a WhatsApp message read in January names which December); anything else as given.
 */
export function dayTextWithYear(date: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : yearFormats[lang].format(d).replace(',', '');
}

/** `date` ('YYYY-MM-DD') as 'Sat 9 Jan' in `lang`; anything else is returned as given. */
export function dayText(date: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormats[lang].format(d).replace(',', '');
}
