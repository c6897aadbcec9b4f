import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOfWeek, eachDate, nightsBetween, quote, type Quote } from '../src/pricing/quote';

// Runs in a process of its own (a main thread): a worker thread cannot switch its time zone by
// setting TZ, so the mutation run (Stryker runs tests in worker threads) leaves this file out
// (common/vitest.mutation.config.ts); the date rules it checks are asserted in UTC in quote.test.ts.
const ACTIVE = { isActive: true, percentageIncrease: 25 };
const room = { price: 2000 };
const surcharged = (q: Quote) =>
  (q.unit === 'night' ? q.nights : q.days).filter((l) => l.surcharge > 0).map((l) => l.date);

describe('time-zone independence', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  it.each([
    ['America/Los_Angeles', 420],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kolkata', -330],
    ['UTC', 0],
  ])('when the process runs in %s, then the same dates', (tz, julyOffset) => {
    vi.stubEnv('TZ', tz);
    expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(julyOffset); // the zone took effect
    // 2026-03-08 is the US daylight-saving change.
    expect(eachDate('2026-03-07', '2026-03-10')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(nightsBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(dayOfWeek('2026-11-21')).toBe(6);
    expect(
      surcharged(quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-23', guests: 2 }, ACTIVE)),
    ).toEqual(['2026-11-20', '2026-11-21']);
  });
});
