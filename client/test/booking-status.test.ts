import { describe, expect, it } from 'vitest';
import { bookedBadgeText } from '../src/lib/booking-status';

const NOW = new Date('2026-03-10T10:00:00Z');

describe('bookedBadgeText', () => {
  it('when not booked, then there is no badge', () => {
    expect(bookedBadgeText({ isBooked: false, expiresAt: null }, NOW)).toBeNull();
  });
  it('when booked for more than an hour, then it shows Booked with hours and minutes', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T12:05:30Z' }, NOW)).toEqual({ label: 'Booked', countdown: '2h 5m' });
  });
  it('when under an hour is left, then only minutes show', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T10:45:00Z' }, NOW)).toEqual({ label: 'Booked', countdown: '45m' });
  });
  it('when the hold has passed, then it shows Expired', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T09:59:00Z' }, NOW)).toEqual({ label: 'Expired', countdown: '' });
  });
  it('when booked without an expiry, then it shows Booked without a countdown', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: null }, NOW)).toEqual({ label: 'Booked', countdown: '' });
  });
});
