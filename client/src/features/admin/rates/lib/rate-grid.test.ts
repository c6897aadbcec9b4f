import { describe, expect, it } from 'vitest';
import type { RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { RatePeriod } from '@pachmarhi/common/schemas/rates';
import {
  draftInputs,
  draftOf,
  inputOf,
  monthDates,
  nextYear,
  previewQuotes,
  rateRows,
  rowCells,
  shiftMonth,
} from './rate-grid';

// Fixed dates: 2026-12-24 is a Thursday, 2026-12-25 a Friday.
const OFF = { isActive: false, percentageIncrease: 25 };
const ROOM = '11111111-1111-4111-8111-111111111111';
const xmas: RatePeriodRule = {
  _id: 'p1',
  name: 'Christmas week',
  kind: 'room',
  itemId: null,
  startDate: '2026-12-24',
  endDate: '2026-12-31',
  weekdays: null,
  adjustment: { type: 'percent', value: 40 },
  minNights: 3,
  closedToArrival: false,
  closedToDeparture: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const rows = rateRows('room', [{ _id: ROOM, name: 'Pine Room', price: 2000, specifications: { capacity: '2' } }]);

describe('the rates grid', () => {
  it('when a month is shown, then each cell is the quote of one night with its rule and minimum stay', () => {
    const cells = rowCells('room', rows[0], [xmas], ['2026-12-23', '2026-12-24'], OFF);
    expect(cells).toEqual([
      { date: '2026-12-23', price: 2000, rule: null, minNights: null },
      { date: '2026-12-24', price: 2800, rule: { _id: 'p1', name: 'Christmas week' }, minNights: 3 },
    ]);
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('when a period is copied to next year, then its dates move a year, 29 Feb becoming 28 Feb', () => {
    expect(nextYear('2026-12-24')).toBe('2027-12-24');
    expect(nextYear('2028-02-29')).toBe('2029-02-28');
    const period = { ...xmas, itemId: ROOM, weekdays: [6], updatedAt: xmas.createdAt } as RatePeriod;
    expect(inputOf(period, nextYear)).toMatchObject({
      startDate: '2027-12-24',
      endDate: '2027-12-31',
      itemId: ROOM,
      weekdays: [6],
      minNights: 3,
    });
  });

  it('when a draft names several items, then one period each; every item: one kind-wide period', () => {
    const draft = {
      ...draftOf({ ...xmas, updatedAt: xmas.createdAt } as RatePeriod),
      scope: 'items' as const,
      itemIds: ['a', 'b'],
    };
    expect(draftInputs('room', draft).map((i) => i.itemId)).toEqual(['a', 'b']);
    expect(draftInputs('room', { ...draft, scope: 'all' })).toEqual([
      expect.objectContaining({ itemId: null, adjustment: { type: 'percent', value: 40 }, minNights: '3' }),
    ]);
  });

  it('when a draft is previewed, then the sample stay is priced now and with it', () => {
    const draft = {
      ...xmas,
      _id: 'draft',
      adjustment: { type: 'fixed' as const, value: 5000 },
      createdAt: '2026-11-20T00:00:00.000Z',
    };
    const preview = previewQuotes('room', rows[0], [xmas], draft, null, OFF)!;
    expect([preview.before.total, preview.after.total]).toEqual([8400, 15000]);
  });
});
