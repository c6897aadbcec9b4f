import { describe, expect, it } from 'vitest';
import { quote, quoteLines } from '@pachmarhi/common/pricing/quote';
import { earliestCheckIn } from '@/features/admin/reservations/hooks/use-reservation-form';
import { nextMove } from '@/features/admin/shared/stay/use-stay-move';
import { invoicedUntil, quoteUntil, shortenRange } from './shorten';

const OFF = { isActive: false, percentageIncrease: 0 };
/** Three nights at ₹6,200 + ₹1,600 extra guests: ₹7,800 a night, Tue 15 – Fri 18 Dec 2026. */
const three = quote(
  { price: 6200, baseOccupancy: 2, extraGuestPrice: 800, guestLimit: 4 },
  { kind: 'room', checkIn: '2026-12-15', checkOut: '2026-12-18', guests: 4 },
  OFF,
);

describe('shortening a stay', () => {
  it('when a three-night stay ends on the 16th, then one night is kept at its price', () => {
    const kept = quoteUntil(three, '2026-12-16');
    expect(quoteLines(kept).map((l) => l.date)).toEqual(['2026-12-15']);
    expect(kept.total).toBe(7800);
  });

  it('when an invoiced stay agreed at ₹21,000 is shortened by a night, then the night kept bills its share of the agreed total', () => {
    expect(invoicedUntil(three, 21_000, '2026-12-17').total).toBe(14_000);
  });

  it('when the guest leaves today, then today is proposed; a one-night stay cannot be shortened', () => {
    expect(shortenRange('2026-12-15', '2026-12-18', '2026-12-16')).toEqual({
      min: '2026-12-16',
      max: '2026-12-17',
      proposed: '2026-12-16',
    });
    expect(shortenRange('2026-12-15', '2026-12-18', '2026-12-15')?.proposed).toBe('2026-12-17');
    expect(shortenRange('2026-12-15', '2026-12-16', '2026-12-15')).toBeNull();
  });
});

describe('the move a stay offers (nextMove)', () => {
  it('when confirmed from its check-in date, then check in; once in, check out; before the date or after leaving, none', () => {
    expect(nextMove({ status: 'confirmed', checkIn: '2026-12-15' }, '2026-12-15')).toBe('checked-in');
    expect(nextMove({ status: 'confirmed', checkIn: '2026-12-16' }, '2026-12-15')).toBeNull();
    expect(nextMove({ status: 'checked-in', checkIn: '2026-12-15' }, '2026-12-17')).toBe('checked-out');
    expect(nextMove({ status: 'checked-out', checkIn: '2026-12-15' }, '2026-12-17')).toBeNull();
    expect(nextMove({ status: 'cancelled', checkIn: '2026-12-15' }, '2026-12-15')).toBeNull();
  });
});

describe('a walk-in who arrived last night (earliestCheckIn)', () => {
  it('when the owner enters it, then yesterday is allowed; the front desk starts today', () => {
    expect(earliestCheckIn('2026-12-14', true)).toBe('2026-12-13');
    expect(earliestCheckIn('2026-12-14', false)).toBe('2026-12-14');
  });
});
