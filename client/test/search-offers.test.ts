import { describe, expect, it } from 'vitest';
import { quote } from '@pachmarhi/common/pricing/quote';
import type { StayAvailability } from '@pachmarhi/common/reservation-types';
import { EMPTY_STAY } from '@pachmarhi/common/stay-search';
import { arrangeListing, stayOffer, type StayOffer } from '@/features/catalog/lib/search-offers';

const STAY = { ...EMPTY_STAY, checkIn: '2027-01-08', checkOut: '2027-01-10', guests: 2 };
const room = { _id: 'r1', price: 2000, units: 1, specifications: { capacity: '2 adults' } };
const entry = (over: Partial<StayAvailability> = {}): StayAvailability => ({
  _id: 'r1',
  available: true,
  unitsLeft: 1,
  quote: quote(
    room,
    { kind: 'room', checkIn: STAY.checkIn, checkOut: STAY.checkOut, guests: 2 },
    { isActive: true, percentageIncrease: 25 },
  ),
  ...over,
});

describe('stayOffer', () => {
  it('when the stay is not complete for the kind, then there is no offer', () => {
    expect(stayOffer('room', room, { ...STAY, checkOut: null }, entry())).toBeNull();
    expect(
      stayOffer('tour', { _id: 't', price: 500 }, { ...STAY, checkIn: null, checkOut: null }, undefined),
    ).toBeNull();
  });
  it('when available on a Friday–Sunday stay at 25 %, then the total is two surcharged nights', () => {
    const offer = stayOffer('room', room, STAY, entry())!;
    expect(offer).toMatchObject({
      state: 'available',
      label: 'Available',
      total: 5000,
      priceText: '₹5,000 total',
      perUnitText: '₹2,500 / night',
      unitText: '2 nights',
      weekendPercentage: 25,
    });
  });
  it('when a stay has weekday and weekend nights, then the card shows the per-night price as an average', () => {
    const thuToSat = { ...STAY, checkIn: '2027-01-07', checkOut: '2027-01-09' };
    const mixed = entry({
      quote: quote(
        room,
        { kind: 'room', checkIn: thuToSat.checkIn, checkOut: thuToSat.checkOut, guests: 2 },
        { isActive: true, percentageIncrease: 25 },
      ),
    });
    expect(stayOffer('room', room, thuToSat, mixed)).toMatchObject({
      priceText: '₹4,500 total',
      perUnitText: 'avg. ₹2,250 / night',
    });
  });
  it('when the room is full, over capacity or several units are nearly gone, then the label says so', () => {
    expect(stayOffer('room', room, STAY, entry({ available: false, unitsLeft: 0 }))!.label).toBe(
      'Not available for your dates',
    );
    expect(stayOffer('room', room, { ...STAY, guests: 3 }, entry())).toMatchObject({
      state: 'unavailable',
      label: 'This room takes at most 2 guests',
    });
    expect(stayOffer('room', { ...room, units: 4 }, STAY, entry({ unitsLeft: 2 }))!.label).toBe('2 left');
    expect(stayOffer('room', room, STAY, undefined)!.state).toBe('loading');
  });
  it('when a tour has departures and the date is not one, then there is no departure', () => {
    const tour = { _id: 't', price: 500, departureDates: ['2027-01-09'] };
    expect(stayOffer('tour', tour, { ...STAY, checkOut: null }, undefined)!.label).toBe('No departure on that date');
  });
});

describe('arrangeListing', () => {
  const offer = (state: StayOffer['state'], total: number | null): StayOffer => ({
    state,
    label: '',
    total,
    quote: null,
    priceText: null,
    perUnitText: null,
    unitText: '',
    weekendPercentage: 0,
  });
  const rows = [
    { item: { _id: 'a', price: 3000 }, offer: offer('unavailable', 6000) },
    { item: { _id: 'b', price: 2500 }, offer: offer('available', 5000) },
    { item: { _id: 'c', price: 1000 }, offer: offer('available', 2000) },
  ];
  const ids = (r: typeof rows) => r.map((x) => x.item._id);
  it('when unavailable items are listed, then they go last but stay visible', () => {
    expect(ids(arrangeListing(rows, { sort: 'recommended', availableOnly: false }))).toEqual(['b', 'c', 'a']);
  });
  it('when sorted by price or filtered to available only, then totals order and unavailable go', () => {
    expect(ids(arrangeListing(rows, { sort: 'price', availableOnly: false }))).toEqual(['c', 'b', 'a']);
    expect(ids(arrangeListing(rows, { sort: 'price', availableOnly: true }))).toEqual(['c', 'b']);
  });
});
