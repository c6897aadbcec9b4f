import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import express from 'express';
import { errorHandler, toAppError } from '../src/platform/errors/error-handler';
import { databaseOutageLog } from '../src/platform/errors/database-outage';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const BOUNDARY = 'XyZboundary';
/** A multipart body whose file part is cut off mid-image (no closing boundary), as a dropped upload. */
const truncatedUpload = (field: string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPine Room\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    fs.readFileSync(fixture('photo.jpg')).subarray(0, 2000),
  ]);

describe('when a multipart body is malformed or truncated', () => {
  const creates = [
    ['/api/rooms/create', 'photos', 'rooms'],
    ['/api/cars/create', 'images', 'cars'],
    ['/api/v1/tours/create', 'images', 'tours'],
  ] as const;
  it.each(creates)('then %s answers 400 "Malformed upload" and leaves no partial file', async (url, field, dir) => {
    const cut = await request(t.app)
      .post(url)
      .set(bearer(t.adminToken))
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(truncatedUpload(field));
    expect(cut.status).toBe(400);
    expect(cut.body).toEqual({ success: false, message: 'Malformed upload' });
    const noBoundary = await request(t.app)
      .post(url)
      .set(bearer(t.adminToken))
      .set('Content-Type', 'multipart/form-data')
      .send('x');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.message).toBe('Malformed upload');
    // Whatever was received is removed once the answer is sent: wait for that, not a fixed time.
    await expect.poll(() => [...t.files(dir), ...t.files('.tmp')]).toEqual([]); // .tmp: where uploads are received
  });
  it('then the public registration answers 400 "Malformed upload" too', async () => {
    const cut = await request(t.app)
      .post('/api/v1/users/register')
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha`);
    expect(cut.status).toBe(400);
    expect(cut.body).toEqual({ success: false, message: 'Malformed upload' });
    const noBoundary = await request(t.app)
      .post('/api/v1/users/register')
      .set('Content-Type', 'multipart/form-data')
      .send('x');
    expect(noBoundary.status).toBe(400);
  });
});

describe('when text with a NUL byte reaches the database', () => {
  it('then the driver error it raises maps to 400 "Invalid value", not 500', async () => {
    const thrown = await t.db.execute(sql`select ${'a\u0000b'}::text as v`).then(
      () => null,
      (e: unknown) => e,
    );
    // Both real drivers (pg and PGlite) refuse NUL in text with SQLSTATE 22021.
    expect(thrown).toBeTruthy();
    expect(toAppError(thrown)).toMatchObject({ status: 400, message: 'Invalid value' });
  });
  it('then a request whose statement carries it is answered 400 "Invalid value" by the error handler, not 500', async () => {
    // Every API field refuses NUL before any SQL runs (next test), so this route sends it to the
    // real database on purpose: the path from the driver's refusal to the answer.
    const app = express();
    app.get('/nul', async (_req, res) => {
      await t.db.execute(sql`select ${'Asha\u0000'}::text as name`);
      res.json({ success: true });
    });
    app.use(errorHandler(databaseOutageLog(async () => {})));
    const res = await request(app).get('/nul');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Invalid value' });
  });
  it('then a registration carrying it is refused by validation first: 400 naming the field', async () => {
    const res = await request(t.app).post('/api/v1/users/register').send({
      name: 'Asha\u0000',
      email: 'asha@test.in',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
      captcha: 'AB12CD',
      terms_and_conditions: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.name).toBe('Name contains an invalid character');
  });
});

describe('when the database refuses or cannot take a connection', () => {
  it('then the real driver errors (refused connection, pool wait timeout) map to 503', async () => {
    const refused = new pg.Client({ host: '127.0.0.1', port: 1 });
    const refusal = await refused.connect().then(
      () => null,
      (e: unknown) => e,
    );
    // A server that accepts and never answers: the pool's wait for a connection times out.
    const silent = net.createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: (silent.address() as net.AddressInfo).port,
      connectionTimeoutMillis: 100,
    });
    const timeout = await pool.query('select 1').then(
      () => null,
      (e: unknown) => e,
    );
    await pool.end().catch(() => {});
    silent.close();
    for (const err of [refusal, timeout]) {
      expect(err).toBeTruthy();
      expect(toAppError(err)).toMatchObject({
        status: 503,
        message: 'The database is unavailable. Please try again shortly.',
      });
    }
  });
});

describe('when a file under /uploads or /assets does not exist', () => {
  it('then a plain JSON 404 that names no server path', async () => {
    const dist = clientDist(fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-dist-')));
    const c = await makeTestApp({ CLIENT_DIST: dist });
    try {
      for (const url of ['/uploads/rooms/missing.jpg', '/uploads/nope', '/assets/missing.js']) {
        const res = await request(c.app).get(url);
        expect(res.status, url).toBe(404);
        expect(res.body, url).toEqual({ success: false, message: 'Not found' });
      }
      expect((await request(t.app).get('/uploads/rooms/missing.jpg')).text).not.toContain(t.uploadsDir);
    } finally {
      await c.close();
    }
  });
});

/** A built client (index.html and one asset) under `dir`; @returns its dist folder. */
function clientDist(dir: string): string {
  const dist = path.join(dir, 'client', 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pachmarhi</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dist;
}

describe('when the client is served', () => {
  let c: TestApp;
  let tmp: string;
  beforeAll(async () => {
    // A checkout under a folder whose name starts with a dot, e.g. ~/.apps/site.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-'));
    c = await makeTestApp({ CLIENT_DIST: clientDist(path.join(tmp, '.apps', 'site')) });
  });
  afterAll(async () => {
    await c.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const page = (url: string) => request(c.app).get(url).set('Accept', 'text/html');

  it('when the checkout lives under a dot folder, then the app and its assets are served', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<div id="root">');
    expect((await request(c.app).get('/assets/app-abc123.js')).status).toBe(200);
  });
  it('when a client page is asked for, then the app with 200', async () => {
    for (const url of [
      '/hotel',
      '/room-details',
      '/api-test',
      '/login',
      '/gypsy/',
      '/admin',
      '/admin/RoomForm',
      '/admin/anything/deeper',
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('<div id="root">');
    }
  });
  it('when an unknown path is asked for, then the app (its not-found page) with status 404', async () => {
    for (const url of [
      '/no-such-page',
      '/hotel/extra',
      '/administrator',
      '/room-details?id=1',
      '/rooms/no-such-room',
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('<div id="root">');
    }
  });
});
