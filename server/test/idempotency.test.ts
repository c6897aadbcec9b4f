/**
 * Writes sent with an Idempotency-Key (the back office's offline queue) are done once: a replay
 * gets the first answer, another body with the same key is 422, racing replays (PostgreSQL: real
 * concurrency) do it once, keys belong to their user and are forgotten after 48 hours. Every write
 * the back office queues offline is covered: a payment, a check-in, a check-out, "message sent".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';

let t: TestApp;
let room: string;
const T0 = new Date('2026-12-14T10:00:00+05:30');
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  room = await createRoom(t, { units: '10', price: '3000' });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(T0));

const desk = () => bearer(t.deskToken);
async function stay() {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(desk())
    .send({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      guests: 2,
      status: 'confirmed',
      guestName: 'Queued Offline',
      guestPhone: '98260 33333',
    })
    .expect(201);
  return res.body.data._id as string;
}
const pay = (id: string, key: string, body: object, auth = desk()) =>
  request(t.app).post(`/api/reservations/${id}/payments`).set(auth).set('Idempotency-Key', key).send(body);
const payments = async (id: string) =>
  (await request(t.app).get(`/api/reservations/${id}/payments`).set(desk()).expect(200)).body.data.payments as {
    amount: number;
  }[];

describe('idempotent writes', () => {
  it('when a payment is sent twice with one key, then it is recorded once and the second answer is the first', async () => {
    const id = await stay();
    const first = await pay(id, 'k-replay-1', { amount: 1500, method: 'cash' }).expect(201);
    const again = await pay(id, 'k-replay-1', { amount: 1500, method: 'cash' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await payments(id)).toHaveLength(1);
    // A refusal is an answer too: replayed as it was.
    const over = await pay(id, 'k-replay-2', { amount: 99_999, method: 'cash' }).expect(400);
    expect((await pay(id, 'k-replay-2', { amount: 99_999, method: 'cash' }).expect(400)).body).toEqual(over.body);
  });

  it('when the same key comes with another body, then 422 and nothing is done', async () => {
    const id = await stay();
    await pay(id, 'k-other', { amount: 100, method: 'cash' }).expect(201);
    const other = await pay(id, 'k-other', { amount: 200, method: 'cash' }).expect(422);
    expect(other.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect((await payments(id)).map((p) => p.amount)).toEqual([10_000]);
    await pay(id, 'bad key with spaces', { amount: 1, method: 'cash' }).expect(400);
  });

  it('when ten replays of one check-in race, then the guest is checked in once and every answer is the same', async () => {
    const id = await stay();
    t.setNow(new Date('2026-12-20T12:00:00+05:30'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app)
          .put(`/api/reservations/${id}`)
          .set(desk())
          .set('Idempotency-Key', 'k-checkin-race')
          .send({ status: 'checked-in' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const trail = (
      await request(t.app).get(`/api/audit?entity=reservation&entityId=${id}`).set(bearer(t.adminToken)).expect(200)
    ).body.data as { action: string }[];
    expect(trail.filter((r) => r.action === 'check-in')).toHaveLength(1);
  });

  it('when a queued check-out and a "message sent" are each sent twice with their keys, then each is done once', async () => {
    const id = await stay();
    t.setNow(new Date('2026-12-20T12:00:00+05:30'));
    await request(t.app).put(`/api/reservations/${id}`).set(desk()).send({ status: 'checked-in' }).expect(200);
    const out = () =>
      request(t.app)
        .put(`/api/reservations/${id}`)
        .set(desk())
        .set('Idempotency-Key', 'k-checkout')
        .send({ status: 'checked-out', carryBalance: { reason: 'Pays by bank transfer on Monday' } });
    const first = await out().expect(200);
    const again = await out().expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const sent = () =>
      request(t.app)
        .post(`/api/reservations/${id}/messages`)
        .set(desk())
        .set('Idempotency-Key', 'k-message')
        .send({ key: 'thank-you' });
    const firstSent = await sent();
    expect(firstSent.status).toBeLessThan(300);
    expect((await sent()).headers['idempotent-replayed']).toBe('true');
    const trail = (
      await request(t.app).get(`/api/audit?entity=reservation&entityId=${id}`).set(bearer(t.adminToken)).expect(200)
    ).body.data as { action: string }[];
    expect(trail.filter((r) => r.action === 'check-out')).toHaveLength(1);
    const saved = (await request(t.app).get(`/api/reservations/${id}`).set(desk()).expect(200)).body.data as {
      messagesSent: { key: string }[];
    };
    expect(saved.messagesSent.map((m) => m.key)).toEqual(['thank-you']);
  });

  it('when another user sends the same key, then it is theirs; after 48 hours a key is forgotten', async () => {
    const id = await stay();
    await pay(id, 'k-shared', { amount: 100, method: 'upi' }).expect(201);
    await pay(id, 'k-shared', { amount: 100, method: 'upi' }, bearer(t.adminToken)).expect(201);
    expect(await payments(id)).toHaveLength(2);
    t.setNow(new Date(T0.getTime() + 49 * 60 * 60 * 1000));
    const later = await pay(id, 'k-shared', { amount: 100, method: 'upi' }).expect(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await payments(id)).toHaveLength(3);
  });
});
