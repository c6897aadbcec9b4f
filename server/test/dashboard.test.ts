import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle, uploadGalleryImage } from './support/records';
import { contractCoverage } from './support/contract-hook';

// A fresh database per case: these cases assert whole lists and counts.
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const stats = async () =>
  (await request(t.app).get('/api/dashboard/stats').set(bearer(t.adminToken)).expect(200)).body.data;

describe('dashboard', () => {
  it('when the catalogue is empty, then zeros (one registered user: the visitor)', async () => {
    const d = await stats();
    expect(d.overview).toEqual({
      totalRooms: 0,
      totalTours: 0,
      totalVehicles: 0,
      estimatedRevenue: 0,
      totalGalleryImages: 0,
      totalUsers: 1,
    });
    expect(d.status.rooms).toEqual({ available: 0, booked: 0, total: 0 });
    expect(d.recent).toEqual({ rooms: [], tours: [] });
  });

  it('when items exist, some booked (one expired), then counts, revenue and the newest 3 of each', async () => {
    const T0 = new Date('2026-11-21T10:00:00Z');
    const roomIds = [];
    for (const [name, price] of [
      ['A', '1000'],
      ['B', '2000'],
      ['C', '3000'],
      ['D', '4000'],
    ])
      roomIds.push(await createRoom(t, { name, price }));
    await createRoom(t, { name: 'E', price: '500', status: 'Under Maintenance' });
    const tourIds = [];
    for (const title of ['T1', 'T2', 'T3', 'T4'])
      tourIds.push(await createTour(t, { title, price: '800', location: 'Pachmarhi', duration: '1 Day' }));
    const vehicleId = await createVehicle(t, { price: '3000' });
    await uploadGalleryImage(t);

    t.setNow(T0);
    const book = (type: string, id: string) =>
      request(t.app).put(`/api/bookings/${type}/${id}/toggle`).set(bearer(t.adminToken)).send({ isBooked: true });
    await book('room', roomIds[0]);
    await book('tour', tourIds[0]);
    t.setNow(new Date(T0.getTime() - 25 * 3_600_000)); // this hold is already over at T0
    await book('room', roomIds[1]);
    await book('vehicle', vehicleId);
    t.setNow(T0);

    const d = await stats();
    expect(d.overview).toEqual({
      totalRooms: 5,
      totalTours: 4,
      totalVehicles: 1,
      estimatedRevenue: 1000 + 2000 + 3000 + 4000 + 500 + 4 * 800 + 3000,
      totalGalleryImages: 1,
      totalUsers: 1,
    });
    expect(d.status.rooms).toEqual({ available: 3, booked: 1, total: 5 });
    expect(d.status.tours).toEqual({ available: 3, booked: 1, total: 4 });
    expect(d.status.vehicles).toEqual({ available: 1, booked: 0, total: 1 });
    expect(d.recent.rooms.map((r: { name: string }) => r.name)).toEqual(['E', 'D', 'C']);
    expect(d.recent.rooms[0]).toEqual({ _id: expect.any(String), name: 'E', price: 500 });
    expect(d.recent.tours.map((r: { title: string }) => r.title)).toEqual(['T4', 'T3', 'T2']);
    expect(d.recent.tours[0]).toEqual({
      _id: expect.any(String),
      title: 'T4',
      location: 'Pachmarhi',
      duration: '1 Day',
    });
  });
});

contractCoverage(['GET /api/dashboard/stats']);
