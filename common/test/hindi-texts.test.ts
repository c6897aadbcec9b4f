import { afterEach, describe, expect, it } from 'vitest';
import { itemAvailability } from '../src/availability-state';
import { reservationMessage } from '../src/reservation-message';
import { formatDayIST, formatINR, plural } from '../src/format';
import { setDisplayLang } from '../src/i18n/lang';
import { quote } from '../src/pricing/quote';
import { formatStay, type StaySearch } from '../src/stay-search';
import { catalogT } from './support/catalog-texts';

afterEach(() => setDisplayLang('en'));

describe('shared texts in Hindi', () => {
  it('when the display language is Hindi, then the WhatsApp message is Hindi with the item name as written, hi-IN dates and ₹ with Indian grouping', () => {
    setDisplayLang('hi');
    const q = quote(
      { price: 120000 },
      { kind: 'room', checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 },
      { isActive: true, percentageIncrease: 25 },
    );
    const text = reservationMessage(
      {
        kind: 'room',
        name: 'Pine Room',
        price: 120000,
        unit: 'प्रति रात',
        checkIn: '2027-01-08',
        checkOut: '2027-01-10',
        guests: 2,
        quote: q,
        reference: 'K7Q2',
      },
      catalogT,
    );
    expect(text.split('\n')).toEqual([
      'नमस्ते! मुझे कमरा "Pine Room" बुक करना है।',
      'तारीख़ें: शुक्र 8 जन॰ 2027 – रवि 10 जन॰ 2027 (2 रातें)',
      'मेहमान: 2',
      'शुक्र 8 जन॰ ₹1,50,000 · वीकेंड +25%',
      'शनि 9 जन॰ ₹1,50,000 · वीकेंड +25%',
      'कुल: ₹3,00,000',
      'संदर्भ: #K7Q2',
      'कृपया उपलब्धता की पुष्टि करें।',
    ]);
  });

  it('when switched back to English, then the same calls write English again', () => {
    setDisplayLang('hi');
    const stay: StaySearch = { destination: '', checkIn: '2027-01-09', checkOut: '2027-01-11', guests: 1 };
    expect(formatStay(stay)).toBe('शनि 9 जन॰ – सोम 11 जन॰ · 2 रातें · 1 मेहमान');
    expect(plural(3, 'seat')).toBe('3 सीटें');
    expect(formatDayIST('2026-12-02')).toBe('बुध 2 दिस॰ 2026');
    expect(
      itemAvailability('vehicle', { status: 'Under Maintenance', isBooked: false, bookingExpiresAt: null }, new Date())
        .reason,
    ).toBe('यह जिप्सी अभी रखरखाव में है, इसलिए बुक नहीं हो सकता।');
    setDisplayLang('en');
    expect(formatStay(stay)).toBe('Sat 9 Jan – Mon 11 Jan · 2 nights · 1 guest');
    expect(formatDayIST('2026-12-02')).toBe('Wed 2 Dec 2026');
    expect(formatINR(125000)).toBe('₹1,25,000');
  });
});
