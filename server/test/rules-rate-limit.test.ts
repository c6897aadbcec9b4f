import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import express from 'express';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Store } from 'express-rate-limit';
import {
  databaseRateLimitStores,
  perIpLimit,
  redisRateLimitStores,
  type RateLimitStores,
} from '../src/platform/http/rate-limit';
import { openDatabase, type Database } from '../src/platform/db/database';
import { errorHandler } from '../src/platform/errors/error-handler';
import { databaseOutageLog } from '../src/platform/errors/database-outage';
import { logger } from '../src/platform/logging/logger';
import { waitFor } from './support/wait-for';

// The rate-limit rules on their own: the limit, the refusal, where the counts live. The per-route
// limits of the API are in registration-hardening.test.ts, contact-admin.test.ts and
// enquiries.test.ts; several processes sharing one count in shared-rate-limit.test.ts.

const redisUrl = process.env.REDIS_URL;
if (!redisUrl)
  console.log('[skip] rules-rate-limit on Redis: needs a Redis (set REDIS_URL, e.g. redis://127.0.0.1:6379)');
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!redisServer) console.log('[skip] rules-rate-limit with a Redis that stops: needs the redis-server program');

const MEMORY: RateLimitStores = { create: () => undefined, close: async () => {} };

/** An app whose GET /hit is limited to `limit` per minute per IP by `stores`' limiter `name`. */
function limitedApp(stores: RateLimitStores, limit: number, name = 'test') {
  const app = express();
  app.get(
    '/hit',
    perIpLimit(stores, name, limit, 60_000, 'Slow down, please.'),
    (_req, res) => void res.json({ ok: true }),
  );
  app.use(errorHandler(databaseOutageLog(async () => {})));
  return app;
}
const statuses = async (app: express.Express, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await request(app).get('/hit')).status);
  return out;
};

describe('perIpLimit', () => {
  it('when a client makes one request more than the limit, then exactly that one is 429 with the message', async () => {
    const app = limitedApp(MEMORY, 3);
    expect(await statuses(app, 3)).toEqual([200, 200, 200]);
    const over = await request(app).get('/hit');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ success: false, message: 'Slow down, please.' });
  });

  it('when a request is counted, then the standard RateLimit headers (draft 8) say the policy and what is left, and no X-RateLimit headers are sent', async () => {
    const res = await request(limitedApp(MEMORY, 5)).get('/hit');
    expect(res.headers['ratelimit-policy']).toMatch(/^"5-in-1min"; q=5; w=60; pk=:[A-Za-z0-9+/=]+:$/); // pk: a hash of the client's key
    expect(res.headers.ratelimit).toMatch(/^"5-in-1min"; r=4; t=60$/);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('when two limiters are made from one set of stores, then each counts under its own name', async () => {
    const made: string[] = [];
    const stores: RateLimitStores = { create: (name) => (made.push(name), undefined), close: async () => {} };
    limitedApp(stores, 1, 'auth');
    limitedApp(stores, 1, 'contact');
    expect(made).toEqual(['auth', 'contact']);
  });
});

describe('databaseRateLimitStores', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('when the database is the embedded one (one process), then the counts stay in memory: no store', () => {
    expect(database.driver).toBe('pglite');
    expect(databaseRateLimitStores(database).create('auth')).toBeUndefined();
  });

  describe('on PostgreSQL: a fixed-window count per key in rate_limit_hits', () => {
    // The PostgreSQL store's statements run on the embedded database too (it is PostgreSQL).
    const postgres = () => databaseRateLimitStores({ ...database, driver: 'postgres' } as Database);
    const storeOf = (name: string, windowMs = 60_000) => {
      const store = postgres().create(name)!;
      store.init?.({ windowMs } as Parameters<NonNullable<Store['init']>>[0]);
      return store;
    };
    const hits = async (key: string) =>
      (
        (await database.db.execute(sql`select hits from rate_limit_hits where key = ${key}`)) as unknown as {
          rows: { hits: number }[];
        }
      ).rows.map((r) => Number(r.hits));
    /** Whether every window of `key` has ended by the database's clock (the one the store counts by). */
    const windowEnded = async (key: string) =>
      (
        (await database.db.execute(
          sql`select bool_and(reset_at <= now()) as ended from rate_limit_hits where key = ${key}`,
        )) as unknown as { rows: { ended: boolean }[] }
      ).rows[0].ended;

    it('when a key is hit, then its count goes up by one per hit under "<limiter>:<key>", within the window from init', async () => {
      const store = storeOf('login', 60_000);
      expect(store.prefix).toBe('login:');
      const before = Date.now();
      const first = await store.increment('1.2.3.4');
      expect(first.totalHits).toBe(1);
      expect(first.resetTime!.getTime()).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetTime!.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
      expect((await store.increment('1.2.3.4')).totalHits).toBe(2);
      expect(await hits('login:1.2.3.4')).toEqual([2]);
    });

    it('when a hit is taken back, then the count goes down (never below 0); reset forgets the key', async () => {
      const store = storeOf('undo');
      await store.increment('k');
      await store.increment('k');
      await store.decrement('k');
      expect(await hits('undo:k')).toEqual([1]);
      await store.decrement('k');
      await store.decrement('k');
      expect(await hits('undo:k')).toEqual([0]);
      await store.resetKey('k');
      expect(await hits('undo:k')).toEqual([]);
      expect((await store.increment('k')).totalHits).toBe(1);
    });

    it('when two limiters have different names, then they count apart; with the same name (another process), together', async () => {
      const a = storeOf('auth');
      const b = storeOf('contact');
      const a2 = storeOf('auth');
      await a.increment('ip');
      await a2.increment('ip');
      await b.increment('ip');
      expect(await hits('auth:ip')).toEqual([2]);
      expect(await hits('contact:ip')).toEqual([1]);
    });

    it('when a window has ended, then the next hit starts a new one at 1, and every 100th hit sweeps away ended windows', async () => {
      const short = storeOf('short', 1);
      await short.increment('gone');
      await short.increment('gone');
      await waitFor('the 1 ms window to end', () => windowEnded('short:gone'));
      expect((await short.increment('gone')).totalHits).toBe(1);
      await waitFor('the new window to end', () => windowEnded('short:gone'));
      const sweeper = storeOf('sweep');
      for (let i = 0; i < 99; i++) await sweeper.increment(`ip-${i}`);
      expect(await hits('short:gone')).toEqual([1]); // not swept yet: 99 hits
      await sweeper.increment('ip-99');
      await expect.poll(() => hits('short:gone')).toEqual([]);
    });

    it('when the limit is counted in the database, then the (limit + 1)th request is 429', async () => {
      const app = limitedApp(postgres(), 2, `app-${randomUUID()}`);
      expect(await statuses(app, 3)).toEqual([200, 200, 429]);
    });
  });
});

describe.runIf(redisUrl)('redisRateLimitStores (REDIS_URL)', () => {
  const prefix = `pachmarhi-test:${randomUUID()}:`;
  let stores: RateLimitStores;
  beforeAll(async () => {
    stores = await redisRateLimitStores(redisUrl!, prefix);
  });
  afterAll(async () => {
    await stores.close();
    const redis = await createClient({ url: redisUrl }).connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it('when a limiter counts in Redis, then its keys are "<prefix><limiter>:<client>" and the (limit + 1)th request is 429', async () => {
    const app = limitedApp(stores, 2, 'redis-auth');
    expect(await statuses(app, 3)).toEqual([200, 200, 429]);
    const redis = await createClient({ url: redisUrl }).connect();
    expect(await redis.keys(`${prefix}redis-auth:*`)).toHaveLength(1);
    await redis.close();
  });
});

/** A Redis of the test's own on a free loopback port, to stop and start again. */
async function throwawayRedis() {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  let child: ChildProcess | undefined;
  const up = async () => {
    child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const c = net.connect(port, '127.0.0.1', () => (c.end(), resolve(true))).on('error', () => resolve(false));
      });
      if (ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  };
  const down = async () => {
    const exited = new Promise((r) => child?.once('exit', r));
    child?.kill('SIGKILL');
    await exited;
  };
  await up();
  return { url: `redis://127.0.0.1:${port}`, up, down };
}

describe.runIf(redisServer)('redisRateLimitStores when Redis stops', () => {
  it('when Redis goes away, then a counted request fails at once instead of waiting, the outage is logged once, and again after Redis was back', async () => {
    const redis = await throwawayRedis();
    const warn = vi.spyOn(logger, 'warn');
    const debug = vi.spyOn(logger, 'debug');
    const stillAway = () =>
      debug.mock.calls.filter(([m]) => String(m).startsWith('[rate-limit] Redis still away')).length;
    const stores = await redisRateLimitStores(redis.url);
    try {
      const app = limitedApp(stores, 100, 'outage');
      expect((await request(app).get('/hit')).status).toBe(200);
      // Counted under the default prefix 'pachmarhi:rl:'.
      const client = await createClient({ url: redis.url }).connect();
      expect(await client.keys('pachmarhi:rl:outage:*')).toHaveLength(1);
      await client.close();

      await redis.down();
      const started = Date.now();
      const refused = await request(app).get('/hit');
      expect(refused.status).toBe(500);
      expect(Date.now() - started).toBeLessThan(2_000); // not queued until Redis is back
      await expect
        .poll(() => warn.mock.calls.filter(([m]) => String(m).startsWith('[rate-limit] Redis: ')).length)
        .toBe(1);
      // Reconnect attempts fail meanwhile (each one at debug level): still one warning.
      const failedBefore = stillAway();
      await waitFor('two more failed reconnects', () => stillAway() >= failedBefore + 2);
      expect(warn.mock.calls.filter(([m]) => String(m).startsWith('[rate-limit] Redis: ')).length).toBe(1);

      await redis.up();
      await expect.poll(async () => (await request(app).get('/hit')).status, { timeout: 10_000 }).toBe(200);
      await redis.down();
      await expect
        .poll(() => warn.mock.calls.filter(([m]) => String(m).startsWith('[rate-limit] Redis: ')).length)
        .toBe(2);
    } finally {
      warn.mockRestore();
      debug.mockRestore();
      await redis.up();
      await stores.close();
      await redis.down();
    }
  }, 30_000);

  it('when the stores are closed, then their client is: a counted request fails', async () => {
    const redis = await throwawayRedis();
    try {
      const stores = await redisRateLimitStores(redis.url, `closed-${randomUUID()}:`);
      const app = limitedApp(stores, 100, 'closed');
      expect((await request(app).get('/hit')).status).toBe(200);
      await stores.close();
      expect((await request(app).get('/hit')).status).toBe(500);
    } finally {
      await redis.down();
    }
  });
});
