import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote } from '@pachmarhi/common/pricing/quote';
import { EMPTY_STAY } from '@pachmarhi/common/stay-search';
import { displayPrice } from '@/features/catalog/lib/price-display';
import { reservationText } from '@/features/catalog/lib/reservation';
import { stayOffer } from '@/features/catalog/lib/search-offers';
import { stayForText } from '@/features/catalog/lib/stay-for';
import i18n from '@/i18n';

const ACTIVE = { isActive: true, percentageIncrease: 25 };
const SAT_IST = new Date('2026-03-14T06:00:00Z');

beforeAll(async () => {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces('catalog');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('prices on a Hindi page', () => {
  it("when today's price carries the weekend surcharge, then its note is Hindi, never '(Weekend +25%)'", () => {
    expect(displayPrice(2000, ACTIVE, SAT_IST).text).toBe('₹2,500 (वीकेंड +25%)');
  });
  it('when a stay is offered on a listing, then its total is written in Hindi', () => {
    const room = { _id: 'r1', price: 2000, units: 1 };
    const stay = { ...EMPTY_STAY, checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 };
    const q = quote(room, { kind: 'room', checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 }, ACTIVE);
    expect(
      stayOffer('room', room, stay, { _id: 'r1', available: true, unitsLeft: 1, quote: q }, '2026-12-09'),
    ).toMatchObject({
      totalText: '₹5,000',
      forUnitsText: '2 रातों के लिए',
      perUnitText: '₹2,500 / रात',
      weekendPercentage: 25,
    });
  });
  it('when a total says what it is for, then Hindi uses the oblique plural and the singular for one (i18next plurals)', () => {
    const stay = { ...EMPTY_STAY, checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 };
    expect(stayForText('room', stay)).toBe('2 रातों के लिए');
    expect(stayForText('room', { ...stay, checkOut: '2027-01-09' })).toBe('1 रात के लिए');
    expect(stayForText('vehicle', stay)).toBe('2 दिनों के लिए');
    expect(stayForText('vehicle', { ...stay, checkOut: '2027-01-09' })).toBe('1 दिन के लिए');
    expect(stayForText('tour', { ...stay, guests: 3 })).toBe('3 व्यक्तियों के लिए');
    expect(stayForText('tour', { ...stay, guests: 1 })).toBe('1 व्यक्ति के लिए');
  });
  it('when the WhatsApp text is written with a quote, then every line, the weekend notes included, is Hindi', () => {
    const stay = { ...EMPTY_STAY, checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 };
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 },
      ACTIVE,
    );
    const text = reservationText({ kind: 'room', name: 'Pine Room', price: 2000, unit: 'प्रति रात' }, stay, {
      quote: q,
      reference: 'K7Q2',
    });
    expect(text.split('\n')).toEqual([
      'नमस्ते! मुझे कमरा "Pine Room" बुक करना है।',
      'तारीख़ें: शुक्र 8 जन॰ 2027 – रवि 10 जन॰ 2027 (2 रातें)',
      'मेहमान: 2',
      'शुक्र 8 जन॰ ₹2,500 · वीकेंड +25%',
      'शनि 9 जन॰ ₹2,500 · वीकेंड +25%',
      'कुल: ₹5,000',
      'संदर्भ: #K7Q2',
      'कृपया उपलब्धता की पुष्टि करें।',
    ]);
    expect(text).not.toMatch(/Weekend|weekend/);
  });
});
