import { describe, expect, it } from 'vitest';
import { countdownText, isIsoDate, istDateTime, todayIST } from '../src/time';
import { isWeekendIST, priceView } from '../src/pricing/price-view';
import { weekendPrice } from '../src/pricing/weekend';
import { formatDayIST, formatINR, truncate } from '../src/format';
import { resolveImageUrl } from '../src/images';
import { telLink, whatsappLink } from '../src/contact-links';
import { reservationMessage } from '../src/reservation-message';
import { trendOf } from '../src/dashboard';
import { catalogT } from './support/catalog-texts';

describe('weekend price', () => {
  it('when 25 % applies to 2000, then 2500; rounding is to whole rupees', () => {
    expect(weekendPrice(2000, 25)).toBe(2500);
    expect(weekendPrice(999, 15)).toBe(1149);
  });
  it('when active on a Saturday in IST, then the surcharge and the indicator show', () => {
    const sat = new Date('2026-11-21T06:00:00Z'); // Saturday 11:30 IST
    expect(priceView({ basePrice: 2000, status: { isActive: true, percentageIncrease: 25 }, now: sat })).toMatchObject({
      amount: 2500,
      weekendPercentage: 25,
      weekendKey: 'price.weekendHelper',
    });
  });
  it('when it is Friday 23:00 UTC (Saturday 04:30 IST), then IST decides: weekend', () => {
    expect(isWeekendIST(new Date('2026-11-20T23:00:00Z'))).toBe(true);
  });
  it('when inactive or on a Wednesday, then the base price', () => {
    const wed = new Date('2026-11-18T06:00:00Z');
    expect(priceView({ basePrice: 2000, status: { isActive: true, percentageIncrease: 25 }, now: wed })).toMatchObject({
      amount: 2000,
      weekendKey: null,
    });
    expect(
      priceView({
        basePrice: 2000,
        status: { isActive: false, percentageIncrease: 25 },
        now: new Date('2026-11-21T06:00:00Z'),
      }),
    ).toMatchObject({ amount: 2000, weekendKey: null });
  });
  it('when the price is missing, then ₹0', () => {
    expect(priceView({ basePrice: undefined, status: { isActive: false, percentageIncrease: 25 } })).toMatchObject({
      amount: 0,
      weekendKey: null,
    });
  });
});

describe('formatting', () => {
  it('when rupees are formatted, then Indian digit grouping', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
  });
  it('when a date is named for people, then weekday, day, month and year of the IST calendar day', () => {
    expect(formatDayIST('2026-12-02')).toBe('Wed 2 Dec 2026');
    // 20:00 UTC on 5 Dec is already Sunday 6 Dec in India.
    expect(formatDayIST(new Date('2026-12-05T20:00:00Z'))).toBe('Sun 6 Dec 2026');
    expect(formatDayIST('')).toBe('');
  });
  it('when a description is longer than 100 characters, then it is cut with an ellipsis', () => {
    expect(truncate('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('short')).toBe('short');
  });
});

describe('countdown text', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('when more than an hour is left, then hours and minutes', () => {
    expect(countdownText('2026-11-21T13:25:30Z', now)).toBe('3h 25m');
  });
  it('when under an hour, then minutes only', () => {
    expect(countdownText('2026-11-21T10:45:00Z', now)).toBe('45m');
  });
  it('when past, then Expired', () => {
    expect(countdownText('2026-11-21T09:59:00Z', now)).toBe('Expired');
  });
});

describe('dates in IST', () => {
  it('when it is 20:00 UTC, then IST is already the next day', () => {
    expect(todayIST(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
  it('when an instant is shown as a time, then it is IST wall-clock time in 24 hours, across midnight', () => {
    expect(istDateTime('2026-11-21T18:45:00Z')).toBe('2026-11-22 00:15');
    expect(istDateTime(new Date('2027-03-31T18:20:00Z'))).toBe('2027-03-31 23:50');
    expect(istDateTime('2026-11-21T06:30:00.000Z')).toBe('2026-11-21 12:00');
  });
  it('when a date is impossible, then it is not an ISO date', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('image URL normalisation', () => {
  it('when the path has backslashes, then they become slashes under /uploads', () => {
    expect(resolveImageUrl('uploads\\rooms\\a.jpg')).toBe('/uploads/rooms/a.jpg');
  });
  it('when the path is relative without the folder, then the uploads folder on the API host is prefixed', () => {
    expect(resolveImageUrl('rooms/a.jpg', 'http://api.example')).toBe('http://api.example/uploads/rooms/a.jpg');
  });
  it('when absolute, then kept; when empty, then empty', () => {
    expect(resolveImageUrl('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(resolveImageUrl('')).toBe('');
  });
});

describe('WhatsApp and phone links', () => {
  it('when a message is built, then it carries the item and price and is URL-encoded', () => {
    const msg = reservationMessage(
      { kind: 'room', name: 'Valley View Suite', price: 4500, unit: 'per night', checkIn: '2026-12-01', guests: 2 },
      catalogT,
    );
    const link = whatsappLink('+91 98765 43210', msg);
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    const text = decodeURIComponent(link.split('text=')[1]);
    expect(text).toContain('Valley View Suite');
    expect(text).toContain('₹4,500');
    expect(text).toContain('Check-in: Tue 1 Dec');
    expect(text).toContain('Guests: 2');
  });
  it('when a 10-digit number is dialled, then +91 is added', () => {
    expect(telLink('98765 43210')).toBe('tel:+919876543210');
  });
});

describe('dashboard trend', () => {
  it('when the ratio is 70 %, 40 % or less, then up, steady, down; total 0 gives down', () => {
    expect(trendOf(7, 10)).toBe('up');
    expect(trendOf(4, 10)).toBe('steady');
    expect(trendOf(3, 10)).toBe('down');
    expect(trendOf(0, 0)).toBe('down');
  });
});
