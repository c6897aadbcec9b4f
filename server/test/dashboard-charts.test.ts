import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { contractCoverage } from './support/contract-hook';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); the clock is fixed.
// The charts end on Mon 30 Nov 2026: revenue Dec 2025 – Nov 2026, occupancy 1 – 30 Nov 2026.
// Revenue is money received (payments not voided, by the IST month received); occupancy is room
// units taken each night ÷ room units listed (3: a two-unit room and a one-unit room).
let t: TestApp;
const admin = () => bearer(t.adminToken);
let twin: string;
let single: string;

async function reservation(fields: object): Promise<string> {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(bearer(t.adminToken))
    .send({
      kind: 'room',
      guests: 2,
      status: 'confirmed',
      guestName: 'Ravi Sharma',
      guestPhone: '98260 12345',
      ...fields,
    });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}
const pay = (id: string, amount: number, receivedAt: string) =>
  request(t.app)
    .post(`/api/reservations/${id}/payments`)
    .set(bearer(t.adminToken))
    .send({ amount, method: 'upi', reference: `UTR ${receivedAt}`, receivedAt })
    .expect(201);

beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(new Date('2026-10-01T06:00:00Z'));
  twin = await createRoom(t, { name: 'Twin Cottage', price: '3000', units: '2' });
  single = await createRoom(t, { name: 'Forest Room', price: '2000', units: '1' });
  const long = await reservation({ itemId: twin, checkIn: '2026-11-28', checkOut: '2026-12-01' });
  await reservation({ itemId: twin, checkIn: '2026-11-29', checkOut: '2026-11-30' });
  await reservation({ itemId: single, checkIn: '2026-11-30', checkOut: '2026-12-02', status: 'blocked' });
  const cancelled = await reservation({ itemId: single, checkIn: '2026-11-15', checkOut: '2026-11-16' });
  await request(t.app).put(`/api/reservations/${cancelled}`).set(bearer(t.adminToken)).send({ status: 'cancelled' });
  t.setNow(new Date('2026-12-05T06:00:00Z'));
  await pay(long, 1000, '2025-11-30T18:29:00Z'); // 30 Nov 2025, 23:59 IST: before the first month
  await pay(long, 1500, '2025-11-30T18:30:00Z'); // 1 Dec 2025, 00:00 IST
  await pay(long, 2500.5, '2026-10-31T19:00:00Z'); // 1 Nov 2026, 00:30 IST
  const voided = (await pay(long, 400, '2026-11-20T06:00:00Z')).body.data._id;
  await request(t.app)
    .delete(`/api/reservations/${long}/payments/${voided}`)
    .set(bearer(t.adminToken))
    .send({ reason: 'Cheque bounced' })
    .expect(200);
  await pay(long, 600, '2026-11-30T18:30:00Z'); // 1 Dec 2026 IST: after `to`
});
afterAll(() => t.close());

describe('GET /api/reports/dashboard-charts', () => {
  it('when asked up to 30 Nov 2026, then revenue is the payments received per IST month for 12 months, voided ones left out', async () => {
    const { revenue } = (
      await request(t.app).get('/api/reports/dashboard-charts?to=2026-11-30').set(admin()).expect(200)
    ).body.data;
    expect(revenue.map((m: { month: string }) => m.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(revenue[0]).toEqual({ month: '2025-12', amount: 150000 });
    expect(revenue[10]).toEqual({ month: '2026-10', amount: 0 });
    expect(revenue[11]).toEqual({ month: '2026-11', amount: 250050 });
  });

  it('when asked up to 30 Nov 2026, then occupancy is the room units taken each night ÷ the units listed, for 30 nights', async () => {
    const { occupancy, to } = (
      await request(t.app).get('/api/reports/dashboard-charts?to=2026-11-30').set(admin()).expect(200)
    ).body.data;
    expect(to).toBe('2026-11-30');
    expect(occupancy).toHaveLength(30);
    expect(occupancy[0]).toEqual({ date: '2026-11-01', occupied: 0, units: 3, rate: 0 });
    expect(occupancy[14]).toEqual({ date: '2026-11-15', occupied: 0, units: 3, rate: 0 }); // the cancelled stay
    expect(occupancy.slice(27)).toEqual([
      { date: '2026-11-28', occupied: 1, units: 3, rate: 0.333 },
      { date: '2026-11-29', occupied: 2, units: 3, rate: 0.667 },
      { date: '2026-11-30', occupied: 2, units: 3, rate: 0.667 },
    ]);
  });

  it('without `to` the charts end today (IST); a bad date is 400; only the owner may ask', async () => {
    const today = (await request(t.app).get('/api/reports/dashboard-charts').set(admin()).expect(200)).body.data;
    expect(today.to).toBe('2026-12-05');
    expect(today.revenue[11]).toEqual({ month: '2026-12', amount: 60000 });
    await request(t.app).get('/api/reports/dashboard-charts?to=2026-13-01').set(admin()).expect(400);
    await request(t.app).get('/api/reports/dashboard-charts').expect(401);
  });
});

describe('GET /api/reports/monthly', () => {
  it('when asked up to 30 Nov 2026, then each of 12 IST months has its room-nights on offer and taken, their share and the money received', async () => {
    const { to, months } = (await request(t.app).get('/api/reports/monthly?to=2026-11-30').set(admin()).expect(200))
      .body.data;
    expect(to).toBe('2026-11-30');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', roomNights: 93, occupied: 0, rate: 0, revenue: 150000 });
    // November: 3 units × 30 nights; 1 + 2 + 2 units taken on the 28th–30th (the cancelled stay takes none).
    expect(months[11]).toEqual({ month: '2026-11', roomNights: 90, occupied: 5, rate: 0.056, revenue: 250050 });
  });

  it('without `to` the last month is this one (IST), whole, future nights included; a bad date is 400; only the owner may ask', async () => {
    const { months } = (await request(t.app).get('/api/reports/monthly').set(admin()).expect(200)).body.data;
    // December 2026: the block of the one-unit room takes the night of the 1st; 600 rupees received on 1 Dec IST.
    expect(months[11]).toEqual({ month: '2026-12', roomNights: 93, occupied: 1, rate: 0.011, revenue: 60000 });
    await request(t.app).get('/api/reports/monthly?to=2026-02-30').set(admin()).expect(400);
    await request(t.app).get('/api/reports/monthly').set(bearer(t.deskToken)).expect(403);
  });
});

contractCoverage(['GET /api/reports/dashboard-charts', 'GET /api/reports/monthly']);
