import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { createLogger } from '../src/platform/logging/logger';
import { bearer, JWT_SECRET, makeTestApp, type TestApp } from './support/test-app';

/** A pino destination keeping every line written. */
function lineCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

let t: TestApp;
const out = lineCollector();
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await makeTestApp();
  app = createApp({
    database: t.database,
    config: t.config,
    jwtSecret: JWT_SECRET,
    logger: createLogger({ level: 'info' }, out.stream),
  });
});
afterAll(() => t.close());

/** The parsed line of the request with this id (waits a moment: it is written when the response ends). */
async function lineOf(id: string) {
  for (let i = 0; i < 20; i++) {
    const line = out.lines.find((l) => l.includes(id));
    if (line) return { raw: line, json: JSON.parse(line) };
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no log line for ${id}`);
}

describe('request logging', () => {
  it('when a request carries X-Request-Id, a token and a password, then one JSON line has the id, method, path, status and duration, and neither secret', async () => {
    const password = 'Correct-Horse-Battery-9';
    const res = await request(app)
      .post('/api/v1/users/login?next=%2Fadmin')
      .set('X-Request-Id', 'req-7Q2K')
      .set(bearer(t.adminToken))
      .send({ email: 'admin@test.in', password });
    expect(res.headers['x-request-id']).toBe('req-7Q2K');
    const { raw, json } = await lineOf('req-7Q2K');
    expect(json).toMatchObject({
      level: 30,
      req: { id: 'req-7Q2K', method: 'POST', path: '/api/v1/users/login' },
      res: { statusCode: 401 },
    });
    expect(json.durationMs).toEqual(expect.any(Number));
    expect(out.lines.filter((l) => l.includes('req-7Q2K'))).toHaveLength(1);
    expect(raw).not.toContain(t.adminToken);
    expect(raw).not.toContain(password);
  });

  it('when a request has no X-Request-Id (or an unusable one), then a new id is made, echoed and logged', async () => {
    const res = await request(app).get('/api/health').set('X-Request-Id', 'has spaces and\ttabs');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await lineOf(id)).json.req).toMatchObject({ method: 'GET', path: '/api/health' });
  });

  it('when a request fails unexpectedly, then its line is at level error with the stack', async () => {
    await t.db.execute(sql`drop table gallery_images`);
    const res = await request(app).get('/api/gallery/public').set('X-Request-Id', 'req-broken');
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('gallery_images'); // the client gets no internals
    const { json } = await lineOf('req-broken');
    expect(json).toMatchObject({ level: 50, res: { statusCode: 500 } });
    expect(json.err.stack).toContain('gallery_images');
  });

  it('when an object with passwords or tokens is logged, then they are redacted', () => {
    const log = lineCollector();
    createLogger({ level: 'info' }, log.stream).info({ password: 'p1', user: { password: 'p2', token: 't1' } }, 'x');
    expect(JSON.parse(log.lines[0])).toMatchObject({
      password: '[redacted]',
      user: { password: '[redacted]', token: '[redacted]' },
    });
  });
});
