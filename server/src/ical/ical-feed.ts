import ical from 'ical-generator';

/** One blocked stretch of days: `[start, end)` as IST calendar dates 'YYYY-MM-DD'. */
export interface FeedEvent {
  uid: string;
  start: string;
  end: string;
}

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * An iCalendar (RFC 5545) document written by ical-generator: one all-day VEVENT per event with
 * summary 'Booked' and no guest data, DTEND exclusive (the check-out day stays free), as
 * Google Calendar, Booking.com and Airbnb expect of an availability feed.
 */
export function availabilityCalendar(name: string, events: FeedEvent[], now: Date): string {
  const cal = ical({ name, prodId: { company: 'Pachmarhi Stays', product: 'Reservations', language: 'EN' } });
  for (const e of events) {
    // All-day dates without a time zone are written from the UTC fields: midnight UTC keeps the calendar date.
    cal.createEvent({ id: e.uid, start: utcMidnight(e.start), end: utcMidnight(e.end), allDay: true, summary: 'Booked', stamp: now });
  }
  return cal.toString();
}
