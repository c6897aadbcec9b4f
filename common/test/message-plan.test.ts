import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, istInstant, plannedAt, withinSendingHours } from '../src/message-plan';

const ist = (s: string) => new Date(`${s}+05:30`).toISOString();

describe('withinSendingHours (08:00–21:00 IST)', () => {
  it.each([
    ['2026-12-09T07:59:00', '2026-12-09T08:00:00'],
    ['2026-12-09T00:00:00', '2026-12-09T08:00:00'],
    ['2026-12-09T08:00:00', '2026-12-09T08:00:00'],
    ['2026-12-09T20:59:00', '2026-12-09T20:59:00'],
    ['2026-12-09T21:00:00', '2026-12-10T08:00:00'],
    ['2026-12-31T23:30:00', '2027-01-01T08:00:00'],
  ])('when a message falls due at %s IST, then it goes at %s IST', (at, expected) => {
    expect(withinSendingHours(new Date(`${at}+05:30`)).toISOString()).toBe(ist(expected));
  });
});

describe('plannedAt', () => {
  const event = new Date('2026-12-01T22:30:00+05:30');
  it('when a stay is confirmed at night, then the confirmation is at once and the reminders are held to 08:00', () => {
    expect(plannedAt(DEFAULT_PLAN.confirmation, { event, checkIn: '2026-12-10' })).toEqual(event);
    expect(plannedAt(DEFAULT_PLAN['advance-reminder'], { event, checkIn: '2026-12-10' }).toISOString()).toBe(
      ist('2026-12-03T08:00:00'),
    );
  });
  it('when the check-in is 1 March, then the pre-arrival message 2 days before is on 27 February at 10:00 IST (not a leap year)', () => {
    expect(plannedAt(DEFAULT_PLAN['pre-arrival'], { event, checkIn: '2027-03-01' }).toISOString()).toBe(
      ist('2027-02-27T10:00:00'),
    );
    expect(plannedAt(DEFAULT_PLAN['arrival-day'], { event, checkIn: '2027-03-01' }).toISOString()).toBe(
      ist('2027-03-01T08:00:00'),
    );
  });
  it('when the owner sets a pre-arrival time at 22:00, then it is held to 08:00 the next day', () => {
    const late = { ...DEFAULT_PLAN['pre-arrival'], time: '22:00' };
    expect(plannedAt(late, { event, checkIn: '2026-12-10' }).toISOString()).toBe(ist('2026-12-09T08:00:00'));
    expect(istInstant('2026-12-10', '06:05').toISOString()).toBe(ist('2026-12-10T06:05:00'));
  });
});
