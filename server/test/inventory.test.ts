import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { createdItem, fileName, KINDS, postItem } from './support/inventory-kinds';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // The app's today is fixed before the December 2026 dates of the records (support/inventory-kinds.ts), so they never become past dates.
  t.setNow(new Date('2026-11-21T10:00:00+05:30'));
});
afterAll(() => t.close());

// Refused inputs (validation, image limits, bad files) are in inventory-refusals.test.ts.
describe.each(KINDS)('$name inventory', (kind) => {
  it('when an admin creates one with two real images, then 201 with the record and files on disk', async () => {
    const before = t.files(kind.dir).length;
    const res = await postItem(t, kind, kind.fields, ['photo.jpg', 'photo.png']);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const item = kind.saved(res.body);
    expect(item._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.price).toBe(Number(kind.fields.price));
    expect(item.isBooked).toBe(false);
    expect(item.bookingExpiresAt).toBeNull();
    expect(item[kind.images]).toHaveLength(2);
    for (const p of item[kind.images])
      expect(p).toMatch(new RegExp(`^uploads/${kind.dir}/[0-9a-f-]{36}-\\d+x\\d+-full\\.jpg$`));
    expect(t.files(kind.dir)).toHaveLength(before + 2 * 4); // each: the JPEG and three WebP widths
    const served = await request(t.app).get(`/${item[kind.images][0]}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/jpeg/);
  });

  it('when listed and fetched by id, then the same shape, newest first, defaults applied', async () => {
    const older = await createdItem(t, kind, []);
    const newer = await createdItem(t, kind, []);
    const list = kind.list((await request(t.app).get(`${kind.base}/get`).expect(200)).body);
    const at = (id: string) => list.findIndex((r: { _id: string }) => r._id === id);
    expect(at(newer._id)).toBeGreaterThanOrEqual(0);
    expect(at(older._id)).toBe(at(newer._id) + 1);
    const one = kind.one((await request(t.app).get(`${kind.base}/get/${older._id}`).expect(200)).body);
    expect(one).toEqual(list[at(older._id)]);
    if (kind.name === 'room') {
      expect(one.features).toEqual(['Balcony']);
      expect(one.status).toBe('Available');
      expect(one.location).toBe('Pachmarhi');
      expect(one.availability).toEqual([{ startDate: '2026-12-01', endDate: '2026-12-10', status: 'Available' }]);
    }
    if (kind.name === 'vehicle') {
      expect(one.fuelType).toBe('Petrol');
      expect(one.status).toBe('Available');
      expect(one.availability).toEqual([{ date: '2026-12-05', status: 'Available' }]);
      expect(one.vehicleInfo.transmission).toBe('Manual');
    }
    if (kind.name === 'tour') {
      expect(one.inclusions).toEqual(['Gypsy', 'Guide']);
      expect(one.itinerary).toHaveLength(1);
      expect(one.itinerary[0]).toMatchObject({ day: 1, title: 'Drive up' });
      expect(one.itinerary[0]._id).toBeTruthy();
      expect(one.departureDates).toEqual(['2026-12-01']);
    }
  });

  it('when the owner opens its form and a visitor its page, then both get the item (by id, by slug); a user is refused the form', async () => {
    const item = await createdItem(t, kind, []);
    const form = await request(t.app).get(`${kind.base}/admin/${item._id}`).set(bearer(t.adminToken)).expect(200);
    expect(kind.one(form.body)._id).toBe(item._id);
    await request(t.app).get(`${kind.base}/admin/${item._id}`).set(bearer(t.userToken)).expect(403);
    await request(t.app).get(`${kind.base}/admin/not-a-uuid`).set(bearer(t.adminToken)).expect(404);
    const page = await request(t.app).get(`${kind.base}/slug/${item.slug}`).expect(200);
    expect(kind.one(page.body)).toMatchObject({ _id: item._id, slug: item.slug });
  });

  it('when updated keeping one image and adding one, then the dropped file is deleted', async () => {
    const { _id: id, [kind.images]: firstImages } = await createdItem(t, kind);
    const before = t.files(kind.dir).length;
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries({ ...kind.fields, price: '999' })) req.field(k, v);
    req.field('existingImages', JSON.stringify([firstImages[1]])).attach(kind.images, fixture('photo.jpg'));
    const res = await req;
    expect(res.status).toBe(200);
    const item = kind.saved(res.body);
    expect(item.price).toBe(999);
    expect(item[kind.images]).toHaveLength(2);
    expect(item[kind.images][0]).toBe(firstImages[1]);
    expect(t.files(kind.dir)).toHaveLength(before);
    expect(t.files(kind.dir)).not.toContain(fileName(firstImages[0]));
    for (const p of item[kind.images]) expect(t.files(kind.dir)).toContain(fileName(p));
  });

  it('when the id is unknown or not a UUID, then 404 on get, update and delete', async () => {
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await request(t.app).get(`${kind.base}/get/${bad}`)).status).toBe(404);
      expect(
        (await request(t.app).put(`${kind.base}/update/${bad}`).set(bearer(t.adminToken)).field('x', '1')).status,
      ).toBe(404);
      expect((await request(t.app).delete(`${kind.base}/delete/${bad}`).set(bearer(t.adminToken))).status).toBe(404);
    }
  });

  it('when deleted, then 200, gone from the list and its files are removed', async () => {
    const { _id: id, [kind.images]: images } = await createdItem(t, kind);
    const res = await request(t.app).delete(`${kind.base}/delete/${id}`).set(bearer(t.adminToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `${kind.label} deleted successfully` });
    for (const p of images as string[]) expect(t.files(kind.dir)).not.toContain(fileName(p));
    expect((await request(t.app).get(`${kind.base}/get/${id}`)).status).toBe(404);
    const list = kind.list((await request(t.app).get(`${kind.base}/get`)).body);
    expect(list.map((r: { _id: string }) => r._id)).not.toContain(id);
  });
});

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
]);
