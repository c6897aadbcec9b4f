import { describe, expect, it } from 'vitest';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import { displayPrice } from '@/features/catalog/lib/price-display';
import { reservationText } from '@/features/catalog/lib/reservation';
import { EMPTY_STAY } from '@pachmarhi/common/stay-search';

const SAT_IST = new Date('2026-03-14T06:00:00Z');
const WED_IST = new Date('2026-03-11T06:00:00Z');

describe('reservationText', () => {
  it('when no dates are chosen, then it names the item and price only', () => {
    const text = reservationText(
      { kind: 'room', name: 'Valley View Cottage', price: 2500, unit: 'per night' },
      EMPTY_STAY,
    );
    expect(text).toContain('"Valley View Cottage"');
    expect(text).toContain('₹2,500 per night');
    expect(text).not.toContain('Check-in');
  });
  it('when the visitor chose a tour departure and persons, then they are added (the departure only)', () => {
    const text = reservationText(
      { kind: 'tour', name: 'Satpura Safari', price: 1800, unit: 'per person' },
      { destination: '', checkIn: '2026-03-20', checkOut: '2026-03-22', guests: 3 },
    );
    expect(text).toContain('Departure: Fri 20 Mar');
    expect(text).not.toContain('22 Mar');
    expect(text).toContain('Persons: 3');
  });
});

describe('WhatsApp link of a reservation', () => {
  it('when built, then it goes to wa.me with the digits of the number and the encoded message', () => {
    const text = reservationText({ kind: 'vehicle', name: 'Gypsy & Jeep', price: 3000, unit: 'per day' }, EMPTY_STAY);
    const link = whatsappLink('+91 98260 12345', text);
    expect(link.startsWith('https://wa.me/919826012345?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1])).toBe(text);
    expect(link).not.toContain(' ');
    expect(link).toContain('%26');
  });
});

describe('weekend price shown on cards', () => {
  const active = { isActive: true, percentageIncrease: 25 };
  it('when pricing is active on a Saturday in IST, then the surcharge and indicator show', () => {
    expect(displayPrice(2000, active, SAT_IST).text).toBe('₹2,500 (Weekend +25%)');
  });
  it('when it is a weekday, or pricing is inactive, then the base price shows', () => {
    expect(displayPrice(2000, active, WED_IST).text).toBe('₹2,000');
    expect(displayPrice(2000, { isActive: false, percentageIncrease: 25 }, SAT_IST).text).toBe('₹2,000');
  });
  it('when a room has no price, then ₹0 shows', () => {
    expect(displayPrice(undefined, active, WED_IST).text).toBe('₹0');
  });
});
