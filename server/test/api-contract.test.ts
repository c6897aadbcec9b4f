/**
 * The API contract (server/src/api-reference.ts): the OpenAPI 3.1 document is valid, served and browsable; it lists
 * exactly the endpoints of docs/api.md; every documented operation is called here with real requests, and (as in
 * every server test, test/support/contract-hook.ts) each response is checked against the document; a response that
 * departs from it fails its test.
 */
import fs from 'node:fs';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { solvedCaptcha } from './support/captcha';
import { apiContract, checkedOperations, ContractViolation } from './support/contract-hook';
import { createRoom, createTour, createVehicle, uploadGalleryImage } from './support/records';
import { KINDS, postItem } from './support/inventory-kinds';
import { icalFixture, startCalendarServer, type CalendarServer } from './support/calendar-server';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';

const API_MD = new URL('../../docs/api.md', import.meta.url);

let t: TestApp;
let cal: CalendarServer;
beforeAll(async () => {
  [t, cal] = await Promise.all([
    makeTestApp({
      AUTH_RATE_LIMIT: '1000',
      ENQUIRY_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
    }),
    startCalendarServer(),
  ]);
  cal.set('/airbnb.ics', icalFixture('airbnb.ics'));
});
afterAll(async () => {
  await Promise.all([t.close(), cal.close()]);
});

const admin = () => bearer(t.adminToken);
const user = () => bearer(t.userToken);

/** 'METHOD /path' of every endpoint row of docs/api.md's tables ('| 🔒 GET /api/x/:id | …', '| 🔒🛎 GET …'), as OpenAPI paths. */
function endpointsOfApiMd(): string[] {
  const rows = fs.readFileSync(API_MD, 'utf8').split('\n');
  return rows.flatMap((row) => {
    const m = /^\|\s*(?:🔒\s*)?(?:🛎\s*)?(GET|POST|PUT|PATCH|DELETE)\s+(\/\S+)/.exec(row);
    if (!m) return [];
    const path = m[2].split('?')[0].replace(/:([A-Za-z]+)/g, '{$1}');
    return [`${m[1]} ${path}`];
  });
}

/** Trailing slashes do not matter to Express: '/api/v1/users/login/' is '/api/v1/users/login'. */
const normalised = (endpoint: string) => endpoint.replace(/\/+$/, '');

describe('the OpenAPI document', () => {
  it('when validated against the OpenAPI 3.1 schema, then it is valid', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(apiContract().document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('when GET /api/openapi.json, then it is the document, as JSON', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(apiContract().document)));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('when GET /api/docs, then the reference page loads Swagger UI from this server only (the CSP allows it)', async () => {
    const page = await request(t.app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual([
      '/api/docs/favicon.png',
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(page.text).not.toMatch(/<script>|<style>|https?:\/\//);
    for (const asset of assets) {
      const res = await request(t.app)
        .get(asset)
        .buffer(true)
        .parse((r, done) => {
          r.on('data', () => {});
          r.on('end', () => done(null, null));
        });
      expect(res.status, asset).toBe(200);
    }
    const start = await request(t.app).get('/api/docs/start.js').expect(200);
    expect(start.headers['content-type']).toMatch(/javascript/);
    expect(start.text).toContain("url: '/api/openapi.json'");
    await request(t.app).get('/api/docs/package.json').expect(404);
  });

  it('when docs/api.md lists its endpoints, then the document has exactly those operations', () => {
    const documented = endpointsOfApiMd().map(normalised).sort();
    const inDocument = apiContract().operations().map(normalised).sort();
    expect(documented.length).toBeGreaterThan(50);
    expect({
      missingFromTheDocument: documented.filter((e) => !inDocument.includes(e)),
      missingFromApiMd: inDocument.filter((e) => !documented.includes(e)),
    }).toEqual({ missingFromTheDocument: [], missingFromApiMd: [] });
  });
});

describe('a response that departs from the document', () => {
  const observed = (over: Partial<Parameters<ReturnType<typeof apiContract>['check']>[0]>) =>
    apiContract().check({
      method: 'GET',
      url: '/api/weekend-pricing/status',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      text: undefined,
      body: { success: true, data: { isActive: false, percentageIncrease: 25, startTime: null, description: '' } },
      ...over,
    });

  it('when it conforms, then no problem is reported', () => {
    expect(observed({})).toEqual({ operation: 'GET /api/weekend-pricing/status', problems: [] });
  });

  it.each([
    [
      'a field is missing',
      { success: true, data: { isActive: false, startTime: null, description: '' } },
      /percentageIncrease/,
    ],
    [
      'a field has another type',
      { success: true, data: { isActive: 'no', percentageIncrease: 25, startTime: null, description: '' } },
      /isActive must be boolean/,
    ],
    [
      'an undocumented field appears',
      {
        success: true,
        data: { isActive: false, percentageIncrease: 25, startTime: null, description: '', surcharge: 1 },
      },
      /additional properties.*surcharge/,
    ],
    [
      'an instant is not ISO',
      { success: true, data: { isActive: true, percentageIncrease: 25, startTime: 'yesterday', description: '' } },
      /startTime must match format "date-time"/,
    ],
  ])('when %s, then it is reported', (_case, body, problem) => {
    const { problems } = observed({ body });
    expect(problems.join('\n')).toMatch(problem);
  });

  it('when the status or the content type is not documented, then it is reported; a 5xx may fall to the default error', () => {
    expect(observed({ status: 418 }).problems[0]).toMatch(/status 418 is not documented/);
    expect(observed({ contentType: 'text/html' }).problems[0]).toMatch(/answered text\/html/);
    expect(
      observed({ status: 503, body: { success: false, message: 'The database is unavailable.' } }).problems,
    ).toEqual([]);
    expect(observed({ status: 503, body: { success: false } }).problems.join('\n')).toMatch(/message/);
  });

  it('when a documented operation has no route on the server, then it is reported', () => {
    const { operation, problems } = observed({
      status: 404,
      body: { success: false, message: 'No API route GET /api/weekend-pricing/status' },
    });
    expect(operation).toBeUndefined();
    expect(problems).toEqual(['GET /api/weekend-pricing/status is documented, but the server has no such route']);
  });

  it('when a server answers so through supertest, then the request fails with the differences', async () => {
    const drifted = express().get('/api/health', (_req, res) => void res.json({ success: true, status: 'fine' }));
    const error = await request(drifted)
      .get('/api/health')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ContractViolation);
    expect(String(error)).toMatch(
      /GET \/api\/health 200 does not match the document:\n\s+body\/status must be equal to constant/,
    );
  });
});

describe('every documented operation, called for real', () => {
  // Every case runs on Saturday 21 Nov 2026 (IST), so stays in December are in the future.
  const T0 = new Date('2026-11-21T10:00:00Z');
  const day = (n: number) => addDays('2026-11-21', n);

  it('when each endpoint is called (successes and typical refusals), then every answer matches the document', async () => {
    t.setNow(T0);
    const api = request(t.app);

    // Auth and users
    const captcha = await api.get('/api/v1/users/captcha').expect(200);
    expect(captcha.body.data.answer).toHaveLength(6);
    const registered = await api
      .post('/api/v1/users/register')
      .send({
        name: 'Contract Tester',
        email: 'contract@test.in',
        password: 'Deodar-Ridge-Monsoon-26',
        confirm_password: 'Deodar-Ridge-Monsoon-26',
        terms_and_conditions: true,
        ...solvedCaptcha(),
      })
      .expect(201);
    await api.post('/api/v1/users/register').send({ name: 'X' }).expect(400);
    await api
      .post('/api/v1/users/login/')
      .send({ email: 'contract@test.in', password: 'Deodar-Ridge-Monsoon-26' })
      .expect(200);
    await api.post('/api/v1/users/login/').send({ email: 'contract@test.in', password: 'wrong-password' }).expect(401);
    await api.get('/api/v1/users/me').set(user()).expect(200);
    await api.get('/api/v1/users/me').expect(401);
    await api.post(`/api/v1/users/${registered.body.data.user._id}/revoke-sessions`).set(admin()).expect(200);
    await api.post(`/api/v1/users/${registered.body.data.user._id}/revoke-sessions`).set(user()).expect(403);

    // Rooms, vehicles, tours
    for (const kind of KINDS) {
      const created = await postItem(t, kind, { ...kind.fields, units: kind.name === 'tour' ? '' : '2' }, [
        'photo.jpg',
      ]).expect(201);
      const item = kind.saved(created.body);
      await api.get(`${kind.base}/get`).expect(200);
      await api.get(`${kind.base}/get/${item._id}`).expect(200);
      await api.get(`${kind.base}/get/not-a-uuid`).expect(404);
      await api.get(`${kind.base}/slug/${item.slug}`).expect(200);
      await api.get(`${kind.base}/admin/${item._id}`).set(admin()).expect(200);
      await api.get(`${kind.base}/admin/${item._id}`).set(user()).expect(403);
      const update = api.put(`${kind.base}/update/${item._id}`).set(admin());
      for (const [k, v] of Object.entries(kind.fields)) update.field(k, v);
      await update
        .field('existingImages', JSON.stringify(item[kind.images]))
        .attach(kind.images, fixture('photo.png'))
        .expect(200);
      await postItem(t, kind, { ...kind.fields, price: '-1' }, []).expect(400);
      await postItem(t, kind, kind.fields, [], t.userToken).expect(403);
      await api.delete(`${kind.base}/delete/${item._id}`).set(admin()).expect(200);
    }
    const roomId = await createRoom(t, {
      name: 'Contract Room',
      price: '2000',
      units: '2',
      specifications: JSON.stringify({ capacity: '2 Adults + 1 Child' }),
    });
    const vehicleId = await createVehicle(t, { name: 'Contract Gypsy' });
    const tourId = await createTour(t, {
      title: 'Contract Tour',
      seatsPerDeparture: '6',
      departureDates: JSON.stringify([day(15)]),
    });

    // Bookings (the Mark as Booked hold)
    await api.put(`/api/bookings/room/${roomId}/toggle`).set(admin()).send({ isBooked: true }).expect(200);
    await api.get(`/api/bookings/room/${roomId}/status`).expect(200);
    await api.get(`/api/bookings/boat/${roomId}/status`).expect(400);
    await api.put(`/api/bookings/cars/${vehicleId}/toggle`).set(admin()).expect(200);

    // Gallery
    const image = await uploadGalleryImage(t);
    expect(image.status).toBe(201);
    await api.get('/api/gallery/public?category=Waterfall').expect(200);
    await api.get('/api/gallery/get').expect(200);
    await api.get('/api/gallery/public?category=Moon').expect(400);
    await api.get('/api/gallery/admin?search=falls').set(admin()).expect(200);
    await api.delete(`/api/gallery/admin/${image.body.data._id}`).set(admin()).expect(200);

    // Weekend pricing
    await api.get('/api/weekend-pricing/status').expect(200);
    await api
      .post('/api/weekend-pricing/activate')
      .set(admin())
      .send({ percentageIncrease: 20, description: 'Season' })
      .expect(200);
    await api.post('/api/weekend-pricing/activate').set(admin()).send({}).expect(409);
    await api.put('/api/weekend-pricing/percentage').set(admin()).send({ percentageIncrease: 30 }).expect(200);
    await api.put('/api/weekend-pricing/percentage').set(admin()).send({ percentageIncrease: 300 }).expect(400);
    await api.get('/api/weekend-pricing/history').set(admin()).expect(200);

    // Rates
    const season = {
      name: 'Contract season',
      kind: 'room',
      itemId: roomId,
      startDate: day(10),
      endDate: day(20),
      adjustment: { type: 'percent', value: 20 },
      minNights: 2,
    };
    const rate = await api.post('/api/rates').set(admin()).send(season).expect(201);
    await api
      .post('/api/rates')
      .set(admin())
      .send({ ...season, name: 'Clash' })
      .expect(409);
    await api
      .post('/api/rates')
      .set(admin())
      .send({ ...season, endDate: day(5) })
      .expect(400);
    await api.post('/api/rates').set(user()).send(season).expect(403);
    await api.get('/api/rates?kind=room').set(admin()).expect(200);
    await api
      .put(`/api/rates/${rate.body.data._id}`)
      .set(admin())
      .send({ ...season, weekdays: [5, 6] })
      .expect(200);
    await api.put('/api/rates/2b1d7a4e-0000-4000-8000-000000000000').set(admin()).send(season).expect(404);
    await api.get(`/api/rates/calendar/room/${roomId}?month=2026-12`).expect(200);
    await api.get(`/api/rates/calendar/boat/${roomId}`).expect(404);
    const spare = await api
      .post('/api/rates')
      .set(admin())
      .send({ name: 'Spare', kind: 'tour', startDate: day(40), endDate: day(41), closedToArrival: true })
      .expect(201);
    await api.delete(`/api/rates/${spare.body.data._id}`).set(admin()).expect(200);

    // Availability and quotes
    await api.get(`/api/availability?kind=room&checkIn=${day(13)}&checkOut=${day(15)}&guests=2`).expect(200);
    await api.get(`/api/availability?kind=tour&checkIn=${day(15)}&guests=2`).expect(200);
    await api.get('/api/availability?kind=room&checkIn=yesterday').expect(400);
    await api.get(`/api/availability/room/${roomId}?month=2026-12`).expect(200);
    await api.get(`/api/availability/boat/${roomId}`).expect(404);
    await api.get(`/api/quote?kind=vehicle&id=${vehicleId}&checkIn=${day(13)}&checkOut=${day(14)}`).expect(200);
    await api.get(`/api/quote?kind=tour&itemId=${tourId}&checkIn=${day(15)}&guests=3`).expect(200);

    // Reservations
    const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210', guestEmail: 'asha@example.com' };
    const stay = await api
      .post('/api/reservations')
      .set(admin())
      .send({
        kind: 'room',
        itemId: roomId,
        checkIn: day(13),
        checkOut: day(15),
        guests: 2,
        status: 'held',
        source: 'whatsapp',
        ...guest,
      })
      .expect(201);
    await api
      .post('/api/reservations')
      .set(admin())
      .send({ kind: 'tour', itemId: tourId, checkIn: day(15), guests: 2, status: 'confirmed', ...guest })
      .expect(201);
    await api
      .post('/api/reservations')
      .set(admin())
      .send({ kind: 'vehicle', itemId: vehicleId, checkIn: day(13), checkOut: day(14), guests: 1, status: 'blocked' })
      .expect(201);
    await api
      .post('/api/reservations')
      .set(admin())
      .send({
        kind: 'vehicle',
        itemId: vehicleId,
        checkIn: day(13),
        checkOut: day(14),
        guests: 1,
        status: 'confirmed',
        ...guest,
      })
      .expect(409);
    await api.post('/api/reservations').set(admin()).send({ kind: 'room' }).expect(400);
    await api.get('/api/reservations?kind=room&page=1&limit=5').set(admin()).expect(200);
    await api.get(`/api/reservations/${stay.body.data._id}`).set(admin()).expect(200);
    await api
      .put(`/api/reservations/${stay.body.data._id}`)
      .set(admin())
      .send({ status: 'confirmed', notes: 'Paid' })
      .expect(200);
    await api
      .get(`/api/reservations/export.csv?from=${day(1)}`)
      .set(admin())
      .expect(200);
    await api.get('/api/reservations/2b1d7a4e-0000-4000-8000-000000000000').set(admin()).expect(404);

    // Money
    await api.get('/api/business-settings').set(admin()).expect(200);
    await api
      .put('/api/business-settings')
      .set(admin())
      .send({ gstRegistered: true, gstin: '23AAPFU0939F1Z3', upiId: 'stays@okaxis', upiName: 'Stays' })
      .expect(200);
    await api.put('/api/business-settings').set(admin()).send({ gstRegistered: true }).expect(400);
    const billed = (
      await api
        .post('/api/reservations')
        .set(admin())
        .send({
          kind: 'room',
          itemId: roomId,
          checkIn: day(40),
          checkOut: day(41),
          guests: 2,
          status: 'confirmed',
          ...guest,
        })
        .expect(201)
    ).body.data;
    const payment = await api
      .post(`/api/reservations/${billed._id}/payments`)
      .set(admin())
      .send({ amount: 100, method: 'upi', reference: 'UTR1' })
      .expect(201);
    await api.post(`/api/reservations/${billed._id}/payments`).set(admin()).send({ amount: 0 }).expect(400);
    await api.get(`/api/reservations/${billed._id}/payments`).set(admin()).expect(200);
    await api.delete(`/api/reservations/${billed._id}/payments/${payment.body.data._id}`).set(admin()).expect(200);
    await api.delete(`/api/reservations/${billed._id}/payments/${payment.body.data._id}`).set(admin()).expect(409);
    const asked = await api.post(`/api/reservations/${billed._id}/payment-request`).set(admin()).expect(200);
    await api.get(new URL(asked.body.data.pageUrl).pathname.replace('/pay/', '/api/pay/')).expect(200);
    await api.get('/api/pay/nothing').expect(404);
    const invoice = await api.post(`/api/reservations/${billed._id}/invoice`).set(admin()).send({}).expect(201);
    await api.post(`/api/reservations/${billed._id}/invoice`).set(admin()).expect(200);
    await api.get(invoice.body.data.pdfUrl).set(admin()).expect(200);
    await api.get(new URL(asked.body.data.pageUrl).pathname.replace('/pay/', '/api/pay/') + '/invoice.pdf').expect(200);
    await api.post(`/api/invoices/${invoice.body.data._id}/credit-note`).set(admin()).expect(201);
    await api.post(`/api/invoices/${invoice.body.data._id}/credit-note`).set(admin()).expect(409);
    await api.get('/api/reports/gst.csv?month=2026-11').set(admin()).expect(200);
    await api.get('/api/reports/gst.csv').set(admin()).expect(400);
    await api
      .get(`/api/reports/payments.csv?from=${day(0)}&to=${day(1)}`)
      .set(admin())
      .expect(200);
    await api
      .get(`/api/reports/dashboard-charts?to=${day(1)}`)
      .set(admin())
      .expect(200);
    await api.get('/api/reports/dashboard-charts?to=tomorrow').set(admin()).expect(400);

    // iCal feeds
    const links = await api.get('/api/ical-links').set(admin()).expect(200);
    const feed = new URL(links.body.data.find((l: { itemId: string }) => l.itemId === roomId).url);
    await api.get(feed.pathname + feed.search).expect(200);
    await api.get(feed.pathname).expect(404);
    await api.post(`/api/ical-links/room/${roomId}/reset`).set(admin()).expect(200);
    await api.post(`/api/ical-links/tour/${roomId}/reset`).set(admin()).expect(404);

    // Calendar sync (a private address: refused without a fetch, recorded as the feed's error)
    const imported = await api
      .post('/api/calendar-feeds')
      .set(admin())
      .send({ kind: 'room', itemId: roomId, label: 'Airbnb', url: 'http://127.0.0.1:9/calendar.ics' })
      .expect(201);
    await api
      .post('/api/calendar-feeds')
      .set(admin())
      .send({ kind: 'room', itemId: roomId, label: 'Airbnb', url: 'ftp://example.com/a.ics' })
      .expect(400);
    await api.get(`/api/calendar-feeds?kind=room&itemId=${roomId}`).set(admin()).expect(200);
    await api.get('/api/calendar-feeds').set(user()).expect(403);
    await api.post(`/api/calendar-feeds/${imported.body.data._id}/sync`).set(admin()).expect(200);
    await api.post('/api/calendar-feeds/2b1d7a4e-0000-4000-8000-000000000000/sync').set(admin()).expect(404);
    await api.delete(`/api/calendar-feeds/${imported.body.data._id}`).set(admin()).expect(200);
    await api.delete(`/api/calendar-feeds/${imported.body.data._id}`).set(admin()).expect(404);

    // Enquiries
    const enquiry = await api
      .post('/api/enquiries')
      .send({ kind: 'room', itemId: roomId, checkIn: day(20), checkOut: day(22), guests: 2 })
      .expect(201);
    await api.patch(`/api/enquiries/${enquiry.body.data._id}`).set(admin()).send({ status: 'replied' }).expect(200);
    await api.patch(`/api/enquiries/${enquiry.body.data._id}`).set(admin()).send({ status: 'maybe' }).expect(400);
    await api
      .patch('/api/enquiries/2b1d7a4e-0000-4000-8000-000000000000')
      .set(admin())
      .send({ status: 'lost' })
      .expect(404);
    await api
      .post('/api/enquiries')
      .send({
        kind: 'room',
        itemId: '2b1d7a4e-0000-4000-8000-000000000000',
        checkIn: day(20),
        checkOut: day(22),
        guests: 2,
      })
      .expect(404);
    await api.get('/api/enquiries?page=1&limit=10').set(admin()).expect(200);

    // Dashboard, contact, configuration, diagnostics
    await api.get('/api/dashboard/stats').set(admin()).expect(200);
    const sent = await api
      .post('/api/contact')
      .send({
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.com',
        phone: '+91 98260 55555',
        subject: 'Family trip',
        message: 'We are four people looking for two rooms and a safari.',
        preferredContact: 'whatsapp',
        travelDate: day(30),
        numberOfPeople: '4',
        serviceType: 'hotel',
      })
      .expect(201);
    await api.post('/api/contact').send({ firstName: '' }).expect(400);
    await api.get('/api/contact?page=1&limit=10&archived=1').set(admin()).expect(200);
    await api
      .patch(`/api/contact/${sent.body.data._id}`)
      .set(admin())
      .send({ status: 'replied', archived: true })
      .expect(200);
    await api.delete(`/api/contact/${sent.body.data._id}`).set(admin()).expect(200);
    await api.delete(`/api/contact/${sent.body.data._id}`).set(admin()).expect(404);
    await api.get('/api/site-config').expect(200);
    await api.get('/api/health').expect(200);
    await api.get('/api/ready').expect(200);
    await api.get('/api/debug/connection').expect(200);
    await api.get('/api/debug/connection').set(admin()).expect(200);
    await api.post('/api/fix-image-paths').set(admin()).expect(200);

    // Staff and the audit trail
    const staffMember = await api
      .post('/api/staff')
      .set(admin())
      .send({ name: 'Desk Two', email: 'desk2@test.in', password: 'Deodar-Ridge-Monsoon-27', role: 3 })
      .expect(201);
    await api
      .post('/api/staff')
      .set(admin())
      .send({ name: 'X', email: 'desk2@test.in', password: 'short', role: 3 })
      .expect(400);
    await api.get('/api/staff').set(admin()).expect(200);
    await api.patch(`/api/staff/${staffMember.body.data._id}`).set(admin()).send({ disabled: true }).expect(200);
    await api.patch(`/api/staff/${t.user._id}`).set(admin()).send({ role: 3 }).expect(404);
    await api
      .post(`/api/staff/${staffMember.body.data._id}/password`)
      .set(admin())
      .send({ password: 'Satpura-Dawn-Trail-99' })
      .expect(200);
    await api.get('/api/audit?entity=staff&page=1').set(admin()).expect(200);
    await api.get('/api/audit').set(user()).expect(403);

    // Front desk: the board, the guest register with Form III, messages
    const deskH = bearer(t.deskToken);
    await api
      .get(`/api/front-desk?date=${day(7)}`)
      .set(deskH)
      .expect(200);
    await api.get('/api/front-desk?date=nope').set(deskH).expect(400);
    const resId = stay.body.data._id;
    const guestBody = {
      name: 'Emma Clarke',
      nationality: 'GB',
      idType: 'passport',
      idNumber: 'P123',
      address: 'York',
      passportNumber: 'P123',
      passportExpiry: '2031-01-01',
      visaNumber: 'V1',
      visaType: 'e-Tourist',
      arrivalInIndia: day(0),
      portOfArrival: 'Delhi',
    };
    const added = await api.post(`/api/reservations/${resId}/guests`).set(deskH).send(guestBody).expect(201);
    await api
      .post(`/api/reservations/${resId}/guests`)
      .set(deskH)
      .send({ ...guestBody, idType: 'aadhaar', idNumber: '234567890123' })
      .expect(400);
    await api.get(`/api/reservations/${resId}/guests`).set(deskH).expect(200);
    const guestUrl = `/api/reservations/${resId}/guests/${added.body.data._id}`;
    await api
      .put(guestUrl)
      .set(deskH)
      .send({ ...guestBody, name: 'Emma J. Clarke' })
      .expect(200);
    await api
      .patch(guestUrl)
      .set(deskH)
      .send({ formIiiSubmittedAt: new Date(T0).toISOString(), formIiiAck: 'ACK1' })
      .expect(200);
    await api.get('/api/form-iii/due').set(deskH).expect(200);
    await api
      .get(`/api/guest-register.csv?from=${day(0)}`)
      .set(deskH)
      .expect(200);
    await api.delete(guestUrl).set(deskH).expect(200);
    await api.delete(guestUrl).set(deskH).expect(404);
    await api.get('/api/message-templates').set(admin()).expect(200);
    await api
      .put('/api/message-templates')
      .set(admin())
      .send({ key: 'confirmation', lang: 'hi', text: 'नमस्ते {guestName}' })
      .expect(200);
    await api
      .put('/api/message-templates')
      .set(admin())
      .send({ key: 'confirmation', lang: 'en', text: 'Hi {name}' })
      .expect(400);
    await api.get(`/api/reservations/${resId}/messages?lang=hi`).set(deskH).expect(200);
    await api.post(`/api/reservations/${resId}/messages`).set(deskH).send({ key: 'pre-arrival' }).expect(200);
    await api.post(`/api/reservations/${resId}/messages`).set(deskH).send({ key: 'nope' }).expect(400);

    // Calendar sync: a room's import feed, synced, listed and removed.
    const importFeed = await api
      .post('/api/calendar-feeds')
      .set(admin())
      .send({ kind: 'room', itemId: roomId, label: 'Airbnb', url: cal.url('/airbnb.ics') })
      .expect(201);
    await api
      .post('/api/calendar-feeds')
      .set(admin())
      .send({ kind: 'room', itemId: roomId, label: 'Airbnb', url: 'ftp://example.com/a.ics' })
      .expect(400);
    await api.get(`/api/calendar-feeds?kind=room&itemId=${roomId}`).set(admin()).expect(200);
    await api.get('/api/calendar-feeds').set(deskH).expect(403);
    await api.post(`/api/calendar-feeds/${importFeed.body.data._id}/sync`).set(admin()).expect(200);
    await api.delete(`/api/calendar-feeds/${importFeed.body.data._id}`).set(admin()).expect(200);
    await api.delete(`/api/calendar-feeds/${importFeed.body.data._id}`).set(admin()).expect(404);

    // The ones left for last: they end what the others use.
    await api.post('/api/weekend-pricing/deactivate').set(admin()).expect(200);
    await api.delete(`/api/reservations/${stay.body.data._id}`).set(admin()).expect(200);
    await api.get('/api/openapi.json').expect(200);

    const documented = apiContract().operations();
    expect(documented.filter((op) => !checkedOperations.has(op))).toEqual([]);
  });
});
