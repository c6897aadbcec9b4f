/**
 * npm run bench — load test of the real server process.
 *
 * Starts the server (separate process, production settings) on a fresh database holding 50 rooms,
 * 50 vehicles, 50 tours and 2,000 room reservations (bench-data.ts), then runs autocannon:
 * 1. GET /api/rooms/get, GET /api/availability?kind=room over 30 nights (one query, as when many
 *    visitors look at the same dates; then every request a different query: the uncached path) and
 *    GET /api/health, 50 connections, BENCH_SECONDS (10) each, and a raw node:http server sending
 *    the very same rooms bytes (the ceiling): req/s, p99, peak RSS and the ratios.
 * 2. The three public lists round robin at 500 connections for BENCH_LOAD_SECONDS (60): non-2xx
 *    count (goal 0: no false 503 when the list cache expires under load), p99 and peak RSS.
 * 3. PostgreSQL only: the public lists round robin against one process, then against two processes
 *    on the same database (half the connections each, at the same time): total req/s and the
 *    two/one ratio (docs/deploy.md; goal ≥ 1.5 on this 2-core machine), 0 errors.
 *
 * Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created on that server and
 * dropped afterwards); without either, the embedded database in a temp folder.
 * Targets (2-core machine, real PostgreSQL): ratio ≥ 0.5, p99 ≤ 50 ms (rooms and availability), RSS ≤ 250 MB.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database';
import { createScratchDatabase } from '../src/db/scratch-database';
import { addDays } from '@pachmarhi/common/quote';
import { todayIST } from '@pachmarhi/common/time';
import { SERVER_ROOT } from '../src/paths';
import { ITEMS_PER_KIND, RESERVATIONS, seedBenchData } from './bench-data';
import { startAppProcess, type AppProcess } from '../test/support/app-process';

const CONNECTIONS = 50;
const LOAD_CONNECTIONS = 500;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const CEILING_PORT = PORT + 1;
const LISTS = ['/api/rooms/get', '/api/cars/get', '/api/v1/tours/get'];

async function freshDatabaseUrl() {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return base ? createScratchDatabase(base, 'bench') : null;
}

/** Resident set size of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

type LoadOptions = Omit<autocannon.Options, 'url'> & { url: string };

/** One autocannon run while sampling `pid`'s RSS. @throws on non-2xx or errors unless `tolerate` */
async function load(opts: LoadOptions, pid: number, tolerate = false) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  clearInterval(sampler);
  if (!tolerate && (result.non2xx || result.errors)) throw new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average, p99: result.latency.p99, peakRssMb: peak / 1024 / 1024,
    non2xx: result.non2xx, errors: result.errors + result.timeouts, total: result.requests.total,
  };
}

/** Start the raw node:http ceiling server sending `body`. @returns it, ready */
async function startCeiling(body: string, dir: string) {
  const file = path.join(dir, 'rooms.json');
  fs.writeFileSync(file, body);
  const child = fork(path.join(SERVER_ROOT, 'bench/ceiling-server.mjs'), [String(CEILING_PORT), file], { stdio: 'inherit' });
  await new Promise((resolve, reject) => child.once('message', resolve).once('exit', reject));
  return child;
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-bench-'));
  const pgdb = await freshDatabaseUrl();
  const dbOpts = pgdb ? { url: pgdb.url } : { pgliteDir: path.join(tmp, 'db') };

  const seed = await openDatabase(dbOpts);
  await seedBenchData(seed.db);
  await seed.close();

  const env = {
    NODE_ENV: 'production', JWT_SECRET: randomUUID() + randomUUID(), LOG_LEVEL: 'warn',
    DATABASE_URL: pgdb?.url ?? '', PGLITE_DIR: path.join(tmp, 'db'), UPLOADS_DIR: path.join(tmp, 'uploads'), SEED_DEMO: 'false',
  };
  const start = (port: number) => startAppProcess({ port, env, entry: 'dist', inheritOutput: true });
  const server = await start(PORT);
  let second: AppProcess | undefined;
  let ceiling: ChildProcess | undefined;
  try {
    const base = server.baseUrl;
    const roomsBody = await (await fetch(`${base}/api/rooms/get`)).text();
    console.log(`\nDatabase: ${pgdb ? 'PostgreSQL' : 'embedded (PGlite)'}; ${ITEMS_PER_KIND} rooms, vehicles and tours, ${RESERVATIONS} reservations; ${os.cpus().length} CPUs\n`);
    await autocannon({ url: `${base}/api/rooms/get`, connections: 10, duration: 2 }); // warm-up
    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   peak RSS ${r.peakRssMb.toFixed(1)} MB`;

    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each`);
    const rooms = await load({ url: `${base}/api/rooms/get` }, server.pid!);
    const availabilityPath = (from: number, guests: number) =>
      `/api/availability?kind=room&checkIn=${addDays(todayIST(), from)}&checkOut=${addDays(todayIST(), from + 30)}&guests=${guests}`;
    await autocannon({ url: base + availabilityPath(1, 2), connections: 10, duration: 2 }); // warm-up
    const availability = await load({ url: base + availabilityPath(1, 2) }, server.pid!);
    let n = 0; // 2,000 distinct queries (check-in within 500 days, 1–4 guests): nearly all cache misses
    const misses = await load({
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, path: availabilityPath(2 + (n % 500), 1 + (Math.floor(n++ / 500) % 4)) }) }],
    }, server.pid!);
    const health = await load({ url: `${base}/api/health` }, server.pid!);
    ceiling = await startCeiling(roomsBody, tmp);
    const raw = await load({ url: `http://127.0.0.1:${CEILING_PORT}/` }, ceiling.pid!);
    console.log(row('GET /api/rooms/get', rooms));
    console.log(row('GET /api/availability (30 n)', availability));
    console.log(row('  … a new query each time', misses));
    console.log(row('GET /api/health', health));
    console.log(row('node:http, same rooms bytes', raw));
    console.log(`ratio rooms/health ${(rooms.rps / health.rps).toFixed(2)}, app/ceiling ${(rooms.rps / raw.rps).toFixed(2)}   (targets: ratio ≥ 0.5, p99 ≤ 50 ms, RSS ≤ 250 MB)\n`);

    console.log(`${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, ${LISTS.join(' ')} round robin`);
    const lists = await load({
      url: base, connections: LOAD_CONNECTIONS, duration: LOAD_DURATION_S, requests: LISTS.map((p) => ({ method: 'GET', path: p })),
    }, server.pid!, true);
    console.log(row('public lists', lists));
    console.log(`${lists.total} responses, ${lists.non2xx} non-2xx, ${lists.errors} errors/timeouts   (target: 0 non-2xx)`);

    if (pgdb) {
      console.log(`\nOne vs two processes on one PostgreSQL, ${CONNECTIONS} connections in all, ${DURATION_S} s, public lists round robin`);
      const lists = (base: string, connections: number) => ({ url: base, connections, requests: LISTS.map((p) => ({ method: 'GET' as const, path: p })) });
      const one = await load(lists(base, CONNECTIONS), server.pid);
      second = await start(PORT + 2);
      await autocannon({ url: `${second.baseUrl}/api/rooms/get`, connections: 10, duration: 2 }); // warm-up
      const [toA, toB] = await Promise.all([load(lists(base, CONNECTIONS / 2), server.pid), load(lists(second.baseUrl, CONNECTIONS / 2), second.pid)]);
      console.log(row('one process', one));
      console.log(row('two processes: A', toA));
      console.log(row('two processes: B', toB));
      const both = toA.rps + toB.rps;
      console.log(`two processes ${both.toFixed(0)} req/s in all, ${toA.errors + toB.errors + toA.non2xx + toB.non2xx} errors; two/one ratio ${(both / one.rps).toFixed(2)}   (goal ≥ 1.5 on 2 cores, 0 errors; autocannon shares the cores)`);
    }
  } finally {
    ceiling?.kill('SIGTERM');
    await second?.stop();
    await server.stop();
    await pgdb?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
