import { describe, expect, it } from 'vitest';
import { bookedBadgeText, effectiveStatus } from '@/features/catalog/lib/booking-status';

const NOW = new Date('2026-03-10T10:00:00Z');

describe('bookedBadgeText', () => {
  it('when not booked, then there is no badge', () => {
    expect(bookedBadgeText({ isBooked: false, expiresAt: null }, NOW)).toBeNull();
  });
  it('when booked for more than an hour, then it shows Booked with hours and minutes', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T12:05:30Z' }, NOW)).toEqual({
      label: 'Booked',
      countdown: '2h 5m',
    });
  });
  it('when under an hour is left, then only minutes show', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T10:45:00Z' }, NOW)).toEqual({
      label: 'Booked',
      countdown: '45m',
    });
  });
  it('when the hold has passed, then it shows Expired', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: '2026-03-10T09:59:00Z' }, NOW)).toEqual({
      label: 'Expired',
      countdown: '',
    });
  });
  it('when booked without an expiry, then it shows Booked without a countdown', () => {
    expect(bookedBadgeText({ isBooked: true, expiresAt: null }, NOW)).toEqual({ label: 'Booked', countdown: '' });
  });
});

describe('effectiveStatus', () => {
  const past = '2026-03-10T09:00:00Z';
  const future = '2026-03-10T11:00:00Z';
  it('when the API says booked, then that is shown', () => {
    expect(effectiveStatus({ isBooked: true, expiresAt: future }, null, NOW)).toEqual({
      isBooked: true,
      expiresAt: future,
    });
  });
  it('when the API already reports a seen hold as over and its time has passed, then it still reads as booked (to show Expired once)', () => {
    expect(bookedBadgeText(effectiveStatus({ isBooked: false, expiresAt: null }, past, NOW), NOW)).toEqual({
      label: 'Expired',
      countdown: '',
    });
  });
  it('when a hold was cancelled before its end, then the badge goes at once', () => {
    expect(effectiveStatus({ isBooked: false, expiresAt: null }, future, NOW)).toEqual({
      isBooked: false,
      expiresAt: null,
    });
  });
  it('when no hold was ever seen, then nothing shows', () => {
    expect(bookedBadgeText(effectiveStatus({ isBooked: false, expiresAt: null }, null, NOW), NOW)).toBeNull();
  });
});
