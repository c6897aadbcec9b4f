import request from 'supertest';
import { bearer, fixture, type TestApp } from './test-app';

/** Create a room through the API. @returns its _id */
export async function createRoom(t: TestApp, fields: Record<string, string> = {}): Promise<string> {
  const req = request(t.app).post('/api/rooms/create').set(bearer(t.adminToken));
  for (const [k, v] of Object.entries({ name: 'Pine Room', price: '2000', description: 'Cosy room', ...fields }))
    req.field(k, v);
  const res = await req;
  if (res.status !== 201) throw new Error(`room create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}

export async function createVehicle(t: TestApp, fields: Record<string, string> = {}): Promise<string> {
  const req = request(t.app).post('/api/cars/create').set(bearer(t.adminToken));
  for (const [k, v] of Object.entries({
    name: 'Gypsy',
    brand: 'Maruti',
    model: 'King',
    price: '3000',
    description: 'Open jeep',
    ...fields,
  }))
    req.field(k, v);
  const res = await req;
  if (res.status !== 201) throw new Error(`vehicle create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}

export async function createTour(t: TestApp, fields: Record<string, string> = {}): Promise<string> {
  const req = request(t.app).post('/api/v1/tours/create').set(bearer(t.adminToken));
  for (const [k, v] of Object.entries({
    title: 'Bee Falls',
    location: 'Pachmarhi',
    price: '800',
    duration: 'Half day',
    ...fields,
  }))
    req.field(k, v);
  const res = await req;
  if (res.status !== 201) throw new Error(`tour create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tour._id;
}

export async function uploadGalleryImage(t: TestApp, fields: Record<string, string> = {}, file = 'photo.jpg') {
  const req = request(t.app).post('/api/gallery/admin/upload').set(bearer(t.adminToken));
  for (const [k, v] of Object.entries({
    title: 'Bee Falls',
    category: 'Waterfall',
    altText: 'Water falling over rocks',
    ...fields,
  }))
    req.field(k, v);
  return req.attach('image', fixture(file));
}

/** A British guest's register entry with every Form C field (passport, visa, arrival in India, onward travel). */
export const FOREIGN_GUEST = {
  name: 'Emma Clarke',
  nationality: 'GB',
  idType: 'passport',
  idNumber: 'P1234567',
  address: '12 Mill Lane, York, UK',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  passportIssuePlace: 'London',
  passportIssueDate: '2020-05-02',
  passportExpiry: '2030-05-01',
  visaNumber: 'V998877',
  visaType: 'e-Tourist',
  visaIssuePlace: 'London',
  visaIssueDate: '2026-10-01',
  visaValidTill: '2027-03-31',
  arrivalInIndia: '2026-11-28',
  portOfArrival: 'Delhi airport',
  arrivedFrom: 'London',
  nextDestination: 'Khajuraho',
  purposeOfVisit: 'Tourism',
};
