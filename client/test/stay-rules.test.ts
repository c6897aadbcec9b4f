import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLang } from '@pachmarhi/common/i18n/lang';
import { quote } from '@pachmarhi/common/pricing/quote';
import type { RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { StayAvailability } from '@pachmarhi/common/reservation-types';
import { EMPTY_STAY } from '@pachmarhi/common/stay-search';
import i18n from '@/i18n';
import { stayOffer } from '@/features/catalog/lib/search-offers';
import { shortRange } from '@/features/catalog/lib/stay-suggestion';
import { suggestionText } from '@/features/catalog/components/stay-suggestion';

// Fixed dates: 2026-12-24 is a Thursday; the period asks for 3 nights.
const xmas: RatePeriodRule = {
  _id: 'p1',
  name: 'Christmas week',
  kind: 'room',
  itemId: null,
  startDate: '2026-12-24',
  endDate: '2026-12-31',
  adjustment: { type: 'percent', value: 40 },
  minNights: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const STAY = { ...EMPTY_STAY, checkIn: '2026-12-25', checkOut: '2026-12-27', guests: 2 };
const room = { _id: 'r1', price: 2000, units: 1 };
const entry = (): StayAvailability => {
  const q = quote(
    room,
    { kind: 'room', checkIn: STAY.checkIn, checkOut: STAY.checkOut, guests: 2 },
    { isActive: false, percentageIncrease: 25 },
    { periods: [xmas] },
  );
  return { _id: 'r1', available: q.available, unitsLeft: 1, quote: q };
};

afterEach(async () => {
  setDisplayLang('en');
  await i18n.changeLanguage('en');
});

describe('a stay rule on the cards', () => {
  it('when a stay rule refuses the dates, then the card says why and may suggest another stay, in English', () => {
    expect(stayOffer('room', room, STAY, entry(), '2026-12-09')).toMatchObject({
      state: 'unavailable',
      stayRule: true,
      label: 'Stays that include Fri 25 Dec need at least 3 nights',
      total: 5600,
    });
    expect(shortRange('2026-12-25', '2026-12-28')).toBe('25–28 Dec');
    expect(shortRange('2026-12-30', '2027-01-02')).toBe('30 Dec – 2 Jan');
    expect(suggestionText('room', { checkIn: '2026-12-25', checkOut: '2026-12-28', nights: 3 })).toBe(
      'Book 3 nights: 25–28 Dec',
    );
  });

  it('when the page is in Hindi, then the reason and the suggestion are Hindi', async () => {
    setDisplayLang('hi');
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['validation', 'catalog']);
    const label = stayOffer('room', room, STAY, entry(), '2026-12-09')!.label;
    expect(label).toContain('3 रातों');
    expect(label).not.toMatch(/Stays|need/);
    expect(suggestionText('room', { checkIn: '2026-12-25', checkOut: '2026-12-28', nights: 3 })).toMatch(
      /^3 रातें बुक करें: 25–28 दिस/,
    );
  });
});
