import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type Database } from '../src/platform/db/database';
import { JWT_SECRET } from './support/test-app';
import { tcpProxy } from './support/tcp-proxy';
import { createLogger, logger } from '../src/platform/logging/logger';

const target = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : null;
// The embedded database cannot be cut off, so this case needs a real server; say so rather than pass silently.
const SKIP_REASON = 'skipped: needs a real PostgreSQL (set TEST_DATABASE_URL)';
if (!target) console.warn(`[database-outage] ${SKIP_REASON}`);

describe.runIf(target)(`when the real PostgreSQL goes away and comes back${target ? '' : ` (${SKIP_REASON})`}`, () => {
  const proxy = tcpProxy(target?.hostname ?? '', Number(target?.port || 5432));
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    await proxy.up();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      url: url.toString(),
      schemaName: `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    });
    // Request lines go elsewhere: the process logger below is watched for the outage lines only.
    app = createApp({
      database,
      config: readConfig({ NODE_ENV: 'test', CLIENT_DIST: '/nonexistent' }),
      jwtSecret: JWT_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await proxy.up();
    await database.close();
    await proxy.down();
  });

  // The public gallery always reads the database (the item lists, availability and the weekend
  // surcharge's state may answer from their caches).
  it('then reads answer 503 while it is down and 200 again once it is back, without a restart, logged once per outage', async () => {
    const lines: string[] = [];
    const spies = (['info', 'warn', 'error'] as const).map((level) =>
      vi
        .spyOn(logger, level)
        .mockImplementation(
          (...args: unknown[]) => void lines.push(args.filter((a) => typeof a === 'string').join(' ')),
        ),
    );
    try {
      expect((await request(app).get('/api/gallery/public')).status).toBe(200);
      await proxy.down();
      for (let i = 0; i < 5; i++) {
        const down = await request(app).get('/api/gallery/public');
        expect(down.status).toBe(503);
        expect(down.body).toEqual({
          success: false,
          message: 'The database is unavailable. Please try again shortly.',
        });
        const ready = await request(app).get('/api/ready');
        expect(ready.status).toBe(503);
        expect(ready.body).toEqual({ success: false, status: 'unavailable', reason: 'The database is unreachable' });
        expect((await request(app).get('/api/health')).status).toBe(200); // liveness: the process is fine
      }
      await proxy.up();
      let status = 0;
      for (let i = 0; i < 40 && status !== 200; i++) {
        status = (await request(app).get('/api/gallery/public')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      for (let i = 0; i < 40 && !lines.some((l) => l.includes('database reachable again')); i++)
        await new Promise((r) => setTimeout(r, 100));
      // Ten failed requests, one line for the outage and one for the recovery (idle connections the
      // pool lost when the link was cut, and the change feed's own connection, are reported apart).
      const requestLines = lines.filter((l) => !l.includes('idle connection lost') && !l.includes('change feed'));
      expect(requestLines.filter((l) => l.includes('database unavailable'))).toHaveLength(1);
      expect(requestLines.filter((l) => l.includes('database reachable again'))).toHaveLength(1);
      expect(requestLines).toHaveLength(2);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});
