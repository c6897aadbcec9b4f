import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ENQUIRY_REFERENCE_ALPHABET } from '@pachmarhi/common/enquiry';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { createRoom, createTour } from './support/records';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
let roomId: string;
let tourId: string;
beforeAll(async () => {
  t = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1000' });
  roomId = await createRoom(t, { name: 'Cedar Room', price: '2000' });
  tourId = await createTour(t, { title: 'Bee Falls', price: '800' });
  await request(t.app)
    .post('/api/weekend-pricing/activate')
    .set(bearer(t.adminToken))
    .send({ percentageIncrease: 25 })
    .expect(200);
});
afterAll(() => t.close());
// Every case runs on Saturday 21 Nov 2026 (IST); 4 Dec 2026 is a Friday.
beforeEach(() => t.setNow(new Date('2026-11-21T10:00:00Z')));
afterEach(() => t.setNow(null));

const stay = (over: Record<string, unknown> = {}) => ({
  kind: 'room',
  itemId: roomId,
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  guests: 2,
  ...over,
});
const post = (body: unknown) =>
  request(t.app)
    .post('/api/enquiries')
    .send(body as object);
const list = async (q = '') =>
  (await request(t.app).get(`/api/enquiries${q}`).set(bearer(t.adminToken)).expect(200)).body;

describe('POST /api/enquiries', () => {
  it('when a visitor asks for a Friday–Sunday stay, then 201 with a 4-character reference and the server-priced quote', async () => {
    const res = await post({ ...stay(), quote: { total: 1 } }).expect(201);
    expect(res.body.data.reference).toMatch(new RegExp(`^[${ENQUIRY_REFERENCE_ALPHABET}]{4}$`));
    expect(res.body.data).toMatchObject({
      kind: 'room',
      itemId: roomId,
      itemName: 'Cedar Room',
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      guests: 2,
      available: true,
    });
    expect(res.body.data.quote.total).toBe(5000);
    expect(res.body.data.quote.nights.map((n: { surcharge: number }) => n.surcharge)).toEqual([500, 500]);
  });

  it('when a tour departure is asked about, then it is stored without a check-out', async () => {
    const res = await post({ kind: 'tour', itemId: tourId, checkIn: '2026-12-08', guests: 3 }).expect(201);
    expect(res.body.data).toMatchObject({ checkOut: null, guests: 3 });
    expect(res.body.data.quote.total).toBe(2400);
  });

  it.each([
    ['no kind', { kind: undefined }, { kind: 'Choose room, vehicle or tour' }],
    ['a past check-in', { checkIn: '2026-11-20' }, { checkIn: 'Check-in date cannot be in the past' }],
    [
      'check-out before check-in',
      { checkOut: '2026-12-03' },
      { checkOut: 'Check-out date must be after the check-in date' },
    ],
    ['0 guests', { guests: 0 }, { guests: 'Guests must be a whole number from 1 to 50' }],
    ['a malformed item id', { itemId: 'abc' }, { itemId: 'Unknown item id' }],
  ])(
    'when the body has %s, then 400 with the field and its message, and nothing stored',
    async (_name, over, errors) => {
      const before = (await list()).total;
      const res = await post(stay(over)).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual(errors);
      expect((await list()).total).toBe(before);
    },
  );

  it('when the item does not exist, then 404', async () => {
    await post(stay({ itemId: '00000000-0000-4000-8000-000000000000' })).expect(404);
  });
});

describe('references', () => {
  it('when many enquiries are made, then every reference is unique', async () => {
    const refs = await Promise.all(
      Array.from({ length: 25 }, async () => (await post(stay()).expect(201)).body.data.reference as string),
    );
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('when the admin searches a reference (any case, with #), then exactly that enquiry is listed', async () => {
    const made = (await post(stay({ guests: 1 })).expect(201)).body.data;
    for (const q of [made.reference, `%23${made.reference.toLowerCase()}`]) {
      const found = await list(`?q=${q}`);
      expect(found.total).toBe(1);
      expect(found.data[0]).toEqual(made);
    }
    expect((await list('?q=ZZZZZ')).total).toBe(0);
  });
});

describe('dashboard', () => {
  it('when items were asked about, then the stats count enquiries per item, most asked first', async () => {
    const other = await createRoom(t, { name: 'Oak Room', price: '1500' });
    await post(stay({ itemId: other })).expect(201);
    const res = await request(t.app).get('/api/dashboard/stats').set(bearer(t.adminToken)).expect(200);
    const counts = res.body.data.enquiries as { itemId: string; itemName: string; count: number }[];
    const rooms = (await list('?limit=100')).data.filter((e: { itemId: string }) => e.itemId === roomId).length;
    expect(counts[0]).toMatchObject({ itemId: roomId, itemName: 'Cedar Room', count: rooms });
    expect(counts.find((c) => c.itemId === other)).toMatchObject({ itemName: 'Oak Room', count: 1 });
    expect(counts.find((c) => c.itemId === tourId)).toMatchObject({ count: 1 });
  });

  it('when enquiries are older than 30 days, then they are not counted', async () => {
    t.setNow(new Date('2027-01-15T10:00:00Z'));
    const res = await request(t.app).get('/api/dashboard/stats').set(bearer(t.adminToken)).expect(200);
    expect(res.body.data.enquiries).toEqual([]);
  });
});

describe('rate limit', () => {
  it('when one connection sends more than ENQUIRY_RATE_LIMIT enquiries in 10 minutes, then 429', async () => {
    const limited = await makeTestApp({ ENQUIRY_RATE_LIMIT: '2' });
    try {
      const room = await createRoom(limited);
      const checkIn = addDays(todayIST(), 30);
      const body = { kind: 'room', itemId: room, checkIn, checkOut: addDays(checkIn, 1), guests: 1 };
      await request(limited.app).post('/api/enquiries').send(body).expect(201);
      await request(limited.app).post('/api/enquiries').send(body).expect(201);
      const res = await request(limited.app).post('/api/enquiries').send(body).expect(429);
      expect(res.body).toMatchObject({ success: false });
    } finally {
      await limited.close();
    }
  });
});

contractCoverage(['GET /api/enquiries', 'POST /api/enquiries']);
