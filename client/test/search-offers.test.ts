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
    expect(stayOffer('room', room, { ...STAY, checkOut: null }, entry(), '2026-12-09')).toBeNull();
    expect(
      stayOffer('tour', { _id: 't', price: 500 }, { ...STAY, checkIn: null, checkOut: null }, undefined, '2026-12-09'),
    ).toBeNull();
  });
  it('when available on a Friday–Sunday stay at 25 %, then the total is two surcharged nights', () => {
    const offer = stayOffer('room', room, STAY, entry(), '2026-12-09')!;
    expect(offer).toMatchObject({
      state: 'available',
      label: 'Available',
      total: 5000,
      totalText: '₹5,000',
      forUnitsText: 'for 2 nights',
      perUnitText: '₹2,500 / night',
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
    expect(stayOffer('room', room, thuToSat, mixed, '2026-12-09')).toMatchObject({
      totalText: '₹4,500',
      perUnitText: 'avg. ₹2,250 / night',
    });
  });
  it('when the room is full, over capacity or several units are nearly gone, then the label says so', () => {
    expect(stayOffer('room', room, STAY, entry({ available: false, unitsLeft: 0 }), '2026-12-09')!.label).toBe(
      'Not available for your dates',
    );
    expect(stayOffer('room', room, { ...STAY, guests: 3 }, entry(), '2026-12-09')).toMatchObject({
      state: 'unavailable',
      label: 'This room takes at most 2 guests',
    });
    expect(stayOffer('room', { ...room, units: 4 }, STAY, entry({ unitsLeft: 2 }), '2026-12-09')!.label).toBe('2 left');
    expect(stayOffer('room', room, STAY, undefined, '2026-12-09')!.state).toBe('loading');
  });
  it('when a tour has departures and the date is not one, then there is no departure', () => {
    const tour = { _id: 't', price: 500, departureDates: ['2027-01-09'] };
    expect(stayOffer('tour', tour, { ...STAY, checkOut: null }, undefined, '2026-12-09')!.label).toBe(
      'No departure on that date',
    );
  });
  it('when a tour does not depart on the date, then its offer carries the nearest departures from today, not before', () => {
    const tour = {
      _id: 't',
      price: 500,
      departureDates: ['2026-12-20', '2027-01-04', '2027-01-09', '2027-01-12', '2027-02-01'],
    };
    const offer = stayOffer('tour', tour, { ...STAY, checkOut: null }, undefined, '2026-12-21')!;
    expect(offer).toMatchObject({ state: 'unavailable', departures: ['2027-01-04', '2027-01-09', '2027-01-12'] });
    expect(
      stayOffer('tour', tour, { ...STAY, checkIn: '2027-01-09', checkOut: null }, undefined, '2026-12-21')!.departures,
    ).toBeUndefined();
  });
  it('when the item is under maintenance, then its offer is unavailable with the reason its buttons give, whatever the stay', () => {
    const offer = stayOffer(
      'vehicle',
      { _id: 'v', price: 2500, status: 'Under Maintenance' },
      STAY,
      undefined,
      '2026-12-09',
    )!;
    expect(offer).toMatchObject({
      state: 'unavailable',
      label: 'This Gypsy is under maintenance and cannot be reserved right now.',
    });
  });
});

describe('arrangeListing', () => {
  const offer = (state: StayOffer['state'], total: number | null): StayOffer => ({
    state,
    label: '',
    total,
    quote: null,
    totalText: null,
    forUnitsText: '',
    perUnitText: null,
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
