import { describe, expect, it } from 'vitest';
import { extraGuestSlabRaise } from '../src/tax/gst-display';

describe('extraGuestSlabRaise', () => {
  const night = (amount: number, extraGuests: number) => ({ date: '2026-12-18', amount, extraGuests });

  it('when two extra guests lift a ₹6,200 night to ₹7,800, then that night is named: GST 18 % instead of 5 %', () => {
    expect(extraGuestSlabRaise([night(6200, 0), night(7800, 1600)], false)).toEqual({
      date: '2026-12-18',
      amount: 7800,
      rate: 18,
      rateWithout: 5,
    });
  });

  it('when the night is over ₹7,500 without its extra guests too, or stays at ₹7,500, then nothing is said', () => {
    expect(extraGuestSlabRaise([night(9000, 1000)], false)).toBeNull();
    expect(extraGuestSlabRaise([night(7500, 1300)], false)).toBeNull();
    expect(extraGuestSlabRaise([night(7800, 0)], false)).toBeNull();
  });

  it('when prices include GST, then the slab is read on the value without the tax (₹7,875 incl. 5 % is ₹7,500)', () => {
    expect(extraGuestSlabRaise([night(7875, 1000)], true)).toBeNull();
    expect(extraGuestSlabRaise([night(9000, 1200)], true)).toMatchObject({ rate: 18, rateWithout: 5 });
  });
});
