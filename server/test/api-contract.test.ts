/**
 * The API contract (server/src/api-reference.ts): the OpenAPI 3.1 document is valid, served and browsable; the
 * endpoint tables of docs/api.md are the ones it makes (`npm run docs:api`); every documented operation is in the
 * `contractCoverage` list of a test file, which checks the file called it (as in every server test,
 * test/support/contract-hook.ts checks each response against the document, and a response that departs from it
 * fails its test). The operations of the modules not moved to `<name>.endpoints.ts` yet are called here.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { withApiTables } from '../src/platform/http/openapi/api-tables';
import { apiContract, ContractViolation, contractCoverage } from './support/contract-hook';
import { createRoom, createTour, createVehicle } from './support/records';
import { KINDS, postItem } from './support/inventory-kinds';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';

const API_MD = new URL('../../docs/api.md', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ AUTH_RATE_LIMIT: '1000', ENQUIRY_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const user = () => bearer(t.userToken);

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

  it('when docs/api.md is read, then its endpoint tables are those the document makes (npm run docs:api)', () => {
    const md = fs.readFileSync(API_MD, 'utf8');
    expect(withApiTables(md, apiContract().document)).toBe(md);
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

    // Trips: the quote, the extras catalogue, meal plans, a trip and its lines and extras
    await api
      .put(`/api/rooms/${roomId}/meal-plans`)
      .set(admin())
      .send({ CP: { adult: 300, child: 150 } })
      .expect(200);
    await api.put(`/api/rooms/${roomId}/meal-plans`).set(admin()).send({ XP: {} }).expect(400);
    const extra = await api
      .post('/api/extras')
      .set(admin())
      .send({ name: 'Bonfire', price: 800, unit: 'per-stay', gstRate: 18, sac: '999799' })
      .expect(201);
    await api.post('/api/extras').set(admin()).send({ name: '' }).expect(400);
    await api.get('/api/extras').expect(200);
    await api.get('/api/extras').set(admin()).expect(200);
    await api
      .put(`/api/extras/${extra.body.data._id}`)
      .set(admin())
      .send({ name: 'Bonfire evening', price: 900, unit: 'per-stay', gstRate: 18, sac: '999799' })
      .expect(200);
    const tripLines = [
      { kind: 'room', itemId: roomId, checkIn: day(50), checkOut: day(52), guests: 2, mealPlan: 'CP' },
      { kind: 'vehicle', itemId: vehicleId, checkIn: day(51), checkOut: day(52), guests: 2 },
    ];
    await api
      .post('/api/trips/quote')
      .send({ lines: tripLines, extras: [{ extraId: extra.body.data._id }] })
      .expect(200);
    await api
      .post('/api/trips/quote')
      .send({ lines: [{ ...tripLines[0], checkOut: 'soon' }] })
      .expect(400);
    const trip = await api
      .post('/api/trips')
      .set(admin())
      .send({ guest: { name: 'Asha Verma', phone: '98765 43210' }, status: 'held', lines: tripLines })
      .expect(201);
    const tripId = trip.body.data._id;
    await api
      .post('/api/trips')
      .set(admin())
      .send({ guest: { name: 'Asha Verma', phone: '98765 43210' }, status: 'held', lines: [tripLines[1]] })
      .expect(409);
    await api.get('/api/trips?q=asha&page=1&limit=5').set(admin()).expect(200);
    await api.get(`/api/trips/${tripId}`).set(admin()).expect(200);
    await api.get('/api/trips/2b1d7a4e-0000-4000-8000-000000000000').set(admin()).expect(404);
    await api.patch(`/api/trips/${tripId}`).set(admin()).send({ notes: 'Anniversary' }).expect(200);
    const withTour = await api
      .post(`/api/trips/${tripId}/lines`)
      .set(admin())
      .send({ kind: 'tour', itemId: tourId, checkIn: day(15), guests: 2 })
      .expect(201);
    const tourLineId = withTour.body.data.lines.find((l: { kind: string }) => l.kind === 'tour')._id;
    await api.patch(`/api/trips/${tripId}/lines/${tourLineId}`).set(admin()).send({ guests: 3 }).expect(200);
    await api.delete(`/api/trips/${tripId}/lines/${tourLineId}`).set(admin()).expect(200);
    const withExtra = await api
      .post(`/api/trips/${tripId}/extras`)
      .set(admin())
      .send({ extraId: extra.body.data._id, quantity: 2 })
      .expect(201);
    await api.delete(`/api/trips/${tripId}/extras/${withExtra.body.data.extras[0]._id}`).set(admin()).expect(200);
    await api.delete(`/api/extras/${extra.body.data._id}`).set(admin()).expect(200);

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

    // The ones left for last: they end what the others use.
    await api.delete(`/api/reservations/${stay.body.data._id}`).set(admin()).expect(200);
    await api.get('/api/openapi.json').expect(200);
  }, 120_000); // some 150 calls one after another: 30 s is too short on a loaded 2-core machine
});

describe('the contract of every module', () => {
  it('when the server tests are read, then every documented operation is in the contractCoverage list of a test file', () => {
    const documented = apiContract().operations();
    const claimed = new Map<string, string[]>();
    for (const file of testFiles(new URL('.', import.meta.url).pathname)) {
      for (const list of fs.readFileSync(file, 'utf8').matchAll(/contractCoverage\(\[([^\]]*)\]\)/g))
        for (const [, op] of list[1].matchAll(/'([A-Z]+ \/[^']*)'/g))
          claimed.set(op, [...(claimed.get(op) ?? []), path.basename(file)]);
    }
    expect({
      inNoTest: documented.filter((op) => !claimed.has(op)),
      notDocumented: [...claimed.keys()].filter((op) => !documented.includes(op)),
    }).toEqual({ inNoTest: [], notDocumented: [] });
  });
});

/** Every *.test.ts under `dir`. */
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(full);
    return e.name.endsWith('.test.ts') ? [full] : [];
  });
}

// The modules not moved to one endpoints file yet are called above (inventory and the hold, reservations and
// availability, enquiries) and trips; each moved module's test file lists its own operations.
contractCoverage([
  'GET /api/rooms/get',
  'GET /api/rooms/get/{id}',
  'GET /api/rooms/admin/{id}',
  'GET /api/rooms/slug/{slug}',
  'POST /api/rooms/create',
  'PUT /api/rooms/update/{id}',
  'DELETE /api/rooms/delete/{id}',
  'GET /api/cars/get',
  'GET /api/cars/get/{id}',
  'GET /api/cars/admin/{id}',
  'GET /api/cars/slug/{slug}',
  'POST /api/cars/create',
  'PUT /api/cars/update/{id}',
  'DELETE /api/cars/delete/{id}',
  'GET /api/v1/tours/get',
  'GET /api/v1/tours/get/{id}',
  'GET /api/v1/tours/admin/{id}',
  'GET /api/v1/tours/slug/{slug}',
  'POST /api/v1/tours/create',
  'PUT /api/v1/tours/update/{id}',
  'DELETE /api/v1/tours/delete/{id}',
  'PUT /api/bookings/{serviceType}/{id}/toggle',
  'GET /api/bookings/{serviceType}/{id}/status',
  'GET /api/availability',
  'GET /api/availability/{kind}/{id}',
  'GET /api/quote',
  'GET /api/reservations',
  'POST /api/reservations',
  'GET /api/reservations/export.csv',
  'GET /api/reservations/{id}',
  'PUT /api/reservations/{id}',
  'DELETE /api/reservations/{id}',
  'GET /api/enquiries',
  'POST /api/enquiries',
  'PATCH /api/enquiries/{id}',
  'POST /api/trips/quote',
  'GET /api/extras',
  'POST /api/extras',
  'PUT /api/extras/{id}',
  'DELETE /api/extras/{id}',
  'PUT /api/rooms/{id}/meal-plans',
  'GET /api/trips',
  'POST /api/trips',
  'GET /api/trips/{id}',
  'PATCH /api/trips/{id}',
  'POST /api/trips/{id}/lines',
  'PATCH /api/trips/{id}/lines/{lineId}',
  'DELETE /api/trips/{id}/lines/{lineId}',
  'POST /api/trips/{id}/extras',
  'DELETE /api/trips/{id}/extras/{extraLineId}',
  'GET /api/openapi.json',
  'GET /api/docs',
]);
