/**
 * A trip's money (issue 35) on the real app and database: one tax invoice for a mixed trip (two
 * rooms with MAP, a Gypsy day, a tour, two extras) read back from its PDF with each row's SAC and
 * GST rate; payments taken on the trip and its balance from the trip's folio; a line cancelled
 * after invoicing credited by a credit note of just that line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { GST_BUSINESS } from './support/business';
import { binaryBody, pdfText } from './support/pdf-text';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
/** Saturday 21 Nov 2026, 15:30 IST; the trip is Friday 4 Dec to Sunday 6 Dec. */
const T0 = new Date('2026-11-21T10:00:00Z');
let room: string;
let suite: string;
let gypsy: string;
let tour: string;
let bonfire: string;
let pickup: string;

const admin = () => bearer(t.adminToken);
const desk = () => bearer(t.deskToken);
const api = () => request(t.app);
const pdfOf = async (url: string) =>
  (await api().get(url).set(admin()).buffer(true).parse(binaryBody).expect(200)).body as Buffer;

beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  await api()
    .put('/api/business-settings')
    .set(admin())
    .send({ ...GST_BUSINESS, vehicleGstRate: 12, tourSac: '998555', vehicleSac: '996601' })
    .expect(200);
  room = await createRoom(t, { name: 'Valley Room', price: '3000', units: '2' });
  suite = await createRoom(t, { name: 'Forest Suite', price: '7000' });
  gypsy = await createVehicle(t, { name: 'White Gypsy', price: '3500' });
  tour = await createTour(t, {
    title: 'Dhoopgarh Sunrise',
    price: '800',
    seatsPerDeparture: '8',
    departureDates: JSON.stringify(['2026-12-06']),
  });
  for (const id of [room, suite])
    await api()
      .put(`/api/rooms/${id}/meal-plans`)
      .set(admin())
      .send({ MAP: { adult: 650, child: 325 } })
      .expect(200);
  const extra = async (body: object) =>
    (await api().post('/api/extras').set(admin()).send(body).expect(201)).body.data._id as string;
  bonfire = await extra({ name: 'Bonfire', nameHi: 'अलाव', price: 800, unit: 'per-stay', gstRate: 18, sac: '999799' });
  pickup = await extra({ name: 'Pickup from Pipariya', price: 1500, unit: 'per-item', gstRate: 5, sac: '996412' });
});
afterAll(() => t.close());

const stay = { checkIn: '2026-12-04', checkOut: '2026-12-06' };
const mixedTrip = () => ({
  guest: { name: 'Meera Iyer', phone: '98260 55555' },
  source: 'whatsapp',
  status: 'confirmed',
  lines: [
    { kind: 'room', itemId: room, ...stay, guests: 2, mealPlan: 'MAP' },
    { kind: 'room', itemId: suite, ...stay, guests: 2, mealPlan: 'MAP' },
    { kind: 'vehicle', itemId: gypsy, checkIn: '2026-12-05', checkOut: '2026-12-06', guests: 4 },
    { kind: 'tour', itemId: tour, checkIn: '2026-12-06', guests: 4 },
  ],
  extras: [{ extraId: bonfire }, { extraId: pickup }],
});

describe("a trip's money", () => {
  let tripId: string;
  let tourLine: string;
  let invoice: { _id: string; pdfUrl: string; total: number; number: string };

  it('when a mixed trip is invoiced, then one invoice has a row per line and extra with its SAC and rate, read back from its PDF', async () => {
    const made = await api().post('/api/trips').set(desk()).send(mixedTrip()).expect(201);
    tripId = made.body.data._id;
    tourLine = made.body.data.lines.find((l: { kind: string }) => l.kind === 'tour')._id;
    const before = made.body.data.folio;
    const res = await api().post(`/api/trips/${tripId}/invoice`).set(admin()).send({}).expect(201);
    invoice = res.body.data;
    expect(invoice).toMatchObject({ type: 'invoice', reservationId: null, tripId, number: 'INV/26-27/0001' });
    // The invoice fixes the trip folio's figures: the same total as before it.
    expect(invoice.total).toBe(before.total);
    await api().post(`/api/trips/${tripId}/invoice`).set(admin()).send({}).expect(200);
    const text = (await pdfText(await pdfOf(invoice.pdfUrl))).replace(/\s+/g, ' ');
    // Valley Room: 2 nights × (₹3,000 + MAP 2 × ₹650) = ₹8,600, ₹4,300 a night: 5 % (₹7,500 or less).
    expect(text).toMatch(
      /Valley Room: 2 nights from 2026-12-04, 2 guests, MAP meals \(composite supply with the stay\) 996311 1 ₹ 8,600 5 ₹ 8,600/,
    );
    // Forest Suite: ₹7,000 + ₹1,300 meals = ₹8,300 a night: above ₹7,500, 18 %.
    expect(text).toMatch(/Forest Suite: 2 nights .* 996311 1 ₹ 16,600 18 ₹ 16,600/);
    expect(text).toMatch(/White Gypsy: vehicle hire, 1 day from 2026-12-05 996601 1 ₹ 3,500 12 ₹ 3,500/);
    expect(text).toMatch(/Dhoopgarh Sunrise: tour on 2026-12-06, 4 persons 998555 1 ₹ 3,200 5 ₹ 3,200/);
    expect(text).toMatch(/Bonfire 999799 1 ₹ 800 18 ₹ 800/);
    expect(text).toMatch(/Pickup from Pipariya 996412 1 ₹ 1,500 5 ₹ 1,500/);
    for (const field of ['CGST 2.5 %', 'SGST 2.5 %', 'CGST 6 %', 'CGST 9 %', 'SGST 9 %', 'INV/26-27/0001'])
      expect(text).toContain(field);
    // Taxable at 5 %: 8,600 + 3,200 + 1,500 = 13,300 → 665; at 12 %: 3,500 → 420; at 18 %: 17,400 → 3,132.
    expect(res.body.data.total).toBe((34_200 + 665 + 420 + 3_132) * 100);
  });

  it('when payments are taken on the trip, then its folio counts them and a payment above the balance is refused', async () => {
    const request_ = await api().post(`/api/trips/${tripId}/payment-request`).set(desk()).send({}).expect(200);
    // The deposit: 30 % of ₹38,417, rounded to the rupee.
    expect(request_.body.data.amount).toBe(1_152_500);
    expect(request_.body.data.upiUrl).toContain('am=11525.00');
    await api()
      .post(`/api/trips/${tripId}/payments`)
      .set(desk())
      .send({ amount: 11_525, method: 'upi', reference: 'UTR 4451 9988' })
      .expect(201);
    await api().post(`/api/trips/${tripId}/payments`).set(desk()).send({ amount: 30_000, method: 'cash' }).expect(400);
    const ledger = await api().get(`/api/trips/${tripId}/payments`).set(desk()).expect(200);
    expect(ledger.body.data).toMatchObject({ amountDue: 3_841_700, paid: 1_152_500, balance: 2_689_200 });
    expect(ledger.body.data.payments).toHaveLength(1);
    expect(ledger.body.data.documents.map((d: { number: string }) => d.number)).toEqual(['INV/26-27/0001']);
    const trip = (await api().get(`/api/trips/${tripId}`).set(desk()).expect(200)).body.data;
    expect(trip.folio).toEqual(ledger.body.data.folio);
    expect(trip.balance).toBe(2_689_200);
  });

  it('when a line of the invoiced trip is cancelled, then a credit note covers just that line and its price leaves the amount due', async () => {
    await api().post(`/api/trips/${tripId}/extras`).set(desk()).send({ extraId: bonfire }).expect(409);
    const res = await api().delete(`/api/trips/${tripId}/lines/${tourLine}`).set(desk()).expect(200);
    // The tour was ₹3,200 + 5 % = ₹3,360.
    expect(res.body.data.folio).toMatchObject({ total: 3_841_700, credited: 336_000, amountDue: 3_505_700 });
    expect(res.body.data.balance).toBe(3_505_700 - 1_152_500);
    expect(res.body.data.lines.filter((l: { status: string }) => l.status !== 'cancelled')).toHaveLength(3);
    const docs = (await api().get(`/api/trips/${tripId}/payments`).set(desk()).expect(200)).body.data.documents;
    const note = docs.find((d: { type: string }) => d.type === 'credit-note');
    expect(note).toMatchObject({ number: 'CN/26-27/0001', invoiceId: invoice._id, total: 336_000 });
    const text = (await pdfText(await pdfOf(note.pdfUrl))).replace(/\s+/g, ' ');
    expect(text).toContain('Against invoice INV/26-27/0001');
    expect(text).toMatch(/Dhoopgarh Sunrise: tour on 2026-12-06, 4 persons 998555 1 ₹ 3,200 5 ₹ 3,200/);
    expect(text).not.toContain('Valley Room');
  });

  it('when the GST report of the month is read, then the trip counts once, its lines each under their own SAC and rate', async () => {
    const csv = (await api().get('/api/reports/gst.csv?month=2026-11').set(admin()).expect(200)).text;
    const rows = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','))
      .map((c) => [c[0], c[6], c[7], c[8]].join(' '));
    expect(rows).toEqual([
      'INV/26-27/0001 996311 8600.00 5',
      'INV/26-27/0001 998555 3200.00 5',
      'INV/26-27/0001 996412 1500.00 5',
      'INV/26-27/0001 996601 3500.00 12',
      'INV/26-27/0001 996311 16600.00 18',
      'INV/26-27/0001 999799 800.00 18',
      'CN/26-27/0001 998555 -3200.00 5',
    ]);
  });

  it("when the month's Tally file is read, then the trip's invoice posts each line and extra to its own income ledger at its rate", async () => {
    const xml = (await api().get('/api/exports/tally.xml?from=2026-11-01&to=2026-11-30').set(admin()).expect(200)).text;
    const doc = new XMLParser({ isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name) }).parse(
      xml,
    );
    type Entry = { LEDGERNAME: string; AMOUNT: number };
    const sale = (doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as { VOUCHER?: Record<string, unknown> }[])
      .map((m) => m.VOUCHER)
      .find((v) => v?.VOUCHERTYPENAME === 'Sales')!;
    const income = (sale['ALLLEDGERENTRIES.LIST'] as Entry[])
      .filter((e) => / Income /.test(e.LEDGERNAME))
      .map((e) => `${e.LEDGERNAME} ${e.AMOUNT}`);
    // The GST report's rows above, by income instead of SAC: the two extras (pickup 5 %, bonfire 18 %) under Extras Income.
    expect(income.sort()).toEqual(
      [
        'Room Income 5% 8600',
        'Tour Income 5% 3200',
        'Extras Income 5% 1500',
        'Vehicle Hire Income 12% 3500',
        'Room Income 18% 16600',
        'Extras Income 18% 800',
      ].sort(),
    );
  });

  it('when a one-line trip takes a payment on the trip, then the reservation’s own money paths show it', async () => {
    const made = await api()
      .post('/api/trips')
      .set(desk())
      .send({
        ...mixedTrip(),
        lines: [{ kind: 'room', itemId: room, checkIn: '2026-12-10', checkOut: '2026-12-11', guests: 2 }],
        extras: [],
      })
      .expect(201);
    const id = made.body.data._id;
    const line = made.body.data.lines[0]._id;
    await api().post(`/api/trips/${id}/payments`).set(desk()).send({ amount: 1000, method: 'cash' }).expect(201);
    const ledger = (await api().get(`/api/reservations/${line}/payments`).set(desk()).expect(200)).body.data;
    expect(ledger.paid).toBe(100_000);
    expect(ledger.payments).toHaveLength(1);
    // ₹3,000 + 5 % = ₹3,150 on both.
    expect(ledger.balance).toBe(215_000);
    expect((await api().get(`/api/trips/${id}`).set(desk()).expect(200)).body.data.balance).toBe(215_000);
  });
});

contractCoverage([
  'GET /api/trips/{id}/payments',
  'POST /api/trips/{id}/payments',
  'POST /api/trips/{id}/payment-request',
  'POST /api/trips/{id}/invoice',
]);
