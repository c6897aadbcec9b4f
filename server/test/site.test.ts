import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, uploadGalleryImage } from './support/records';
import { galleryImages } from '../src/modules/gallery/gallery.tables';
import { rooms } from '../src/modules/inventory/inventory.tables';
import { normaliseImagePath } from '../src/modules/site/image-paths';
import { readConfig } from '../src/config';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ BUSINESS_PHONE: '+91 90000 11111' });
});
afterAll(() => t.close());

describe('site endpoints', () => {
  it('when the site config is read, then the business details from the environment', async () => {
    const res = await request(t.app).get('/api/site-config').expect(200);
    expect(res.body.data).toMatchObject({
      phone: '+91 90000 11111',
      officeHours: '9:00 AM - 7:00 PM',
      businessName: expect.any(String),
    });
    expect(Object.keys(res.body.data.social)).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    expect(res.body.data).toMatchObject({
      geo: { latitude: 22.4674, longitude: 78.4346 },
      priceRange: expect.stringContaining('₹'),
    });
    expect(res.body.data.siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/); // no SITE_URL: the request's origin
    expect(res.body.data.maxAdvanceDays).toBe(730); // MAX_ADVANCE_DAYS's default: the public date pickers stop there
  });
  it('when BUSINESS_GEO is not two coordinates, then the configuration is refused', () => {
    expect(() => readConfig({ BUSINESS_GEO: 'Pachmarhi' })).toThrow(/BUSINESS_GEO/);
  });
  it('when health, readiness and the connection test are called, then the process and the database answer', async () => {
    expect((await request(t.app).get('/api/health')).body).toEqual({ success: true, status: 'ok' });
    expect((await request(t.app).get('/api/ready')).body).toEqual({
      success: true,
      status: 'ready',
      database: 'up',
      backup: { lastOkAt: null, lastError: null },
    });
    const dbg = (await request(t.app).get('/api/debug/connection').set(bearer(t.adminToken))).body;
    expect(dbg).toMatchObject({
      success: true,
      database: 'connected',
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      latencyMs: expect.any(Number),
    });
  });
  it('when a guest or a non-admin calls the connection test, then only OK, without the driver or latency', async () => {
    for (const headers of [{}, bearer(t.userToken), { Authorization: 'Bearer forged' }]) {
      const res = await request(t.app).get('/api/debug/connection').set(headers).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Connected to the database', database: 'connected' });
    }
  });
  it('when an unknown API path, malformed JSON or an oversized body arrives, then 4xx JSON, never 500', async () => {
    const unknown = await request(t.app).get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const malformed = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    const huge = await request(t.app)
      .post('/api/contact')
      .send({ message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });
  it('when stored paths have backslashes or disk prefixes, then fix-image-paths normalises them and counts the records', async () => {
    expect(normaliseImagePath('C:\\app\\uploads\\rooms\\a.jpg')).toBe('uploads/rooms/a.jpg');
    expect(normaliseImagePath('rooms/a.jpg')).toBe('uploads/rooms/a.jpg');
    expect(normaliseImagePath('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    const roomId = await createRoom(t);
    await t.db
      .update(rooms)
      .set({ photos: ['uploads\\rooms\\a.jpg', 'uploads/rooms/b.jpg'] })
      .where(eq(rooms.id, roomId));
    const g = (await uploadGalleryImage(t)).body.data;
    await t.db
      .update(galleryImages)
      .set({ imageUrl: '/srv/site/uploads/gallery/x.jpg' })
      .where(eq(galleryImages.id, g._id));
    const res = await request(t.app).post('/api/fix-image-paths').set(bearer(t.adminToken));
    expect(res.body).toMatchObject({ success: true, fixedCount: 2 });
    const again = await request(t.app).post('/api/fix-image-paths').set(bearer(t.adminToken));
    expect(again.body.fixedCount).toBe(0);
    expect((await request(t.app).get(`/api/rooms/get/${roomId}`)).body.photos).toEqual([
      'uploads/rooms/a.jpg',
      'uploads/rooms/b.jpg',
    ]);
  });
  it('when responses are sent, then security headers are set', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
  it('when a page may show the lodge map (issue 25, point 2), then the CSP lets only the OpenStreetMap embed frame in, and the site config carries the coordinates for it', async () => {
    const res = await request(t.app).get('/api/health');
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim()).toBe("frame-src 'self' https://www.openstreetmap.org");
    const site = (await request(t.app).get('/api/site-config').expect(200)).body.data;
    expect(site.geo).toEqual({ latitude: 22.4674, longitude: 78.4346 }); // Pachmarhi, the BUSINESS_GEO default
  });
});

describe('CORS', () => {
  it('when CORS_ORIGINS lists an origin, then only that origin is allowed', async () => {
    const c = await makeTestApp({ CORS_ORIGINS: 'https://book.pachmarhistays.in' });
    try {
      const ok = await request(c.app).get('/api/rooms/get').set('Origin', 'https://book.pachmarhistays.in');
      expect(ok.headers['access-control-allow-origin']).toBe('https://book.pachmarhistays.in');
      const other = await request(c.app).get('/api/rooms/get').set('Origin', 'https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await c.close();
    }
    const none = await request(t.app).get('/api/rooms/get').set('Origin', 'https://book.pachmarhistays.in');
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });
});

contractCoverage([
  'GET /api/site-config',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/debug/connection',
  'POST /api/fix-image-paths',
]);
