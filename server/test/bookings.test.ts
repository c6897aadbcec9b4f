import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

const T0 = new Date('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
const create = { room: createRoom, vehicle: createVehicle, tour: createTour } as const;
const base = { room: '/api/rooms', vehicle: '/api/cars', tour: '/api/v1/tours' } as const;
const toggle = (type: string, id: string, body: object = {}) =>
  request(t.app).put(`/api/bookings/${type}/${id}/toggle`).set(bearer(t.adminToken)).send(body);
const status = (type: string, id: string) => request(t.app).get(`/api/bookings/${type}/${id}/status`);

describe.each(['room', 'vehicle', 'tour'] as const)('booking hold on a %s', (type) => {
  it('when marked booked, then the hold ends BOOKING_HOLD_HOURS (24) later and every read says booked', async () => {
    const id = await create[type](t);
    t.setNow(T0);
    const res = await toggle(type, id, { isBooked: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isBooked: true, expiresAt: new Date(T0.getTime() + 24 * HOUR).toISOString() });
    expect(res.body.message).toMatch(/booked/);
    expect((await status(type, id)).body.data.isBooked).toBe(true);
  });

  it('when the hold has expired, then status, list and get-one all report not booked', async () => {
    const id = await create[type](t);
    t.setNow(T0);
    expect((await toggle(type, id, { isBooked: true })).status).toBe(200);
    t.setNow(new Date(T0.getTime() + 24 * HOUR + 1000));
    expect((await status(type, id)).body.data).toEqual({ isBooked: false, expiresAt: null });
    const one = (await request(t.app).get(`${base[type]}/get/${id}`)).body;
    expect((one.tour ?? one).isBooked).toBe(false);
    expect((one.tour ?? one).bookingExpiresAt).toBeNull();
    const list = (await request(t.app).get(`${base[type]}/get`)).body;
    expect((list.tours ?? list).find((r: { _id: string }) => r._id === id)).toMatchObject({
      isBooked: false,
      bookingExpiresAt: null,
    });
  });

  it('when toggled without a body after expiry, then it flips to booked again; again, then cancelled', async () => {
    const id = await create[type](t);
    t.setNow(T0);
    expect((await toggle(type, id, { isBooked: true })).status).toBe(200);
    t.setNow(new Date(T0.getTime() + 30 * HOUR));
    expect((await toggle(type, id)).body.data.isBooked).toBe(true);
    const off = await toggle(type, id);
    expect(off.body.data).toEqual({ isBooked: false, expiresAt: null });
  });
});

describe('booking errors and concurrency', () => {
  it('when the service type is unknown, then 400; plurals and car are accepted', async () => {
    const [room, vehicle, tour] = [await createRoom(t), await createVehicle(t), await createTour(t)];
    expect((await toggle('boat', room, { isBooked: true })).status).toBe(400);
    expect((await status('hotel', room)).status).toBe(400);
    expect((await status('rooms', room)).status).toBe(200);
    expect((await status('car', vehicle)).status).toBe(200);
    expect((await status('tours', tour)).status).toBe(200);
  });

  it('when the service type names an Object.prototype property, then 400 (not 500)', async () => {
    const room = await createRoom(t);
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await status(type, room);
      expect(res.status, type).toBe(400);
      expect(res.body.message).toBe(`Unknown service type '${type}'. Use room, vehicle or tour.`);
    }
    expect((await toggle('constructor', room, { isBooked: true })).status).toBe(400);
  });

  it('when the id is unknown or of another kind, then 404; when isBooked is not boolean, then 400', async () => {
    const [room, tour] = [await createRoom(t), await createTour(t)];
    expect((await status('room', tour)).status).toBe(404);
    expect((await toggle('room', 'nope', { isBooked: true })).status).toBe(404);
    expect((await toggle('room', room, { isBooked: 'yes' })).status).toBe(400);
  });

  it('when three toggles race, then each answers 200 with a consistent hold, and so does the row (booked ⇔ expiry set)', async () => {
    const room = await createRoom(t);
    const responses = await Promise.all([
      toggle('room', room, { isBooked: true }),
      toggle('room', room, { isBooked: false }),
      toggle('room', room),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.isBooked).toBe(res.body.data.expiresAt !== null);
    }
    expect(responses[0].body.data.isBooked).toBe(true);
    expect(responses[1].body.data).toEqual({ isBooked: false, expiresAt: null });
    const { data } = (await status('room', room)).body;
    expect(data.isBooked).toBe(data.expiresAt !== null);
  });
});

describe('public lists and booking holds', () => {
  const roomInList = async (id: string) =>
    ((await request(t.app).get('/api/rooms/get')).body as { _id: string; isBooked: boolean }[]).find(
      (r) => r._id === id,
    )!;

  it('when a list was read during a hold, then a read after expiry shows the item free at once', async () => {
    const room = await createRoom(t);
    t.setNow(T0);
    await toggle('room', room, { isBooked: true });
    expect((await roomInList(room)).isBooked).toBe(true);
    t.setNow(new Date(T0.getTime() + 24 * HOUR - 1000));
    expect((await roomInList(room)).isBooked).toBe(true);
    t.setNow(new Date(T0.getTime() + 24 * HOUR + 1));
    expect((await roomInList(room)).isBooked).toBe(false);
  });

  it('when the list is unchanged, then If-None-Match gets 304; after a write, the new content', async () => {
    const room = await createRoom(t);
    const first = await request(t.app).get('/api/rooms/get');
    const again = await request(t.app).get('/api/rooms/get').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    await toggle('room', room, { isBooked: true });
    const after = await request(t.app).get('/api/rooms/get').set('If-None-Match', first.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.find((r: { _id: string }) => r._id === room).isBooked).toBe(true);
  });
});

contractCoverage(['PUT /api/bookings/{serviceType}/{id}/toggle', 'GET /api/bookings/{serviceType}/{id}/status']);
