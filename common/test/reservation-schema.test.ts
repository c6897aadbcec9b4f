import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../src/schemas/fields';
import { availabilityQuerySchema, quoteQuerySchema } from '../src/schemas/reservation-queries';
import { guestCapacityError, roomGuestLimit, vehicleSeats } from '../src/capacity';
import {
  NEW_RESERVATION_STATUSES,
  OCCUPYING_STATUSES,
  RESERVATION_KINDS,
  MANUAL_RESERVATION_SOURCES,
  RESERVATION_SOURCES,
  RESERVATION_STATUSES,
  reservationCreateSchema,
  reservationUpdateSchema,
  stayErrors,
} from '../src/schemas/reservation';
import { normalisePhone } from '../src/phone';
import { localizeMessage } from '../src/i18n/validation';

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as never));
const TODAY = '2026-11-22'; // a Sunday
const ITEM = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const create = reservationCreateSchema(TODAY);
const valid = {
  kind: 'room',
  itemId: ITEM,
  checkIn: '2026-11-27',
  checkOut: '2026-11-29',
  guests: 2,
  guestName: ' Asha Verma ',
  guestPhone: '98765 43210',
  source: 'whatsapp',
};

describe('reservation constants', () => {
  it('when listed, then the issue’s kinds, statuses (with blocked) and sources', () => {
    expect(RESERVATION_KINDS).toEqual(['room', 'vehicle', 'tour']);
    expect(RESERVATION_STATUSES).toEqual([
      'enquiry',
      'held',
      'confirmed',
      'cancelled',
      'completed',
      'blocked',
      'checked-in',
      'checked-out',
      'no-show',
    ]);
    expect(OCCUPYING_STATUSES).toEqual(['held', 'confirmed', 'blocked', 'checked-in']);
    expect(NEW_RESERVATION_STATUSES).not.toContain('cancelled');
    expect(RESERVATION_SOURCES).toEqual(['whatsapp', 'phone', 'contact-form', 'walk-in', 'other', 'ical']);
    expect(MANUAL_RESERVATION_SOURCES).not.toContain('ical');
    const imported = reservationCreateSchema('2026-12-01').safeParse({
      kind: 'room',
      itemId: '4f0c2a8e-6b1d-4c3e-9a57-2d8e1f6b90e1',
      checkIn: '2026-12-02',
      checkOut: '2026-12-03',
      guests: 1,
      status: 'blocked',
      source: 'ical',
    });
    expect(imported.success).toBe(false);
  });
});

describe('reservation create', () => {
  it('when valid, then trimmed, phone normalised to +91 and defaults applied', () => {
    const r = create.parse(valid);
    expect(r).toMatchObject({
      guestName: 'Asha Verma',
      guestPhone: '+919876543210',
      status: 'enquiry',
      source: 'whatsapp',
      notes: '',
      guests: 2,
    });
    expect(r.guestEmail).toBeUndefined();
  });
  it('when everything is missing, then a field-keyed message for each required field', () => {
    expect(errorsOf(create.safeParse({}))).toEqual({
      kind: 'Choose room, vehicle or tour',
      itemId: 'Choose what to reserve',
      guests: 'Guests must be a whole number from 1 to 50',
      guestName: 'Guest name is required',
      guestPhone: 'Phone number is required',
    });
    expect(errorsOf(create.safeParse({ kind: 'room' }))).toMatchObject({
      checkIn: 'Check-in date is required',
      checkOut: 'Check-out date is required',
    });
    expect(errorsOf(create.safeParse({ kind: 'vehicle' }))).toMatchObject({
      checkIn: 'Start date is required',
      checkOut: 'End date is required',
    });
    expect(errorsOf(create.safeParse({ kind: 'tour' }))).toMatchObject({ checkIn: 'Departure date is required' });
  });
  it('when dates are not real, then refused per field along with the other fields’ errors', () => {
    const e = errorsOf(create.safeParse({ ...valid, checkIn: '2026-02-30', checkOut: '30/11/2026', guestName: '' }));
    expect(e).toEqual({
      checkIn: 'Use a valid date (YYYY-MM-DD)',
      checkOut: 'Use a valid date (YYYY-MM-DD)',
      guestName: 'Guest name is required',
    });
  });
  it('when checkOut is not after checkIn, then refused on checkOut', () => {
    expect(errorsOf(create.safeParse({ ...valid, checkOut: valid.checkIn })).checkOut).toBe(
      'Check-out date must be after the check-in date',
    );
    expect(errorsOf(create.safeParse({ ...valid, checkOut: '2026-11-26' })).checkOut).toBe(
      'Check-out date must be after the check-in date',
    );
    expect(errorsOf(create.safeParse({ ...valid, kind: 'vehicle', checkOut: '2026-11-26' })).checkOut).toBe(
      'End date must be after the start date',
    );
  });
  it('when 30 nights, then accepted; 31, then refused', () => {
    expect(create.safeParse({ ...valid, checkIn: '2026-12-01', checkOut: '2026-12-31' }).success).toBe(true);
    expect(errorsOf(create.safeParse({ ...valid, checkIn: '2026-12-01', checkOut: '2027-01-01' })).checkOut).toBe(
      'A stay can be at most 30 nights',
    );
    expect(
      errorsOf(create.safeParse({ ...valid, kind: 'vehicle', checkIn: '2026-12-01', checkOut: '2027-01-01' })).checkOut,
    ).toBe('A rental can be at most 30 days');
  });
  it('when checkIn is before today (IST), then refused; today itself is fine', () => {
    expect(errorsOf(create.safeParse({ ...valid, checkIn: '2026-11-21' })).checkIn).toBe(
      'Check-in date cannot be in the past',
    );
    expect(create.safeParse({ ...valid, checkIn: TODAY }).success).toBe(true);
    expect(
      errorsOf(create.safeParse({ ...valid, kind: 'tour', checkIn: '2026-11-21', checkOut: undefined })).checkIn,
    ).toBe('Departure date cannot be in the past');
  });
  it('when a vehicle is rented for one day, then checkOut is the next day', () => {
    expect(create.parse({ ...valid, kind: 'vehicle', checkIn: '2026-11-28', checkOut: '2026-11-29' }).checkOut).toBe(
      '2026-11-29',
    );
  });
  it('when a tour has a checkOut, then refused; absent, blank or null, then accepted and absent in the output', () => {
    const tour = { ...valid, kind: 'tour', checkIn: '2026-11-28' };
    expect(errorsOf(create.safeParse(tour)).checkOut).toBe(
      'A tour has only a departure date; leave the end date empty',
    );
    for (const checkOut of [undefined, '', null]) {
      const r = create.parse({ ...tour, checkOut });
      expect(r.checkOut).toBeUndefined();
    }
  });
  it('when guests are outside 1–50 or not whole, then refused; numeric strings are accepted', () => {
    for (const guests of [0, 51, 2.5, 'two', -1]) {
      expect(errorsOf(create.safeParse({ ...valid, guests })).guests).toBe(
        'Guests must be a whole number from 1 to 50',
      );
    }
    expect(create.parse({ ...valid, guests: '50' }).guests).toBe(50);
    expect(create.parse({ ...valid, guests: 1 }).guests).toBe(1);
  });
  it('when the phone breaks the contact form’s rule, then the contact form’s message', () => {
    expect(errorsOf(create.safeParse({ ...valid, guestPhone: '12345' })).guestPhone).toBe(
      'Please enter a valid phone number (minimum 10 digits)',
    );
    expect(errorsOf(create.safeParse({ ...valid, guestPhone: '98765abc43210' })).guestPhone).toBe(
      'Please enter a valid phone number (minimum 10 digits)',
    );
    expect(errorsOf(create.safeParse({ ...valid, guestPhone: '(98) 765-432' })).guestPhone).toBe(
      'Enter a valid phone number, e.g. 98765 43210',
    );
  });
  it('when an email is given, then the contact form’s rule; blank is dropped', () => {
    expect(errorsOf(create.safeParse({ ...valid, guestEmail: 'asha@' })).guestEmail).toBe(
      'Please enter a valid email address',
    );
    expect(create.parse({ ...valid, guestEmail: ' asha@example.com ' }).guestEmail).toBe('asha@example.com');
    expect(create.parse({ ...valid, guestEmail: '' }).guestEmail).toBeUndefined();
  });
  it('when status or source is unknown, then refused; a new reservation cannot start cancelled or completed', () => {
    const e = errorsOf(create.safeParse({ ...valid, status: 'cancelled', source: 'email' }));
    expect(e.status).toBe('Choose enquiry, held, confirmed or blocked');
    expect(e.source).toBe('Choose WhatsApp, phone, contact form, walk-in or other');
  });
  it('when an admin block has no guest, then accepted with empty guest fields', () => {
    const r = create.parse({
      kind: 'room',
      itemId: ITEM,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      guests: 1,
      status: 'blocked',
      notes: 'Repainting',
    });
    expect(r).toMatchObject({ status: 'blocked', guestName: '', notes: 'Repainting' });
    expect(r.guestPhone).toBeUndefined();
  });
  it('when the item id is not a uuid, then refused', () => {
    expect(errorsOf(create.safeParse({ ...valid, itemId: '42' })).itemId).toBe('Unknown item id');
  });
});

describe('reservation update', () => {
  const update = reservationUpdateSchema('room');
  it('when only notes or status change, then no date rule applies', () => {
    expect(update.parse({ status: 'cancelled', notes: ' guest called ' })).toMatchObject({
      status: 'cancelled',
      notes: 'guest called',
      kind: 'room',
    });
  });
  it('when a room’s dates change, then both come together and the range rules apply (past allowed)', () => {
    expect(errorsOf(update.safeParse({ checkIn: '2026-12-01' })).checkOut).toBe('Check-out date is required');
    expect(errorsOf(update.safeParse({ checkIn: '2026-12-01', checkOut: '2026-12-01' })).checkOut).toBe(
      'Check-out date must be after the check-in date',
    );
    expect(update.safeParse({ checkIn: '2020-01-01', checkOut: '2020-01-03' }).success).toBe(true);
  });
  it('when the kind would change, then refused', () => {
    expect(errorsOf(update.safeParse({ kind: 'tour' })).kind).toBe(
      'This reservation is for a room; its kind cannot change',
    );
  });
  it('when a tour update carries a checkOut, then refused', () => {
    expect(
      errorsOf(reservationUpdateSchema('tour').safeParse({ checkIn: '2026-12-01', checkOut: '2026-12-02' })).checkOut,
    ).toBeDefined();
    expect(reservationUpdateSchema('tour').parse({ checkIn: '2026-12-01' }).checkIn).toBe('2026-12-01');
  });
  it('when email is blanked, then null (cleared); name blank, then refused; phone normalised', () => {
    expect(update.parse({ guestEmail: '' }).guestEmail).toBeNull();
    expect(errorsOf(update.safeParse({ guestName: ' ' })).guestName).toBe('Guest name is required');
    expect(update.parse({ guestPhone: '098765-43210' }).guestPhone).toBe('+919876543210');
  });
});

describe('availability and quote queries', () => {
  const availability = availabilityQuerySchema(TODAY);
  const quoteQuery = quoteQuerySchema(TODAY);
  it('when a query string is parsed, then guests are coerced and default to 1', () => {
    expect(availability.parse({ kind: 'room', checkIn: '2026-11-27', checkOut: '2026-11-29', guests: '3' })).toEqual({
      kind: 'room',
      checkIn: '2026-11-27',
      checkOut: '2026-11-29',
      guests: 3,
    });
    expect(availability.parse({ kind: 'vehicle', checkIn: '2026-11-27', checkOut: '2026-11-28' }).guests).toBe(1);
    expect(availability.parse({ kind: 'tour', checkIn: '2026-11-28', itemId: '' }).itemId).toBeUndefined();
  });
  it('when the dates are wrong, then the same field errors as a reservation', () => {
    expect(
      errorsOf(availability.safeParse({ kind: 'room', checkIn: '2026-11-20', checkOut: '2026-11-19', guests: '0' })),
    ).toEqual({
      checkIn: 'Check-in date cannot be in the past',
      checkOut: 'Check-out date must be after the check-in date',
      guests: 'Guests must be a whole number from 1 to 50',
    });
    expect(errorsOf(availability.safeParse({ kind: 'flight' })).kind).toBe('Choose room, vehicle or tour');
  });
  it('when a quote is asked, then the item id is required', () => {
    expect(errorsOf(quoteQuery.safeParse({ kind: 'tour', checkIn: '2026-11-28', guests: '4' })).itemId).toBe(
      'Choose what to reserve',
    );
    expect(quoteQuery.parse({ kind: 'tour', itemId: ITEM, checkIn: '2026-11-28', guests: '4' })).toEqual({
      kind: 'tour',
      itemId: ITEM,
      checkIn: '2026-11-28',
      guests: 4,
    });
  });
});

describe('how far ahead a stay may start', () => {
  it('when a check-in is in year 9999 or a day past the limit, then refused on checkIn (create, update, availability, quote); on the last day, accepted', () => {
    const limit = 730;
    const last = '2028-11-21'; // 730 days after TODAY
    const msg = `Check-in date can be at most ${limit} days ahead (until ${last})`;
    const room = (checkIn: string, checkOut: string) => ({ ...valid, checkIn, checkOut });
    const created = reservationCreateSchema(TODAY, limit);
    expect(errorsOf(created.safeParse(room('9999-01-01', '9999-01-03')))).toEqual({ checkIn: msg });
    expect(errorsOf(created.safeParse(room('2028-11-22', '2028-11-23')))).toEqual({ checkIn: msg });
    expect(created.safeParse(room(last, '2028-11-23')).success).toBe(true);
    const updated = reservationUpdateSchema('tour', { today: TODAY, days: limit });
    expect(errorsOf(updated.safeParse({ checkIn: '9999-12-31' }))).toEqual({
      checkIn: `Departure date can be at most ${limit} days ahead (until ${last})`,
    });
    expect(updated.safeParse({ checkIn: '2020-01-01' }).success).toBe(true); // corrections to the past stay allowed
    const query = { kind: 'room', itemId: ITEM, checkIn: '9999-01-01', checkOut: '9999-01-02' };
    expect(errorsOf(availabilityQuerySchema(TODAY, limit).safeParse(query))).toEqual({ checkIn: msg });
    expect(errorsOf(quoteQuerySchema(TODAY, limit).safeParse(query))).toEqual({ checkIn: msg });
    expect(localizeMessage(msg, 'hi')).toBe(
      'चेक-इन की तारीख़ आज से ज़्यादा से ज़्यादा 730 दिन आगे की हो सकती है (2028-11-21 तक)',
    );
  });
});

describe('stay rules and capacity helpers', () => {
  it('when stayErrors is called without today, then past dates pass', () => {
    expect(stayErrors('room', '2020-01-01', '2020-01-02')).toEqual({});
    expect(stayErrors('room', '2020-01-01', '2020-01-02', TODAY)).toEqual({
      checkIn: 'Check-in date cannot be in the past',
    });
  });
  it('when a room capacity is free text, then the guests it names', () => {
    expect(roomGuestLimit('2 Adults + 1 Child')).toBe(3);
    expect(roomGuestLimit('Up to 4 guests')).toBe(4);
    expect(roomGuestLimit('2-3 persons')).toBe(3);
    expect(roomGuestLimit('2 adults and 2 children')).toBe(4);
    expect(roomGuestLimit('')).toBeNull();
    expect(roomGuestLimit('Family')).toBeNull();
  });
  it("when a Gypsy's seats are free text, then the guests it seats besides the driver", () => {
    expect(vehicleSeats('6')).toBe(6);
    expect(vehicleSeats('5 + driver')).toBe(5);
    expect(vehicleSeats('4+1')).toBe(5);
    expect(vehicleSeats('6 सीट + ड्राइवर')).toBe(6);
    expect(vehicleSeats('')).toBeNull();
  });
  it('when guests exceed a room’s capacity or a tour’s seats, then a guests error', () => {
    expect(guestCapacityError('room', 3, { specifications: { capacity: '2 Adults' } })).toEqual({
      guests: 'This room takes at most 2 guests',
    });
    expect(guestCapacityError('room', 2, { specifications: { capacity: '2 Adults' } })).toBeNull();
    expect(guestCapacityError('room', 9, { specifications: { capacity: '' } })).toBeNull();
    expect(guestCapacityError('tour', 13, {})).toEqual({ guests: 'A departure has 12 seats' });
    expect(guestCapacityError('tour', 13, { seatsPerDeparture: 20 })).toBeNull();
    expect(guestCapacityError('vehicle', 50, {})).toBeNull();
    expect(guestCapacityError('vehicle', 7, { vehicleInfo: { seats: '6' } })).toEqual({
      guests: 'This Gypsy seats at most 6 guests besides the driver',
    });
    expect(guestCapacityError('vehicle', 6, { vehicleInfo: { seats: '6 seats + driver' } })).toBeNull();
  });
  it('when phones are normalised, then +91 by default and country codes kept', () => {
    expect(normalisePhone('98765 43210')).toBe('+919876543210');
    expect(normalisePhone('098765-43210')).toBe('+919876543210');
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('919876543210')).toBe('+919876543210');
    expect(normalisePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
  });
});
