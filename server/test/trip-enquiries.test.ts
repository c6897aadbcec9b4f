/**
 * A visitor's whole trip as one enquiry (issue 35) on the real app and database: `POST
 * /api/enquiries` with `lines` and `extras` keeps them with the trip quote computed then under one
 * reference (400 by path for a bad line), and the desk makes the trip from it in one call (`POST
 * /api/enquiries/:id/trip`) at the quoted prices — after the owner changed the rates too — all or
 * nothing (409 naming the line that no longer fits, nothing written).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { GST_BUSINESS } from './support/business';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
/** Saturday 21 Nov 2026, 15:30 IST: the trips below are two weeks ahead (Friday 4 Dec to Sunday 6 Dec). */
const T0 = new Date('2026-11-21T10:00:00Z');
let room: string;
let gypsy: string;
let tour: string;
let bonfire: string;

const admin = () => bearer(t.adminToken);
const desk = () => bearer(t.deskToken);
const api = () => request(t.app);

beforeAll(async () => {
  t = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1000' });
  t.setNow(T0);
  await api()
    .put('/api/business-settings')
    .set(admin())
    .send({ ...GST_BUSINESS, vehicleGstRate: 12 })
    .expect(200);
  room = await createRoom(t, {
    name: 'Valley Room',
    price: '3000',
    units: '2',
    specifications: JSON.stringify({ capacity: '2 Adults + 1 Child' }),
  });
  gypsy = await createVehicle(t, { name: 'White Gypsy', price: '3500' });
  tour = await createTour(t, {
    title: 'Dhoopgarh Sunrise',
    price: '800',
    seatsPerDeparture: '8',
    departureDates: JSON.stringify(['2026-12-06']),
  });
  await mealPlans(300);
  bonfire = (
    await api()
      .post('/api/extras')
      .set(admin())
      .send({ name: 'Bonfire', nameHi: 'अलाव', price: 800, unit: 'per-stay', gstRate: 18, sac: '999799' })
      .expect(201)
  ).body.data._id;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(T0));

const mealPlans = (cp: number) =>
  api()
    .put(`/api/rooms/${room}/meal-plans`)
    .set(admin())
    .send({ CP: { adult: cp, child: cp / 2 } })
    .expect(200);

/** A family's weekend as the trip tray sends it: the first line's stay at the top, every line and the extras. */
const weekend = (day = '2026-12-04') => {
  const lines = [
    { kind: 'room', itemId: room, checkIn: day, checkOut: '2026-12-06', guests: 2, units: 1, mealPlan: 'CP' },
    { kind: 'vehicle', itemId: gypsy, checkIn: '2026-12-05', checkOut: '2026-12-06', guests: 2, units: 1 },
    { kind: 'tour', itemId: tour, checkIn: '2026-12-06', guests: 2, units: 1 },
  ];
  const { kind, itemId, checkIn, checkOut, guests } = lines[0];
  return { kind, itemId, checkIn, checkOut, guests, lines, extras: [{ extraId: bonfire, quantity: 1 }] };
};
const guest = { name: 'Meera Iyer', phone: '98260 55555' };

type Line = { kind: string; total: number; subtotal: number; grandTotal: number; meals: { adult: number } | null };
interface Enquiry {
  _id: string;
  reference: string;
  kind: string;
  itemId: string;
  status: string;
  quote: { total: number } | null;
  lines: { kind: string; mealPlan?: string }[] | null;
  extras: { extraId: string; quantity: number }[] | null;
  tripQuote: { total: number; grandTotal: number; lines: Line[]; extras: { price: number; total: number }[] } | null;
  tripId: string | null;
  tripReference: string | null;
  reservationReference: string | null;
}
const enquiry = async (body: object = weekend()) =>
  (await api().post('/api/enquiries').send(body).expect(201)).body.data as Enquiry;
const listed = async (reference: string) =>
  ((await api().get(`/api/enquiries?q=${reference}`).set(admin()).expect(200)).body.data as Enquiry[])[0];
const counts = async () => ({
  trips: (await api().get('/api/trips').set(desk())).body.total as number,
  reservations: (await api().get('/api/reservations?limit=100').set(desk())).body.total as number,
});

describe('a visitor’s whole trip as one enquiry', () => {
  it('when the tray sends a room with breakfast, a Gypsy day, a tour and a bonfire, then one enquiry keeps every line and extra with the trip quote of that moment under one reference', async () => {
    const body = weekend();
    const e = await enquiry(body);
    const quoted = (await api().post('/api/trips/quote').send(body).expect(200)).body.data;
    expect(e.reference).toMatch(/^[A-Z2-9]{4}$/);
    expect(e).toMatchObject({ kind: 'room', itemId: room, status: 'new', tripId: null });
    expect(e.lines?.map((l) => l.kind)).toEqual(['room', 'vehicle', 'tour']);
    expect(e.lines?.[0].mealPlan).toBe('CP');
    expect(e.extras).toEqual([{ extraId: bonfire, quantity: 1 }]);
    expect(e.tripQuote).toEqual(quoted);
    // Room 2 × ₹3,000 + breakfast 2 × ₹300 × 2 nights; Gypsy ₹3,500; tour 2 × ₹800; bonfire ₹800.
    expect(e.tripQuote?.lines.map((l) => l.subtotal)).toEqual([7200, 3500, 1600]);
    expect(e.tripQuote?.total).toBe(7200 + 3500 + 1600 + 800);
    // The item, dates and quote at the top are the first line's.
    expect(e.quote?.total).toBe(6000);

    const back = await listed(e.reference);
    expect(back).toMatchObject({ _id: e._id, lines: e.lines, extras: e.extras, tripQuote: quoted });
  });

  it('when a line is wrong, then 400 names its path and nothing is recorded', async () => {
    const before = (await api().get('/api/enquiries').set(admin())).body.total;
    const body = weekend();
    body.lines[2] = { ...body.lines[0], checkIn: '2026-12-06', checkOut: '2026-12-05' };
    const res = await api().post('/api/enquiries').send(body).expect(400);
    expect(Object.keys(res.body.errors)).toContain('lines.2.checkOut');
    const staffOnly = await api()
      .post('/api/enquiries')
      .send({ ...weekend(), extras: [{ extraId: '2b1d7a4e-0000-4000-8000-000000000000' }] })
      .expect(400);
    expect(Object.keys(staffOnly.body.errors)).toEqual(['extras.0.extraId']);
    const { lines: _l, ...single } = weekend();
    const extrasAlone = await api().post('/api/enquiries').send(single).expect(400);
    expect(Object.keys(extrasAlone.body.errors)).toEqual(['lines']);
    expect((await api().get('/api/enquiries').set(admin())).body.total).toBe(before);
  });
});

describe('the trip made from an enquiry', () => {
  it('when the owner has changed the rates since, then the trip keeps the quoted prices of every line, meal and extra, and the enquiry is booked with it', async () => {
    const e = await enquiry();
    await api().post('/api/weekend-pricing/activate').set(admin()).send({ percentageIncrease: 25 }).expect(200);
    await mealPlans(500);
    await api()
      .put(`/api/extras/${bonfire}`)
      .set(admin())
      .send({ name: 'Bonfire', nameHi: 'अलाव', price: 1200, unit: 'per-stay', gstRate: 18, sac: '999799' })
      .expect(200);
    try {
      // Priced now, the same weekend costs more.
      const now = (await api().post('/api/trips/quote').send(weekend()).expect(200)).body.data;
      expect(now.total).toBeGreaterThan(e.tripQuote!.total);

      const res = await api()
        .post(`/api/enquiries/${e._id}/trip`)
        .set(desk())
        .send({ guest, status: 'confirmed' })
        .expect(201);
      const trip = res.body.data;
      expect(trip.lines.map((l: { kind: string }) => l.kind)).toEqual(['room', 'vehicle', 'tour']);
      expect(trip.guest).toMatchObject({ name: 'Meera Iyer', phone: '+919826055555' });
      expect(trip.source).toBe('whatsapp');
      expect(trip.quote.lines.map((l: Line) => [l.subtotal, l.grandTotal])).toEqual(
        e.tripQuote!.lines.map((l) => [l.subtotal, l.grandTotal]),
      );
      expect(trip.quote.lines[0].meals.adult).toBe(300);
      expect(trip.extras.map((x: { price: number }) => x.price)).toEqual([800]);
      expect([trip.quote.total, trip.quote.grandTotal]).toEqual([e.tripQuote!.total, e.tripQuote!.grandTotal]);

      const booked = await listed(e.reference);
      expect(booked).toMatchObject({
        status: 'booked',
        tripId: trip._id,
        tripReference: trip.reference,
        reservationId: trip.lines[0]._id,
      });
      // Made once: again is a 409 naming the reservation, and nothing more is written.
      const before = await counts();
      const again = await api().post(`/api/enquiries/${e._id}/trip`).set(desk()).send({ guest }).expect(409);
      expect(again.body.message).toBe(`Enquiry #${e.reference} is already booked as reservation ${trip.reference}`);
      expect(await counts()).toEqual(before);
      for (const l of trip.lines) await api().delete(`/api/trips/${trip._id}/lines/${l._id}`).set(desk()).expect(200);
    } finally {
      await api().post('/api/weekend-pricing/deactivate').set(admin()).expect(200);
      await mealPlans(300);
      await api()
        .put(`/api/extras/${bonfire}`)
        .set(admin())
        .send({ name: 'Bonfire', nameHi: 'अलाव', price: 800, unit: 'per-stay', gstRate: 18, sac: '999799' })
        .expect(200);
    }
  });

  it('when a line was taken meanwhile, then 409 names it and nothing is written: no trip, no line, the enquiry still new', async () => {
    const e = await enquiry();
    const taken = await api()
      .post('/api/reservations')
      .set(admin())
      .send({
        kind: 'vehicle',
        itemId: gypsy,
        checkIn: '2026-12-05',
        checkOut: '2026-12-06',
        guests: 2,
        status: 'confirmed',
        guestName: 'Ravi',
        guestPhone: '98123 45678',
      })
      .expect(201);
    const before = await counts();
    const res = await api()
      .post(`/api/enquiries/${e._id}/trip`)
      .set(desk())
      .send({ guest, status: 'confirmed' })
      .expect(409);
    expect(res.body.message).toBe('Line 2: White Gypsy is fully booked on Sat 5 Dec 2026');
    expect(await counts()).toEqual(before);
    expect(await listed(e.reference)).toMatchObject({ status: 'new', tripId: null, reservationId: null });
    await api().put(`/api/reservations/${taken.body.data._id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
  });

  it('when a single item with dates is made a trip, then it is a trip of one line at its quote; without dates, 409', async () => {
    const one = await enquiry({ kind: 'room', itemId: room, checkIn: '2026-12-07', checkOut: '2026-12-08', guests: 2 });
    expect(one).toMatchObject({ lines: null, extras: null, tripQuote: null });
    const trip = (await api().post(`/api/enquiries/${one._id}/trip`).set(desk()).send({ guest }).expect(201)).body.data;
    expect(trip.lines).toHaveLength(1);
    expect(trip.quote.total).toBe(one.quote!.total);
    const undated = await enquiry({ kind: 'room', itemId: room, guests: 2 });
    const res = await api().post(`/api/enquiries/${undated._id}/trip`).set(desk()).send({ guest }).expect(409);
    expect(res.body.message).toBe('This enquiry has no dates: ask the guest for them and make the trip by hand');
    await api()
      .post(`/api/enquiries/${undated._id}/trip`)
      .set(desk())
      .send({ guest: { name: '' } })
      .expect(400);
    await api()
      .post('/api/enquiries/2b1d7a4e-0000-4000-8000-000000000000/trip')
      .set(desk())
      .send({ guest })
      .expect(404);
  });
});

contractCoverage(['POST /api/enquiries/{id}/trip']);
