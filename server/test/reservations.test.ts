import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { readConfig } from '../src/config';
import { contractCoverage } from './support/contract-hook';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.log(
    '[skip] reservations: the 20-at-once capacity test runs on PGlite, whose single connection serializes writes; it proves the row lock only on PostgreSQL (set TEST_DATABASE_URL)',
  );

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** 2026-11-21 15:30 IST, a Saturday. */
const T0 = new Date('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
beforeEach(() => t.setNow(T0));

const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210' };
const post = (body: object) => request(t.app).post('/api/reservations').set(bearer(t.adminToken)).send(body);
const put = (id: string, body: object) =>
  request(t.app).put(`/api/reservations/${id}`).set(bearer(t.adminToken)).send(body);
const stay = (itemId: string, checkIn: string, checkOut: string, extra: object = {}) =>
  post({ kind: 'room', itemId, checkIn, checkOut, guests: 2, status: 'confirmed', ...guest, ...extra });

describe('reservations: capacity per units and seats', () => {
  it('when a room with 2 units has two confirmed stays, then a third overlapping one is 409 naming the first full date', async () => {
    const room = await createRoom(t, { units: '2', price: '2000' });
    expect((await stay(room, '2026-12-01', '2026-12-04')).status).toBe(201);
    expect((await stay(room, '2026-12-02', '2026-12-05')).status).toBe(201);
    const third = await stay(room, '2026-11-30', '2026-12-03');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ success: false, message: 'Pine Room is fully booked on Wed 2 Dec 2026' });
    // The check-out day is free again: 2026-12-05 is not a night of either stay.
    expect((await stay(room, '2026-12-05', '2026-12-06')).status).toBe(201);
    expect((await stay(room, '2026-11-30', '2026-12-02')).status).toBe(201);
  });

  it('when a tour departure has 5 seats, then guests sum to at most 5 and the refusal says how many are left', async () => {
    const tour = await createTour(t, { seatsPerDeparture: '5' });
    const seat = (guests: number) =>
      post({ kind: 'tour', itemId: tour, checkIn: '2026-12-06', guests, status: 'confirmed', ...guest });
    expect((await seat(3)).status).toBe(201);
    const over = await seat(3);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Bee Falls has 2 seats left on the Sun 6 Dec 2026 departure');
    expect((await seat(2)).status).toBe(201);
    expect(
      (await post({ kind: 'tour', itemId: tour, checkIn: '2026-12-07', guests: 5, status: 'confirmed', ...guest }))
        .status,
    ).toBe(201);
    expect((await seat(6)).body.errors).toEqual({ guests: 'A departure has 5 seats' });
  });

  it('when a Gypsy seats 5 besides the driver, then 6 guests are refused with the sentence (400) and 5 are taken; the quote says so too', async () => {
    const gypsy = await createVehicle(t, { vehicleInfo: JSON.stringify({ seats: '5 + driver' }) });
    const ride = (guests: number) =>
      post({
        kind: 'vehicle',
        itemId: gypsy,
        checkIn: '2026-12-19',
        checkOut: '2026-12-20',
        guests,
        status: 'confirmed',
        ...guest,
      });
    const over = await ride(6);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ guests: 'This Gypsy seats at most 5 guests besides the driver' });
    const quote = await request(t.app).get(
      `/api/quote?kind=vehicle&itemId=${gypsy}&checkIn=2026-12-19&checkOut=2026-12-20&guests=6`,
    );
    expect(quote.body.data.quote).toMatchObject({
      available: false,
      reason: { code: 'vehicle-seats', params: { count: 5 } },
    });
    expect((await ride(5)).status).toBe(201);
  });

  // Proves the row lock (SELECT … FOR UPDATE in the reservation's transaction) only on PostgreSQL:
  // PGlite has one connection, so its writes never overlap and the test passes without the lock.
  it(`when 20 POSTs for the same room and dates run at once with units 1, then exactly one is 201 and nineteen are 409${onPostgres ? '' : ' (PGlite: not a proof of the lock)'}`, async () => {
    const room = await createRoom(t);
    const all = await Promise.all(Array.from({ length: 20 }, () => stay(room, '2026-12-10', '2026-12-12')));
    const codes = all.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const list = await request(t.app).get(`/api/reservations?itemId=${room}`).set(bearer(t.adminToken));
    expect(list.body.total).toBe(1);
  });

  it('when a hold expires (injected clock), then its dates are free; renewing it then is re-checked', async () => {
    const room = await createRoom(t);
    const held = await stay(room, '2026-12-01', '2026-12-03', { status: 'held' });
    expect(held.status).toBe(201);
    expect(held.body.data).toMatchObject({
      status: 'held',
      occupying: true,
      holdExpiresAt: new Date(T0.getTime() + 24 * HOUR).toISOString(),
    });
    expect((await stay(room, '2026-12-02', '2026-12-03')).status).toBe(409);
    t.setNow(new Date(T0.getTime() + 24 * HOUR + 1000));
    const again = await request(t.app).get(`/api/reservations/${held.body.data._id}`).set(bearer(t.adminToken));
    expect(again.body.data).toMatchObject({ status: 'held', occupying: false });
    expect((await stay(room, '2026-12-02', '2026-12-03')).status).toBe(201);
    const renew = await put(held.body.data._id, { status: 'held' });
    expect(renew.status).toBe(409);
    expect(renew.body.message).toBe('Pine Room is fully booked on Wed 2 Dec 2026');
  });

  it('when the clock reaches exactly holdExpiresAt, then the hold stops occupying; a millisecond before, it still does', async () => {
    const room = await createRoom(t);
    const held = await stay(room, '2026-12-01', '2026-12-03', { status: 'held' });
    expect(held.status).toBe(201);
    const expiresAt = T0.getTime() + 24 * HOUR;
    expect(held.body.data.holdExpiresAt).toBe('2026-11-22T10:00:00.000Z');
    const read = async () =>
      (await request(t.app).get(`/api/reservations/${held.body.data._id}`).set(bearer(t.adminToken))).body.data;
    t.setNow(new Date(expiresAt - 1));
    expect(await read()).toMatchObject({ status: 'held', occupying: true });
    expect((await stay(room, '2026-12-02', '2026-12-03')).status).toBe(409);
    t.setNow(new Date(expiresAt));
    expect(await read()).toMatchObject({ status: 'held', occupying: false });
    expect((await stay(room, '2026-12-02', '2026-12-03')).status).toBe(201);
  });

  it('when a reservation is cancelled, then its dates are free; when an enquiry is made, then none are taken', async () => {
    const room = await createRoom(t);
    const first = await stay(room, '2026-12-01', '2026-12-03');
    expect(
      (await post({ kind: 'room', itemId: room, checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 1, ...guest }))
        .body.data.status,
    ).toBe('enquiry');
    expect((await stay(room, '2026-12-01', '2026-12-02')).status).toBe(409);
    expect((await put(first.body.data._id, { status: 'cancelled' })).body.data).toMatchObject({
      status: 'cancelled',
      occupying: false,
    });
    expect((await stay(room, '2026-12-01', '2026-12-02')).status).toBe(201);
  });

  it('when dates are blocked (no guest data needed), then they are taken like a booking', async () => {
    const vehicle = await createVehicle(t);
    const block = await post({
      kind: 'vehicle',
      itemId: vehicle,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      guests: 1,
      status: 'blocked',
      notes: 'Service',
    });
    expect(block.status).toBe(201);
    expect(block.body.data).toMatchObject({ status: 'blocked', guestName: '', quote: null, occupying: true });
    const clash = await post({
      kind: 'vehicle',
      itemId: vehicle,
      checkIn: '2026-12-21',
      checkOut: '2026-12-23',
      guests: 4,
      status: 'confirmed',
      ...guest,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Gypsy is fully booked on Mon 21 Dec 2026');
  });

  it('when a PUT moves a stay onto taken dates, then 409; onto free dates, then the quote snapshot is re-taken', async () => {
    const room = await createRoom(t, { price: '1000' });
    await stay(room, '2026-12-01', '2026-12-02');
    const mine = (await stay(room, '2026-12-08', '2026-12-09')).body.data;
    expect(mine.quote).toMatchObject({ kind: 'room', total: 1000 });
    expect((await put(mine._id, { checkIn: '2026-12-01', checkOut: '2026-12-03' })).status).toBe(409);
    const moved = await put(mine._id, { checkIn: '2026-12-14', checkOut: '2026-12-17', notes: 'Late arrival' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      checkIn: '2026-12-14',
      checkOut: '2026-12-17',
      notes: 'Late arrival',
      quote: { total: 3000 },
    });
  });
});

describe('reservations: the stored quote and validation', () => {
  it('when a room is updated without units, then its units stay; when units are not 1–500, then 400', async () => {
    const room = await createRoom(t, { units: '4' });
    const upd = await request(t.app)
      .put(`/api/rooms/update/${room}`)
      .set(bearer(t.adminToken))
      .field('name', 'Pine Room')
      .field('price', '2100')
      .field('description', 'Cosy');
    expect(upd.body.data.units).toBe(4);
    const bad = await request(t.app)
      .put(`/api/rooms/update/${room}`)
      .set(bearer(t.adminToken))
      .field('name', 'Pine Room')
      .field('price', '2100')
      .field('description', 'Cosy')
      .field('units', '0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ units: 'Units must be a whole number from 1 to 500' });
  });

  it('when weekend pricing is active, then the snapshot surcharges Friday and Saturday nights and keeps it after deactivation', async () => {
    const room = await createRoom(t, { price: '2000' });
    await request(t.app)
      .post('/api/weekend-pricing/activate')
      .set(bearer(t.adminToken))
      .send({ percentageIncrease: 25 });
    const res = await stay(room, '2026-12-03', '2026-12-06'); // Thu, Fri, Sat nights
    await request(t.app).post('/api/weekend-pricing/deactivate').set(bearer(t.adminToken));
    expect(res.status).toBe(201);
    expect(res.body.data.quote.nights.map((n: { price: number }) => n.price)).toEqual([2000, 2500, 2500]);
    expect(res.body.data).toMatchObject({
      guestPhone: '+919876543210',
      reference: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    const again = await request(t.app).get(`/api/reservations/${res.body.data._id}`).set(bearer(t.adminToken));
    expect(again.body.data.quote.total).toBe(7000);
  });

  it('when input is invalid, then 400 with the sentence for each field', async () => {
    const room = await createRoom(t, { specifications: JSON.stringify({ capacity: '2 Adults' }) });
    // Each bad input is refused with its own sentence on its own field (and no other field).
    const cases: [object, Record<string, string>][] = [
      [{ checkIn: '2026-02-30', checkOut: '2026-12-02' }, { checkIn: 'Use a valid date (YYYY-MM-DD)' }],
      [
        { checkIn: '2026-12-05', checkOut: '2026-12-05' },
        { checkOut: 'Check-out date must be after the check-in date' },
      ],
      [{ checkIn: '2026-12-01', checkOut: '2027-01-15' }, { checkOut: 'A stay can be at most 30 nights' }],
      // Yesterday is the owner's back-dated walk-in (books-agree.test.ts); the day before is past.
      [{ checkIn: '2026-11-19', checkOut: '2026-11-22' }, { checkIn: 'Check-in date cannot be in the past' }],
      [{ guests: 0 }, { guests: 'Guests must be a whole number from 1 to 50' }],
      [{ guests: 51 }, { guests: 'Guests must be a whole number from 1 to 50' }],
      [{ guests: 3 }, { guests: 'This room takes at most 2 guests' }],
      [{ guestPhone: '12ab' }, { guestPhone: 'Please enter a valid phone number (minimum 10 digits)' }],
      [{ guestName: '' }, { guestName: 'Guest name is required' }],
      [{ itemId: '00000000-0000-4000-8000-000000000000' }, { itemId: 'No room with this id' }],
      [{ kind: 'boat' }, { kind: 'Choose room, vehicle or tour' }],
      [{ status: 'completed' }, { status: 'Choose enquiry, held, confirmed or blocked' }],
    ];
    for (const [change, errors] of cases) {
      const res = await stay(room, '2026-12-01', '2026-12-02', change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toEqual(errors);
    }
    expect((await post({})).body.errors).toEqual({
      kind: 'Choose room, vehicle or tour',
      itemId: 'Choose what to reserve',
      guests: 'Guests must be a whole number from 1 to 50',
      guestName: 'Guest name is required',
      guestPhone: 'Phone number is required',
    });
  });

  it('when a room with future bookings is deleted, then 409; once they are cancelled, then it is deleted', async () => {
    const room = await createRoom(t);
    const r = (await stay(room, '2026-12-01', '2026-12-02')).body.data;
    const del = await request(t.app).delete(`/api/rooms/delete/${room}`).set(bearer(t.adminToken));
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'This room has 1 upcoming held or confirmed reservation. Cancel or move it before deleting.',
    );
    await put(r._id, { status: 'cancelled' });
    expect((await request(t.app).delete(`/api/rooms/delete/${room}`).set(bearer(t.adminToken))).status).toBe(200);
    const gone = await request(t.app).get(`/api/reservations/${r._id}`).set(bearer(t.adminToken));
    expect(gone.body.data.itemName).toBeNull();
  });

  it('when a reservation is deleted, then it is gone (404 after)', async () => {
    const room = await createRoom(t);
    const r = (await stay(room, '2026-12-01', '2026-12-02')).body.data;
    expect((await request(t.app).delete(`/api/reservations/${r._id}`).set(bearer(t.adminToken))).status).toBe(200);
    expect((await request(t.app).delete(`/api/reservations/${r._id}`).set(bearer(t.adminToken))).status).toBe(404);
    expect((await put(r._id, { notes: 'x' })).status).toBe(404);
  });
});

describe('reservations: how far ahead', () => {
  it('when a reservation, update, enquiry, quote or availability search starts in year 9999 (past MAX_ADVANCE_DAYS, 730 by default), then 400 on checkIn; the last day is fine', async () => {
    const room = await createRoom(t);
    const far = 'Check-in date can be at most 730 days ahead (until 2028-11-20)';
    expect((await stay(room, '9999-01-01', '9999-01-03')).body.errors).toEqual({ checkIn: far });
    expect((await stay(room, '2028-11-21', '2028-11-22')).body.errors).toEqual({ checkIn: far });
    const last = await stay(room, '2028-11-20', '2028-11-22');
    expect(last.status).toBe(201);
    expect((await put(last.body.data._id, { checkIn: '9999-01-01', checkOut: '9999-01-03' })).body.errors).toEqual({
      checkIn: far,
    });
    const query = { kind: 'room', itemId: room, checkIn: '9999-01-01', checkOut: '9999-01-02', guests: 1 };
    expect((await request(t.app).post('/api/enquiries').send(query)).body.errors).toEqual({ checkIn: far });
    expect((await request(t.app).get('/api/quote').query(query)).body.errors).toEqual({ checkIn: far });
    expect(
      (
        await request(t.app)
          .get('/api/availability')
          .query({ ...query, itemId: undefined })
      ).body.errors,
    ).toEqual({ checkIn: far });
    expect(
      (
        await request(t.app)
          .get('/api/availability')
          .set('Accept-Language', 'hi')
          .query({ ...query, itemId: undefined })
      ).body.errors.checkIn,
    ).toBe('चेक-इन की तारीख़ आज से ज़्यादा से ज़्यादा 730 दिन आगे की हो सकती है (2028-11-20 तक)');
  });
  it('when MAX_ADVANCE_DAYS is set, then it is the limit; out of 1–3650 the configuration is refused', () => {
    expect(readConfig({ MAX_ADVANCE_DAYS: '90' }).maxAdvanceDays).toBe(90);
    expect(readConfig({}).maxAdvanceDays).toBe(730);
    expect(() => readConfig({ MAX_ADVANCE_DAYS: '0' })).toThrow(/MAX_ADVANCE_DAYS/);
  });
});

contractCoverage([
  'GET /api/reservations',
  'POST /api/reservations',
  'GET /api/reservations/{id}',
  'PUT /api/reservations/{id}',
  'DELETE /api/reservations/{id}',
]);
