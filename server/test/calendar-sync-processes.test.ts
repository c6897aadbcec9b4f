/**
 * The calendar-sync schedule with two app processes on one PostgreSQL (docs/decisions/020-calendar-sync.md):
 * 30 feeds, ICAL_SYNC_MINUTES = 0.1 (6 s), three rounds; the test calendar server records when each
 * feed is fetched. Each feed is fetched once per round (never twice within one interval, and again
 * within the next), and both processes take part. PostgreSQL pass only (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { freePort, startAppProcess, type AppProcess } from './support/app-process';
import { calendarOf, startCalendarServer, type CalendarServer } from './support/calendar-server';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('[skip] calendar sync with two app processes: needs a real PostgreSQL (TEST_DATABASE_URL)');

const FEEDS = 30;
const ROUNDS = 3;
const INTERVAL_MS = 6_000;

describe.skipIf(!url)('calendar sync: two app processes, 30 feeds, 3 rounds', () => {
  let db: { url: string; drop: () => Promise<void> };
  let cal: CalendarServer;
  let a: AppProcess;
  let b: AppProcess;
  const fetchedAt = new Map<string, number[]>();

  beforeAll(async () => {
    [db, cal] = await Promise.all([createScratchDatabase(url!, 'calsync'), startCalendarServer()]);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      JWT_SECRET: randomUUID() + randomUUID(),
      SEED_DEMO: 'true',
      CLIENT_DIST: '/nonexistent',
      ICAL_SYNC_MINUTES: String(INTERVAL_MS / 60_000),
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
    };
    [a, b] = await Promise.all([
      startAppProcess({ port: await freePort(), env }),
      startAppProcess({ port: await freePort(), env }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([db?.drop(), cal?.close()]);
  });

  it('fetches each feed exactly once per round, shared between the processes', async () => {
    const rooms = ((await (await fetch(`${a.baseUrl}/api/rooms/get`)).json()) as { _id: string }[]).map((r) => r._id);
    for (let i = 0; i < FEEDS; i++) {
      const path = `/feed-${i}.ics`;
      fetchedAt.set(path, []);
      cal.set(path, (_req, res) => {
        fetchedAt.get(path)!.push(Date.now());
        res.writeHead(200, { 'Content-Type': 'text/calendar' });
        res.end(calendarOf([[`f${i}@test`, '20301201', '20301203']]));
      });
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const values = Array.from(
        { length: FEEDS },
        (_, i) => `('room', '${rooms[i % rooms.length]}', 'Feed ${i}', '${cal.url(`/feed-${i}.ics`)}', now())`,
      );
      await client.query(
        `insert into calendar_feeds (kind, item_id, label, url, next_sync_at) values ${values.join(', ')}`,
      );
    } finally {
      await client.end();
    }
    const deadline = Date.now() + ROUNDS * INTERVAL_MS + 20_000;
    while ([...fetchedAt.values()].some((t) => t.length < ROUNDS) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const firstRoundEnd = Math.min(...[...fetchedAt.values()].map((t) => t[0])) + INTERVAL_MS;

    for (const [path, times] of fetchedAt) {
      expect(times.length, path).toBeGreaterThanOrEqual(ROUNDS);
      expect(times[0], `${path}: in the first round`).toBeLessThan(firstRoundEnd);
      for (let k = 1; k < ROUNDS; k++) {
        const gap = times[k] - times[k - 1];
        // Never twice in one round; in the next round within the interval plus a scheduler tick or two.
        expect(gap, `${path}: fetch ${k} → ${k + 1}`).toBeGreaterThanOrEqual(INTERVAL_MS - 250);
        expect(gap, `${path}: fetch ${k} → ${k + 1}`).toBeLessThan(INTERVAL_MS + 6_000);
      }
    }
    const synced = (p: AppProcess) =>
      [...p.output().matchAll(/synced (\d+) feed/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(synced(a), 'process A synced some').toBeGreaterThan(0);
    expect(synced(b), 'process B synced some').toBeGreaterThan(0);
  }, 90_000);
});
