import { describe, expect, it } from 'vitest';
import { itemAvailability } from '../src/availability-state';
import { isHoldActive } from '../src/booking-hold';

const NOW = new Date('2026-11-21T06:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const noHold = { isBooked: false, bookingExpiresAt: null };
const held = { isBooked: true, bookingExpiresAt: later(24 * 3_600_000 - 60_000) };

describe('booking hold rule', () => {
  it('when booked with a future expiry, then active; at or past the expiry, without one or unbooked, then not', () => {
    expect(isHoldActive(held, NOW)).toBe(true);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(true);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: NOW.toISOString() }, NOW)).toBe(false);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: later(-1) }, NOW)).toBe(false);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: null }, NOW)).toBe(false);
    expect(isHoldActive({ isBooked: true, bookingExpiresAt: 'not a date' }, NOW)).toBe(false);
    expect(isHoldActive({ isBooked: false, bookingExpiresAt: later(60_000) }, NOW)).toBe(false);
  });
});

describe('item availability', () => {
  it('when an Available room is on hold, then Booked, not reservable, with the hold end in IST as the reason', () => {
    const a = itemAvailability('room', { ...held, status: 'Available' }, NOW);
    expect(a).toEqual({
      state: 'booked',
      label: 'Booked',
      reservable: false,
      reason: expect.stringMatching(/^This room is on hold for another guest until 22 Nov 2026, 11:29 am IST\.$/i),
    });
  });

  it('when the hold has passed, then the status decides again (an Available room is reservable)', () => {
    const a = itemAvailability('room', { isBooked: true, bookingExpiresAt: later(-1000), status: 'Available' }, NOW);
    expect(a).toEqual({ state: 'available', label: 'Available', reservable: true, reason: null });
  });

  it('when a Gypsy is Under Maintenance, then maintenance, not reservable, with the reason', () => {
    expect(itemAvailability('vehicle', { ...noHold, status: 'Under Maintenance' }, NOW)).toEqual({
      state: 'maintenance',
      label: 'Under Maintenance',
      reservable: false,
      reason: 'This Gypsy is under maintenance and cannot be reserved right now.',
    });
  });

  it('when the status says Occupied, Not Available or Booked, then not reservable under that label', () => {
    expect(itemAvailability('room', { ...noHold, status: 'Occupied' }, NOW)).toMatchObject({
      state: 'unavailable',
      label: 'Occupied',
      reservable: false,
    });
    expect(itemAvailability('tour', { ...noHold, status: 'Not Available' }, NOW)).toMatchObject({
      state: 'unavailable',
      label: 'Not Available',
      reservable: false,
    });
    expect(itemAvailability('tour', { ...noHold, status: 'Booked' }, NOW)).toMatchObject({
      state: 'booked',
      label: 'Booked',
      reservable: false,
      reason: 'This tour is already booked.',
    });
  });

  it('when the status is missing or a tour is Upcoming, then reservable', () => {
    expect(itemAvailability('vehicle', { ...noHold, status: undefined }, NOW)).toMatchObject({
      state: 'available',
      label: 'Available',
      reservable: true,
    });
    expect(itemAvailability('room', { ...noHold, status: '' }, NOW)).toMatchObject({
      state: 'available',
      reservable: true,
    });
    expect(itemAvailability('tour', { ...noHold, status: 'Upcoming' }, NOW)).toMatchObject({
      state: 'upcoming',
      label: 'Upcoming',
      reservable: true,
    });
  });

  it('when an item under maintenance is also on hold, then the hold shows (Booked), still not reservable', () => {
    expect(itemAvailability('vehicle', { ...held, status: 'Under Maintenance' }, NOW)).toMatchObject({
      state: 'booked',
      label: 'Booked',
      reservable: false,
    });
  });
});
