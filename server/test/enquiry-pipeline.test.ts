/**
 * The enquiry pipeline (owner): a reservation made from an enquiry keeps the quoted price unless
 * re-priced, an agreed total is the base of what is owed, enquiries have statuses, and the
 * dashboard counts the open ones.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createRoom } from './support/records';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { GST_BUSINESS as SETTINGS } from './support/business';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
let roomId: string;
const admin = () => bearer(t.adminToken);
const api = () => request(t.app);
const guest = { guestName: 'Asha Verma', guestPhone: '9876543210' };

beforeAll(async () => {
  t = await makeTestApp({ ENQUIRY_RATE_LIMIT: '1000' });
  roomId = await createRoom(t, { name: 'Walker Hill Cottage', price: '1800' });
});
afterAll(() => t.close());
// Saturday 21 Nov 2026 (IST); 4 Dec 2026 is a Friday: the stay has a Friday and a Saturday night.
beforeEach(() => t.setNow(new Date('2026-11-21T10:00:00Z')));
afterEach(async () => {
  await api().post('/api/weekend-pricing/deactivate').set(admin());
  t.setNow(null);
});

const stay = { kind: 'room', checkIn: '2026-12-04', checkOut: '2026-12-06', guests: 2 };
/** A visitor's enquiry for the Friday–Sunday stay, with weekend pricing off: ₹3,600. */
async function enquiry(over: object = {}) {
  const res = await api()
    .post('/api/enquiries')
    .send({ ...stay, itemId: roomId, ...over })
    .expect(201);
  return res.body.data as { _id: string; reference: string; quote: { total: number } };
}
const weekendOn = () =>
  api().post('/api/weekend-pricing/activate').set(admin()).send({ percentageIncrease: 25 }).expect(200);
const reserve = (body: object) =>
  api()
    .post('/api/reservations')
    .set(admin())
    .send({ ...stay, itemId: roomId, ...guest, status: 'confirmed', ...body });
const enquiries = async () =>
  (await api().get('/api/enquiries?limit=100').set(admin()).expect(200)).body.data as {
    _id: string;
    status: string;
    reservationId: string | null;
    reservationReference: string | null;
  }[];
const setStatus = (id: string, status: string) => api().patch(`/api/enquiries/${id}`).set(admin()).send({ status });
const openEnquiries = async () =>
  (await api().get('/api/dashboard/stats').set(admin()).expect(200)).body.data.reservations.openEnquiries as number;
const cancel = (id: string) =>
  api().put(`/api/reservations/${id}`).set(admin()).send({ status: 'cancelled' }).expect(200);

describe('a reservation made from an enquiry', () => {
  it('when an enquiry quoted ₹3,600 is converted after weekend pricing is switched on, then the reservation keeps ₹3,600 and the enquiry is booked with it', async () => {
    const e = await enquiry();
    expect(e.quote.total).toBe(3600);
    await weekendOn();
    const res = await reserve({ enquiryId: e._id }).expect(201);
    expect(res.body.data.quote.total).toBe(3600);
    expect(res.body.data.agreedTotal).toBeNull();
    const listed = (await enquiries()).find((x) => x._id === e._id);
    expect(listed).toMatchObject({
      status: 'booked',
      reservationId: res.body.data._id,
      reservationReference: res.body.data.reference,
    });
    await cancel(res.body.data._id);
  });

  it('when converted with reprice: true, then the reservation has the current price ₹4,500', async () => {
    const e = await enquiry();
    await weekendOn();
    const res = await reserve({ enquiryId: e._id, reprice: true }).expect(201);
    expect(res.body.data.quote.total).toBe(4500);
    await cancel(res.body.data._id);
  });

  it('when the owner changes the dates of the enquiry, then the new stay is priced now (the quote was for other dates)', async () => {
    const e = await enquiry();
    await weekendOn();
    const res = await reserve({ enquiryId: e._id, checkOut: '2026-12-07' }).expect(201);
    expect(res.body.data.quote.total).toBe(2250 + 2250 + 1800);
    await cancel(res.body.data._id);
  });

  it('when an enquiry already booked is converted again, then 409 naming its reservation, and nothing is created', async () => {
    const e = await enquiry();
    const first = await reserve({ enquiryId: e._id }).expect(201);
    await cancel(first.body.data._id);
    const again = await reserve({ enquiryId: e._id }).expect(409);
    expect(again.body.message).toBe(
      `Enquiry #${e.reference} is already booked as reservation ${first.body.data.reference}`,
    );
  });

  it('when the enquiry does not exist, then 400 on enquiryId', async () => {
    const res = await reserve({ enquiryId: '00000000-0000-4000-8000-000000000000' }).expect(400);
    expect(res.body.errors).toEqual({ enquiryId: 'This enquiry does not exist' });
  });
});

describe('enquiries from every WhatsApp button', () => {
  it('when a visitor presses WhatsApp before choosing dates (a listing card), then the enquiry is recorded with a reference and no dates or quote; made into a reservation, the stay is priced then', async () => {
    const res = await api().post('/api/enquiries').send({ kind: 'room', itemId: roomId }).expect(201);
    expect(res.body.data).toMatchObject({
      checkIn: null,
      checkOut: null,
      guests: 1,
      available: null,
      quote: null,
      status: 'new',
    });
    expect(res.body.data.reference).toMatch(/^[A-Z2-9]{4}$/);
    const made = await reserve({ enquiryId: res.body.data._id }).expect(201);
    expect(made.body.data.quote.total).toBe(3600);
    await cancel(made.body.data._id);
  });

  it('when only a check-out is given, then 400 asking for the check-in', async () => {
    const res = await api()
      .post('/api/enquiries')
      .send({ kind: 'room', itemId: roomId, checkOut: '2026-12-06' })
      .expect(400);
    expect(res.body.errors).toEqual({ checkIn: 'Check-in date is required' });
  });
});

describe('an agreed total', () => {
  it('when the owner agrees ₹3,000 with a note, then the reservation keeps it beside the computed ₹3,600 and amountDue is ₹3,000 plus the same 5 % GST', async () => {
    await api().put('/api/business-settings').set(admin()).send(SETTINGS).expect(200);
    try {
      const res = await reserve({ agreedTotal: 3000, notes: 'Returning guest: ₹600 off' }).expect(201);
      const r = res.body.data;
      expect(r).toMatchObject({ agreedTotal: 3000, notes: 'Returning guest: ₹600 off' });
      expect(r.quote.total).toBe(3600);
      // Rooms up to ₹7,500 a night: 5 % GST (CGST 2.5 % + SGST 2.5 %), added on top (prices exclude GST).
      expect(r.quote.grandTotal).toBe(378_000);
      expect(r.amountDue).toBe(315_000);
      expect(r.balance).toBe(315_000);

      const cleared = await api()
        .put(`/api/reservations/${r._id}`)
        .set(admin())
        .send({ agreedTotal: null })
        .expect(200);
      expect(cleared.body.data).toMatchObject({ agreedTotal: null, amountDue: 378_000 });
      await cancel(r._id);
    } finally {
      await api()
        .put('/api/business-settings')
        .set(admin())
        .send({ ...SETTINGS, gstRegistered: false, gstin: '' });
    }
  });

  it('when an agreed total comes without notes, then 400 asking why it was agreed, and nothing is created', async () => {
    const res = await reserve({ agreedTotal: 3000 }).expect(400);
    expect(res.body.errors).toEqual({
      notes: 'Say in the notes why this total was agreed (a discount, a negotiated price)',
    });
  });

  it('when the agreed total is not whole rupees, then 400 on agreedTotal', async () => {
    const res = await reserve({ agreedTotal: 2999.5, notes: 'Discount' }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['agreedTotal']);
  });
});

describe('enquiry statuses', () => {
  it('when a visitor asks, then the enquiry is new; the owner moves it to replied and lost', async () => {
    const e = await enquiry();
    expect((await enquiries()).find((x) => x._id === e._id)?.status).toBe('new');
    expect((await setStatus(e._id, 'replied').expect(200)).body.data).toMatchObject({ status: 'replied' });
    expect((await setStatus(e._id, 'lost').expect(200)).body.data).toMatchObject({ status: 'lost' });
  });

  it('when the status is not one of new, replied, booked, lost, then 400; an unknown enquiry is 404; the desk may not', async () => {
    const e = await enquiry();
    const res = await setStatus(e._id, 'maybe').expect(400);
    expect(res.body.errors).toEqual({ status: 'Choose new, replied, booked or lost' });
    await setStatus('00000000-0000-4000-8000-000000000000', 'lost').expect(404);
    await api().patch(`/api/enquiries/${e._id}`).set(bearer(t.deskToken)).send({ status: 'lost' }).expect(403);
  });
});

describe('dashboard', () => {
  it("when visitors' enquiries are new or replied, then the dashboard counts them as open; booked and lost ones are not", async () => {
    const before = await openEnquiries();
    const [a, b, c] = [await enquiry(), await enquiry(), await enquiry()];
    expect(await openEnquiries()).toBe(before + 3);
    await setStatus(a._id, 'replied').expect(200);
    await setStatus(b._id, 'lost').expect(200);
    expect(await openEnquiries()).toBe(before + 2);
    const booked = await reserve({ enquiryId: c._id }).expect(201);
    expect(await openEnquiries()).toBe(before + 1);
    await cancel(booked.body.data._id);
  });
});

contractCoverage(['PATCH /api/enquiries/{id}']);
