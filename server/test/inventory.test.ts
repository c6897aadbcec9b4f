import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const KINDS = [
  {
    name: 'room', base: '/api/rooms', images: 'photos', dir: 'rooms', label: 'Room',
    fields: {
      name: 'Valley View Suite', price: '4500', description: 'Suite facing the Satpura hills',
      features: JSON.stringify(['Balcony', ' ']), amenities: JSON.stringify(['Wi-Fi', 'Heater']),
      availability: JSON.stringify([{ startDate: '2026-12-01', endDate: '2026-12-10' }]),
      specifications: JSON.stringify({ roomSize: '320 sq ft', bedType: 'King', capacity: '2 adults', view: 'Hills' }),
      policies: JSON.stringify({ checkIn: '12:00 PM', checkOut: '11:00 AM', cancellation: 'Free until 48 h before' }),
      category: 'Suite',
    },
    list: (body: any) => body as any[],
    one: (body: any) => body,
    saved: (body: any) => body.data,
  },
  {
    name: 'vehicle', base: '/api/cars', images: 'images', dir: 'cars', label: 'Vehicle',
    fields: {
      name: 'Gypsy King', brand: 'Maruti Suzuki', model: 'Gypsy King ST', price: '3000', description: 'Open-top 4x4 for safaris',
      features: JSON.stringify(['4x4', 'Roll cage']), specifications: JSON.stringify(['1.3 L petrol']),
      availability: JSON.stringify([{ date: '' }, { date: '2026-12-05', status: 'Available' }]),
      vehicleInfo: JSON.stringify({ model: 'ST', year: '2018', seats: '6', fuelType: 'Petrol', transmission: 'Manual', mileage: '11 km/l' }),
      rentalTerms: JSON.stringify({ minimumRental: '1 day', deposit: '₹5,000', insurance: 'Included', cancellation: '24 h' }),
    },
    list: (body: any) => body as any[],
    one: (body: any) => body,
    saved: (body: any) => body.data,
  },
  {
    name: 'tour', base: '/api/v1/tours', images: 'images', dir: 'tours', label: 'Tour',
    fields: {
      title: 'Dhoopgarh Sunrise', location: 'Dhoopgarh', duration: '1 Day', price: '1200', description: 'Sunrise at the highest point',
      inclusions: JSON.stringify(['Gypsy', 'Guide', '']), exclusions: JSON.stringify(['Meals']), highlights: JSON.stringify(['Sunrise']),
      itinerary: JSON.stringify([{ day: 1, title: 'Drive up', description: 'Leave at 4:30 AM' }, { day: 2, title: '', description: '' }]),
      departureDates: JSON.stringify(['2026-12-01', '']),
    },
    list: (body: any) => body.tours as any[],
    one: (body: any) => body.tour,
    saved: (body: any) => body.tour,
  },
] as const;

function post(kind: (typeof KINDS)[number], fields: Record<string, string>, files: string[], token = t.adminToken) {
  const req = request(t.app).post(`${kind.base}/create`).set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const f of files) req.attach(kind.images, fixture(f));
  return req;
}

const fileName = (publicPath: string) => publicPath.split('/').pop()!;

describe.each(KINDS)('$name inventory', (kind) => {
  /** Arrange: one record of this kind with two images. @returns the saved record */
  async function created(files = ['photo.jpg', 'photo.png']) {
    const res = await post(kind, kind.fields, files);
    expect(res.status).toBe(201);
    return kind.saved(res.body);
  }

  it('when an admin creates one with two real images, then 201 with the record and files on disk', async () => {
    const before = t.files(kind.dir).length;
    const res = await post(kind, kind.fields, ['photo.jpg', 'photo.png']);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const item = kind.saved(res.body);
    expect(item._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.price).toBe(Number(kind.fields.price));
    expect(item.isBooked).toBe(false);
    expect(item.bookingExpiresAt).toBeNull();
    expect(item[kind.images]).toHaveLength(2);
    for (const p of item[kind.images]) expect(p).toMatch(new RegExp(`^uploads/${kind.dir}/[0-9a-f-]{36}\\.(jpg|png)$`));
    expect(t.files(kind.dir)).toHaveLength(before + 2);
    const served = await request(t.app).get(`/${item[kind.images][0]}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/jpeg/);
  });

  it('when listed and fetched by id, then the same shape, newest first, defaults applied', async () => {
    const older = await created([]);
    const newer = await created([]);
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

  it('when updated keeping one image and adding one, then the dropped file is deleted', async () => {
    const { _id: id, [kind.images]: firstImages } = await created();
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

  it("when existingImages names another record's file, then 400 and nothing changes", async () => {
    const { _id: id, [kind.images]: firstImages } = await created();
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(kind.fields)) req.field(k, v);
    const res = await req.field('existingImages', JSON.stringify(['uploads/rooms/../../etc/passwd']));
    expect(res.status).toBe(400);
    expect(kind.one((await request(t.app).get(`${kind.base}/get/${id}`)).body)[kind.images]).toEqual(firstImages);
  });

  it('when required fields are missing, then 400 with each message and no file kept', async () => {
    const before = t.files(kind.dir).length;
    const res = await post(kind, { price: 'abc' }, ['photo.jpg']);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.price).toBe('Price must be a number');
    if (kind.name === 'room') expect(res.body.errors).toMatchObject({ name: 'Room name is required', description: 'Description is required' });
    if (kind.name === 'vehicle') expect(res.body.errors).toMatchObject({ name: 'Vehicle name is required', brand: 'Brand is required', model: 'Model is required' });
    if (kind.name === 'tour') expect(res.body.errors).toMatchObject({ title: 'Title is required', location: 'Location is required' });
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when six images are sent, then 400 with docs/product.md text and no file left behind', async () => {
    const before = t.files(kind.dir).length;
    const res = await post(kind, kind.fields, Array(6).fill('photo.jpg'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can only upload up to 5 images');
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when kept plus new images exceed five, then 400 and the new files are removed', async () => {
    const { _id: id, [kind.images]: firstImages } = await created();
    const before = t.files(kind.dir).length;
    const req = request(t.app).put(`${kind.base}/update/${id}`).set(bearer(t.adminToken));
    for (const [k, v] of Object.entries(kind.fields)) req.field(k, v);
    req.field('existingImages', JSON.stringify(firstImages));
    for (let i = 0; i < 4; i++) req.attach(kind.images, fixture('photo.jpg'));
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can only upload up to 5 images');
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a text file is renamed .jpg, then 400 and nothing is stored', async () => {
    const before = t.files(kind.dir).length;
    const res = await post(kind, kind.fields, ['photo.jpg', 'not-an-image.jpg']);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Only image files/);
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a file is over the size limit, then 413 and no file is left behind', async () => {
    const before = t.files(kind.dir).length;
    const res = await post(kind, kind.fields, ['photo.jpg', 'large.jpg']);
    expect(res.status).toBe(413);
    expect(t.files(kind.dir).length).toBe(before);
  });

  it('when a JSON field is malformed, then 400 naming it', async () => {
    const field = Object.keys(kind.fields).find((k) => kind.fields[k as keyof typeof kind.fields].startsWith('['))!;
    const res = await post(kind, { ...kind.fields, [field]: '[oops' }, []);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field} must be valid JSON`);
  });

  it('when the id is unknown or not a UUID, then 404 on get, update and delete', async () => {
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      expect((await request(t.app).get(`${kind.base}/get/${bad}`)).status).toBe(404);
      expect((await request(t.app).put(`${kind.base}/update/${bad}`).set(bearer(t.adminToken)).field('x', '1')).status).toBe(404);
      expect((await request(t.app).delete(`${kind.base}/delete/${bad}`).set(bearer(t.adminToken))).status).toBe(404);
    }
  });

  it('when deleted, then 200, gone from the list and its files are removed', async () => {
    const { _id: id, [kind.images]: images } = await created();
    const res = await request(t.app).delete(`${kind.base}/delete/${id}`).set(bearer(t.adminToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `${kind.label} deleted successfully` });
    for (const p of images as string[]) expect(t.files(kind.dir)).not.toContain(fileName(p));
    expect((await request(t.app).get(`${kind.base}/get/${id}`)).status).toBe(404);
    const list = kind.list((await request(t.app).get(`${kind.base}/get`)).body);
    expect(list.map((r: { _id: string }) => r._id)).not.toContain(id);
  });
});
