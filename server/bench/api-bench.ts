/**
 * npm run bench — load test of the real server process.
 *
 * Starts the server (separate process, production settings) on a fresh database holding 50 rooms,
 * and 2,000 reservations spread over the next 120 days, then runs autocannon against
 * GET /api/rooms/get, GET /api/availability?kind=room over a 30-night range and GET /api/health:
 * 50 connections, 10 s each. Prints req/s, p99 latency and the server's peak RSS for each, and the
 * rooms/health ratio.
 *
 * Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created on that server and
 * dropped afterwards); without either, the embedded database in a temp folder.
 * Targets (2-core machine, real PostgreSQL): ratio ≥ 0.5, p99 ≤ 50 ms (rooms and availability), RSS ≤ 250 MB.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { ROOM } from '../src/inventory/inventory-kinds';
import { insertRow } from '../src/inventory/inventory.repository';
import { SERVER_ROOT } from '../src/paths';
import { demoRooms } from '../src/seed/demo-content';
import { insertReservation } from '../src/reservations/reservations.repository';
import { addDays } from '@pachmarhi/common/quote';
import { todayIST } from '@pachmarhi/common/time';

const ROOMS = 50;
const RESERVATIONS = 2_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3999);

async function freshDatabaseUrl() {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return base ? createScratchDatabase(base, 'bench') : null;
}

/** Resident set size of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

async function load(url: string, pid: number) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  clearInterval(sampler);
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, peakRssMb: peak / 1024 / 1024, bytes: result.throughput.average };
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-bench-'));
  const pgdb = await freshDatabaseUrl();
  const dbOpts = pgdb ? { url: pgdb.url } : { pgliteDir: path.join(tmp, 'db') };

  // 50 rooms with realistic content (the demo rooms, repeated), written before the server starts.
  const seed = await openDatabase(dbOpts);
  const roomIds: string[] = [];
  for (let i = 0; i < ROOMS; i++) {
    const demo = demoRooms[i % demoRooms.length];
    const fields = ROOM.schema.parse(demo);
    const row = await insertRow(seed.db, ROOM, { ...fields, name: `${demo.name} ${i + 1}`, units: 3, photos: demo.photos.map((p) => `uploads/rooms/${p}`) });
    roomIds.push(row.id);
  }
  // 2,000 stays of 1–4 nights over the next 120 days, in every status (deterministic spread).
  const today = todayIST();
  const statuses = ['confirmed', 'confirmed', 'held', 'enquiry', 'cancelled', 'blocked'] as const;
  for (let i = 0; i < RESERVATIONS; i++) {
    const checkIn = addDays(today, (i * 7) % 120);
    const status = statuses[i % statuses.length];
    await insertReservation(seed.db, {
      kind: 'room', itemId: roomIds[i % ROOMS], checkIn, checkOut: addDays(checkIn, 1 + (i % 4)), guests: 2, status,
      holdExpiresAt: status === 'held' ? new Date(Date.now() + 86_400_000) : null, guestName: `Guest ${i}`, guestPhone: '+919876543210',
    });
  }
  await seed.close();

  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(PORT), JWT_SECRET: randomUUID() + randomUUID(),
      DATABASE_URL: pgdb?.url ?? '', PGLITE_DIR: path.join(tmp, 'db'), UPLOADS_DIR: path.join(tmp, 'uploads'), SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (i > 240) throw new Error('server did not start');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const count = ((await (await fetch(`${base}/api/rooms/get`)).json()) as unknown[]).length;
    console.log(`\nDatabase: ${pgdb ? 'PostgreSQL' : 'embedded (PGlite)'}; ${count} rooms; ${CONNECTIONS} connections, ${DURATION_S} s each; ${os.cpus().length} CPUs\n`);
    await autocannon({ url: `${base}/api/rooms/get`, connections: 10, duration: 2 }); // warm-up
    const availabilityUrl = `${base}/api/availability?kind=room&checkIn=${addDays(todayIST(), 1)}&checkOut=${addDays(todayIST(), 31)}&guests=2`;
    const available = ((await (await fetch(availabilityUrl)).json()) as { data: unknown[] }).data.length;
    console.log(`${RESERVATIONS} reservations; availability lists ${available} rooms over 30 nights\n`);
    const rooms = await load(`${base}/api/rooms/get`, server.pid!);
    await autocannon({ url: availabilityUrl, connections: 10, duration: 2 }); // warm-up
    const availability = await load(availabilityUrl, server.pid!);
    const health = await load(`${base}/api/health`, server.pid!);
    const row = (name: string, r: typeof rooms) =>
      `${name.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   peak RSS ${r.peakRssMb.toFixed(1)} MB`;
    console.log(row('GET /api/rooms/get', rooms));
    console.log(row('GET /api/availability', availability));
    console.log(row('GET /api/health', health));
    console.log(`ratio rooms/health  ${(rooms.rps / health.rps).toFixed(2)}   (targets: ratio ≥ 0.5, p99 ≤ 50 ms, RSS ≤ 250 MB)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pgdb?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
