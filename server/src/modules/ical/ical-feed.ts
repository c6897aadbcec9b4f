import ical from 'ical-generator';
import type { FeedEvent } from '../reservations/reservations.module';

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A TEXT value escaped as RFC 5545 §3.3.11 requires (backslash, semicolon, comma, newline).
 * ical-generator escapes event texts but writes the calendar's NAME and X-WR-CALNAME as given.
 */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * An iCalendar (RFC 5545) document written by ical-generator: one all-day VEVENT per event with
 * summary 'Booked' and no guest data, DTEND exclusive (the check-out day stays free), as
 * Google Calendar, Booking.com and Airbnb expect of an availability feed. Every content line ends
 * with CRLF, the last one included (RFC 5545 §3.1).
 */
export function availabilityCalendar(name: string, events: FeedEvent[], now: Date): string {
  const cal = ical({
    name: escapeText(name),
    prodId: { company: 'Pachmarhi Stays', product: 'Reservations', language: 'EN' },
  });
  for (const e of events) {
    // All-day dates without a time zone are written from the UTC fields: midnight UTC keeps the calendar date.
    cal.createEvent({
      id: e.uid,
      start: utcMidnight(e.start),
      end: utcMidnight(e.end),
      allDay: true,
      summary: 'Booked',
      stamp: now,
    });
  }
  return `${cal.toString()}\r\n`;
}
