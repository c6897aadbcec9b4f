import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'Stay',
  message: 'We would like two rooms for three nights.',
};

describe('input that PostgreSQL would refuse', () => {
  it('when a text field contains a NUL byte, then 400 naming the field (not a 500 from PostgreSQL)', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, subject: 'Stay\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subject: 'Subject contains an invalid character' });
  });

  it('when a list row or an itinerary day contains a NUL byte, then 400', async () => {
    const res = await request(t.app)
      .post('/api/v1/tours/create')
      .set(bearer(t.adminToken))
      .send({
        title: 'Bee Falls',
        location: 'Pachmarhi',
        price: 800,
        highlights: ['ok', 'x\u0000'],
        itinerary: [{ title: 'a\u0000', description: 'b' }],
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'highlights.1': 'Highlights contains an invalid character',
      'itinerary.0.title': 'Day title contains an invalid character',
    });
  });

  it('when the login email contains a NUL byte, then 400', async () => {
    const res = await request(t.app).post('/api/v1/users/login').send({ email: 'admin@test.in\u0000', password: 'x' });
    expect(res.status).toBe(400);
  });

  it('when a price is written in hex, then 400 and no room is created', async () => {
    const res = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('name', 'Hex Room')
      .field('price', '0x10')
      .field('description', 'd');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ price: 'Price must be written in plain digits (0-9)' });
  });

  it('when a room name has 201 characters, then 400 "Room name must be at most 200 characters"', async () => {
    const res = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(t.adminToken))
      .field('name', 'x'.repeat(201))
      .field('price', '10')
      .field('description', 'd');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Room name must be at most 200 characters' });
  });
});
