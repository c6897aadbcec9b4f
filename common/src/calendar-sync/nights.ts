/**
 * What an imported calendar event takes (docs/decisions/020-calendar-sync.md): the IST dates a
 * date-time event covers. All-day events (`VALUE=DATE`) need no rule: their dates are the nights
 * or rental days, `DTEND` exclusive.
 *
 * A room's night D runs from D 12:00 to D+1 12:00 IST (check-in after noon, check-out by noon); a
 * vehicle's rental day D is the calendar day D 00:00 to D+1 00:00 IST. A night or day is taken when
 * the event covers any part of it.
 */
import { BUSINESS_TIME_ZONE } from '../constants';
import type { ItemKind } from '../kinds';
import { addDays } from '../pricing/dates';
import { todayIST } from '../time';

/** Room nights start at noon IST: an instant belongs to the night that began at the last noon. */
const NIGHT_START_MS = 12 * 3_600_000;

/** Rooms and vehicles have calendars; a tour's departure is not a stretch of days. */
export const CALENDAR_KINDS = ['room', 'vehicle'] as const satisfies readonly ItemKind[];
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The dates an event takes: `[checkIn, checkOut)` as IST calendar dates 'YYYY-MM-DD'. */
export interface TakenDates {
  checkIn: string;
  checkOut: string;
}

/**
 * The nights (rooms) or rental days (vehicles) in IST that the instants `[startMs, endMs)` cover
 * any part of; an event without length (`endMs <= startMs`) takes the one night or day it starts in.
 * @param startMs epoch milliseconds of the event's start
 * @param endMs epoch milliseconds of its (exclusive) end
 */
export function datesOfInstants(kind: CalendarKind, startMs: number, endMs: number): TakenDates {
  const shift = kind === 'room' ? NIGHT_START_MS : 0;
  const checkIn = todayIST(new Date(startMs - shift));
  const last = endMs > startMs ? todayIST(new Date(endMs - 1 - shift)) : checkIn;
  return { checkIn, checkOut: addDays(last, 1) };
}

/** Milliseconds since the epoch of a wall-clock time in `timeZone` (an IANA name; IST when not given). */
export function zonedWallClockMs(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string = BUSINESS_TIME_ZONE,
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The zone's offset at the guessed instant, then again at the corrected one (a DST change between them).
  let ms = asUtc - offsetMs(timeZone, asUtc);
  ms = asUtc - offsetMs(timeZone, ms);
  return ms;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC (ms) at an instant. @throws RangeError for an unknown zone */
function offsetMs(timeZone: string, at: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** True when `timeZone` is a zone name this runtime knows ('Europe/London', 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
