/**
 * The guest's stay page (issue 38, part A): signed and revocable links, the page (HTML and data),
 * pre-arrival details with consent (Aadhaar never whole in the database), "I have paid" counted only
 * once confirmed, data requests with their due date, ID photos for staff only, the old /pay links.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PRIVACY_NOTICE_VERSION } from '@pachmarhi/common/schemas/stay';
import { purgeGuestRecords } from '../src/cli/purge-guest-records';
import { contractCoverage } from './support/contract-hook';
import { GST_BUSINESS } from './support/business';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, FOREIGN_GUEST } from './support/records';

let t: TestApp;
let room: string;
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://stays.example', BUSINESS_PHONE: '+91 98930 11223' });
  t.setNow(T0);
  room = await createRoom(t, { name: 'Teak Room', units: '50', price: '4000' });
  await request(t.app).put('/api/business-settings').set(bearer(t.adminToken)).send(GST_BUSINESS).expect(200);
});
afterAll(() => t.close());

/** Tuesday 1 December 2026, 09:00 IST. */
const T0 = new Date('2026-12-01T09:00:00+05:30');
beforeEach(() => t.setNow(T0));

const desk = () => bearer(t.deskToken);
const owner = () => bearer(t.adminToken);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const book = async (guestName = 'Asha Verma') => {
  const res = await request(t.app).post('/api/reservations').set(desk()).send({
    kind: 'room',
    itemId: room,
    guests: 2,
    status: 'confirmed',
    guestName,
    guestPhone: '98765 43210',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; reference: string };
};
const newLink = async (id: string) => {
  const res = await request(t.app).post(`/api/reservations/${id}/stay-link`).set(desk());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { url: string; token: string };
};
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE_VERSION };
const foreigner = FOREIGN_GUEST;

describe('the link', () => {
  it('when the desk makes a link, then the page opens by it (HTML, private, noindex) and its data answers; a forged or altered token is a 404 page', async () => {
    const r = await book();
    const { url, token } = await newLink(r._id);
    expect(url).toBe(`https://stays.example/stay/${token}`);
    const page = await request(t.app).get(`/stay/${token}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.text).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(page.text).toContain('Namaste Asha');
    expect(page.text).toContain('Teak Room');
    const data = await request(t.app).get(`/api/stay/${token}`);
    expect(data.status).toBe(200);
    expect(data.body.data).toMatchObject({ reference: r.reference, lang: 'en', registered: 0 });

    const forged = `${token.slice(0, -4)}AAAA`;
    const other = token.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a'));
    for (const bad of [forged, other, 'made-up', `${r._id.replace(/-/g, '')}v1.${'x'.repeat(32)}`]) {
      expect((await request(t.app).get(`/api/stay/${bad}`)).status).toBe(404);
      const html = await request(t.app).get(`/stay/${bad}`).set('Accept', 'text/html');
      expect(html.status).toBe(404);
      expect(html.text).toContain('This link does not work');
    }
  });

  it('when the desk makes a new link, then the old one is a 404 and the new one works; stayUrl gives the current link', async () => {
    const r = await book();
    const first = await newLink(r._id);
    const second = await newLink(r._id);
    expect(second.token).not.toBe(first.token);
    expect((await request(t.app).get(`/api/stay/${first.token}`)).status).toBe(404);
    expect((await request(t.app).get(`/hi/stay/${first.token}`).set('Accept', 'text/html')).status).toBe(404);
    expect((await request(t.app).get(`/api/stay/${second.token}`)).status).toBe(200);
    const view = await request(t.app).get(`/api/reservations/${r._id}/stay`).set(desk());
    expect(view.status).toBe(200);
    expect(view.body.data.link.token).toBe(second.token);
  });

  it('when the guest writes in Hindi, then the link is the Hindi page and the page speaks Hindi; an old /pay link goes to the stay page', async () => {
    const r = await book('सीता वर्मा');
    const { url, token } = await newLink(r._id);
    expect(url).toBe(`https://stays.example/hi/stay/${token}`);
    const page = await request(t.app).get(`/hi/stay/${token}`).set('Accept', 'text/html');
    expect(page.text).toContain('<html lang="hi"');
    expect(page.text).toContain('नमस्ते सीता');
    expect(page.text).toContain('गुरु, 10 दिस॰ 2026');
    // Its Devanagari font, for devices without one: preloaded, and served for good under its hash.
    const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(page.text)?.[1];
    expect(font).toMatch(/^\/stay-assets\/deva-400\.[0-9a-f]{10}\.woff2$/);
    const woff = await request(t.app).get(font!);
    expect(woff.status).toBe(200);
    expect(woff.headers['content-type']).toBe('font/woff2');
    expect(page.text).toContain('पिपरिया स्टेशन से');
    const req = await request(t.app).post(`/api/reservations/${r._id}/payment-request`).set(desk()).send({});
    const payPath = new URL(req.body.data.pageUrl).pathname;
    const old = await request(t.app).get(payPath).set('Accept', 'text/html');
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe(`/hi/stay/${token}`);
    expect((await request(t.app).get('/pay/nonsense').set('Accept', 'text/html')).status).toBe(404);
  });
});

describe('the page shows the stay and the money', () => {
  it('when the page is read, then it has the desk figures, the UPI link for the deposit with its QR (SVG), the way there and the rules — and no script is needed for any of it', async () => {
    const r = await book();
    const { token } = await newLink(r._id);
    const desks = await request(t.app).get(`/api/reservations/${r._id}`).set(desk());
    const { amountDue, paid, balance } = desks.body.data;
    const data = (await request(t.app).get(`/api/stay/${token}`)).body.data;
    expect({ amountDue: data.amountDue, paid: data.paid, balance: data.balance }).toEqual({ amountDue, paid, balance });
    expect(data.payAmount).toBe(Math.round((amountDue * 0.3) / 100) * 100);
    expect(data.upiUrl).toMatch(/^upi:\/\/pay\?pa=satpura\.stays@okaxis&pn=Satpura%20Stays&am=/);
    expect(data.lines).toEqual([
      expect.objectContaining({ itemName: 'Teak Room', checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 }),
    ]);
    const html = (await request(t.app).get(`/stay/${token}`).set('Accept', 'text/html')).text;
    expect(html).toContain(`href="${data.upiUrl.replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(/<figure class="qr"[^>]*><svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(html).toContain('From Pipariya station');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(html).toContain('Check-in from 12:00');
    expect(html).toContain('Free cancellation');
    // What a phone reads first (the money, the stay) comes within the first 14 KB.
    const firstBytes = Buffer.from(html)
      .subarray(0, 14 * 1024)
      .toString();
    expect(firstBytes).toContain('id="upi"');
    expect(firstBytes).toContain('Teak Room');
  });

  it('when a guest reports a payment, then it is pending and not counted; the desk confirms it and only then paid and the balance move', async () => {
    const r = await book();
    const { token } = await newLink(r._id);
    const before = (await request(t.app).get(`/api/stay/${token}`)).body.data;
    const reported = await request(t.app).post(`/api/stay/${token}/paid`).send({ reference: 'UTR 4455 6677' });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body.data).toMatchObject({ amount: before.payAmount, confirmedAt: null, paymentId: null });
    const pending = (await request(t.app).get(`/api/reservations/${r._id}`).set(desk())).body.data;
    expect(pending.paid).toBe(0);
    expect(pending.balance).toBe(before.balance);
    const ledger = await request(t.app).get(`/api/reservations/${r._id}/payments`).set(desk());
    expect(ledger.body.data.payments).toEqual([]);

    const view = (await request(t.app).get(`/api/reservations/${r._id}/stay`).set(desk())).body.data;
    expect(view.reported).toHaveLength(1);
    const id = view.reported[0]._id;
    const confirmed = await request(t.app)
      .post(`/api/reservations/${r._id}/payments/${id}/confirm`)
      .set(desk())
      .send({});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.paymentId).toEqual(expect.any(String));
    const after = (await request(t.app).get(`/api/reservations/${r._id}`).set(desk())).body.data;
    expect(after.paid).toBe(before.payAmount);
    expect(after.balance).toBe(before.balance - before.payAmount);
    const again = await request(t.app).post(`/api/reservations/${r._id}/payments/${id}/confirm`).set(desk()).send({});
    expect(again.status).toBe(409);
    const page = (await request(t.app).get(`/api/stay/${token}`)).body.data;
    expect(page.paid).toBe(after.paid);
    expect(page.reported[0].confirmedAt).toEqual(expect.any(String));
  });
});

describe('pre-arrival details', () => {
  it('when a guest gives a whole Aadhaar number, then it is refused; the last four digits are kept as XXXX XXXX 1234 and no column holds the whole number', async () => {
    const r = await book();
    const { token } = await newLink(r._id);
    const indian = { name: 'Ravi Kumar', nationality: 'IN', idType: 'aadhaar', address: 'Indore', ...consent };
    const whole = await request(t.app)
      .post(`/api/stay/${token}/guests`)
      .send({ ...indian, idNumber: '2345 6789 0123' });
    expect(whole.status).toBe(400);
    expect(whole.body.errors.idNumber).toMatch(/last four|last 4/i);
    const ok = await request(t.app)
      .post(`/api/stay/${token}/guests`)
      .send({ ...indian, idNumber: '0123' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const stored = await rows<{ id_number: string }>(
      sql`select id_number from reservation_guests where reservation_id = ${r._id}`,
    );
    expect(stored).toEqual([{ id_number: 'XXXX XXXX 0123' }]);
    const anywhere = await rows<{ n: number }>(
      sql`select count(*)::int as n from reservation_guests g where g::text like '%234567890123%' or g::text like '%2345 6789%'`,
    );
    expect(anywhere[0].n).toBe(0);
  });

  it('when a foreign guest sends the Form C fields with consent and a photo, then the register has them, the consent version and instant are stored, Today says details received, and the photo (no EXIF) is staff only and audited', async () => {
    const r = await book();
    const { token } = await newLink(r._id);
    // Without consent, or with an old notice version: refused.
    const noConsent = await request(t.app)
      .post(`/api/stay/${token}/guests`)
      .send({ ...foreigner, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors.consent).toBeTruthy();
    const missing = await request(t.app)
      .post(`/api/stay/${token}/guests`)
      .send({ ...foreigner, visaNumber: '', ...consent });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.visaNumber).toBeTruthy();

    const withExif = await sharp(fs.readFileSync(fixture('photo.jpg')))
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .jpeg()
      .toBuffer();
    t.setNow(new Date('2026-12-08T20:15:00+05:30'));
    const form = request(t.app).post(`/api/stay/${token}/guests`);
    for (const [k, v] of Object.entries({ ...foreigner, ...consent, child: false })) form.field(k, String(v));
    const sent = await form.attach('idPhoto', withExif, { filename: 'passport.jpg', contentType: 'image/jpeg' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const [details] = await rows<{ notice_version: string; consented_at: Date | string; child: boolean }>(
      sql`select notice_version, consented_at, child from stay_guest_details where reservation_id = ${r._id}`,
    );
    expect(details.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(new Date(details.consented_at).toISOString()).toBe('2026-12-08T14:45:00.000Z');
    const guests = await request(t.app).get(`/api/reservations/${r._id}/guests`).set(desk());
    expect(guests.body.data[0]).toMatchObject({ name: 'Emma Clarke', nationality: 'GB', visaNumber: 'V998877' });

    const today = await request(t.app).get('/api/front-desk?date=2026-12-10').set(desk());
    const arrival = today.body.data.arrivals.find((a: { _id: string }) => a._id === r._id);
    expect(arrival).toMatchObject({ registered: 1, detailsReceivedAt: '2026-12-08T14:45:00.000Z' });

    const view = (await request(t.app).get(`/api/reservations/${r._id}/stay`).set(desk())).body.data;
    expect(view.photos).toHaveLength(1);
    const photoPath = `/api/reservations/${r._id}/guests/${view.photos[0]}/id-photo`;
    expect((await request(t.app).get(photoPath)).status).toBe(401);
    expect((await request(t.app).get(photoPath).set(bearer(t.accountantToken))).status).toBe(403);
    const photo = await request(t.app).get(photoPath).set(desk()).buffer(true);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((photo.body as Buffer).includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    const audit = await request(t.app).get(`/api/audit?entity=id-photo&entityId=${view.photos[0]}`).set(owner());
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'read', entity: 'id-photo' })]);

    // A file that is not an image is refused.
    const bad = request(t.app).post(`/api/stay/${token}/guests`);
    for (const [k, v] of Object.entries({ ...foreigner, name: 'John Clarke', ...consent })) bad.field(k, String(v));
    const refused = await bad.attach('idPhoto', fixture('not-an-image.jpg'), { contentType: 'image/jpeg' });
    expect(refused.status).toBe(400);

    // The register's retention ends: the purge deletes the record, and the consent and photo with it.
    await purgeGuestRecords(t.database, 400, new Date('2028-01-20T12:00:00+05:30'));
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from stay_guest_details where reservation_id = ${r._id}`,
    );
    expect(left[0].n).toBe(0);
  });
});

describe('data requests', () => {
  it('when a guest asks for erasure, then the owner lists it with a due date 90 days on and closes it; the desk may not see the list', async () => {
    const r = await book();
    const { token } = await newLink(r._id);
    const asked = await request(t.app)
      .post(`/api/stay/${token}/data-request`)
      .send({ type: 'erasure', message: 'Please delete my ID photo after the stay' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ type: 'erasure', status: 'open', dueOn: '2027-03-01' });
    expect((await request(t.app).post(`/api/stay/${token}/data-request`).send({ type: 'sell' })).status).toBe(400);
    const list = await request(t.app).get('/api/data-requests').set(owner());
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      reference: r.reference,
      guestName: 'Asha Verma',
      dueOn: '2027-03-01',
      message: 'Please delete my ID photo after the stay',
    });
    expect((await request(t.app).get('/api/data-requests').set(desk())).status).toBe(403);
    const closed = await request(t.app)
      .patch(`/api/data-requests/${asked.body.data._id}`)
      .set(owner())
      .send({ status: 'done', note: 'Photo deleted; register kept (Form C)' });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'done', closedAt: expect.any(String) });
  });
});

describe('arrival information', () => {
  it('when the owner changes the directions, then the page shows them; the invoice link appears once issued', async () => {
    const info = (await request(t.app).get('/api/stay-settings').set(owner())).body.data;
    const saved = await request(t.app)
      .put('/api/stay-settings')
      .set(owner())
      .send({ ...info, checkInTime: '13:00', fromBhopal: { en: 'Take NH46 south.', hi: 'NH46 से दक्षिण जाएँ।' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const r = await book();
    const { token } = await newLink(r._id);
    const page = (await request(t.app).get(`/api/stay/${token}`)).body.data;
    expect(page.place).toMatchObject({ checkInTime: '13:00', fromBhopal: 'Take NH46 south.' });
    expect(page.invoiceUrl).toBeNull();
    expect((await request(t.app).get(`/api/stay/${token}/invoice.pdf`)).status).toBe(404);
    await request(t.app).post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201);
    const issued = (await request(t.app).get(`/api/stay/${token}`)).body.data;
    expect(issued.invoiceUrl).toBe(`/api/stay/${token}/invoice.pdf`);
    const pdf = await request(t.app).get(issued.invoiceUrl).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

contractCoverage([
  'POST /api/reservations/{id}/stay-link',
  'GET /api/reservations/{id}/stay',
  'POST /api/reservations/{id}/payments/{paymentId}/confirm',
  'GET /api/reservations/{id}/guests/{guestId}/id-photo',
  'GET /api/stay/{token}',
  'GET /api/stay/{token}/invoice.pdf',
  'POST /api/stay/{token}/guests',
  'POST /api/stay/{token}/paid',
  'POST /api/stay/{token}/data-request',
  'GET /api/data-requests',
  'PATCH /api/data-requests/{id}',
  'GET /api/stay-settings',
  'PUT /api/stay-settings',
]);
