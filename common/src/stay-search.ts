/**
 * The visitor's stay search carried in the URL of the listing and detail pages
 * (`?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N&destination=…`), so reload, back/forward and a
 * shared link open the same stay. Rules (docs/product.md#validation): check-in not before today
 * (IST), check-out after check-in and at most MAX_NIGHTS later, guests a whole number 1–50.
 * Tours read `checkIn` as the departure date and ignore `checkOut`.
 */
import { PEOPLE_MAX, PEOPLE_MIN } from './constants';
import { plural } from './format';
import { dayText, dayTextWithYear } from './i18n/day-format';
import { displayLang } from './i18n/lang';
import type { ItemKind } from './kinds';
import { MAX_NIGHTS, addDays, nightsBetween } from './pricing/dates';
import { DEFAULT_MAX_ADVANCE_DAYS } from './schemas/reservation';
import { isIsoDate } from './time';

/** The part of URLSearchParams used here; common/ compiles without the DOM or Node types, both runtimes have it globally. */
export interface QueryParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}
declare const URLSearchParams: new (init?: string | QueryParams) => QueryParams;

export interface StaySearch {
  /** Free text matched against an item's location; '' for any. */
  destination: string;
  /** 'YYYY-MM-DD' (IST): first night, first rental day or tour departure; null when not chosen. */
  checkIn: string | null;
  /** 'YYYY-MM-DD' (IST): the day after the last night; null when not chosen (always null without checkIn). */
  checkOut: string | null;
  /** Persons, PEOPLE_MIN–PEOPLE_MAX; DEFAULT_GUESTS unless chosen. */
  guests: number;
}

/** Guests when the visitor has not chosen (a value shown in the field, not a placeholder). */
export const DEFAULT_GUESTS = 2;

/** The URL parameters owned by the stay search; every other parameter is left alone. */
export const STAY_PARAMS = ['destination', 'checkIn', 'checkOut', 'guests'] as const;

export const EMPTY_STAY: StaySearch = { destination: '', checkIn: null, checkOut: null, guests: DEFAULT_GUESTS };

/**
 * The last date a stay, rental or departure may start (the booking horizon): `maxAdvanceDays` after
 * `today` (the server's MAX_ADVANCE_DAYS, in the site configuration; two years by default). Both 'YYYY-MM-DD', IST.
 */
export const lastStayStart = (today: string, maxAdvanceDays: number = DEFAULT_MAX_ADVANCE_DAYS): string =>
  addDays(today, maxAdvanceDays);

/**
 * The last day a date picker offers ('YYYY-MM-DD'): the horizon bounds when a stay starts, not when
 * it ends, so once a check-in (or a Gypsy's pickup) is chosen, a check-out up to MAX_NIGHTS after it
 * can be picked too. A tour departure is one day: the horizon.
 * @param lastStart the booking horizon (`lastStayStart`)
 */
export const lastPickableDay = (lastStart: string, kind: ItemKind, checkIn: string | null): string => {
  if (kind === 'tour' || !checkIn) return lastStart;
  const end = addDays(checkIn, MAX_NIGHTS);
  return end > lastStart ? end : lastStart;
};

/**
 * Bring a possibly hand-edited or stale search into line with the rules: an unreal or past
 * check-in, or one after `lastStart` (the booking horizon, `lastStayStart`), is dropped (with its
 * check-out), a check-out not after the check-in or more than MAX_NIGHTS later is dropped, guests
 * outside 1–50 or not whole fall back to DEFAULT_GUESTS.
 * @param today IST date 'YYYY-MM-DD' (todayIST())
 * @param lastStart IST date 'YYYY-MM-DD'; absent: `lastStayStart(today)`
 */
export function normalizeStay(
  value: { destination?: unknown; checkIn?: unknown; checkOut?: unknown; guests?: unknown },
  today: string,
  lastStart: string = lastStayStart(today),
): StaySearch {
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const inText = text(value.checkIn);
  const checkIn = isIsoDate(inText) && inText >= today && inText <= lastStart ? inText : null;
  const outText = text(value.checkOut);
  const nights = checkIn && isIsoDate(outText) ? nightsBetween(checkIn, outText) : 0;
  const checkOut = nights >= 1 && nights <= MAX_NIGHTS ? outText : null;
  const rawGuests = typeof value.guests === 'number' ? value.guests : Number(text(value.guests) || NaN);
  const guests =
    Number.isInteger(rawGuests) && rawGuests >= PEOPLE_MIN && rawGuests <= PEOPLE_MAX ? rawGuests : DEFAULT_GUESTS;
  return { destination: text(value.destination).slice(0, 100), checkIn, checkOut, guests };
}

/** The stay search in URL parameters (a query string with or without '?', or URLSearchParams); invalid values → defaults (`normalizeStay`). */
export function parseStaySearch(params: QueryParams | string, today: string, lastStart?: string): StaySearch {
  const p = typeof params === 'string' ? new URLSearchParams(params) : params;
  return normalizeStay(Object.fromEntries(STAY_PARAMS.map((k) => [k, p.get(k) ?? undefined])), today, lastStart);
}

/**
 * Why the URL's dates were cleared, for the page to say so: a real check-in before `today` →
 * `{ why: 'past' }`, after `lastStart` (the booking horizon) → `{ why: 'beyond', lastStart }`;
 * null when they stand, are absent or are not dates at all.
 */
export function clearedDates(
  params: QueryParams | string,
  today: string,
  lastStart: string = lastStayStart(today),
): { why: 'past' } | { why: 'beyond'; lastStart: string } | null {
  const p = typeof params === 'string' ? new URLSearchParams(params) : params;
  const checkIn = p.get('checkIn')?.trim() ?? '';
  if (!isIsoDate(checkIn)) return null;
  if (checkIn < today) return { why: 'past' };
  return checkIn > lastStart ? { why: 'beyond', lastStart } : null;
}

/**
 * URL parameters for `search`, keeping every non-search parameter of `base` (e.g. `id`). Empty
 * values are left out; guests is written when a date is chosen or it differs from the default,
 * so a link names the whole stay.
 */
export function writeStaySearch(search: StaySearch, base: QueryParams | string = ''): QueryParams {
  const out = new URLSearchParams(base);
  STAY_PARAMS.forEach((k) => out.delete(k));
  if (search.destination) out.set('destination', search.destination);
  if (search.checkIn) out.set('checkIn', search.checkIn);
  if (search.checkIn && search.checkOut) out.set('checkOut', search.checkOut);
  if (search.checkIn || search.guests !== DEFAULT_GUESTS) out.set('guests', String(search.guests));
  return out;
}

/** `path` with the stay search appended (its own query is kept), e.g. '/hotel?checkIn=…&guests=2'. */
export function withStay(path: string, search: StaySearch): string {
  const [pathname, query = ''] = path.split('?');
  const qs = writeStaySearch(search, query).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Nights (rooms) or days (vehicles) of the search; null without both dates. */
export function stayNights(search: Pick<StaySearch, 'checkIn' | 'checkOut'>): number | null {
  return search.checkIn && search.checkOut ? nightsBetween(search.checkIn, search.checkOut) : null;
}

/**
 * A calendar date for people in the display language: '2027-01-09' → 'Sat 9 Jan' ('शनि 9 जन॰'; no
 * comma, the date as written, no time zone shift).
 */
export function formatStayDate(date: string): string {
  return dayText(date, displayLang());
}

/** A date with its year in the page's language: '2026-12-18' → 'Fri 18 Dec 2026' (messages that leave the page). */
export function formatStayDateWithYear(date: string): string {
  return dayTextWithYear(date, displayLang());
}

/**
 * The dates of a stay for people: 'Sat 9 Jan – Mon 11 Jan · 2 nights' (vehicles: pickup – return
 * and days; a one-day rental is its one date, 'Sat 9 Jan · 1 day'), 'Sat 9 Jan' with only a
 * check-in or for a tour (its departure; a check-out is ignored), '' without a check-in.
 */
export function formatStayDates(search: Pick<StaySearch, 'checkIn' | 'checkOut'>, kind: ItemKind = 'room'): string {
  const nights = kind === 'tour' ? null : stayNights(search);
  if (!search.checkIn) return '';
  if (!search.checkOut || !nights) return formatStayDate(search.checkIn);
  const dates =
    kind === 'vehicle' && nights === 1
      ? formatStayDate(search.checkIn)
      : formatDateRange(search.checkIn, search.checkOut, kind);
  return `${dates} · ${plural(nights, kind === 'vehicle' ? 'day' : 'night')}`;
}

/** The stay for people: its dates (`formatStayDates`) and guests, 'Sat 9 Jan – Mon 11 Jan · 2 nights · 2 guests'; '2 guests' without dates. */
export function formatStay(search: StaySearch, kind: ItemKind = 'room'): string {
  const dates = formatStayDates(search, kind);
  return [...(dates ? [dates] : []), plural(search.guests, 'guest')].join(' · ');
}

/** The unit a stay of `kind` is counted in and how many: nights (rooms), days (vehicles), persons (tours); 1 night or day without both dates. */
export function stayCount(kind: ItemKind, search: StaySearch): { unit: 'night' | 'day' | 'person'; count: number } {
  if (kind === 'tour') return { unit: 'person', count: search.guests };
  return { unit: kind === 'room' ? 'night' : 'day', count: stayNights(search) ?? 1 };
}

/**
 * The departures of a tour nearest to `date` ('YYYY-MM-DD'), none before `today`: the `count` closest
 * by days (a tie: the earlier), in date order. What a tour searched on a day it does not depart offers.
 */
export function nearestDepartures(departures: readonly string[], date: string, today: string, count = 3): string[] {
  const days = (d: string) => Math.abs(nightsBetween(date, d));
  return [...new Set(departures)]
    .filter((d) => isIsoDate(d) && d >= today)
    .sort((a, b) => days(a) - days(b) || a.localeCompare(b))
    .slice(0, count)
    .sort();
}

/**
 * A date range as the pickers show it: 'Sat 9 Jan – Mon 11 Jan', 'Sat 9 Jan – check-out?' while
 * the end is open. A Gypsy (`kind` 'vehicle') is picked up and returned, never checked in or out:
 * 'Sat 9 Jan – return?' while open, and a one-day rental (returned the next morning) is its one
 * date, 'Sat 9 Jan (1 day)'.
 */
export function formatDateRange(checkIn: string, checkOut: string | null, kind: ItemKind = 'room'): string {
  const hi = displayLang() === 'hi';
  if (kind === 'vehicle') {
    if (checkOut && nightsBetween(checkIn, checkOut) === 1) return `${formatStayDate(checkIn)} (${plural(1, 'day')})`;
    return `${formatStayDate(checkIn)} – ${checkOut ? formatStayDate(checkOut) : hi ? 'वापसी?' : 'return?'}`;
  }
  return `${formatStayDate(checkIn)} – ${checkOut ? formatStayDate(checkOut) : hi ? 'चेक-आउट?' : 'check-out?'}`;
}

/** True when an item's location text contains the destination (case- and accent-insensitive); any item for ''. */
export function matchesDestination(location: string | null | undefined, destination: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const want = fold(destination);
  return !want || fold(location ?? '').includes(want);
}
