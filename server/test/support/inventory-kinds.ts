import request from 'supertest';
import { expect } from 'vitest';
import { bearer, fixture, type TestApp } from './test-app';

/** The three inventory kinds with their routes, image field, upload folder and a valid set of form fields. */
export const KINDS = [
  {
    name: 'room',
    base: '/api/rooms',
    images: 'photos',
    dir: 'rooms',
    label: 'Room',
    fields: {
      name: 'Valley View Suite',
      price: '4500',
      description: 'Suite facing the Satpura hills',
      features: JSON.stringify(['Balcony', ' ']),
      amenities: JSON.stringify(['Wi-Fi', 'Heater']),
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
    name: 'vehicle',
    base: '/api/cars',
    images: 'images',
    dir: 'cars',
    label: 'Vehicle',
    fields: {
      name: 'Gypsy King',
      brand: 'Maruti Suzuki',
      model: 'Gypsy King ST',
      price: '3000',
      description: 'Open-top 4x4 for safaris',
      features: JSON.stringify(['4x4', 'Roll cage']),
      specifications: JSON.stringify(['1.3 L petrol']),
      availability: JSON.stringify([{ date: '' }, { date: '2026-12-05', status: 'Available' }]),
      vehicleInfo: JSON.stringify({
        model: 'ST',
        year: '2018',
        seats: '6',
        fuelType: 'Petrol',
        transmission: 'Manual',
        mileage: '11 km/l',
      }),
      rentalTerms: JSON.stringify({
        minimumRental: '1 day',
        deposit: '₹5,000',
        insurance: 'Included',
        cancellation: '24 h',
      }),
    },
    list: (body: any) => body as any[],
    one: (body: any) => body,
    saved: (body: any) => body.data,
  },
  {
    name: 'tour',
    base: '/api/v1/tours',
    images: 'images',
    dir: 'tours',
    label: 'Tour',
    fields: {
      title: 'Dhoopgarh Sunrise',
      location: 'Dhoopgarh',
      duration: '1 Day',
      price: '1200',
      description: 'Sunrise at the highest point',
      inclusions: JSON.stringify(['Gypsy', 'Guide', '']),
      exclusions: JSON.stringify(['Meals']),
      highlights: JSON.stringify(['Sunrise']),
      itinerary: JSON.stringify([
        { day: 1, title: 'Drive up', description: 'Leave at 4:30 AM' },
        { day: 2, title: '', description: '' },
      ]),
      departureDates: JSON.stringify(['2026-12-01', '']),
    },
    list: (body: any) => body.tours as any[],
    one: (body: any) => body.tour,
    saved: (body: any) => body.tour,
  },
] as const;

export type InventoryKind = (typeof KINDS)[number];

/** POST `<base>/create` as multipart: `fields` as text parts, each fixture in `files` under the kind's image field. */
export function postItem(
  t: TestApp,
  kind: InventoryKind,
  fields: Record<string, string>,
  files: string[],
  token = t.adminToken,
) {
  const req = request(t.app).post(`${kind.base}/create`).set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const f of files) req.attach(kind.images, fixture(f));
  return req;
}

/** Arrange: one record of `kind` with the given images (two by default). @returns the saved record */
export async function createdItem(t: TestApp, kind: InventoryKind, files = ['photo.jpg', 'photo.png']) {
  const res = await postItem(t, kind, kind.fields, files);
  expect(res.status).toBe(201);
  return kind.saved(res.body);
}

/** The file name of a stored public path ('uploads/rooms/x.jpg' → 'x.jpg'). */
export const fileName = (publicPath: string) => publicPath.split('/').pop()!;
