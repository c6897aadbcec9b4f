import { describe, expect, it } from 'vitest';
import { reservationMessage } from '../src/reservation-message';
import { quote } from '../src/pricing/quote';
import { catalogT } from './support/catalog-texts';

const weekend = { isActive: true, percentageIncrease: 25 };
const room = { kind: 'room' as const, name: 'Pine Room', price: 2000, unit: 'per night' };

describe('reservationMessage with a quote', () => {
  it('when a Friday–Sunday room stay is priced at 25 %, then both nights carry the surcharge and the total is theirs', () => {
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 },
      weekend,
    );
    const text = reservationMessage(
      {
        ...room,
        checkIn: '2027-01-08',
        checkOut: '2027-01-10',
        guests: 2,
        quote: q,
        reference: 'K7Q2',
        link: 'https://x.in/room-details?id=1&checkIn=2027-01-08',
      },
      catalogT,
    );
    expect(text.split('\n')).toEqual([
      'Hello! I would like to reserve the room "Pine Room".',
      'Dates: Fri 8 Jan 2027 – Sun 10 Jan 2027 (2 nights)',
      'Guests: 2',
      'Fri 8 Jan ₹2,500 · weekend +25%',
      'Sat 9 Jan ₹2,500 · weekend +25%',
      'Total: ₹5,000',
      'Reference: #K7Q2',
      'https://x.in/room-details?id=1&checkIn=2027-01-08',
      'Please confirm availability.',
    ]);
  });

  it('when the stay is on weekdays, then no line mentions a surcharge', () => {
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 1 },
      weekend,
    );
    const text = reservationMessage(
      { ...room, checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 1, quote: q },
      catalogT,
    );
    expect(text).not.toContain('weekend');
    expect(text).toContain('Mon 11 Jan ₹2,000\nTue 12 Jan ₹2,000\nTotal: ₹4,000');
    expect(text).not.toContain('Reference');
  });

  it("when dates are chosen, then the first line names no price (neither today's weekend price nor the listed one, which the nights may not cost); without dates it names the listed price", () => {
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 2 },
      weekend,
    );
    const text = reservationMessage(
      { ...room, price: 2500, checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 2, quote: q },
      catalogT,
    );
    expect(text.split('\n')[0]).toBe('Hello! I would like to reserve the room "Pine Room".');
    expect(text).toContain('Mon 11 Jan ₹2,000\nTue 12 Jan ₹2,000\nTotal: ₹4,000');
    const undated = reservationMessage({ ...room, guests: 2 }, catalogT);
    expect(undated.split('\n')[0]).toBe('Hello! I would like to reserve the room "Pine Room" at ₹2,000 per night.');
  });

  it('when the total is written with its GST, then the Total line says it once', () => {
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: '2027-01-11', checkOut: '2027-01-13', guests: 2 },
      weekend,
    );
    const text = reservationMessage(
      {
        ...room,
        checkIn: '2027-01-11',
        checkOut: '2027-01-13',
        guests: 2,
        quote: q,
        totalText: '₹4,000 + GST ₹200 = ₹4,200',
      },
      catalogT,
    );
    expect(text).toContain('Total: ₹4,000 + GST ₹200 = ₹4,200\n');
  });

  it('when a tour departure is chosen, then it names the departure, the persons and the per-person price', () => {
    const q = quote({ price: 800 }, { kind: 'tour', checkIn: '2027-01-09', guests: 3 }, weekend);
    const text = reservationMessage(
      { kind: 'tour', name: 'Bee Falls', price: 800, unit: 'per person', checkIn: '2027-01-09', guests: 3, quote: q },
      catalogT,
    );
    expect(text).toContain(
      'Departure: Sat 9 Jan 2027\nPersons: 3\nSat 9 Jan ₹1,000 × 3 = ₹3,000 · weekend +25%\nTotal: ₹3,000',
    );
  });

  it('when a Gypsy rental spans a weekend, then Saturday and Sunday are the surcharged days', () => {
    const q = quote(
      { price: 3000 },
      { kind: 'vehicle', checkIn: '2027-01-08', checkOut: '2027-01-11', guests: 4 },
      weekend,
    );
    const text = reservationMessage(
      {
        kind: 'vehicle',
        name: 'Gypsy 1',
        price: 3000,
        unit: 'per day',
        checkIn: '2027-01-08',
        checkOut: '2027-01-11',
        guests: 4,
        quote: q,
      },
      catalogT,
    );
    expect(text).toContain('Pickup: Fri 8 Jan 2027, return: Mon 11 Jan 2027 (3 days)');
    expect(text).toContain(
      'Fri 8 Jan ₹3,000\nSat 9 Jan ₹3,750 · weekend +25%\nSun 10 Jan ₹3,750 · weekend +25%\nTotal: ₹10,500',
    );
  });
});

describe('reservationMessage of a trip', () => {
  const trip = {
    trip: {
      lines: [
        {
          kind: 'room' as const,
          name: 'Pine Room',
          checkIn: '2027-01-08',
          checkOut: '2027-01-10',
          guests: 2,
          units: 2,
          mealPlan: 'CP' as const,
          price: '₹10,400 + GST ₹520 = ₹10,920',
        },
        { kind: 'vehicle' as const, name: 'Open Gypsy', checkIn: '2027-01-09', checkOut: '2027-01-10', guests: 4 },
        { kind: 'tour' as const, name: 'Dhoopgarh Sunrise', checkIn: '2027-01-09', guests: 4, price: '₹2,400' },
      ],
      extras: [{ name: 'Bonfire evening', quantity: 1, price: '₹800 + GST ₹144 = ₹944' }],
      total: '₹13,600 + GST ₹664 = ₹14,264',
    },
    reference: 'K7Q2',
    link: 'https://x.in/trip?l=1',
  };

  it('when a trip of a room with breakfast, a Gypsy day and a tour with an extra is sent, then each line, the extra, the total, one reference and the link are in it', () => {
    expect(reservationMessage(trip, catalogT).split('\n')).toEqual([
      'Hello! I would like to reserve this trip:',
      '1. Pine Room (room)',
      '   Dates: Fri 8 Jan 2027 – Sun 10 Jan 2027 (2 nights)',
      '   Guests: 2',
      '   Units: 2',
      '   Meal plan: Breakfast (CP)',
      '   Price: ₹10,400 + GST ₹520 = ₹10,920',
      '2. Open Gypsy (Gypsy)',
      '   Dates: Sat 9 Jan 2027 (1 day)',
      '   Guests: 4',
      '3. Dhoopgarh Sunrise (tour)',
      '   Departure: Sat 9 Jan 2027',
      '   Persons: 4',
      '   Price: ₹2,400',
      'Extras:',
      '   Bonfire evening × 1: ₹800 + GST ₹144 = ₹944',
      'Total: ₹13,600 + GST ₹664 = ₹14,264',
      'Reference: #K7Q2',
      'https://x.in/trip?l=1',
      'Please confirm availability.',
    ]);
  });
});
