/**
 * Housekeeping (issue 39): room unit statuses on the board, out of order taking a unit out of the
 * availability (and giving it back), check-out making units dirty, Today's readiness of arrivals.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { contractCoverage } from './support/contract-hook';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';

let t: TestApp;
let room: string;
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  room = await createRoom(t, { name: 'Teak Room', units: '2', price: '2000' });
});
afterAll(() => t.close());

/** Tuesday 1 December 2026, 09:00 IST. */
const T0 = new Date('2026-12-01T09:00:00+05:30');
beforeEach(() => t.setNow(T0));

const desk = () => bearer(t.deskToken);
const board = async (date = '2026-12-01') => {
  const res = await request(t.app).get(`/api/housekeeping?date=${date}`).set(desk());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.rooms.find((r: { roomId: string }) => r.roomId === room);
};
const setUnit = (unit: number | string, body: object) =>
  request(t.app).patch(`/api/housekeeping/${room}/${unit}`).set(desk()).send(body);
const unitsLeft = async (date: string) => {
  const res = await request(t.app).get(`/api/availability/room/${room}?month=${date.slice(0, 7)}`);
  expect(res.status).toBe(200);
  return res.body.data.find((d: { date: string }) => d.date === date).unitsLeft as number;
};
const book = async (body: object) => {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(desk())
    .send({
      kind: 'room',
      itemId: room,
      guests: 2,
      status: 'confirmed',
      guestName: 'Asha Verma',
      guestPhone: '98765 43210',
      ...body,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string };
};
const move = (id: string, status: string) => request(t.app).put(`/api/reservations/${id}`).set(desk()).send({ status });

describe('housekeeping', () => {
  it('when nothing was set, then every unit of a room is clean; the desk sets one dirty and then inspected, and the board and the audit trail say so', async () => {
    const before = await board();
    expect(before.units.map((u: { status: string }) => u.status)).toEqual(['clean', 'clean']);
    const dirty = await setUnit(2, { status: 'dirty' });
    expect(dirty.status, JSON.stringify(dirty.body)).toBe(200);
    expect(dirty.body.data).toMatchObject({ unit: 2, status: 'dirty' });
    expect((await setUnit(2, { status: 'inspected' })).status).toBe(200);
    expect((await board()).units[1]).toMatchObject({ unit: 2, status: 'inspected' });
    const audit = await request(t.app).get('/api/audit?entity=room-unit').set(bearer(t.adminToken));
    expect(audit.status).toBe(200);
    expect(audit.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('when a unit is set out of order without a reason or a date, or with a date not after today, or a unit the room does not have, then 400 / 404 and nothing changes', async () => {
    const missing = await setUnit(1, { status: 'out-of-order' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      reason: 'Reason is required',
      until: 'Back in service on is required',
    });
    const past = await setUnit(1, { status: 'out-of-order', reason: 'Leaking tap', until: '2026-12-01' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Back in service on must be after today');
    expect((await setUnit(3, { status: 'dirty' })).status).toBe(404);
    expect((await setUnit('x', { status: 'dirty' })).status).toBe(404);
    expect((await board()).units[0].status).toBe('clean');
  });

  it('when a unit is out of order until the 4th, then one unit fewer is free on the 1st–3rd (not the 4th); back in service gives it back', async () => {
    expect(await unitsLeft('2026-12-02')).toBe(2);
    const out = await setUnit(1, { status: 'out-of-order', reason: 'Geyser repair', until: '2026-12-04' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({
      status: 'out-of-order',
      reason: 'Geyser repair',
      from: '2026-12-01',
      until: '2026-12-04',
    });
    expect(await unitsLeft('2026-12-02')).toBe(1);
    expect(await unitsLeft('2026-12-03')).toBe(1);
    expect(await unitsLeft('2026-12-04')).toBe(2);
    const back = await setUnit(1, { status: 'clean' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await unitsLeft('2026-12-02')).toBe(2);
  });

  it('when every unit is reserved on a night, then out of order is refused with 409 and the unit keeps its status', async () => {
    await book({ checkIn: '2026-12-10', checkOut: '2026-12-11', units: 2 });
    t.setNow(new Date('2026-12-09T09:00:00+05:30'));
    const out = await setUnit(2, { status: 'out-of-order', reason: 'Painting', until: '2026-12-12' });
    expect(out.status).toBe(409);
    expect((await board('2026-12-09')).units[1].status).not.toBe('out-of-order');
  });

  it('when a guest of two units checks out, then two ready units become dirty, and an arrival of the day shows whether enough units are ready', async () => {
    t.setNow(new Date('2026-12-20T09:00:00+05:30'));
    for (const u of [1, 2]) expect((await setUnit(u, { status: 'clean' })).status).toBe(200);
    const stay = await book({ checkIn: '2026-12-20', checkOut: '2026-12-21', units: 2 });
    expect((await move(stay._id, 'checked-in')).status).toBe(200);
    const arrival = await book({ checkIn: '2026-12-21', checkOut: '2026-12-22' });
    t.setNow(new Date('2026-12-21T10:00:00+05:30'));
    const out = await request(t.app)
      .put(`/api/reservations/${stay._id}`)
      .set(desk())
      .send({ status: 'checked-out', carryBalance: { reason: 'Pays by bank transfer on Monday' } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const day = await board('2026-12-21');
    expect(day.units.map((u: { status: string }) => u.status)).toEqual(['dirty', 'dirty']);
    expect(day).toMatchObject({ arriving: 1, readyUnits: 0, ready: false });
    expect((await setUnit(1, { status: 'clean' })).status).toBe(200);
    expect(await board('2026-12-21')).toMatchObject({ arriving: 1, readyUnits: 1, ready: true });
    expect(arrival._id).toBeTruthy();
  });

  it('when a visitor without a session asks, then 401', async () => {
    expect((await request(t.app).get('/api/housekeeping')).status).toBe(401);
    expect((await request(t.app).patch(`/api/housekeeping/${room}/1`).send({ status: 'clean' })).status).toBe(401);
  });
});

contractCoverage(['GET /api/housekeeping', 'PATCH /api/housekeeping/{roomId}/{unit}']);
