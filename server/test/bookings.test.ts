import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  ids.room = await createRoom(t);
  ids.vehicle = await createVehicle(t);
  ids.tour = await createTour(t);
});
afterAll(() => t.close());

const T0 = new Date('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
const toggle = (type: string, id: string, body: object = {}) =>
  request(t.app).put(`/api/bookings/${type}/${id}/toggle`).set(bearer(t.adminToken)).send(body);
const status = (type: string, id: string) => request(t.app).get(`/api/bookings/${type}/${id}/status`);

describe.each(['room', 'vehicle', 'tour'])('booking hold on a %s', (type) => {
  it('when marked booked, then the hold ends BOOKING_HOLD_HOURS (24) later and every read says booked', async () => {
    t.setNow(T0);
    const res = await toggle(type, ids[type], { isBooked: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isBooked: true, expiresAt: new Date(T0.getTime() + 24 * HOUR).toISOString() });
    expect(res.body.message).toMatch(/booked/);
    expect((await status(type, ids[type])).body.data.isBooked).toBe(true);
  });

  it('when the hold has expired, then status, list and get-one all report not booked', async () => {
    t.setNow(new Date(T0.getTime() + 24 * HOUR + 1000));
    expect((await status(type, ids[type])).body.data).toEqual({ isBooked: false, expiresAt: null });
    const base = { room: '/api/rooms', vehicle: '/api/cars', tour: '/api/v1/tours' }[type]!;
    const one = (await request(t.app).get(`${base}/get/${ids[type]}`)).body;
    expect((one.tour ?? one).isBooked).toBe(false);
    expect((one.tour ?? one).bookingExpiresAt).toBeNull();
  });

  it('when toggled without a body after expiry, then it flips to booked again; again, then cancelled', async () => {
    t.setNow(new Date(T0.getTime() + 30 * HOUR));
    expect((await toggle(type, ids[type])).body.data.isBooked).toBe(true);
    const off = await toggle(type, ids[type]);
    expect(off.body.data).toEqual({ isBooked: false, expiresAt: null });
    t.setNow(null);
  });
});

describe('booking errors and concurrency', () => {
  it('when the service type is unknown, then 400; plurals and car are accepted', async () => {
    expect((await toggle('boat', ids.room, { isBooked: true })).status).toBe(400);
    expect((await status('hotel', ids.room)).status).toBe(400);
    expect((await status('rooms', ids.room)).status).toBe(200);
    expect((await status('car', ids.vehicle)).status).toBe(200);
    expect((await status('tours', ids.tour)).status).toBe(200);
  });
  it('when the id is unknown or of another kind, then 404; when isBooked is not boolean, then 400', async () => {
    expect((await status('room', ids.tour)).status).toBe(404);
    expect((await toggle('room', 'nope', { isBooked: true })).status).toBe(404);
    expect((await toggle('room', ids.room, { isBooked: 'yes' })).status).toBe(400);
  });
  it('when two toggles race, then the row is consistent (booked ⇔ expiry set)', async () => {
    await Promise.all([toggle('room', ids.room, { isBooked: true }), toggle('room', ids.room, { isBooked: false }), toggle('room', ids.room)]);
    const { data } = (await status('room', ids.room)).body;
    expect(data.isBooked).toBe(data.expiresAt !== null);
  });
});

describe('public lists and booking holds', () => {
  const roomInList = async () => ((await request(t.app).get('/api/rooms/get')).body as { _id: string; isBooked: boolean }[]).find((r) => r._id === ids.room)!;

  it('when a list was read during a hold, then a read after expiry shows the item free at once', async () => {
    t.setNow(T0);
    await toggle('room', ids.room, { isBooked: true });
    expect((await roomInList()).isBooked).toBe(true);
    t.setNow(new Date(T0.getTime() + 24 * HOUR - 1000));
    expect((await roomInList()).isBooked).toBe(true);
    t.setNow(new Date(T0.getTime() + 24 * HOUR + 1));
    expect((await roomInList()).isBooked).toBe(false);
    t.setNow(null);
  });

  it('when the list is unchanged, then If-None-Match gets 304; after a write, the new content', async () => {
    const first = await request(t.app).get('/api/rooms/get');
    const again = await request(t.app).get('/api/rooms/get').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    await toggle('room', ids.room, { isBooked: true });
    const after = await request(t.app).get('/api/rooms/get').set('If-None-Match', first.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body.find((r: { _id: string }) => r._id === ids.room).isBooked).toBe(true);
  });
});
