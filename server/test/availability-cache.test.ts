/**
 * GET /api/availability is served from a cache (ListCache): every write that changes an answer
 * must show in the very next read, well inside the cache's 5 s freshness.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** 2026-11-21 15:30 IST, a Saturday. */
const T0 = new Date('2026-11-21T10:00:00Z');
beforeEach(() => t.setNow(T0));

const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210' };
const admin = () => bearer(t.adminToken);
/** Thursday 3 to Sunday 6 December 2026: three nights, Friday and Saturday among them. */
const STAY = 'checkIn=2026-12-03&checkOut=2026-12-06&guests=2';

async function roomAvailability(id: string) {
  const res = await request(t.app).get(`/api/availability?kind=room&${STAY}`).expect(200);
  return res.body.data.find((a: { _id: string }) => a._id === id);
}
async function reserve(itemId: string, status: string) {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(admin())
    .send({ kind: 'room', itemId, checkIn: '2026-12-04', checkOut: '2026-12-05', guests: 2, status, ...guest })
    .expect(201);
  return res.body.data._id as string;
}

describe('availability cache', () => {
  it('when a reservation is created after a read, then the next read counts it; cancelling or deleting frees the dates at once', async () => {
    const room = await createRoom(t, { name: 'Cedar Room' });
    expect(await roomAvailability(room)).toMatchObject({ available: true, unitsLeft: 1 });
    const id = await reserve(room, 'confirmed');
    expect(await roomAvailability(room)).toMatchObject({ available: false, unitsLeft: 0 });
    await request(t.app).put(`/api/reservations/${id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    expect(await roomAvailability(room)).toMatchObject({ available: true, unitsLeft: 1 });
    const blocked = await reserve(room, 'blocked');
    expect(await roomAvailability(room)).toMatchObject({ unitsLeft: 0 });
    await request(t.app).delete(`/api/reservations/${blocked}`).set(admin()).expect(200);
    expect(await roomAvailability(room)).toMatchObject({ unitsLeft: 1 });
  });

  it('when a counted booking hold ends, then the next read frees the dates without any write', async () => {
    const room = await createRoom(t, { name: 'Teak Room' });
    await reserve(room, 'held');
    expect(await roomAvailability(room)).toMatchObject({ available: false, unitsLeft: 0 });
    t.setNow(new Date(T0.getTime() + t.config.bookingHoldMs - 1));
    expect(await roomAvailability(room)).toMatchObject({ unitsLeft: 0 });
    t.setNow(new Date(T0.getTime() + t.config.bookingHoldMs));
    expect(await roomAvailability(room)).toMatchObject({ available: true, unitsLeft: 1 });
  });

  it('when weekend pricing or the room price changes, then the next quote uses it', async () => {
    const room = await createRoom(t, { name: 'Sal Room', price: '2000' });
    expect((await roomAvailability(room)).quote).toMatchObject({ total: 6000, weekendPercentage: 0 });
    await request(t.app)
      .post('/api/weekend-pricing/activate')
      .set(admin())
      .send({ percentageIncrease: 50, description: '' })
      .expect(200);
    const weekend = (await roomAvailability(room)).quote;
    expect(weekend).toMatchObject({ total: 2000 + 3000 + 3000, weekendPercentage: 50 });
    expect(weekend.nights.map((n: { surcharge: number }) => n.surcharge)).toEqual([0, 1000, 1000]);
    await request(t.app)
      .put('/api/weekend-pricing/percentage')
      .set(admin())
      .send({ percentageIncrease: 10 })
      .expect(200);
    expect((await roomAvailability(room)).quote).toMatchObject({ total: 2000 + 2200 + 2200 });
    await request(t.app).post('/api/weekend-pricing/deactivate').set(admin()).expect(200);
    expect((await roomAvailability(room)).quote).toMatchObject({ total: 6000 });
    await request(t.app)
      .put(`/api/rooms/update/${room}`)
      .set(admin())
      .field('name', 'Sal Room')
      .field('description', 'Cosy room')
      .field('price', '2500')
      .expect(200);
    expect((await roomAvailability(room)).quote).toMatchObject({ total: 7500, unitPrice: 2500 });
  });

  it('when the client accepts gzip or already has the body, then it gets the same JSON gzipped, or 304', async () => {
    await createRoom(t, { name: 'Oak Room' });
    const url = `/api/availability?kind=room&${STAY}`;
    const plain = await request(t.app).get(url).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // supertest unzips the body before parsing it, so equal bodies mean valid gzip of the same JSON.
    const zipped = await request(t.app).get(url).set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    await request(t.app).get(url).set('If-None-Match', plain.headers.etag).expect(304);
  });
});
