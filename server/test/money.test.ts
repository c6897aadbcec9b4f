import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { GST_BUSINESS as SETTINGS } from './support/business';
import { contractCoverage } from './support/contract-hook';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The clock is fixed at
// Saturday 21 Nov 2026, 15:30 IST. 2026-12-01 is a Tuesday.
let t: TestApp;
let roomId: string;
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://stays.example', BUSINESS_WHATSAPP: '+91 98930 11223' });
  t.setNow(T0);
  roomId = await createRoom(t, { name: 'Deluxe Valley Room', price: '7500', units: '50' });
});
afterAll(() => t.close());
const T0 = new Date('2026-11-21T10:00:00Z');
beforeEach(() => t.setNow(T0));

const admin = () => bearer(t.adminToken);
const api = () => request(t.app);
const saveSettings = (body: object) => api().put('/api/business-settings').set(admin()).send(body);
/** A confirmed two-night stay from 1 Dec 2026 at ₹7,500 a night: ₹15,000 + 5 % = ₹15,750. */
async function stay(guestName = 'Ravi Sharma', extra: object = {}): Promise<string> {
  const res = await api()
    .post('/api/reservations')
    .set(admin())
    .send({
      kind: 'room',
      itemId: roomId,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: 2,
      status: 'confirmed',
      source: 'whatsapp',
      guestName,
      guestPhone: '98260 12345',
      ...extra,
    })
    .expect(201);
  return res.body.data._id;
}
const pay = (id: string, body: object) => api().post(`/api/reservations/${id}/payments`).set(admin()).send(body);

describe('business settings', () => {
  it('answer the defaults until saved, then what was saved; 401 and 403 for others', async () => {
    const first = await api().get('/api/business-settings').set(admin()).expect(200);
    expect(first.body.data).toMatchObject({
      gstRegistered: false,
      invoicePrefix: 'INV',
      pricesIncludeGst: false,
      upiId: null,
      depositPercent: 30,
      stateCode: '23',
      tourGstRate: 5,
      vehicleGstRate: 5,
      updatedAt: null,
    });
    await api().get('/api/business-settings').expect(401);
    await api().get('/api/business-settings').set(bearer(t.userToken)).expect(403);
    const saved = await saveSettings({ ...SETTINGS, gstin: '23aapfu0939f1z3', invoicePrefix: 'inv' }).expect(200);
    expect(saved.body.data).toMatchObject({ ...SETTINGS, updatedAt: T0.toISOString() });
    expect((await api().get('/api/business-settings').set(admin())).body.data.gstin).toBe('23AAPFU0939F1Z3');
  });

  it('refuse a GSTIN with a wrong check character, a missing GSTIN when registered and a bad UPI id', async () => {
    const bad = await saveSettings({ ...SETTINGS, gstin: '23AAPFU0939F1Z4' }).expect(400);
    expect(bad.body.errors.gstin).toMatch(/valid GSTIN/);
    const missing = await saveSettings({ ...SETTINGS, gstin: '' }).expect(400);
    expect(missing.body.errors.gstin).toBe('GSTIN is required');
    const upi = await saveSettings({ ...SETTINGS, upiId: 'not a vpa' }).expect(400);
    expect(upi.body.errors.upiId).toMatch(/name@bank/);
    const prefix = await saveSettings({ ...SETTINGS, invoicePrefix: 'INVOICE' }).expect(400);
    expect(prefix.body.errors.invoicePrefix).toMatch(/1 to 4/);
  });

  it("when the owner sets the site's claims, then the pages' configuration has them, a blank one hidden; until then the defaults, and no social links", async () => {
    const before = (await api().get('/api/site-config').expect(200)).body.data;
    expect(before.claims).toEqual({
      accommodations: '50+',
      tours: '25+',
      vehicles: '30+',
      guests: '500+',
      rating: '4.9/5',
      satisfaction: '98%',
    });
    expect(before.social).toEqual({ facebook: '', instagram: '', twitter: '', youtube: '' });
    const claims = { accommodations: '6', tours: '12', vehicles: '5', guests: '1,200+', rating: '', satisfaction: '' };
    await saveSettings({ ...SETTINGS, siteClaims: claims }).expect(200);
    expect((await api().get('/api/site-config').expect(200)).body.data.claims).toEqual(claims);
    const long = await saveSettings({ ...SETTINGS, siteClaims: { ...claims, guests: '1,200,000,000+' } }).expect(400);
    expect(long.body.errors['siteClaims.guests']).toBe('A figure the site claims must be at most 12 characters');
  });
});

describe('the payments ledger', () => {
  beforeAll(async () => {
    await saveSettings(SETTINGS).expect(200);
  });

  it('a reservation shows its tax, amount due, paid and balance in paise', async () => {
    const id = await stay();
    const r = (await api().get(`/api/reservations/${id}`).set(admin()).expect(200)).body.data;
    expect(r.quote.tax).toEqual({ lines: [{ rate: 5, taxable: 1500000, cgst: 37500, sgst: 37500 }], total: 75000 });
    expect(r.quote.grandTotal).toBe(1575000);
    expect(r).toMatchObject({ amountDue: 1575000, paid: 0, balance: 1575000 });
  });

  it('records payments in rupees with paise, lists them and voids one (kept, with who and when)', async () => {
    const id = await stay();
    const first = await pay(id, { amount: 4725.5, method: 'upi', reference: 'UTR 4321 8765' }).expect(201);
    expect(first.body.data).toMatchObject({
      amount: 472550,
      method: 'upi',
      reference: 'UTR 4321 8765',
      receivedAt: T0.toISOString(),
      recordedBy: t.admin._id,
      voidedAt: null,
    });
    await pay(id, { amount: '1000', method: 'cash', receivedAt: '2026-11-20T18:00:00+05:30' }).expect(201);
    const ledger = (await api().get(`/api/reservations/${id}/payments`).set(admin()).expect(200)).body.data;
    expect(ledger.payments.map((p: { amount: number }) => p.amount)).toEqual([100000, 472550]);
    expect(ledger).toMatchObject({ amountDue: 1575000, paid: 572550, balance: 1002450 });

    t.setNow(new Date('2026-11-22T04:00:00Z'));
    const voided = await api()
      .delete(`/api/reservations/${id}/payments/${first.body.data._id}`)
      .set(admin())
      .send({ reason: 'Entered on the wrong stay' })
      .expect(200);
    expect(voided.body.data).toMatchObject({
      voidedAt: '2026-11-22T04:00:00.000Z',
      voidedBy: t.admin._id,
      voidReason: 'Entered on the wrong stay',
    });
    await api()
      .delete(`/api/reservations/${id}/payments/${first.body.data._id}`)
      .set(admin())
      .send({ reason: 'Entered on the wrong stay' })
      .expect(409);
    const after = (await api().get(`/api/reservations/${id}`).set(admin())).body.data;
    expect(after).toMatchObject({ paid: 100000, balance: 1475000 });
  });

  it('refuses an amount above the balance, ≤ 0, with three decimals, and on a cancelled reservation', async () => {
    const id = await stay();
    await pay(id, { amount: 15000, method: 'bank' }).expect(201);
    const over = await pay(id, { amount: 750.01, method: 'upi' }).expect(400);
    expect(over.body.message).toBe('The amount is above the balance of ₹750');
    await pay(id, { amount: 750, method: 'upi' }).expect(201);
    expect((await pay(id, { amount: 0, method: 'upi' }).expect(400)).body.errors.amount).toMatch(/above 0/);
    await pay(id, { amount: -5, method: 'upi' }).expect(400);
    await pay(id, { amount: 1.005, method: 'upi' }).expect(400);
    expect((await pay(id, { amount: 1, method: 'cheque' }).expect(400)).body.errors.method).toMatch(/UPI, cash/);

    const cancelled = await stay();
    await api().put(`/api/reservations/${cancelled}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    expect((await pay(cancelled, { amount: 100, method: 'cash' }).expect(400)).body.message).toMatch(/cancelled/);
    await pay('2b1d7a4e-0000-4000-8000-000000000000', { amount: 1, method: 'cash' }).expect(404);
    await api().get(`/api/reservations/${id}/payments`).expect(401);
  });
});

describe('payment requests and the public page', () => {
  it('asks for the deposit, then the balance; the page shows first name, item, dates and amounts only', async () => {
    await saveSettings(SETTINGS).expect(200);
    const id = await stay('रवि शर्मा');
    const req = await api().post(`/api/reservations/${id}/payment-request`).set(admin()).send({}).expect(200);
    // 30 % of ₹15,750 = ₹4,725.
    expect(req.body.data.amount).toBe(472500);
    const ref = (await api().get(`/api/reservations/${id}`).set(admin())).body.data.reference;
    expect(req.body.data.upiUrl).toBe(
      `upi://pay?pa=satpura.stays@okaxis&pn=Satpura%20Stays&am=4725.00&cu=INR&tn=${ref}%20Deluxe%20Valley%20Room&tr=${ref}`,
    );
    expect(req.body.data.pageUrl).toMatch(/^https:\/\/stays\.example\/pay\/[0-9a-f]{32}\.472500\.[\w-]{32}$/);
    const wa = new URL(req.body.data.whatsappUrl);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/919826012345');
    expect(wa.searchParams.get('text')).toContain('नमस्ते रवि');

    const token = req.body.data.pageUrl.split('/pay/')[1];
    const page = (await api().get(`/api/pay/${token}`).expect(200)).body.data;
    expect(page).toMatchObject({
      firstName: 'रवि',
      itemName: 'Deluxe Valley Room',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      amount: 472500,
      amountDue: 1575000,
      paid: 0,
      invoiceUrl: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/शर्मा|98260/);
    await api()
      .get(`/api/pay/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
      .expect(404);
    await api()
      .get(`/api/pay/${token.replace('.472500.', '.100.')}`)
      .expect(404);

    await pay(id, { amount: 4725, method: 'upi', reference: 'UTR1' }).expect(201);
    const rest = await api().post(`/api/reservations/${id}/payment-request`).set(admin()).expect(200);
    expect(rest.body.data.amount).toBe(1102500);
    await api().post(`/api/reservations/${id}/payment-request`).set(admin()).send({ amount: 20000 }).expect(400);
    const asked = await api().post(`/api/reservations/${id}/payment-request`).set(admin()).send({ amount: '500.5' });
    expect(asked.body.data.amount).toBe(50050);
  });

  it('is 409 without a UPI id', async () => {
    await saveSettings({ ...SETTINGS, upiId: '' }).expect(200);
    const id = await stay();
    const res = await api().post(`/api/reservations/${id}/payment-request`).set(admin()).expect(409);
    expect(res.body.message).toBe('Add your UPI id in Business & tax');
    await saveSettings(SETTINGS).expect(200);
  });
});

describe('the dashboard’s money figures', () => {
  it('deposits awaited, balances due from today’s and tomorrow’s arrivals, money received this month', async () => {
    const d = await makeTestApp();
    try {
      d.setNow(T0); // Saturday 21 Nov 2026, 15:30 IST
      const headers = bearer(d.adminToken);
      const room = await createRoom(d, { name: 'Dashboard Room', price: '2000', units: '10' });
      await request(d.app).put('/api/business-settings').set(headers).send(SETTINGS).expect(200);
      const make = async (checkIn: string, checkOut: string, status = 'confirmed') =>
        (
          await request(d.app)
            .post('/api/reservations')
            .set(headers)
            .send({
              kind: 'room',
              itemId: room,
              checkIn,
              checkOut,
              guests: 2,
              status,
              guestName: 'A B',
              guestPhone: '98260 12345',
            })
            .expect(201)
        ).body.data._id as string;
      // ₹2,000 a night + 5 %: one night ₹2,100 (deposit ₹630), two nights ₹4,200 (deposit ₹1,260).
      const today = await make('2026-11-21', '2026-11-23');
      const tomorrow = await make('2026-11-22', '2026-11-23');
      await make('2026-12-05', '2026-12-06', 'enquiry');
      const later = await make('2026-12-10', '2026-12-11');
      const paid = (id: string, amount: number, receivedAt?: string) =>
        request(d.app)
          .post(`/api/reservations/${id}/payments`)
          .set(headers)
          .send({ amount, method: 'upi', receivedAt })
          .expect(201);
      await paid(today, 1260, '2026-11-01T00:00:00+05:30');
      await paid(tomorrow, 100, '2026-10-31T23:59:00+05:30');
      await paid(later, 630);
      const money = (await request(d.app).get('/api/dashboard/stats').set(headers).expect(200)).body.data.money;
      expect(money).toEqual({
        depositsAwaited: { count: 1, amount: 53000 },
        balancesDue: { today: 294000, tomorrow: 200000 },
        receivedThisMonth: 189000,
      });
    } finally {
      await d.close();
    }
  });
});

// Refunds are recorded in books-agree.test.ts.
contractCoverage([
  'GET /api/business-settings',
  'PUT /api/business-settings',
  'GET /api/reservations/{id}/payments',
  'POST /api/reservations/{id}/payments',
  'DELETE /api/reservations/{id}/payments/{paymentId}',
  'POST /api/reservations/{id}/payment-request',
  'GET /api/pay/{token}',
]);
