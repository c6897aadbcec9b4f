import { describe, expect, it } from 'vitest';
import { cancellationLine } from '../src/cancellation';
import { setDisplayLang } from '../src/i18n/lang';
import { quote } from '../src/pricing/quote';
import type { RatePeriodRule } from '../src/pricing/rates';
import { rateInputSchema } from '../src/schemas/rates';

// Every date is given: 2026-12-24 is a Thursday; Christmas week runs 24–31 Dec.
const OFF = { isActive: false, percentageIncrease: 25 };
const ROOM = { id: '11111111-1111-4111-8111-111111111111', price: 2000 };
const christmas: RatePeriodRule = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Christmas week',
  kind: 'room',
  itemId: null,
  startDate: '2026-12-24',
  endDate: '2026-12-31',
  nonRefundable: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const stay = (checkIn: string, checkOut: string) =>
  quote(ROOM, { kind: 'room', checkIn, checkOut, guests: 2 }, OFF, { periods: [christmas] });

describe('non-refundable rate periods', () => {
  it('when one night of the stay falls in the period, then the quote names it; the night before it (checked out on its first day) does not', () => {
    expect(stay('2026-12-22', '2026-12-25').nonRefundable).toEqual({ _id: christmas._id, name: 'Christmas week' });
    expect(stay('2026-12-22', '2026-12-24').nonRefundable).toBeNull();
    // Price and availability are untouched: the period carries no price change.
    expect(stay('2026-12-22', '2026-12-25')).toMatchObject({ total: 6000, available: true });
  });
  it('when the period only is non-refundable, then it is a rule the form accepts', () => {
    const input = { name: 'Diwali', kind: 'room', startDate: '2026-11-08', endDate: '2026-11-10', nonRefundable: true };
    expect(rateInputSchema.safeParse(input).success).toBe(true);
    expect(rateInputSchema.safeParse({ ...input, nonRefundable: false }).success).toBe(false);
  });
});

describe('cancellationLine', () => {
  it('when the dates are non-refundable, then that comes first; else the item policy, else its kind policy', () => {
    expect(cancellationLine('room', 'Free up to 7 days.', stay('2026-12-30', '2027-01-02'))).toEqual({
      nonRefundable: 'Christmas week',
    });
    expect(cancellationLine('room', 'Free up to 7 days.', stay('2027-01-02', '2027-01-04'))).toEqual({
      policy: 'Free up to 7 days.',
    });
    expect(cancellationLine('tour', '  ')).toEqual({
      policy:
        'Free cancellation up to 24 hours before the departure; within 24 hours, 50% of the tour price is charged.',
    });
    setDisplayLang('hi');
    try {
      expect(cancellationLine('vehicle', null)).toEqual({
        policy: 'पिकअप से 24 घंटे पहले तक रद्द करना मुफ़्त; 24 घंटे के भीतर एक दिन के किराये का 50% लगेगा।',
      });
    } finally {
      setDisplayLang('en');
    }
  });
});
