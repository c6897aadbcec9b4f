import ICAL from 'ical.js';
import {
  datesOfInstants,
  isKnownTimeZone,
  zonedWallClockMs,
  type CalendarKind,
  type TakenDates,
} from '@pachmarhi/common/calendar-sync/nights';
import { addDays } from '@pachmarhi/common/pricing/dates';

/** One event of a channel's calendar as it takes dates here. */
export interface ImportedEvent extends TakenDates {
  /** The event's UID as written (one is made up from the dates when it has none). */
  uid: string;
  /** One occurrence of a recurring event: its RECURRENCE-ID as written ('2026-12-24T09:00:00'); null otherwise. */
  recurrence: string | null;
  /** The event's SUMMARY ('Reserved', 'CLOSED - Not available'), at most 200 characters; '' without one. */
  summary: string;
}

/** The file is not an iCalendar document; `message` is the sentence the owner sees. */
export class CalendarFileError extends Error {
  constructor(message = 'This is not a calendar file') {
    super(message);
    this.name = 'CalendarFileError';
  }
}

/** Recurring events are expanded this many months past today. */
export const RECURRENCE_MONTHS = 18;
/** Occurrences looked at per recurring event (a daily rule from 1990 has about 14,000 by 2028). */
const MAX_STEPS_PER_EVENT = 50_000;
/** Events (occurrences included) one file may give; more and the file is refused. */
export const MAX_EVENTS_PER_FILE = 20_000;

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The key an event is matched by from one sync to the next: its UID and, for an occurrence, its recurrence id. */
export const eventKey = (e: { uid: string; recurrence: string | null }) =>
  e.recurrence === null ? e.uid : `${e.uid}\u0000${e.recurrence}`;

/** 'YYYY-MM-DD' of an ICAL.Time's own fields (its calendar date as written). */
const dateOf = (t: ICAL.Time) =>
  `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/** 'YYYY-MM-DD' `months` calendar months after `date` (clamped by Date.UTC's overflow, which is fine for a horizon). */
function monthsAfter(date: string, months: number): string {
  const d = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1 + months, +date.slice(8, 10)));
  return d.toISOString().slice(0, 10);
}

/**
 * Read a channel's iCalendar export (ical.js) into the dates each event takes, for a room (nights)
 * or a vehicle (rental days), IST:
 * - all-day events (`VALUE=DATE`) take their dates, `DTEND` exclusive; without `DTEND` (or
 *   `DURATION`) one night or day;
 * - date-time events in UTC, any `TZID` the runtime knows, or one the file defines in a VTIMEZONE
 *   (floating or unknown zones are read as IST) take every night or day they cover any part of
 *   (`datesOfInstants`);
 * - `RRULE`/`RDATE`/`EXDATE` and moved occurrences (`RECURRENCE-ID`) are expanded up to
 *   RECURRENCE_MONTHS months after `today`;
 * - `STATUS:CANCELLED` events and occurrences are left out, as are events that ended before
 *   yesterday.
 * Pure: no clock, no I/O.
 * @param text the file as received
 * @param today 'YYYY-MM-DD' (IST)
 * @returns one entry per event or occurrence (a repeated UID: the last one wins), by check-in
 * @throws CalendarFileError when the text is not an iCalendar document or gives more than MAX_EVENTS_PER_FILE events
 */
export function parseCalendar(text: string, kind: CalendarKind, today: string): ImportedEvent[] {
  const root = readRoot(text);
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tz = new ICAL.Timezone(vtz);
    if (tz.tzid) zones.set(tz.tzid, tz);
  }
  const yesterday = addDays(today, -1);
  const horizon = monthsAfter(today, RECURRENCE_MONTHS);
  const found = new Map<string, ImportedEvent>();
  const keep = (e: ImportedEvent) => {
    if (e.checkOut < yesterday) return;
    found.delete(eventKey(e));
    found.set(eventKey(e), e);
    if (found.size > MAX_EVENTS_PER_FILE)
      throw new CalendarFileError(`This calendar has more than ${MAX_EVENTS_PER_FILE} events`);
  };

  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    if (v.hasProperty('recurrence-id') && uid && vevents.some((m) => isMasterOf(m, uid))) {
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
    } else masters.push(v);
  }

  for (const component of masters) {
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const uid = event.uid || `no-uid-${event.startDate.toString()}`;
    if (event.isRecurring()) {
      for (const x of exceptions.get(uid) ?? []) event.relateException(x);
      const masterZone = zoneName(component, 'dtstart');
      const it = event.iterator();
      for (let step = 0, next = it.next(); next && step < MAX_STEPS_PER_EVENT; step++, next = it.next()) {
        if (dateOf(next) > horizon) break;
        const o = event.getOccurrenceDetails(next);
        if (isCancelled(o.item.component)) continue;
        const own = o.item.component !== component;
        const dates = datesOf(kind, o.startDate, o.endDate, {
          start: own ? zoneName(o.item.component, 'dtstart') : masterZone,
          end: own ? zoneName(o.item.component, 'dtend') : masterZone,
          zones,
        });
        keep({ uid, recurrence: o.recurrenceId.toString(), summary: summaryOf(o.item), ...dates });
      }
    } else if (!isCancelled(component)) {
      const recurrence = component.getFirstPropertyValue('recurrence-id');
      const dates = datesOf(
        kind,
        event.startDate,
        component.hasProperty('dtend') || component.hasProperty('duration') ? event.endDate : null,
        {
          start: zoneName(component, 'dtstart'),
          end: zoneName(component, component.hasProperty('dtend') ? 'dtend' : 'dtstart'),
          zones,
        },
      );
      keep({ uid, recurrence: recurrence ? String(recurrence) : null, summary: summaryOf(event), ...dates });
    }
  }
  return [...found.values()].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
}

/** The VCALENDAR of `text`. @throws CalendarFileError */
function readRoot(text: string): ICAL.Component {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new CalendarFileError();
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (root.name !== 'vcalendar') throw new CalendarFileError();
    return root;
  } catch {
    throw new CalendarFileError();
  }
}

const isMasterOf = (c: ICAL.Component, uid: string) =>
  !c.hasProperty('recurrence-id') && c.getFirstPropertyValue('uid') === uid;

const isCancelled = (c: ICAL.Component) =>
  String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const summaryOf = (e: ICAL.Event) => (e.summary ?? '').trim().slice(0, 200);

/** The TZID parameter of a date property; undefined for UTC, floating or a missing property. */
function zoneName(c: ICAL.Component, prop: 'dtstart' | 'dtend'): string | undefined {
  const tzid = c.getFirstProperty(prop)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

/**
 * The dates an occurrence takes: all-day from its dates (`end` exclusive; null or not after the
 * start: one date), date-time from its instants.
 */
function datesOf(
  kind: CalendarKind,
  start: ICAL.Time,
  end: ICAL.Time | null,
  z: { start?: string; end?: string; zones: Map<string, ICAL.Timezone> },
): TakenDates {
  if (start.isDate) {
    const checkIn = dateOf(start);
    const last = end ? dateOf(end) : checkIn;
    return { checkIn, checkOut: last > checkIn ? last : addDays(checkIn, 1) };
  }
  const startMs = instantOf(start, z.start, z.zones);
  return datesOfInstants(kind, startMs, end ? instantOf(end, z.end, z.zones) : startMs);
}

/** Epoch ms of a date-time: UTC as is, a named zone by the runtime's rules or the file's VTIMEZONE, else IST wall clock. */
function instantOf(t: ICAL.Time, tzid: string | undefined, zones: Map<string, ICAL.Timezone>): number {
  const wall: Wall = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  if (t.zone === ICAL.Timezone.utcTimezone) return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (tzid && isKnownTimeZone(tzid)) return zonedWallClockMs(wall, tzid);
  const vtz = tzid ? zones.get(tzid) : undefined;
  if (vtz) return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - vtz.utcOffset(t) * 1000;
  return zonedWallClockMs(wall);
}
