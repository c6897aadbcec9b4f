import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { waitFor } from './support/wait-for';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { reservations } from '../src/modules/reservations/reservations.tables';
import { postgresBinDir, startThrowawayCluster } from './support/pg-cluster';

// A restart of the database server must never end the app process (an 'error' event on a checked-out
// pool client without a listener used to kill it). This runs on a cluster the test starts itself.
const SKIP_REASON = 'skipped: needs PostgreSQL server programs (initdb, pg_ctl) under /usr/lib/postgresql';
const bin = postgresBinDir();
if (!bin) console.warn(`[database-restart] ${SKIP_REASON}`);

/** 2026-12-01 12:00 IST. */
const T0 = new Date('2026-12-01T06:30:00Z');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(bin)(
  `when PostgreSQL restarts while reservations are being written${bin ? '' : ` (${SKIP_REASON})`}`,
  () => {
    let cluster: Awaited<ReturnType<typeof startThrowawayCluster>>;
    let t: TestApp;

    beforeAll(async () => {
      cluster = await startThrowawayCluster();
      t = await makeTestApp({ DB_POOL_WAIT_MS: '1000' }, { databaseUrl: cluster.url });
      t.setNow(T0);
    }, 120_000);
    afterAll(async () => {
      await t?.close().catch(() => {});
      await cluster?.destroy();
    });

    /**
     * Writers post one-night stays in `roomId` on distinct dates (each a new night from 1 Jan 2027,
     * within MAX_ADVANCE_DAYS of the clock) until `stop()`;
     * every 201 is remembered with its id, every other status counted.
     */
    function writers(roomId: string, count = 4) {
      let next = 0;
      let running = true;
      const acknowledged: string[] = [];
      const statuses: Record<number, number> = {};
      const loop = async () => {
        while (running) {
          const day = next++;
          const checkIn = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const checkOut = new Date(Date.UTC(2027, 0, 1) + (day + 1) * 86_400_000).toISOString().slice(0, 10);
          const res = await request(t.app).post('/api/reservations').set(bearer(t.adminToken)).send({
            kind: 'room',
            itemId: roomId,
            checkIn,
            checkOut,
            guests: 1,
            status: 'confirmed',
            guestName: 'Asha Verma',
            guestPhone: '98765 43210',
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status === 201) acknowledged.push(res.body.data._id);
          else await sleep(50);
        }
      };
      const loops = Array.from({ length: count }, loop);
      return {
        acknowledged,
        statuses,
        stop: async () => {
          running = false;
          await Promise.all(loops);
        },
      };
    }

    async function outage(action: () => void) {
      const w = writers(await createRoom(t, { units: '1' }));
      await waitFor('writes acknowledged before the outage', () => w.acknowledged.length >= 3);
      const before = w.acknowledged.length;
      action();
      // During the outage: the process answers, and database-backed requests answer 503 within the pool wait.
      // (After kill -9 of the postmaster its backends live on until they notice, so a first
      // query may still be answered: ask again until the outage shows.)
      const started = Date.now();
      await expect
        .poll(async () => (await request(t.app).get('/api/weekend-pricing/status')).status, {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(503);
      expect(Date.now() - started).toBeLessThan(8_000);
      expect((await request(t.app).get('/api/health')).status).toBe(200);
      // The writers meet the outage too before the database comes back.
      await waitFor('a write refused during the outage', () => (w.statuses[503] ?? 0) > 0);
      await cluster.start();
      // Back by itself: writes succeed again without a restart of the app.
      const count = () => w.acknowledged.length;
      const afterRestart = count();
      await waitFor('writes acknowledged again', () => count() > afterRestart + 3, { timeoutMs: 30_000 }).catch(
        () => {}, // the expectation below says how many
      );
      await w.stop();
      expect(before).toBeGreaterThan(0);
      expect(count()).toBeGreaterThan(afterRestart + 3);
      // Only 201 and 503 were answered: no 500, no refused connections.
      expect(Object.keys(w.statuses).map(Number).sort()).toEqual(expect.arrayContaining([201]));
      for (const status of Object.keys(w.statuses).map(Number)) expect([201, 503]).toContain(status);
      // Nothing acknowledged is lost.
      const stored = new Set((await t.db.select({ id: reservations.id }).from(reservations)).map((r) => r.id));
      expect(w.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      return w;
    }

    it('then `pg_ctl stop -m fast` (57P01 on busy connections) leaves the process up, requests answer 503, and writes resume with nothing acknowledged lost', async () => {
      await outage(() => cluster.stop('fast'));
    }, 90_000);

    it('then `pg_ctl stop -m immediate` (connections reset) likewise', async () => {
      await outage(() => cluster.stop('immediate'));
    }, 90_000);

    it('then kill -9 of the postmaster likewise', async () => {
      await outage(() => cluster.killPostmaster());
    }, 90_000);
  },
);
