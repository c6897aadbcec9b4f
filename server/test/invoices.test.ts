import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { appsOnOneSchema, NEEDS_POSTGRES } from './support/shared-schema';
import { binaryBody, pdfText } from './support/pdf-text';
import { GST_BUSINESS as SETTINGS } from './support/business';
import { contractCoverage } from './support/contract-hook';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); the clock is fixed
// per case. Stays are in December 2026; the financial year 2026-27 ends on 31 Mar 2027 (IST).
let t: TestApp;
let roomId: string;
const T0 = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://stays.example' });
  t.setNow(T0);
  roomId = await createRoom(t, { name: 'Deluxe Valley Room', price: '7500', units: '100' });
  await request(t.app).put('/api/business-settings').set(bearer(t.adminToken)).send(SETTINGS).expect(200);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(T0));
const admin = () => bearer(t.adminToken);

/** A confirmed stay, 1–3 Dec 2026 (₹7,500 a night + 5 %), through `app`. */
async function stay(app: Express, token: string, guestName = 'Ravi Sharma'): Promise<string> {
  const res = await request(app).post('/api/reservations').set(bearer(token)).send({
    kind: 'room',
    itemId: roomId,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    guests: 2,
    status: 'confirmed',
    guestName,
    guestPhone: '98260 12345',
  });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}
const issue = (id: string, body: object = {}) =>
  request(t.app).post(`/api/reservations/${id}/invoice`).set(admin()).send(body);
const pdfOf = async (url: string) =>
  (await request(t.app).get(url).set(admin()).buffer(true).parse(binaryBody).expect(200)).body as Buffer;

describe('invoices', () => {
  it('issues one invoice per reservation, numbered per financial year; its PDF holds every Rule 46 field', async () => {
    const id = await stay(t.app, t.adminToken);
    await request(t.app)
      .post(`/api/reservations/${id}/payments`)
      .set(admin())
      .send({ amount: 4725, method: 'upi', reference: 'UTR 998877' })
      .expect(201);
    const first = await issue(id, { guestAddress: '12 MG Road, Bhopal 462001', guestGstin: '27aapfu0939f1zv' }).expect(
      201,
    );
    expect(first.body.data).toMatchObject({
      type: 'invoice',
      number: 'INV/26-27/0001',
      issuedAt: T0.toISOString(),
      reservationId: id,
      pdfUrl: `/api/invoices/${first.body.data._id}.pdf`,
      total: 1575000,
    });
    const again = await issue(id).expect(200);
    expect(again.body.data).toEqual(first.body.data);

    const res = await request(t.app).get(first.body.data.pdfUrl).set(admin()).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('INV-26-27-0001.pdf');
    const text = await pdfText(await pdfOf(first.body.data.pdfUrl));
    for (const field of [
      'TAX INVOICE',
      'Satpura Hospitality LLP',
      'Patel Marg, Pachmarhi, Madhya Pradesh 461881',
      'GSTIN: 23AAPFU0939F1Z3',
      'INV/26-27/0001',
      '21 Nov 2026',
      'Ravi Sharma',
      '12 MG Road, Bhopal 462001',
      'GSTIN: 27AAPFU0939F1ZV',
      'Madhya Pradesh (23)',
      'Reverse charge',
      '996311',
      'Deluxe Valley Room (night of 2026-12-01)',
      'Deluxe Valley Room (night of 2026-12-02)',
      '₹7,500',
      'Taxable value at 5 %',
      '₹15,000',
      'CGST 2.5 %',
      'SGST 2.5 %',
      '₹375',
      '₹15,750',
      'Rupees Fifteen Thousand Seven Hundred Fifty Only',
      'UTR 998877',
      '₹4,725',
      'Balance',
      '₹11,025',
      'Authorised signatory',
    ]) {
      // The rupee sign is its own run (another font), which pdf.js reads as a separate word.
      expect(text.replace(/\s+/g, ' ').replace(/₹ /g, '₹'), field).toContain(field);
    }
    await request(t.app).get(first.body.data.pdfUrl).expect(401);
  });

  it('numbers run on at 31 March 23:59 IST and restart on 1 April 00:00 IST', async () => {
    const [a, b, c] = [
      await stay(t.app, t.adminToken),
      await stay(t.app, t.adminToken),
      await stay(t.app, t.adminToken),
    ];
    t.setNow(new Date('2027-03-31T18:29:00Z'));
    expect((await issue(a).expect(201)).body.data.number).toMatch(/^INV\/26-27\/000\d$/);
    t.setNow(new Date('2027-03-31T18:30:00Z'));
    expect((await issue(b).expect(201)).body.data.number).toBe('INV/27-28/0001');
    expect((await issue(c).expect(201)).body.data.number).toBe('INV/27-28/0002');
  });

  it('a credit note cancels an invoice from its own series; the reservation can no longer be deleted', async () => {
    const id = await stay(t.app, t.adminToken);
    const invoice = (await issue(id).expect(201)).body.data;
    const note = await request(t.app)
      .post(`/api/invoices/${invoice._id}/credit-note`)
      .set(admin())
      .send({ reason: 'Billed in error' })
      .expect(201);
    expect(note.body.data).toMatchObject({ type: 'credit-note', number: 'CN/26-27/0001', total: 1575000 });
    await request(t.app)
      .post(`/api/invoices/${invoice._id}/credit-note`)
      .set(admin())
      .send({ reason: 'Billed in error' })
      .expect(409);
    await request(t.app)
      .post(`/api/invoices/${note.body.data._id}/credit-note`)
      .set(admin())
      .send({ reason: 'Billed in error' })
      .expect(404);
    const text = await pdfText(await pdfOf(note.body.data.pdfUrl));
    expect(text.replace(/\s+/g, ' ')).toContain(`Against invoice ${invoice.number}`);
    await request(t.app).delete(`/api/reservations/${id}`).set(admin()).expect(409);
  });

  it('when a reservation with an invoice is cancelled, then its credit note is issued from its own series and the ledger lists both', async () => {
    const [id, plain, next] = [
      await stay(t.app, t.adminToken),
      await stay(t.app, t.adminToken),
      await stay(t.app, t.adminToken),
    ];
    t.setNow(new Date('2031-05-01T06:00:00Z')); // financial year 2031-32: series of its own
    const invoice = (await issue(id).expect(201)).body.data;
    expect(invoice.number).toBe('INV/31-32/0001');
    await request(t.app).put(`/api/reservations/${id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    const ledger = (await request(t.app).get(`/api/reservations/${id}/payments`).set(admin()).expect(200)).body.data;
    expect(ledger.documents).toMatchObject([
      { _id: invoice._id, type: 'invoice', number: 'INV/31-32/0001' },
      { type: 'credit-note', number: 'CN/31-32/0001', total: invoice.total, issuedAt: '2031-05-01T06:00:00.000Z' },
    ]);
    // One credit note per invoice: asking again by hand is refused, saving the cancelled stay again issues none.
    await request(t.app)
      .post(`/api/invoices/${invoice._id}/credit-note`)
      .set(admin())
      .send({ reason: 'Billed in error' })
      .expect(409);
    await request(t.app).put(`/api/reservations/${id}`).set(admin()).send({ notes: 'Guest fell ill' }).expect(200);
    const again = (await request(t.app).get(`/api/reservations/${id}/payments`).set(admin())).body.data;
    expect(again.documents).toHaveLength(2);
    // Without an invoice a cancel issues nothing, and the series is not touched.
    await request(t.app).put(`/api/reservations/${plain}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    expect((await request(t.app).get(`/api/reservations/${plain}/payments`).set(admin())).body.data.documents).toEqual(
      [],
    );
    await issue(next).expect(201);
    await request(t.app).put(`/api/reservations/${next}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    const docs = (await request(t.app).get(`/api/reservations/${next}/payments`).set(admin())).body.data.documents;
    expect(docs.map((d: { number: string }) => d.number)).toEqual(['INV/31-32/0002', 'CN/31-32/0002']);
  });

  it('the payment page links the guest’s invoice once issued', async () => {
    const id = await stay(t.app, t.adminToken, 'सीता वर्मा');
    const req = await request(t.app).post(`/api/reservations/${id}/payment-request`).set(admin()).expect(200);
    const token = req.body.data.pageUrl.split('/pay/')[1];
    expect((await request(t.app).get(`/api/pay/${token}`)).body.data.invoiceUrl).toBeNull();
    await request(t.app).get(`/api/pay/${token}/invoice.pdf`).expect(404);
    await issue(id).expect(201);
    const page = (await request(t.app).get(`/api/pay/${token}`)).body.data;
    expect(page.invoiceUrl).toBe(`/api/pay/${token}/invoice.pdf`);
    const res = await request(t.app).get(page.invoiceUrl).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('20 concurrent requests on 20 reservations get 20 distinct consecutive numbers', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => stay(t.app, t.adminToken)));
    t.setNow(new Date('2028-05-01T06:00:00Z'));
    const numbers = (await Promise.all(ids.map((id) => issue(id)))).map((r) => r.body.data.number as string);
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `INV/28-29/${String(i + 1).padStart(4, '0')}`));
  });
});

describe('reports', () => {
  it('GST CSV of a month: one row per invoice and rate, credit notes negative; payments CSV by IST dates', async () => {
    const id = await stay(t.app, t.adminToken, '=Evil Guest');
    t.setNow(new Date('2026-12-31T19:00:00Z')); // 1 Jan 2027, 00:30 IST
    await request(t.app)
      .post(`/api/reservations/${id}/payments`)
      .set(admin())
      .send({ amount: 500.5, method: 'cash', reference: 'R-1' })
      .expect(201);
    const invoice = (await issue(id, { guestGstin: '27AAPFU0939F1ZV' }).expect(201)).body.data;
    const note = (
      await request(t.app)
        .post(`/api/invoices/${invoice._id}/credit-note`)
        .set(admin())
        .send({ reason: 'Billed in error' })
        .expect(201)
    ).body.data;
    const gst = await request(t.app).get('/api/reports/gst.csv?month=2027-01').set(admin()).expect(200);
    expect(gst.headers['content-disposition']).toContain('gst-2027-01.csv');
    expect(gst.text.trim().split(/\r?\n/)).toEqual([
      'number,date,type,againstInvoice,guestGstin,guestName,sac,taxableRupees,ratePercent,cgstRupees,sgstRupees,lineTotalRupees,documentTotalRupees',
      `${invoice.number},2027-01-01,invoice,,27AAPFU0939F1ZV,'=Evil Guest,996311,15000.00,5,375.00,375.00,15750.00,15750.00`,
      `${note.number},2027-01-01,credit-note,${invoice.number},27AAPFU0939F1ZV,'=Evil Guest,996311,-15000.00,5,-375.00,-375.00,-15750.00,-15750.00`,
    ]);
    const december = await request(t.app).get('/api/reports/gst.csv?month=2026-12').set(admin()).expect(200);
    expect(december.text).not.toContain(invoice.number);
    const paid = await request(t.app)
      .get('/api/reports/payments.csv?from=2027-01-01&to=2027-01-01')
      .set(admin())
      .expect(200);
    expect(paid.text.trim().split(/\r?\n/)[1]).toMatch(
      /^2027-01-01,2027-01-01 00:30,\w+,'=Evil Guest,cash,R-1,500.50,payment$/,
    );
    const none = await request(t.app).get('/api/reports/payments.csv?from=2026-12-31&to=2026-12-31').set(admin());
    expect(none.text.trim().split(/\r?\n/)).toHaveLength(1);
    await request(t.app).get('/api/reports/gst.csv?month=2027-13').set(admin()).expect(400);
    await request(t.app).get('/api/reports/payments.csv?from=2027-01-02&to=2027-01-01').set(admin()).expect(400);
    await request(t.app).get('/api/reports/gst.csv?month=2027-01').expect(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(`invoice numbers across two processes (${NEEDS_POSTGRES})`, () => {
  it('20 concurrent requests split over two apps with their own pools: 20 distinct consecutive numbers', async () => {
    const two = await appsOnOneSchema(2, { now: () => T0 });
    try {
      const [a, b] = two.apps;
      roomId = await createRoomOn(a, two.adminToken);
      await request(a).put('/api/business-settings').set(bearer(two.adminToken)).send(SETTINGS).expect(200);
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => stay(i % 2 ? a : b, two.adminToken)));
      const answers = await Promise.all(
        ids.map((id, i) =>
          request(i % 2 ? b : a)
            .post(`/api/reservations/${id}/invoice`)
            .set(bearer(two.adminToken)),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const numbers = answers.map((r) => r.body.data.number as string).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV/26-27/${String(i + 1).padStart(4, '0')}`));
    } finally {
      await two.close();
    }
  });
});

/** A room with 100 units on another app. @returns its _id */
async function createRoomOn(app: Express, token: string): Promise<string> {
  const res = await request(app)
    .post('/api/rooms/create')
    .set(bearer(token))
    .field('name', 'Deluxe Valley Room')
    .field('price', '7500')
    .field('description', 'Valley view')
    .field('units', '100');
  return res.body.data._id;
}

contractCoverage([
  'POST /api/reservations/{id}/invoice',
  'GET /api/invoices/{id}.pdf',
  'POST /api/invoices/{id}/credit-note',
  'GET /api/pay/{token}/invoice.pdf',
  // The reports module's CSV reports, beside the invoices they list.
  'GET /api/reports/gst.csv',
  'GET /api/reports/payments.csv',
]);
