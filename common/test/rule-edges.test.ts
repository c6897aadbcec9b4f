import { afterEach, describe, expect, it } from 'vitest';
import { itemAvailability } from '../src/availability-state';
import { isHoldActive } from '../src/booking-hold';
import { guestCapacityError, guestCapacityIssue, guestLimit, roomGuestLimit, roomsThatFit } from '../src/capacity';
import { DEFAULT_SEATS_PER_DEPARTURE } from '../src/constants';
import { setDisplayLang } from '../src/i18n/lang';
import { digitsOnly, normalisePhone, telTarget, whatsappDigits } from '../src/phone';
import { activeWeekendPercentage, WEEKEND_PRICING_FALLBACK, weekendPrice } from '../src/pricing/weekend';
import {
  EMPTY_STAY,
  formatDateRange,
  formatStay,
  matchesDestination,
  normalizeStay,
  parseStaySearch,
  writeStaySearch,
} from '../src/stay-search';
import { countdownText, isIsoDate, todayIST } from '../src/time';

// The edges of the rules in common/src: each case pins a boundary, a branch or a wording that a
// one-token change to the rule would move (npm run test:mutation measures it).

afterEach(() => setDisplayLang('en'));

describe('phone numbers', () => {
  it('when a number is written with spaces, dashes, dots, brackets or slashes, then only its digits count', () => {
    expect(digitsOnly('+91 (98765) 432-10')).toBe('919876543210');
    expect(normalisePhone(' 98.930/11223 ')).toBe('+919893011223');
  });

  it('when 11 digits do not start with the trunk 0, or 12 digits do not start with 91, then it is not an Indian number', () => {
    expect(normalisePhone('19893011223')).toBeNull();
    expect(normalisePhone('449893011223')).toBeNull();
    expect(normalisePhone('91989301122')).toBeNull(); // 91 + 9 digits
  });

  it('when anything but digits and an opening + or 00 is in it, then null', () => {
    expect(normalisePhone('x9893011223')).toBeNull();
    expect(normalisePhone('9893011223x')).toBeNull();
    expect(normalisePhone('98930+11223')).toBeNull();
  });

  it('when a number has a country code, then 8 to 15 digits not starting with 0', () => {
    expect(normalisePhone('+1234567')).toBeNull(); // 7 digits
    expect(normalisePhone('+12345678')).toBe('+12345678');
    expect(normalisePhone('+123456789012345')).toBe('+123456789012345');
    expect(normalisePhone('+1234567890123456')).toBeNull(); // 16 digits
    expect(normalisePhone('+0234567890')).toBeNull();
  });

  it('when a number cannot be normalised, then WhatsApp and tel: fall back to its bare digits', () => {
    expect(whatsappDigits('98930 11223')).toBe('919893011223');
    expect(whatsappDigits('12-34')).toBe('1234');
    expect(telTarget('98930 11223')).toBe('+919893011223');
    expect(telTarget('12-34')).toBe('1234');
    expect(normalisePhone('1122334455', '44')).toBe('+441122334455');
  });
});

describe('room capacity and departure seats', () => {
  it.each([
    ['2 Adults + 1 Child', 3],
    ['Up to 4 guests', 4],
    ['2-3 persons', 3],
    ['12 guests', 12],
    ['2 adults and 2 children', 4],
    ['2 & 1', 3],
    ['2, 1', 3],
    ['children + 2 adults', 2],
    ['2 adults + 1 child under 10', 3],
    ['2 adults + 2 children aged 5-12', 4],
  ])('when the capacity reads %j, then at most %i guests', (text, n) => {
    expect(roomGuestLimit(text)).toBe(n);
  });

  it('when the capacity names no number or is missing, then no limit is known', () => {
    for (const text of [null, undefined, '', 'ask us', 'plenty + more']) expect(roomGuestLimit(text)).toBeNull();
  });

  it('when a room takes 2 guests, then 2 fit and 3 are refused with its capacity', () => {
    const room = { specifications: { capacity: '2 adults' } };
    expect(guestCapacityIssue('room', 2, room)).toBeNull();
    expect(guestCapacityIssue('room', 3, room)).toEqual({ code: 'roomGuests', params: { count: 2 } });
    expect(guestCapacityError('room', 3, room)).toEqual({ guests: 'This room takes at most 2 guests' });
    expect(guestCapacityError('room', 2, room)).toBeNull();
  });

  it('when a room has no specifications or a capacity that is not text, then any number of guests fits', () => {
    expect(guestCapacityIssue('room', 40, {})).toBeNull();
    expect(guestCapacityIssue('room', 40, { specifications: { capacity: 4 } })).toBeNull();
  });

  it('when a departure has 5 seats, then 5 fit and 6 are refused; without a number, the default seats apply; vehicles have no guest limit', () => {
    expect(guestCapacityIssue('tour', 5, { seatsPerDeparture: 5 })).toBeNull();
    expect(guestCapacityIssue('tour', 6, { seatsPerDeparture: 5 })).toEqual({
      code: 'departureSeats',
      params: { count: 5 },
    });
    expect(guestCapacityError('tour', 6, { seatsPerDeparture: 5 })).toEqual({ guests: 'A departure has 5 seats' });
    expect(guestCapacityIssue('tour', DEFAULT_SEATS_PER_DEPARTURE, { seatsPerDeparture: null })).toBeNull();
    expect(guestCapacityIssue('tour', DEFAULT_SEATS_PER_DEPARTURE + 1, {})).toEqual({
      code: 'departureSeats',
      params: { count: DEFAULT_SEATS_PER_DEPARTURE },
    });
    expect(guestCapacityIssue('vehicle', 50, { specifications: { capacity: '2 adults' } })).toBeNull();
  });

  it('guests offered: a 2-adult room offers 1–2, a 5-seat departure 1–5, a vehicle no limit', () => {
    expect(guestLimit('room', { specifications: { capacity: '2 adults' } })).toBe(2);
    expect(guestLimit('tour', { seatsPerDeparture: 5 })).toBe(5);
    expect(guestLimit('vehicle', {})).toBeNull();
  });

  it('when the party is too large, the rooms that fit are suggested, closest fit first: "Satpura Family Suite takes 4"', () => {
    const rooms = [
      { name: 'Standard Garden Room', specifications: { capacity: '2 adults' } },
      { name: 'Satpura Family Suite', specifications: { capacity: '2 adults + 2 children' } },
      { name: 'Deluxe Valley View Room', specifications: { capacity: '2 adults + 1 child under 10' } },
      { name: 'Cottage without a number', specifications: { capacity: 'ask us' } },
    ];
    expect(roomsThatFit(rooms, 3).map((r) => `${r.room.name} takes ${r.takes}`)).toEqual([
      'Deluxe Valley View Room takes 3',
      'Satpura Family Suite takes 4',
    ]);
    expect(roomsThatFit(rooms, 4).map((r) => `${r.room.name} takes ${r.takes}`)).toEqual([
      'Satpura Family Suite takes 4',
    ]);
    expect(roomsThatFit(rooms, 5)).toEqual([]);
    expect(roomsThatFit(rooms, 2, 1).map((r) => r.room.name)).toEqual(['Standard Garden Room']);
  });
});

describe('booking hold and availability state', () => {
  const now = new Date('2026-12-09T05:00:00Z');
  const later = '2026-12-10T05:00:00.000Z';

  it('when the hold flag is off, then no hold whatever the expiry says', () => {
    expect(isHoldActive({ isBooked: false, bookingExpiresAt: later }, now)).toBe(false);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: later }, now)).toBe(true);
  });

  it('when the status has spaces around it, then it is read trimmed; blank reads Available', () => {
    expect(
      itemAvailability('room', { isBooked: false, bookingExpiresAt: null, status: '  Booked ' }, now),
    ).toMatchObject({ state: 'booked', label: 'Booked', reservable: false });
    expect(itemAvailability('room', { isBooked: false, bookingExpiresAt: null, status: '   ' }, now)).toMatchObject({
      state: 'available',
      label: 'Available',
      reservable: true,
      reason: null,
    });
  });

  it('when an item cannot be reserved, then the reason names it in English', () => {
    const state = (status: string, kind: 'room' | 'vehicle' | 'tour' = 'room') =>
      itemAvailability(kind, { isBooked: false, bookingExpiresAt: null, status }, now);
    expect(state('Not Available').reason).toBe('This room is not available to reserve right now.');
    expect(state('Occupied', 'vehicle').reason).toBe('This Gypsy is not available to reserve right now.');
    expect(state('Booked', 'tour').reason).toBe('This tour is already booked.');
  });

  it('when the display language is Hindi, then every reason is in Hindi', () => {
    setDisplayLang('hi');
    const state = (status: string, isBooked = false) =>
      itemAvailability('room', { isBooked, bookingExpiresAt: isBooked ? later : null, status }, now);
    expect(state('Available', true).reason).toMatch(/^यह कमरा .+ तक किसी दूसरे मेहमान के लिए होल्ड पर है।$/);
    expect(state('Booked').reason).toBe('यह कमरा पहले से बुक है।');
    expect(state('Under Maintenance').reason).toBe('यह कमरा अभी रखरखाव में है, इसलिए बुक नहीं हो सकता।');
    expect(state('Not Available').reason).toBe('यह कमरा अभी बुकिंग के लिए उपलब्ध नहीं है।');
    expect(itemAvailability('vehicle', { isBooked: false, bookingExpiresAt: null, status: 'Booked' }, now).reason).toBe(
      'यह जिप्सी पहले से बुक है।',
    );
  });
});

describe('weekend pricing switch', () => {
  it('when inactive, or active at 0 %, then no surcharge applies; active at 25 %, then 25', () => {
    expect(activeWeekendPercentage({ isActive: false, percentageIncrease: 25 })).toBe(0);
    expect(activeWeekendPercentage({ isActive: true, percentageIncrease: 0 })).toBe(0);
    expect(activeWeekendPercentage({ isActive: true, percentageIncrease: 25 })).toBe(25);
  });

  it('when the status cannot be read, then the fallback is inactive at the default 25 %', () => {
    expect(WEEKEND_PRICING_FALLBACK).toEqual({ isActive: false, percentageIncrease: 25 });
    expect(weekendPrice(999, 15)).toBe(1149);
  });
});

describe('IST dates and the hold countdown', () => {
  it('when it is 23:59:59 in IST, then still that day; at midnight IST, the next', () => {
    expect(todayIST(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(todayIST(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });

  it('when the hold ends exactly now, then Expired; a minute before, 1m', () => {
    const end = new Date('2026-12-09T10:00:00Z');
    expect(countdownText(end, end)).toBe('Expired');
    expect(countdownText(end, new Date(end.getTime() - 60_000))).toBe('1m');
    expect(countdownText('not a date', end)).toBe('Expired');
  });

  it('when a date is written with extra characters or one digit too few, then it is not an ISO date', () => {
    for (const v of ['x2026-12-09', '2026-12-09x', '2026-12-9', '2026-1-09', '20261209'])
      expect(isIsoDate(v), v).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('when a date names no real day (month 0 or 13, day 0 or 32, 29 February outside a leap year), then it is not an ISO date', () => {
    for (const v of ['2026-00-10', '2026-13-01', '2026-12-00', '2026-12-32', '2026-04-31', '2027-02-29', '2100-02-29'])
      expect(isIsoDate(v), v).toBe(false);
    for (const v of ['2000-02-29', '2024-02-29', '2026-12-31', '2026-01-01', '2026-04-30'])
      expect(isIsoDate(v), v).toBe(true);
  });
});

describe('stay search edges', () => {
  const today = '2026-12-09';

  it('when the stay is one night, then it is kept; 0 nights is dropped', () => {
    expect(normalizeStay({ checkIn: '2026-12-10', checkOut: '2026-12-11' }, today).checkOut).toBe('2026-12-11');
    expect(normalizeStay({ checkIn: '2026-12-10', checkOut: '2026-12-10' }, today).checkOut).toBeNull();
  });

  it('when guests come as text, then they are read as a number; a destination is cut at 100 characters', () => {
    expect(normalizeStay({ guests: ' 3 ' }, today).guests).toBe(3);
    expect(normalizeStay({ guests: 4 }, today).guests).toBe(4);
    expect(normalizeStay({ destination: 'x'.repeat(120) }, today).destination).toHaveLength(100);
  });

  it('when the search comes as URL parameters or a query string, then both read the same', () => {
    const qs = 'checkIn=2026-12-10&checkOut=2026-12-12&guests=3&destination=Pachmarhi';
    const expected = { destination: 'Pachmarhi', checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 3 };
    expect(parseStaySearch(qs, today)).toEqual(expected);
    expect(parseStaySearch(writeStaySearch(expected), today)).toEqual(expected); // URLSearchParams
  });

  it('when a search is written over an old one, then every old search value is replaced and nothing else', () => {
    const out = writeStaySearch(
      { ...EMPTY_STAY, guests: 3 },
      'id=7&checkIn=2026-12-10&checkOut=2026-12-12&destination=Old',
    );
    expect(out.toString()).toBe('id=7&guests=3');
    expect(EMPTY_STAY).toEqual({ destination: '', checkIn: null, checkOut: null, guests: 2 });
  });

  it('when only a check-out is chosen, then no range is shown; a room stay reads in nights by default', () => {
    expect(formatStay({ destination: '', checkIn: null, checkOut: '2026-12-12', guests: 2 })).toBe('2 guests');
    expect(formatStay({ destination: '', checkIn: '2026-12-12', checkOut: '2026-12-14', guests: 2 })).toBe(
      'Sat 12 Dec – Mon 14 Dec · 2 nights · 2 guests',
    );
  });

  it('when the range is still open in Hindi, then it asks for the check-out in Hindi', () => {
    expect(formatDateRange('2026-12-12', null)).toBe('Sat 12 Dec – check-out?');
    setDisplayLang('hi');
    expect(formatDateRange('2026-12-12', null)).toMatch(/ – चेक-आउट\?$/);
  });

  it('when the destination differs in accents, case or spaces around it, then it still matches; other text does not', () => {
    expect(matchesDestination('Pachmarhi, Madhya Pradesh', '  PACHMARHI ')).toBe(true);
    expect(matchesDestination('Jatā Shankar', 'jata')).toBe(true);
    expect(matchesDestination('Madhai', 'pachmarhi')).toBe(false);
    expect(matchesDestination(null, '')).toBe(true);
    expect(matchesDestination(null, 'x')).toBe(false);
  });
});
