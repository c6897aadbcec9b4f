import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { GST_BUSINESS as SETTINGS } from './support/business';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); the clock is fixed.
// One weekday night, Tue 1 – Wed 2 Dec 2026: from 22 Sep 2025 a room night up to ₹7,500 pays 5 %,
// above it 18 % (Notification 15/2025-Central Tax (Rate)); CGST and SGST are equal halves.
let t: TestApp;
let at7500: string;
let at7501: string;
const settings = (fields: object) =>
  request(t.app)
    .put('/api/business-settings')
    .set(bearer(t.adminToken))
    .send({ ...SETTINGS, ...fields })
    .expect(200);
const quoteOf = async (id: string) =>
  (
    await request(t.app)
      .get(`/api/quote?kind=room&itemId=${id}&checkIn=2026-12-01&checkOut=2026-12-02&guests=2`)
      .expect(200)
  ).body.data.quote;

beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(new Date('2026-11-21T10:00:00Z'));
  at7500 = await createRoom(t, { name: 'Valley Room', price: '7500' });
  at7501 = await createRoom(t, { name: 'Summit Suite', price: '7501' });
});
afterAll(() => t.close());
beforeEach(() => settings({ gstRegistered: true, pricesIncludeGst: false }));

describe('GST on the public quote', () => {
  it('when prices are before tax, then a ₹7,500 night pays 5 % and a ₹7,501 night 18 %, added to the total', async () => {
    expect(await quoteOf(at7500)).toMatchObject({
      total: 7500,
      tax: { lines: [{ rate: 5, taxable: 750000, cgst: 18750, sgst: 18750 }], total: 37500 },
      grandTotal: 787500,
    });
    expect(await quoteOf(at7501)).toMatchObject({
      total: 7501,
      tax: { lines: [{ rate: 18, taxable: 750100, cgst: 67509, sgst: 67509 }], total: 135018 },
      grandTotal: 885118,
    });
  });

  it('when prices include GST, then the tax is carved out of the price and the grand total is the price', async () => {
    await settings({ pricesIncludeGst: true });
    // ₹7,501 including 5 % is ₹7,143.80 before tax (half = round(750100 × 5 / 210) paise): the 5 % band holds it.
    expect(await quoteOf(at7501)).toMatchObject({
      total: 7501,
      tax: { lines: [{ rate: 5, taxable: 714380, cgst: 17860, sgst: 17860 }], total: 35720 },
      grandTotal: 750100,
    });
  });

  it('when the business is not registered, then the quote has no tax lines and the grand total is the total', async () => {
    await settings({ gstRegistered: false, gstin: '' });
    expect(await quoteOf(at7500)).toMatchObject({ total: 7500, tax: { lines: [], total: 0 }, grandTotal: 750000 });
  });

  it('when the settings change, then the cached availability answers carry the new tax', async () => {
    const url = `/api/availability?kind=room&checkIn=2026-12-01&checkOut=2026-12-02&guests=2`;
    const before = (await request(t.app).get(url).expect(200)).body.data;
    expect(before.find((i: { _id: string }) => i._id === at7500).quote.grandTotal).toBe(787500);
    await settings({ gstRegistered: false, gstin: '' });
    const after = (await request(t.app).get(url).expect(200)).body.data;
    expect(after.find((i: { _id: string }) => i._id === at7500).quote).toMatchObject({
      tax: { lines: [], total: 0 },
      grandTotal: 750000,
    });
  });

  it('site-config tells public pages how to word prices', async () => {
    expect((await request(t.app).get('/api/site-config').expect(200)).body.data.gst).toEqual({
      registered: true,
      pricesInclude: false,
      tourRate: 5,
      vehicleRate: 5,
    });
    await settings({ pricesIncludeGst: true });
    expect((await request(t.app).get('/api/site-config').expect(200)).body.data.gst).toEqual({
      registered: true,
      pricesInclude: true,
      tourRate: 5,
      vehicleRate: 5,
    });
  });
});
