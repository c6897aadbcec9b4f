import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { appsOnOneSchema, NEEDS_POSTGRES } from './support/shared-schema';
import { contractCoverage } from './support/contract-hook';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The clock is fixed at
// 2026-11-21 15:30 IST (a Saturday); 2026-12-24 is a Thursday, 2026-12-26 a Saturday.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const T0 = new Date('2026-11-21T10:00:00Z');
beforeEach(() => t.setNow(T0));

const admin = () => bearer(t.adminToken);
const rates = {
  list: (query = '') => request(t.app).get(`/api/rates${query}`).set(admin()),
  create: (body: object) => request(t.app).post('/api/rates').set(admin()).send(body),
  update: (id: string, body: object) => request(t.app).put(`/api/rates/${id}`).set(admin()).send(body),
  remove: (id: string) => request(t.app).delete(`/api/rates/${id}`).set(admin()),
};
const christmas = (itemId: string | null, extra: object = {}) => ({
  name: 'Christmas week',
  kind: 'room',
  itemId,
  startDate: '2026-12-24',
  endDate: '2026-12-31',
  adjustment: { type: 'percent', value: 40 },
  minNights: 3,
  ...extra,
});
const quoteOf = (kind: string, id: string, checkIn: string, checkOut: string | null, guests = 2) =>
  request(t.app).get(
    `/api/quote?kind=${kind}&itemId=${id}&checkIn=${checkIn}${checkOut ? `&checkOut=${checkOut}` : ''}&guests=${guests}`,
  );
type Line = { date: string; price: number; rule: { name: string } | null; extraGuests: number };

describe('rate periods: the admin API', () => {
  it('when the admin creates, lists, replaces and deletes a period, then each answer is as documented', async () => {
    const room = await createRoom(t, { name: 'Rate Room A' });
    const made = await rates.create(christmas(room, { weekdays: [6, 5] }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      success: true,
      message: 'Rate period created',
      data: {
        name: 'Christmas week',
        kind: 'room',
        itemId: room,
        startDate: '2026-12-24',
        endDate: '2026-12-31',
        weekdays: [5, 6],
        adjustment: { type: 'percent', value: 40 },
        minNights: 3,
        closedToArrival: false,
        closedToDeparture: false,
        nonRefundable: false,
      },
    });
    const id = made.body.data._id as string;
    const kindWide = (
      await rates.create({
        name: 'Gypsy monsoon',
        kind: 'vehicle',
        startDate: '2027-07-01',
        endDate: '2027-08-31',
        adjustment: { type: 'fixed', value: 2500 },
      })
    ).body.data;
    expect(kindWide.itemId).toBeNull();
    // A period that only makes its dates non-refundable is a rule of its own, kept and listed.
    const diwali = await rates.create({
      name: 'Diwali',
      kind: 'room',
      itemId: room,
      startDate: '2026-11-08',
      endDate: '2026-11-10',
      nonRefundable: true,
    });
    expect(diwali.status).toBe(201);
    expect(diwali.body.data).toMatchObject({ adjustment: null, minNights: null, nonRefundable: true });
    expect((await rates.remove(diwali.body.data._id)).status).toBe(200);

    expect((await rates.list('?kind=room')).body.data.map((p: { _id: string }) => p._id)).toContain(id);
    expect((await rates.list('?kind=room')).body.data.map((p: { _id: string }) => p._id)).not.toContain(kindWide._id);
    expect((await rates.list(`?kind=room&itemId=${room}`)).body.data.map((p: { _id: string }) => p._id)).toEqual([id]);

    const replaced = await rates.update(
      id,
      christmas(room, {
        name: 'Christmas',
        adjustment: { type: 'fixed', value: 4200 },
        minNights: null,
        closedToDeparture: true,
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      name: 'Christmas',
      adjustment: { type: 'fixed', value: 4200 },
      minNights: null,
      closedToDeparture: true,
      weekdays: null,
      createdAt: made.body.data.createdAt,
    });

    expect((await rates.remove(id)).body).toEqual({ success: true, message: 'Rate period deleted' });
    expect((await rates.remove(id)).status).toBe(404);
    expect((await rates.update(id, christmas(room))).status).toBe(404);
    expect((await rates.remove('not-a-uuid')).status).toBe(404);
    await rates.remove(kindWide._id).expect(200);
  });

  it('when a visitor or a plain user calls an admin endpoint, then 401 or 403', async () => {
    expect((await request(t.app).get('/api/rates')).status).toBe(401);
    expect((await request(t.app).post('/api/rates').send(christmas(null))).status).toBe(401);
    expect((await request(t.app).get('/api/rates').set(bearer(t.userToken))).status).toBe(403);
  });

  it('when the input is wrong, then 400 with the field that is', async () => {
    const room = await createRoom(t, { name: 'Rate Room B' });
    const tour = await createTour(t, { title: 'Rate Tour B' });
    const refused = async (body: object) => {
      const res = await rates.create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.errors as Record<string, string>;
    };
    expect(await refused(christmas(room, { endDate: '2026-12-23' }))).toEqual({
      endDate: 'End date cannot be before the start date',
    });
    expect(await refused(christmas(room, { startDate: '2026-12-24', endDate: '2028-06-27' }))).toEqual({
      endDate: 'A rate period can span at most 550 days',
    });
    expect(await refused(christmas('3b241101-e2bb-4255-8caf-4136c566a962'))).toEqual({ itemId: 'Unknown item id' });
    expect(await refused(christmas(tour))).toEqual({ itemId: 'Unknown item id' }); // a tour is not a room
    expect(await refused(christmas(room, { adjustment: { type: 'percent', value: 501 } }))).toEqual({
      'adjustment.value': 'Percentage must be a whole number from -90 to 500',
    });
    expect(await refused(christmas(room, { adjustment: { type: 'fixed', value: 0 } }))).toEqual({
      'adjustment.value': 'Price must be a whole number from 1 to 1000000',
    });
    expect(await refused(christmas(room, { minNights: 0 }))).toEqual({
      minNights: 'Minimum stay must be a whole number from 1 to 30',
    });
    expect(await refused(christmas(room, { adjustment: null, minNights: null }))).toEqual({
      adjustment: 'Give a price change or a stay rule (minimum stay, no check-in, no check-out, non-refundable)',
    });
    expect(await refused(christmas(room, { weekdays: [0, 7] }))).toHaveProperty(['weekdays.1']);
    expect(await refused(christmas(room, { startDate: '2026-02-30' }))).toHaveProperty('startDate');
    expect(await refused({ ...christmas(room), kind: 'boat' })).toHaveProperty('kind');
    const hindi = await request(t.app)
      .post('/api/rates?lang=hi')
      .set(admin())
      .send(christmas(room, { endDate: '2028-06-27' }));
    expect(hindi.body.errors.endDate).toBe('एक रेट अवधि ज़्यादा से ज़्यादा 550 दिन की हो सकती है');
  });

  it('when another period at the same level has the same dates and overlapping weekdays, then 409 naming it', async () => {
    const room = await createRoom(t, { name: 'Rate Room C' });
    const first = (await rates.create(christmas(room, { name: 'Festive', weekdays: [5, 6] }))).body.data;
    const clash = await rates.create(christmas(room, { name: 'Second', weekdays: [6] }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another period at the same level has the same dates and weekdays: "Festive"');
    expect((await rates.create(christmas(room, { name: 'Everyday' }))).status).toBe(409); // every day overlaps Fri/Sat
    // Other weekdays, another level or other dates are not clashes.
    const weekdays = await rates.create(christmas(room, { name: 'Midweek', weekdays: [1, 2, 3] }));
    expect(weekdays.status).toBe(201);
    expect((await rates.create(christmas(null, { name: 'All rooms' }))).status).toBe(201);
    expect((await rates.create(christmas(room, { name: 'Longer', endDate: '2027-01-01' }))).status).toBe(201);
    // Replacing a period into a clash is refused too; replacing it by itself is not.
    expect(
      (await rates.update(weekdays.body.data._id, christmas(room, { name: 'Midweek', weekdays: [5] }))).status,
    ).toBe(409);
    expect(
      (await rates.update(first._id, christmas(room, { name: 'Festive', weekdays: [5, 6], minNights: 4 }))).status,
    ).toBe(200);
  });
});

describe('rate periods in quotes, availability, enquiries and reservations', () => {
  it('when a stay touches a "+40 %, min 3 nights" period, then its nights cost more and 2 nights are refused with the reason', async () => {
    const room = await createRoom(t, { name: 'Christmas Room', price: '2000' });
    await rates.create(christmas(room)).expect(201);
    const two = await quoteOf('room', room, '2026-12-23', '2026-12-25');
    expect(two.status).toBe(200);
    expect(two.body.data.available).toBe(false);
    expect(two.body.data.quote.reason).toEqual({
      code: 'min-nights',
      message: 'Stays that include Thu 24 Dec need at least 3 nights',
      params: { date: '2026-12-24', count: 3 },
    });
    expect(two.body.data.quote.nights.map((l: Line) => [l.price, l.rule?.name ?? null])).toEqual([
      [2000, null],
      [2800, 'Christmas week'],
    ]);
    const three = await quoteOf('room', room, '2026-12-25', '2026-12-28');
    expect(three.body.data).toMatchObject({ available: true, quote: { total: 8400, available: true, reason: null } });
    const listed = await request(t.app).get(
      '/api/availability?kind=room&checkIn=2026-12-25&checkOut=2026-12-27&guests=2',
    );
    expect(listed.body.data.find((a: { _id: string }) => a._id === room)).toMatchObject({
      available: false,
      unitsLeft: 1,
      quote: { total: 5600, reason: { code: 'min-nights' } },
    });
  });

  it('when the calendar of a month is read, then each day shows its price, rule, minimum stay and closed days', async () => {
    const room = await createRoom(t, { name: 'Calendar Room', price: '2000' });
    await rates.create(christmas(room)).expect(201);
    await rates
      .create({
        name: 'New Year check-out',
        kind: 'room',
        itemId: room,
        startDate: '2027-01-01',
        endDate: '2027-01-01',
        closedToDeparture: true,
      })
      .expect(201);
    await request(t.app)
      .post('/api/weekend-pricing/activate')
      .set(admin())
      .send({ percentageIncrease: 25 })
      .expect(200);
    try {
      const res = await request(t.app).get(`/api/rates/calendar/room/${room}?month=2026-12`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(31);
      const day = (d: string) => res.body.data.find((x: { date: string }) => x.date === d);
      expect(day('2026-12-23')).toEqual({
        date: '2026-12-23',
        price: 2000,
        ruleName: null,
        minNights: null,
        closedToArrival: false,
        closedToDeparture: false,
        available: true,
      });
      expect(day('2026-12-24')).toMatchObject({ price: 2800, ruleName: 'Christmas week', minNights: 3 });
      expect(day('2026-12-25')).toMatchObject({ price: 3500, ruleName: 'Christmas week' }); // a Friday night: 2800 + 25 %
      const jan = await request(t.app).get(`/api/rates/calendar/room/${room}?month=2027-01`);
      expect(jan.body.data[0]).toMatchObject({ date: '2027-01-01', closedToDeparture: true, price: 2500 });
      expect((await request(t.app).get(`/api/rates/calendar/room/${room}?month=2026-11`)).body.data[0].available).toBe(
        false,
      ); // past
      expect((await request(t.app).get(`/api/rates/calendar/vehicle/${room}?month=2026-12`)).status).toBe(404);
      expect((await request(t.app).get(`/api/rates/calendar/boat/${room}?month=2026-12`)).status).toBe(404);
      expect((await request(t.app).get(`/api/rates/calendar/room/${room}?month=2026-13`)).status).toBe(400);
    } finally {
      await request(t.app).post('/api/weekend-pricing/deactivate').set(admin()).expect(200);
    }
  });

  it("when an enquiry asks for a stay under the minimum, then it is recorded as not available with the server's quote", async () => {
    const room = await createRoom(t, { name: 'Enquiry Room', price: '2000' });
    await rates.create(christmas(room)).expect(201);
    const res = await request(t.app)
      .post('/api/enquiries')
      .send({ kind: 'room', itemId: room, checkIn: '2026-12-26', checkOut: '2026-12-28', guests: 2 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      available: false,
      quote: { total: 5600, reason: { code: 'min-nights', params: { date: '2026-12-26', count: 3 } } },
    });
  });

  it('when the admin saves a reservation that breaks a stay rule, then it is saved with the reason in its quote; capacity still refuses', async () => {
    const room = await createRoom(t, { name: 'Override Room', price: '2000' });
    await rates.create(christmas(room)).expect(201);
    const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210', status: 'confirmed' };
    const made = await request(t.app)
      .post('/api/reservations')
      .set(admin())
      .send({ kind: 'room', itemId: room, checkIn: '2026-12-24', checkOut: '2026-12-26', guests: 2, ...guest });
    expect(made.status).toBe(201);
    expect(made.body.data.quote).toMatchObject({
      total: 5600,
      available: false,
      reason: { code: 'min-nights', message: 'Stays that include Thu 24 Dec need at least 3 nights' },
    });
    const clash = await request(t.app)
      .post('/api/reservations')
      .set(admin())
      .send({ kind: 'room', itemId: room, checkIn: '2026-12-25', checkOut: '2026-12-28', guests: 2, ...guest });
    expect(clash.status).toBe(409);
  });

  it('when a room has a base occupancy and an extra guest price, then guests over it pay per night', async () => {
    const room = await createRoom(t, {
      name: 'Family Room',
      price: '3000',
      specifications: JSON.stringify({ capacity: '4 guests' }),
      baseOccupancy: '2',
      extraGuestPrice: '600',
    });
    const got = await request(t.app).get(`/api/rooms/get/${room}`);
    expect(got.body).toMatchObject({ baseOccupancy: 2, extraGuestPrice: 600 });
    const q = await quoteOf('room', room, '2026-12-01', '2026-12-03', 4);
    expect(q.body.data.quote.nights.map((l: Line) => l.extraGuests)).toEqual([1200, 1200]);
    expect(q.body.data.quote.total).toBe(8400);
    expect((await quoteOf('room', room, '2026-12-01', '2026-12-03', 5)).body.data.quote.reason.code).toBe(
      'room-guests',
    );
    const bad = await request(t.app)
      .post('/api/rooms/create')
      .set(admin())
      .field('name', 'X')
      .field('price', '1')
      .field('description', 'x')
      .field('baseOccupancy', '0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.baseOccupancy).toBe('Guests included must be a whole number from 1 to 50');
  });

  it('when a tour has minimum persons and a booking cut-off, then fewer persons and a departure too soon are refused', async () => {
    const tour = await createTour(t, {
      title: 'Sunrise Jeep Tour',
      minPersons: '2',
      bookingCutoffDays: '3',
      seatsPerDeparture: '8',
    });
    expect((await quoteOf('tour', tour, '2026-12-05', null, 1)).body.data.quote.reason).toEqual({
      code: 'below-min-persons',
      message: 'This tour needs at least 2 persons',
      params: { count: 2 },
    });
    expect((await quoteOf('tour', tour, '2026-11-23', null, 2)).body.data.quote.reason.code).toBe('past-cutoff');
    expect((await quoteOf('tour', tour, '2026-11-24', null, 2)).body.data.available).toBe(true);
    const cal = await request(t.app).get(`/api/rates/calendar/tour/${tour}?month=2026-11`);
    const day = (d: string) => cal.body.data.find((x: { date: string }) => x.date === d);
    expect([day('2026-11-23').available, day('2026-11-24').available]).toEqual([false, true]);
  });

  it('when a Gypsy has a minimum rental in days, then a shorter rental is refused', async () => {
    const gypsy = await createVehicle(t, {
      name: 'Two-day Gypsy',
      rentalTerms: JSON.stringify({ minimumRental: '2 days' }),
    });
    const one = await quoteOf('vehicle', gypsy, '2026-12-01', '2026-12-02');
    expect(one.body.data.quote.reason).toEqual({
      code: 'min-nights',
      message: 'This Gypsy is rented for at least 2 days',
      params: { count: 2 },
    });
    expect((await quoteOf('vehicle', gypsy, '2026-12-01', '2026-12-03')).body.data.available).toBe(true);
  });

  it('when a period is written after an availability answer was cached, then the next answer has the new prices at once', async () => {
    const room = await createRoom(t, { name: 'Cached Room', price: '2000' });
    const url = '/api/availability?kind=room&checkIn=2027-02-10&checkOut=2027-02-12&guests=2';
    const total = async () =>
      (await request(t.app).get(url)).body.data.find((a: { _id: string }) => a._id === room).quote.total as number;
    expect(await total()).toBe(4000);
    const made = (
      await rates.create({
        name: 'Valentine',
        kind: 'room',
        startDate: '2027-02-10',
        endDate: '2027-02-14',
        adjustment: { type: 'percent', value: 50 },
      })
    ).body.data;
    expect(await total()).toBe(6000);
    await rates
      .update(made._id, {
        name: 'Valentine',
        kind: 'room',
        startDate: '2027-02-10',
        endDate: '2027-02-14',
        adjustment: { type: 'fixed', value: 2500 },
      })
      .expect(200);
    expect(await total()).toBe(5000);
    await rates.remove(made._id).expect(200);
    expect(await total()).toBe(4000);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log(`[skip] rates across two processes: ${NEEDS_POSTGRES}`);

describe.runIf(onPostgres)('rate periods across two server processes on one PostgreSQL', () => {
  it("when a period is created through A, then B's cached availability has the new price within a second", async () => {
    const s = await appsOnOneSchema(2);
    try {
      const made = await request(s.apps[0])
        .post('/api/rooms/create')
        .set(bearer(s.adminToken))
        .field('name', 'Shared Room')
        .field('price', '2000')
        .field('description', 'Cosy');
      const room = made.body.data._id as string;
      const url = `/api/availability?kind=room&itemId=${room}&checkIn=2027-05-10&checkOut=2027-05-12&guests=2`;
      const total = async () => (await request(s.apps[1]).get(url).expect(200)).body.data[0].quote.total as number;
      expect(await total()).toBe(4000); // B caches it
      await request(s.apps[0])
        .post('/api/rates')
        .set(bearer(s.adminToken))
        .send({
          name: 'Summer peak',
          kind: 'room',
          startDate: '2027-05-01',
          endDate: '2027-06-30',
          adjustment: { type: 'percent', value: 25 },
        })
        .expect(201);
      const started = Date.now();
      let seen = await total();
      while (seen !== 5000 && Date.now() - started < 1_000) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await total();
      }
      expect(seen).toBe(5000);
    } finally {
      await s.close();
    }
  });
});

// The clash check (409) and the save run in one transaction under an advisory lock of the period's
// level. Only PostgreSQL proves it: with PGlite there is one connection, so writes never overlap.
describe.runIf(onPostgres)('rate period writes racing from two server processes on one PostgreSQL', () => {
  it('when 8 identical periods are created at once through A and B, then exactly one is saved (201) and 7 are 409', async () => {
    const s = await appsOnOneSchema(2);
    try {
      const body = {
        name: 'Diwali',
        kind: 'room',
        startDate: '2027-10-28',
        endDate: '2027-11-03',
        adjustment: { type: 'percent', value: 30 },
      };
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          request(s.apps[i % 2])
            .post('/api/rates')
            .set(bearer(s.adminToken))
            .send({ ...body, name: `Diwali ${i}` }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const saved = answers.find((a) => a.status === 201)!.body.data.name as string;
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body.message).toBe(`Another period at the same level has the same dates and weekdays: "${saved}"`);
      const listed = await request(s.apps[1]).get('/api/rates?kind=room').set(bearer(s.adminToken)).expect(200);
      expect(listed.body.data.map((p: { name: string }) => p.name)).toEqual([saved]);
    } finally {
      await s.close();
    }
  });

  it('when two periods on Mondays and Tuesdays are both replaced at once by Wednesdays, then one is saved (200) and the other is 409', async () => {
    const s = await appsOnOneSchema(2);
    try {
      const period = (name: string, weekdays: number[] | null) => ({
        name,
        kind: 'vehicle',
        itemId: null,
        startDate: '2027-03-01',
        endDate: '2027-03-31',
        weekdays,
        minNights: 2,
      });
      const post = (name: string, weekdays: number[]) =>
        request(s.apps[0]).post('/api/rates').set(bearer(s.adminToken)).send(period(name, weekdays)).expect(201);
      const monday = (await post('Mondays', [1])).body.data._id as string;
      const tuesday = (await post('Tuesdays', [2])).body.data._id as string;
      const answers = await Promise.all([
        request(s.apps[0])
          .put(`/api/rates/${monday}`)
          .set(bearer(s.adminToken))
          .send(period('Mondays', [3])),
        request(s.apps[1])
          .put(`/api/rates/${tuesday}`)
          .set(bearer(s.adminToken))
          .send(period('Tuesdays', [3])),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const listed = await request(s.apps[0]).get('/api/rates?kind=vehicle').set(bearer(s.adminToken)).expect(200);
      // The winner moved to Wednesdays; the loser kept its day.
      const kept = answers[0].status === 200 ? '2' : '1';
      expect(listed.body.data.map((p: { weekdays: number[] }) => String(p.weekdays)).sort()).toEqual(
        [kept, '3'].sort(),
      );
    } finally {
      await s.close();
    }
  });
});

contractCoverage([
  'GET /api/rates',
  'POST /api/rates',
  'PUT /api/rates/{id}',
  'DELETE /api/rates/{id}',
  'GET /api/rates/calendar/{kind}/{id}',
]);
