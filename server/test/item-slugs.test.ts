import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoom, createTour, createVehicle } from './support/records';
import { bearer, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t?.close());

const rename = (id: string, name: string) =>
  request(t.app)
    .put(`/api/rooms/update/${id}`)
    .set(bearer(t.adminToken))
    .field('name', name)
    .field('price', '2000')
    .field('description', 'Cosy room');

describe('item slugs', () => {
  it('when items are created, then each gets a slug from its name, unique per kind', async () => {
    t = await makeTestApp();
    const a = await createRoom(t, { name: 'Deluxe Room & Valley View' });
    const b = await createRoom(t, { name: 'Deluxe room: valley view!' });
    const hindi = await createRoom(t, { name: 'डीलक्स कमरा' });
    const tour = await createTour(t, { title: 'Deluxe Room & Valley View' });
    const vehicle = await createVehicle(t, { name: 'Open Gypsy 4x4' });
    const slug = async (api: string, id: string) => (await request(t.app).get(`${api}/get/${id}`)).body;
    expect((await slug('/api/rooms', a)).slug).toBe('deluxe-room-and-valley-view');
    expect((await slug('/api/rooms', b)).slug).toBe('deluxe-room-valley-view');
    expect((await slug('/api/rooms', hindi)).slug).toBe('room');
    expect((await slug('/api/v1/tours', tour)).tour.slug).toBe('deluxe-room-and-valley-view');
    expect((await slug('/api/cars', vehicle)).slug).toBe('open-gypsy-4x4');
    const again = await createRoom(t, { name: 'Deluxe Room and Valley View' });
    expect((await slug('/api/rooms', again)).slug).toBe('deluxe-room-and-valley-view-2');
  });

  it('when an item is fetched by slug, then the API answers it, and 404 for an unknown or malformed slug', async () => {
    t = await makeTestApp();
    const id = await createRoom(t, { name: 'Pine Room' });
    const res = await request(t.app).get('/api/rooms/slug/pine-room');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, slug: 'pine-room', name: 'Pine Room' });
    expect((await request(t.app).get('/api/rooms/slug/oak-room')).status).toBe(404);
    expect((await request(t.app).get('/api/rooms/slug/Bad%20Slug')).status).toBe(404);
    expect((await request(t.app).get('/api/v1/tours/slug/pine-room')).status).toBe(404);
  });

  it("when an item's answer by slug was kept and the room is edited, or marked booked until its hold ends, then the next answer shows it at once; a repeat with its ETag is 304", async () => {
    t = await makeTestApp();
    t.setNow(new Date('2026-11-21T10:00:00Z'));
    const id = await createRoom(t, { name: 'Pine Room' });
    const first = await request(t.app).get('/api/rooms/slug/pine-room');
    expect(first.body).toMatchObject({ _id: id, price: 2000, isBooked: false });
    const again = await request(t.app).get('/api/rooms/slug/pine-room').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const edit = await request(t.app)
      .put(`/api/rooms/update/${id}`)
      .set(bearer(t.adminToken))
      .field('name', 'Pine Room')
      .field('price', '2100')
      .field('description', 'Cosy room');
    expect(edit.status).toBe(200);
    expect((await request(t.app).get('/api/rooms/slug/pine-room')).body).toMatchObject({ price: 2100 });
    const hold = await request(t.app)
      .put(`/api/bookings/room/${id}/toggle`)
      .set(bearer(t.adminToken))
      .send({ isBooked: true });
    expect(hold.status).toBe(200);
    const booked = (await request(t.app).get('/api/rooms/slug/pine-room')).body;
    expect(booked).toMatchObject({ isBooked: true });
    // Past the hold's end (no write): the kept answer is not served any more.
    t.setNow(new Date(Date.parse(booked.bookingExpiresAt) + 1000));
    expect((await request(t.app).get('/api/rooms/slug/pine-room')).body).toMatchObject({ isBooked: false });
  });

  it('when a room is renamed, then its slug follows the name and the old slug still finds it and redirects with 301', async () => {
    t = await makeTestApp();
    const id = await createRoom(t, { name: 'Pine Room' });
    expect((await rename(id, 'Cedar Suite')).status).toBe(200);
    const now = await request(t.app).get(`/api/rooms/get/${id}`);
    expect(now.body.slug).toBe('cedar-suite');
    expect((await request(t.app).get('/api/rooms/slug/pine-room')).body).toMatchObject({
      _id: id,
      slug: 'cedar-suite',
    });
    const page = await request(t.app).get('/rooms/pine-room?checkIn=2026-12-01');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/rooms/cedar-suite?checkIn=2026-12-01');
    // A new room named like the old one does not take the old slug from the renamed room's links.
    const other = await createRoom(t, { name: 'Pine Room' });
    expect((await request(t.app).get(`/api/rooms/get/${other}`)).body.slug).toBe('pine-room-2');
    // Renaming back reclaims the slug; an unchanged name keeps it.
    await rename(id, 'Pine Room');
    expect((await request(t.app).get(`/api/rooms/get/${id}`)).body.slug).toBe('pine-room');
    await rename(id, 'Pine Room');
    expect((await request(t.app).get('/api/rooms/slug/cedar-suite')).body._id).toBe(id);
  });

  it("when the original '?id=' detail URLs are opened, then they answer 301 to the item's page with the rest of the query", async () => {
    t = await makeTestApp();
    const room = await createRoom(t, { name: 'Pine Room' });
    const tour = await createTour(t, { title: 'Bee Falls' });
    const car = await createVehicle(t, { name: 'Gypsy One' });
    const cases: [string, string][] = [
      [`/room-details?id=${room}&checkIn=2026-12-01&guests=2`, '/rooms/pine-room?checkIn=2026-12-01&guests=2'],
      [`/tour-details?id=${tour}`, '/tours/bee-falls'],
      [`/view-details?id=${car}`, '/gypsy/gypsy-one'],
      [`/vehicle-details?id=${car.toUpperCase()}`, '/gypsy/gypsy-one'],
    ];
    for (const [from, to] of cases) {
      const res = await request(t.app).get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    expect((await request(t.app).get('/room-details?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('when a room is deleted, then its slugs answer 404 and are free for a new room', async () => {
    t = await makeTestApp();
    const id = await createRoom(t, { name: 'Pine Room' });
    await rename(id, 'Cedar Suite');
    expect((await request(t.app).delete(`/api/rooms/delete/${id}`).set(bearer(t.adminToken))).status).toBe(200);
    expect((await request(t.app).get('/api/rooms/slug/pine-room')).status).toBe(404);
    expect((await request(t.app).get('/api/rooms/slug/cedar-suite')).status).toBe(404);
    const next = await createRoom(t, { name: 'Pine Room' });
    expect((await request(t.app).get(`/api/rooms/get/${next}`)).body.slug).toBe('pine-room');
  });
});
