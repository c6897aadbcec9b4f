/**
 * Reading channels' calendar exports (modules/calendar-sync/ical-parse.ts) on files shaped like
 * Airbnb's, Booking.com's, VRBO's, MakeMyTrip's and Google Calendar's, at a fixed today.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CalendarFileError, parseCalendar } from '../src/modules/calendar-sync/ical-parse';
import { fixture } from './support/test-app';

const TODAY = '2026-12-09';
const read = (name: string) => fs.readFileSync(fixture(`ical/${name}`), 'utf8');
const stays = (name: string, kind: 'room' | 'vehicle' = 'room') =>
  parseCalendar(read(name), kind, TODAY).map(({ uid, checkIn, checkOut, summary }) => ({
    uid,
    checkIn,
    checkOut,
    summary,
  }));

describe('parseCalendar', () => {
  it('Airbnb: reservations and "Not available" blocks as all-day nights, DTEND exclusive; past stays left out', () => {
    expect(stays('airbnb.ics')).toEqual([
      {
        uid: '1418fb94e984-a3a1f0f0f5a8d3f1c0e2b1a4c5d6e7f8@airbnb.com',
        checkIn: '2026-12-12',
        checkOut: '2026-12-15',
        summary: 'Reserved',
      },
      {
        uid: '7f3e5c1a0b2d-9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c@airbnb.com',
        checkIn: '2027-02-20',
        checkOut: '2027-03-01',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it('Booking.com: "CLOSED - Not available" events', () => {
    expect(stays('booking.ics').map((e) => [e.checkIn, e.checkOut, e.summary])).toEqual([
      ['2026-12-20', '2026-12-23', 'CLOSED - Not available'],
      ['2027-01-05', '2027-01-06', 'CLOSED - Not available'],
    ]);
  });

  it('VRBO: a reservation, and an event without DTEND takes one night', () => {
    expect(stays('vrbo.ics').map((e) => [e.checkIn, e.checkOut])).toEqual([
      ['2026-12-26', '2026-12-29'],
      ['2027-01-10', '2027-01-11'],
    ]);
  });

  it('MakeMyTrip (channel manager export)', () => {
    expect(stays('makemytrip.ics')).toEqual([
      { uid: 'MMT-NH7012345678-1', checkIn: '2026-12-31', checkOut: '2027-01-02', summary: 'Booked (MakeMyTrip)' },
    ]);
  });

  it('Google Calendar for a vehicle: TZID and UTC times as IST rental days, RRULE with EXDATE and a moved occurrence, cancelled left out, monthly rule up to 18 months', () => {
    const events = parseCalendar(read('google.ics'), 'vehicle', TODAY);
    const weekly = events.filter((e) => e.uid === '4k2j3h5g6f7d8s9a0p@google.com');
    expect(weekly.map((e) => [e.checkIn, e.checkOut, e.summary])).toEqual([
      ['2026-12-10', '2026-12-11', 'Gypsy - Bee Falls circuit'],
      ['2026-12-24', '2026-12-25', 'Gypsy - Bee Falls circuit (short)'],
      ['2026-12-31', '2027-01-01', 'Gypsy - Bee Falls circuit'],
    ]);
    expect(new Set(weekly.map((e) => e.recurrence)).size).toBe(3);
    // 20:00–08:00 London (GMT) = 01:30–13:30 IST on the 12th.
    expect(events.find((e) => e.uid === 'london-guests-1@google.com')).toMatchObject({
      checkIn: '2026-12-12',
      checkOut: '2026-12-13',
      recurrence: null,
    });
    // 08:30–09:30 UTC = 14:00–15:00 IST.
    expect(events.find((e) => e.uid === 'utc-1@google.com')).toMatchObject({
      checkIn: '2026-12-15',
      checkOut: '2026-12-16',
    });
    expect(events.some((e) => e.uid === 'cancelled-1@google.com')).toBe(false);
    const monthly = events.filter((e) => e.uid === 'monthly-service@google.com');
    // 1 Jan 2027 … 1 Jun 2028 (1 Dec 2026 ended before yesterday; expansion stops 18 months after today).
    expect(monthly.map((e) => e.checkIn)).toHaveLength(18);
    expect(monthly[0].checkIn).toBe('2027-01-01');
    expect(monthly.at(-1)!.checkIn).toBe('2028-06-01');
  });

  it('Google Calendar for a room: a night (noon to noon IST) is taken when the event covers any part of it', () => {
    const events = parseCalendar(read('google.ics'), 'room', TODAY);
    // 09:00–18:00 IST on the 10th touches the night of the 9th (until noon) and of the 10th.
    expect(events.find((e) => e.uid === '4k2j3h5g6f7d8s9a0p@google.com')).toMatchObject({
      checkIn: '2026-12-09',
      checkOut: '2026-12-11',
    });
    // 01:30–13:30 IST on the 12th: the nights of the 11th and the 12th.
    expect(events.find((e) => e.uid === 'london-guests-1@google.com')).toMatchObject({
      checkIn: '2026-12-11',
      checkOut: '2026-12-13',
    });
  });

  it('an event that ended yesterday still counts; one that ended before is left out', () => {
    const cal = (end: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:${end}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(parseCalendar(cal('20261208'), 'room', TODAY)).toHaveLength(1);
    expect(parseCalendar(cal('20261207'), 'room', TODAY)).toHaveLength(0);
  });

  it('an empty calendar has no events; an HTML page, JSON or a broken file is not a calendar', () => {
    expect(parseCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', 'room', TODAY)).toEqual([]);
    for (const text of [
      '<!doctype html><html><body>Sign in</body></html>',
      '{"events":[]}',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n<html>',
      '',
    ]) {
      expect(() => parseCalendar(text, 'room', TODAY)).toThrow(CalendarFileError);
      expect(() => parseCalendar(text, 'room', TODAY)).toThrow('This is not a calendar file');
    }
  });
});
