import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createClient } from 'redis';
import { redisRateLimitStores, type RateLimitStores } from '../src/platform/http/rate-limit';
import { JWT_SECRET, makeTestApp, type TestApp } from './support/test-app';
import { appsOnOneSchema, NEEDS_POSTGRES } from './support/shared-schema';
import { createApp } from '../src/app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.REDIS_URL;
if (!onPostgres) console.log(`[skip] shared-rate-limit on PostgreSQL: ${NEEDS_POSTGRES}`);
if (!redisUrl)
  console.log('[skip] shared-rate-limit on Redis: needs a Redis (set REDIS_URL, e.g. redis://127.0.0.1:6379)');

/** Eleven failed logins from one IP, alternating between the apps: the statuses in order. */
async function elevenLogins(apps: Array<Parameters<typeof request>[0]>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await request(apps[i % apps.length])
      .post('/api/v1/users/login')
      .send({ email: 'admin@test.in', password: 'wrong-password' });
    statuses.push(res.status);
  }
  return statuses;
}

describe.runIf(onPostgres)('rate limits counted in PostgreSQL', () => {
  it('when 11 logins from one IP alternate between two processes, then the 11th is 429 (AUTH_RATE_LIMIT 10 a minute)', async () => {
    const s = await appsOnOneSchema(2);
    try {
      expect(await elevenLogins(s.apps)).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await s.close();
    }
  });
});

describe.runIf(redisUrl)('rate limits counted in Redis (REDIS_URL)', () => {
  const prefix = `pachmarhi-test:${randomUUID()}:`;
  const opened: Array<TestApp | RateLimitStores> = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
    const redis = await createClient({ url: redisUrl }).connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it('when 11 logins from one IP alternate between two processes with their own databases, then the 11th is 429', async () => {
    const apps = [];
    for (let i = 0; i < 2; i++) {
      const t = await makeTestApp();
      const stores = await redisRateLimitStores(redisUrl!, prefix);
      opened.push(t, stores);
      apps.push(createApp({ database: t.database, config: t.config, jwtSecret: JWT_SECRET, rateLimits: stores }));
    }
    expect(await elevenLogins(apps)).toEqual([...Array(10).fill(401), 429]);
  });
});
