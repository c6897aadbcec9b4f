import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** Where Drizzle records applied migrations: the test's own schema on PostgreSQL, 'drizzle' on the embedded database. */
const migrationsTable = () =>
  sql.raw(process.env.TEST_DATABASE_URL ? '__drizzle_migrations' : 'drizzle.__drizzle_migrations');

describe('health and readiness for a load balancer', () => {
  it('when the database is up and migrated, then both answer 200', async () => {
    expect((await request(t.app).get('/api/health').expect(200)).body).toEqual({ success: true, status: 'ok' });
    expect((await request(t.app).get('/api/ready').expect(200)).body).toEqual({
      success: true,
      status: 'ready',
      database: 'up',
      backup: { lastOkAt: null, lastError: null },
    });
  });

  it('when the database lacks the newest migration, then ready is 503 saying so and health stays 200', async () => {
    type Row = { id: number; hash: string; created_at: string };
    const found = (await t.db.execute(
      sql`select id, hash, created_at from ${migrationsTable()} order by created_at desc limit 1`,
    )) as unknown as { rows: Row[] };
    const [last] = found.rows;
    await t.db.execute(sql`delete from ${migrationsTable()} where id = ${last.id}`);
    try {
      const res = await request(t.app).get('/api/ready').expect(503);
      expect(res.body).toEqual({
        success: false,
        status: 'unavailable',
        reason: '1 database migration(s) not applied',
      });
      await request(t.app).get('/api/health').expect(200);
    } finally {
      await t.db.execute(
        sql`insert into ${migrationsTable()} (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    await request(t.app).get('/api/ready').expect(200);
  });

  it('when the database is unreachable, then ready is 503 and health stays 200', async () => {
    const other = await makeTestApp();
    await other.database.close();
    const res = await request(other.app).get('/api/ready').expect(503);
    expect(res.body).toEqual({ success: false, status: 'unavailable', reason: 'The database is unreachable' });
    expect((await request(other.app).get('/api/health').expect(200)).body.status).toBe('ok');
    fs.rmSync(other.uploadsDir, { recursive: true, force: true });
  });
});
