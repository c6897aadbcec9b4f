/** Which IST nights (rooms) or rental days (vehicles) an imported date-time event takes (src/calendar-sync/nights.ts). */
import { describe, expect, it } from 'vitest';
import { datesOfInstants, isKnownTimeZone, zonedWallClockMs } from '../src/calendar-sync/nights';

const at = (iso: string) => new Date(iso).getTime();

describe('datesOfInstants', () => {
  it('rooms: a night runs noon to noon IST and is taken when any part of it is covered', () => {
    // 14:00 on the 5th to 11:00 on the 7th: the nights of the 5th and 6th.
    expect(datesOfInstants('room', at('2026-12-05T14:00:00+05:30'), at('2026-12-07T11:00:00+05:30'))).toEqual({
      checkIn: '2026-12-05',
      checkOut: '2026-12-07',
    });
    // Ending exactly at noon does not touch the next night; starting before noon touches the previous one.
    expect(datesOfInstants('room', at('2026-12-05T11:59:00+05:30'), at('2026-12-06T12:00:00+05:30'))).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
    });
  });

  it('vehicles: calendar days in IST; an event without length takes the day it starts', () => {
    expect(datesOfInstants('vehicle', at('2026-12-05T23:30:00Z'), at('2026-12-06T00:30:00Z'))).toEqual({
      checkIn: '2026-12-06',
      checkOut: '2026-12-07',
    });
    const t = at('2026-12-05T09:00:00+05:30');
    expect(datesOfInstants('vehicle', t, t)).toEqual({ checkIn: '2026-12-05', checkOut: '2026-12-06' });
  });
});

describe('zonedWallClockMs', () => {
  it('reads a wall-clock time in a zone, across daylight saving, and IST by default', () => {
    const wall = { year: 2026, month: 7, day: 1, hour: 9, minute: 0, second: 0 };
    expect(new Date(zonedWallClockMs(wall, 'Europe/London')).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(new Date(zonedWallClockMs({ ...wall, month: 12 }, 'Europe/London')).toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(new Date(zonedWallClockMs(wall)).toISOString()).toBe('2026-07-01T03:30:00.000Z');
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('India Standard Time')).toBe(false);
  });
});
