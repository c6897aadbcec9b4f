import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES, type ReservationStatus } from '../src/schemas/reservation';
import { checkOutDate, deskStatus, statusChangeError } from '../src/stay-status';

const CHECK_IN = '2026-03-10';
const OUT_ONLY = 'Only a checked-in guest can be checked out.';
const CHECKED_OUT = 'This guest has already checked out; the status cannot change.';
const NO_SHOW = 'This reservation is marked as a no-show; its status cannot change.';
const CHECKED_IN = 'This guest is checked in: the only next step is to check out.';
const all = (reason: string, except: ReservationStatus[]) =>
  Object.fromEntries(RESERVATION_STATUSES.filter((s) => !except.includes(s)).map((s) => [s, reason]));

/** The refusals on the check-in date itself, by status from and to; a move not listed is allowed (null). */
const REFUSED_ON_THE_DAY: Record<ReservationStatus, Partial<Record<ReservationStatus, string>>> = {
  enquiry: {
    'checked-in': 'Only a held or confirmed reservation can be checked in; this one is enquiry.',
    'no-show': 'Only a held or confirmed reservation can be marked as a no-show; this one is enquiry.',
    'checked-out': OUT_ONLY,
    completed: OUT_ONLY,
  },
  held: { 'checked-out': OUT_ONLY, completed: OUT_ONLY },
  confirmed: { 'checked-out': OUT_ONLY, completed: OUT_ONLY },
  cancelled: {
    'checked-in': 'Only a held or confirmed reservation can be checked in; this one is cancelled.',
    'no-show': 'Only a held or confirmed reservation can be marked as a no-show; this one is cancelled.',
    'checked-out': OUT_ONLY,
    completed: OUT_ONLY,
  },
  blocked: {
    'checked-in': 'Only a held or confirmed reservation can be checked in; this one is blocked.',
    'no-show': 'Only a held or confirmed reservation can be marked as a no-show; this one is blocked.',
    'checked-out': OUT_ONLY,
    completed: OUT_ONLY,
  },
  'checked-in': all(CHECKED_IN, ['checked-in', 'checked-out', 'completed']),
  'checked-out': all(CHECKED_OUT, ['checked-out']),
  completed: all(CHECKED_OUT, ['completed']),
  'no-show': all(NO_SHOW, ['no-show']),
};

describe('status moves on the desk', () => {
  it('refuses, on the check-in date, exactly the moves of the table, each with its reason', () => {
    for (const from of RESERVATION_STATUSES)
      for (const to of RESERVATION_STATUSES)
        expect([from, to, statusChangeError(from, to, CHECK_IN, CHECK_IN)]).toEqual([
          from,
          to,
          REFUSED_ON_THE_DAY[from][to] ?? null,
        ]);
  });
  it('checks in and marks a no-show only from the check-in date (IST)', () => {
    expect(statusChangeError('held', 'checked-in', CHECK_IN, '2026-03-09')).toBe(
      'The stay starts on 2026-03-10: it can be checked in from that day (IST).',
    );
    expect(statusChangeError('confirmed', 'no-show', CHECK_IN, '2026-03-09')).toBe(
      'The stay starts on 2026-03-10: it can be marked as a no-show from that day (IST).',
    );
    expect(statusChangeError('confirmed', 'checked-in', CHECK_IN, '2026-03-11')).toBeNull();
    expect(statusChangeError('held', 'no-show', CHECK_IN, '2026-03-12')).toBeNull();
    expect(statusChangeError('enquiry', 'confirmed', CHECK_IN, '2026-03-09')).toBeNull();
    expect(statusChangeError('checked-in', 'checked-out', CHECK_IN, '2026-03-09')).toBeNull();
  });
  it('reads completed as checked out and leaves other statuses as they are', () => {
    expect(deskStatus('completed')).toBe('checked-out');
    expect(deskStatus('checked-in')).toBe('checked-in');
    expect(deskStatus('held')).toBe('held');
  });
});

describe('the check-out date of a guest leaving on a day', () => {
  it('keeps the booked date when leaving on or after it', () => {
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-13')).toBe('2026-03-13');
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-15')).toBe('2026-03-13');
  });
  it('ends the stay on the day of leaving early, but never before the first night is over', () => {
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-12')).toBe('2026-03-12');
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-11')).toBe('2026-03-11');
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-10')).toBe('2026-03-11');
    expect(checkOutDate(CHECK_IN, '2026-03-13', '2026-03-09')).toBe('2026-03-11');
  });
  it('leaves a tour without a check-out date unchanged', () => {
    expect(checkOutDate(CHECK_IN, null, '2026-03-12')).toBeNull();
  });
});
