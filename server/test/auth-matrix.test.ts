import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { addDays } from '@pachmarhi/common/quote';
import { todayIST } from '@pachmarhi/common/time';
import { bearer, JWT_SECRET, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000000';
/** Every admin-only route (docs/product.md#api plus the added endpoints). */
const PROTECTED: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string][] = [
  ['post', '/api/rooms/create'], ['put', `/api/rooms/update/${ID}`], ['delete', `/api/rooms/delete/${ID}`],
  ['post', '/api/cars/create'], ['put', `/api/cars/update/${ID}`], ['delete', `/api/cars/delete/${ID}`],
  ['post', '/api/v1/tours/create'], ['put', `/api/v1/tours/update/${ID}`], ['delete', `/api/v1/tours/delete/${ID}`],
  ['put', `/api/bookings/room/${ID}/toggle`], ['put', `/api/bookings/vehicle/${ID}/toggle`], ['put', `/api/bookings/tour/${ID}/toggle`],
  ['get', '/api/gallery/admin'], ['post', '/api/gallery/admin/upload'], ['delete', `/api/gallery/admin/${ID}`],
  ['get', '/api/weekend-pricing/history'], ['post', '/api/weekend-pricing/activate'], ['post', '/api/weekend-pricing/deactivate'],
  ['put', '/api/weekend-pricing/percentage'],
  ['get', '/api/dashboard/stats'],
  ['get', '/api/contact'], ['patch', `/api/contact/${ID}`], ['delete', `/api/contact/${ID}`],
  ['post', `/api/v1/users/${ID}/revoke-sessions`],
  ['post', '/api/fix-image-paths'],
  ['get', '/api/reservations'], ['get', '/api/reservations/export.csv'], ['get', `/api/reservations/${ID}`],
  ['post', '/api/reservations'], ['put', `/api/reservations/${ID}`], ['delete', `/api/reservations/${ID}`],
  ['get', '/api/ical-links'],
  ['get', '/api/enquiries'],
];

const PUBLIC: string[] = [
  '/api/rooms/get', '/api/cars/get', '/api/v1/tours/get', '/api/gallery/public', '/api/gallery/get',
  '/api/weekend-pricing/status', '/api/site-config', '/api/health', '/api/ready', '/api/debug/connection',
  `/api/availability?kind=room&checkIn=${addDays(todayIST(), 7)}&checkOut=${addDays(todayIST(), 9)}&guests=2`,
  `/api/availability?kind=tour&checkIn=${addDays(todayIST(), 7)}`,
];

describe('auth matrix on every protected route', () => {
  const expired = () => jwt.sign({ role: 1, exp: Math.floor(Date.now() / 1000) - 1 }, JWT_SECRET, { subject: t.admin._id });
  const tokens = () => ({
    none: undefined,
    bad: 'not.a.jwt',
    forged: jwt.sign({ role: 1 }, 'wrong-secret', { subject: t.admin._id }),
    expired: expired(),
    user: t.userToken,
  });

  it.each(PROTECTED)('when %s %s is called without an admin token, then 401 or 403; with one, then neither', async (method, path) => {
    for (const [name, token] of Object.entries(tokens())) {
      const req = request(t.app)[method](path);
      if (token) req.set(bearer(token));
      const res = await req;
      expect(res.status, `${name} token`).toBe(name === 'user' ? 403 : 401);
      expect(res.body.success).toBe(false);
    }
    const res = await request(t.app)[method](path).set(bearer(t.adminToken));
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it.each(PUBLIC)('when public %s is read without a token, then 200', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(200);
  });
});
