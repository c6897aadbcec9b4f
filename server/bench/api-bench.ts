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
 * 4. Server-rendered pages, on a second process over a database of its own holding the demo
 *    catalogue (the site's pages as `npm start` shows them, photos left out): `/`, `/hotel` and a room page, each at 50 and 500 connections for
 *    BENCH_PAGE_SECONDS (BENCH_SECONDS) as a visitor without a session (the page cache may answer)
 *    and as one with `Authorization` (never cached: every answer is a render); pages/s counts 200s
 *    only, beside the busy answers (non-2xx, 503 from the render gate), p99, peak RSS and the raw
 *    node:http ceiling for the same bytes (50 connections).
 *
 * 5. Calendar sync (calendar-bench.ts): 50 import feeds × 500 events added (each synced at once):
 *    seconds and peak RSS; then availability over 30 nights with the 25,000 imported blocks.
 *
 * 6. Quotes (`quote`): GET /api/quote for one room and POST /api/trips/quote with 5 room lines at
 *    50 connections, and the cost of the trip quote as a multiple of one (goal ≤ 3×, issue 35).
 *
 * BENCH_ONLY=api,rates,load,processes,pages,calendar,quote runs only the named parts (default: all). `rates`: the
 * availability queries of part 1 (gzip, as browsers ask) without and with 200 rate periods written
 * through the API, in BENCH_RATE_ROUNDS (2) alternating rounds, side by side (targets: p99 ≤ 50 ms,
 * ≥ 80 % of the req/s without periods). BENCH_CPU_PROF=<folder>: each server process writes a V8
 * CPU profile (`node --cpu-prof`) there when it stops. The client build
 * rendered is CLIENT_DIST's (default client/dist; `npm run build` first, else pages are the bare shell).
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
import { openDatabase } from '../src/platform/db/database';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { itemPath } from '@pachmarhi/common/routes';
import { todayIST } from '@pachmarhi/common/time';
import { SERVER_ROOT } from '../src/paths';
import {
  ITEMS_PER_KIND,
  RESERVATIONS,
  seedBenchData,
  seedDemoCatalogue,
  RATE_PERIODS,
  benchRatePeriods,
} from './bench-data';
import { startAppProcess, type AppProcess } from '../test/support/app-process';
import { benchCalendarSync } from './calendar-bench';

const CONNECTIONS = 50;
const LOAD_CONNECTIONS = 500;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const CEILING_PORT = PORT + 1;
const PAGE_DURATION_S = Number(process.env.BENCH_PAGE_SECONDS ?? DURATION_S);
const LISTS = ['/api/rooms/get', '/api/cars/get', '/api/v1/tours/get'];
const PARTS = new Set(
  (process.env.BENCH_ONLY ?? 'api,rates,load,processes,pages,calendar,quote').split(',').map((s) => s.trim()),
);

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
  if (!tolerate && (result.non2xx || result.errors))
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    peakRssMb: peak / 1024 / 1024,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    /** 2xx answers per second over the run. */
    okRps: result['2xx'] / (result.duration || 1),
  };
}

/** Start the raw node:http ceiling server sending `body` as `type`. @returns it, ready */
async function startCeiling(body: string, dir: string, type?: string) {
  const file = path.join(dir, 'ceiling-body');
  fs.writeFileSync(file, body);
  const child = fork(
    path.join(SERVER_ROOT, 'bench/ceiling-server.mjs'),
    [String(CEILING_PORT), file, ...(type ? [type] : [])],
    { stdio: 'inherit' },
  );
  await new Promise((resolve, reject) => child.once('message', resolve).once('exit', reject));
  return child;
}

/** Stop a ceiling server and wait until its port is free again. */
async function stopCeiling(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The page rows: each page as an anonymous visitor (cacheable) and with `Authorization` (never
 * cached: a render each time), at CONNECTIONS and LOAD_CONNECTIONS, beside the ceiling for its bytes.
 */
async function benchPages(base: string, pid: number, tmp: string): Promise<void> {
  const rooms = (await (await fetch(`${base}/api/rooms/get`)).json()) as { slug: string }[];
  const pages = [
    ['/', '/'],
    ['/hotel', '/hotel'],
    ['a room page', itemPath('room', rooms[0].slug)],
  ] as const;
  const visitor = { accept: 'text/html' };
  const signedIn = { ...visitor, authorization: 'Bearer bench-not-cached' };
  /** Once the crowd of the last run has left: the page answers 200 again (at most 30 s). */
  const settle = async (url: string) => {
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      const res = await fetch(base + url, { headers: signedIn });
      await res.arrayBuffer();
      if (res.status === 200) return;
    }
  };
  console.log(
    `\nServer-rendered pages, ${PAGE_DURATION_S} s each (pages/s = 200s a second; non-2xx = busy pages, 503)`,
  );
  console.log(
    `${'page'.padEnd(13)} ${'conn'.padStart(4)} ${'cache'.padEnd(8)} ${'pages/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'RSS MB'.padStart(7)}   ceiling (same bytes, ${CONNECTIONS} conn)`,
  );
  for (const [name, url] of pages) {
    await settle(url);
    const res = await fetch(base + url, { headers: visitor });
    const body = await res.text();
    if (res.status !== 200 || !body.includes('id="ssr-state"'))
      throw new Error(
        `${url}: status ${res.status}, ${body.includes('id="ssr-state"') ? '' : 'not '}rendered on the server`,
      );
    const ceiling = await startCeiling(body, tmp, res.headers.get('content-type') ?? 'text/html; charset=utf-8');
    const raw = await load({ url: `http://127.0.0.1:${CEILING_PORT}/`, duration: PAGE_DURATION_S }, ceiling.pid!);
    await stopCeiling(ceiling);
    await autocannon({ url: base + url, connections: 4, duration: 1, headers: signedIn }); // warm-up
    for (const connections of [CONNECTIONS, LOAD_CONNECTIONS]) {
      for (const [cache, headers] of [
        ['visitor', visitor],
        ['no cache', signedIn],
      ] as const) {
        await settle(url);
        const r = await load({ url: base + url, connections, duration: PAGE_DURATION_S, headers }, pid, true);
        console.log(
          `${name.padEnd(13)} ${String(connections).padStart(4)} ${cache.padEnd(8)} ${r.okRps.toFixed(1).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${r.peakRssMb.toFixed(0).padStart(7)}   ${raw.rps.toFixed(0)} req/s, ${(body.length / 1024).toFixed(1)} KB: ${((100 * r.okRps) / raw.rps).toFixed(1)} %`,
        );
      }
    }
  }
  console.log(
    'Goals: cached ≥ 50 % of the ceiling, uncached ≥ 150 pages/s at 50 connections, peak RSS ≤ 400 MB at 500.',
  );
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-bench-'));
  const pgdb = await freshDatabaseUrl();
  const dbOpts = pgdb ? { url: pgdb.url } : { pgliteDir: path.join(tmp, 'db') };

  const seed = await openDatabase(dbOpts);
  const roomIds = await seedBenchData(seed.db);
  await seed.close();
  const admin = { email: 'bench-admin@pachmarhi.test', password: `Bench-${randomUUID()}` };

  const env = {
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${PORT}`,
    JWT_SECRET: randomUUID() + randomUUID(),
    LOG_LEVEL: 'warn',
    DATABASE_URL: pgdb?.url ?? '',
    PGLITE_DIR: path.join(tmp, 'db'),
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password, // the rates part writes its periods through the API
    ICAL_ALLOW_PRIVATE_HOSTS: 'true', // the calendar part's feeds are served from this machine
    ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}), // relative to the repository root
  };
  // BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops.
  const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const start = (port: number) => startAppProcess({ port, env, entry: 'dist', inheritOutput: true, nodeArgs });
  const server = await start(PORT);
  let second: AppProcess | undefined;
  let pages: AppProcess | undefined;
  let pagesDb: Awaited<ReturnType<typeof freshDatabaseUrl>> = null;
  let ceiling: ChildProcess | undefined;
  try {
    const base = server.baseUrl;
    const roomsBody = await (await fetch(`${base}/api/rooms/get`)).text();
    console.log(
      `\nDatabase: ${pgdb ? 'PostgreSQL' : 'embedded (PGlite)'}; ${ITEMS_PER_KIND} rooms, vehicles and tours, ${RESERVATIONS} reservations; ${os.cpus().length} CPUs; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`RSS at rest ${(rssOf(server.pid) / 1024 / 1024).toFixed(0)} MB\n`);
    await autocannon({ url: `${base}/api/rooms/get`, connections: 10, duration: 2 }); // warm-up
    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   peak RSS ${r.peakRssMb.toFixed(1)} MB`;

    if (PARTS.has('api')) {
      console.log(`${CONNECTIONS} connections, ${DURATION_S} s each`);
      const rooms = await load({ url: `${base}/api/rooms/get` }, server.pid!);
      const availabilityPath = (from: number, guests: number) =>
        `/api/availability?kind=room&checkIn=${addDays(todayIST(), from)}&checkOut=${addDays(todayIST(), from + 30)}&guests=${guests}`;
      await autocannon({ url: base + availabilityPath(1, 2), connections: 10, duration: 2 }); // warm-up
      const availability = await load({ url: base + availabilityPath(1, 2) }, server.pid!);
      let n = 0; // 2,000 distinct queries (check-in within 500 days, 1–4 guests): nearly all cache misses
      const misses = await load(
        {
          url: base,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: availabilityPath(2 + (n % 500), 1 + (Math.floor(n++ / 500) % 4)),
              }),
            },
          ],
        },
        server.pid!,
      );
      const health = await load({ url: `${base}/api/health` }, server.pid!);
      ceiling = await startCeiling(roomsBody, tmp);
      const raw = await load({ url: `http://127.0.0.1:${CEILING_PORT}/` }, ceiling.pid!);
      console.log(row('GET /api/rooms/get', rooms));
      console.log(row('GET /api/availability (30 n)', availability));
      console.log(row('  … a new query each time', misses));
      console.log(row('GET /api/health', health));
      console.log(row('node:http, same rooms bytes', raw));
      console.log(
        `ratio rooms/health ${(rooms.rps / health.rps).toFixed(2)}, app/ceiling ${(rooms.rps / raw.rps).toFixed(2)}   (targets: ratio ≥ 0.5, p99 ≤ 50 ms, RSS ≤ 250 MB)\n`,
      );
      await stopCeiling(ceiling);
      ceiling = undefined;
    }

    if (PARTS.has('quote')) {
      // A trip's quote (issue 35): 5 room lines at 50 connections beside one room's GET /api/quote (goal ≤ 3×).
      const checkIn = addDays(todayIST(), 10);
      const checkOut = addDays(todayIST(), 12);
      const one = `/api/quote?kind=room&itemId=${roomIds[0]}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
      const trip = JSON.stringify({
        lines: roomIds.slice(0, 5).map((itemId) => ({ kind: 'room', itemId, checkIn, checkOut, guests: 2 })),
      });
      const post = { method: 'POST' as const, body: trip, headers: { 'content-type': 'application/json' } };
      await autocannon({ url: base + one, connections: 10, duration: 2 }); // warm-up
      await autocannon({ url: `${base}/api/trips/quote`, connections: 10, duration: 2, ...post });
      const single = await load({ url: base + one }, server.pid!);
      const five = await load({ url: `${base}/api/trips/quote`, ...post }, server.pid!);
      console.log(`${CONNECTIONS} connections, ${DURATION_S} s each`);
      console.log(row('GET /api/quote (1 room)', single));
      console.log(row('POST /api/trips/quote (5)', five));
      console.log(
        `cost of a 5-line trip quote ÷ one quote ${(single.rps / five.rps).toFixed(2)}× (req/s ratio; goal ≤ 3×), p99 ${five.p99} ms vs ${single.p99} ms\n`,
      );
    }

    if (PARTS.has('rates')) {
      // The availability queries of part 1, as a browser asks them (Accept-Encoding: gzip), without
      // and with 200 rate periods written through the API; BENCH_RATE_ROUNDS (2) alternating rounds,
      // the periods deleted and written again between them, so both sides meet the same machine load.
      // Each side's best round is printed.
      const rounds = Number(process.env.BENCH_RATE_ROUNDS ?? 2);
      console.log(
        `Availability of ${ITEMS_PER_KIND} rooms × 30 nights, ${RESERVATIONS} reservations, gzip: without and with ${RATE_PERIODS} rate periods, ${CONNECTIONS} connections, ${DURATION_S} s each, best of ${rounds} alternating rounds`,
      );
      const headers = { 'accept-encoding': 'gzip' };
      const path30 = (from: number, guests: number) =>
        `/api/availability?kind=room&checkIn=${addDays(todayIST(), from)}&checkOut=${addDays(todayIST(), from + 30)}&guests=${guests}`;
      const measure = async () => {
        await autocannon({ url: base + path30(1, 2), headers, connections: 10, duration: 2 }); // warm-up
        const same = await load({ url: base + path30(1, 2), headers }, server.pid!, true);
        let n = 0;
        const misses = await load(
          {
            url: base,
            headers,
            requests: [
              { setupRequest: (req) => ({ ...req, path: path30(2 + (n % 500), 1 + (Math.floor(n++ / 500) % 4)) }) },
            ],
          },
          server.pid!,
          true,
        );
        return { same, misses };
      };
      const login = await fetch(`${base}/api/v1/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const auth = {
        'content-type': 'application/json',
        authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
      };
      const writePeriods = async () => {
        const ids: string[] = [];
        for (const period of benchRatePeriods(roomIds, todayIST())) {
          const res = await fetch(`${base}/api/rates`, { method: 'POST', headers: auth, body: JSON.stringify(period) });
          if (res.status !== 201) throw new Error(`rate period: ${res.status} ${await res.text()}`);
          ids.push(((await res.json()) as { data: { _id: string } }).data._id);
        }
        return ids;
      };
      type Run = Awaited<ReturnType<typeof measure>>;
      const without: Run[] = [];
      const withRates: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        without.push(await measure());
        const ids = await writePeriods();
        withRates.push(await measure());
        if (round < rounds - 1)
          for (const id of ids) await fetch(`${base}/api/rates/${id}`, { method: 'DELETE', headers: auth });
      }
      const best = (runs: Run[], key: keyof Run) => runs.map((r) => r[key]).reduce((a, b) => (b.rps > a.rps ? b : a));
      const cell = (r: Awaited<ReturnType<typeof load>>) =>
        `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms${r.errors + r.non2xx ? `  ${r.errors + r.non2xx} failed` : ''}`;
      console.log(
        `${''.padEnd(30)}${'without rate periods'.padEnd(42)}${`with ${RATE_PERIODS} rate periods`.padEnd(42)}with / without`,
      );
      for (const [name, key] of [
        ['GET /api/availability (30 n)', 'same'],
        ['  … a new query each time', 'misses'],
      ] as const) {
        const [a, b] = [best(without, key), best(withRates, key)];
        console.log(`${name.padEnd(30)}${cell(a).padEnd(42)}${cell(b).padEnd(42)}${(b.rps / a.rps).toFixed(2)}`);
      }
      console.log(`(targets with rate periods: p99 ≤ 50 ms and ≥ 0.80 of the req/s without)\n`);
    }

    if (PARTS.has('load')) {
      console.log(`${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, ${LISTS.join(' ')} round robin`);
      const lists = await load(
        {
          url: base,
          connections: LOAD_CONNECTIONS,
          duration: LOAD_DURATION_S,
          requests: LISTS.map((p) => ({ method: 'GET', path: p })),
        },
        server.pid!,
        true,
      );
      console.log(row('public lists', lists));
      console.log(
        `${lists.total} responses, ${lists.non2xx} non-2xx, ${lists.errors} errors/timeouts   (target: 0 non-2xx)`,
      );
    }

    if (PARTS.has('pages')) {
      pagesDb = await freshDatabaseUrl();
      const demo = await openDatabase(pagesDb ? { url: pagesDb.url } : { pgliteDir: path.join(tmp, 'pages-db') });
      await seedDemoCatalogue(demo.db);
      await demo.close();
      // Busy pages (503) are counted in the rows: the request log's line for each is left out.
      pages = await startAppProcess({
        port: PORT + 3,
        entry: 'dist',
        inheritOutput: true,
        env: {
          ...env,
          LOG_LEVEL: 'fatal',
          DATABASE_URL: pagesDb?.url ?? '',
          PGLITE_DIR: path.join(tmp, 'pages-db'),
          SITE_URL: `http://127.0.0.1:${PORT + 3}`,
        },
      });
      console.log(`\nPage server (demo catalogue): RSS at rest ${(rssOf(pages.pid) / 1024 / 1024).toFixed(0)} MB`);
      await benchPages(pages.baseUrl, pages.pid, tmp);
      console.log(
        `Page server: RSS after the page rows ${(rssOf(pages.pid) / 1024 / 1024).toFixed(0)} MB; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      await pages.stop();
      pages = undefined;
    }

    if (pgdb && PARTS.has('processes')) {
      console.log(
        `\nOne vs two processes on one PostgreSQL, ${CONNECTIONS} connections in all, ${DURATION_S} s, public lists round robin`,
      );
      const lists = (base: string, connections: number) => ({
        url: base,
        connections,
        requests: LISTS.map((p) => ({ method: 'GET' as const, path: p })),
      });
      const one = await load(lists(base, CONNECTIONS), server.pid);
      second = await start(PORT + 2);
      await autocannon({ url: `${second.baseUrl}/api/rooms/get`, connections: 10, duration: 2 }); // warm-up
      const [toA, toB] = await Promise.all([
        load(lists(base, CONNECTIONS / 2), server.pid),
        load(lists(second.baseUrl, CONNECTIONS / 2), second.pid),
      ]);
      console.log(row('one process', one));
      console.log(row('two processes: A', toA));
      console.log(row('two processes: B', toB));
      const both = toA.rps + toB.rps;
      console.log(
        `two processes ${both.toFixed(0)} req/s in all, ${toA.errors + toB.errors + toA.non2xx + toB.non2xx} errors; two/one ratio ${(both / one.rps).toFixed(2)}   (goal ≥ 1.5 on 2 cores, 0 errors; autocannon shares the cores)`,
      );
    }

    if (PARTS.has('calendar')) {
      const login = await fetch(`${base}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      await benchCalendarSync({
        base,
        pid: server.pid,
        token,
        roomIds,
        rssMb: (pid) => rssOf(pid) / 1024 / 1024,
        availability: async (pathOf, name) => {
          await autocannon({ url: base + pathOf(1, 1), connections: 10, duration: 2 }); // warm-up
          console.log(row(name, await load({ url: base + pathOf(1, 1) }, server.pid)));
          let n = 0; // 2,000 distinct queries: the uncached path, counting the blocks each time
          const misses = await load(
            {
              url: base,
              requests: [
                { setupRequest: (req) => ({ ...req, path: pathOf(2 + (n % 500), 1 + (Math.floor(n++ / 500) % 4)) }) },
              ],
            },
            server.pid,
            true,
          );
          console.log(`${row('  … a new query each time', misses)}   ${misses.errors} errors/timeouts`);
        },
      });
    }
  } finally {
    ceiling?.kill('SIGTERM');
    await second?.stop();
    await pages?.stop();
    await server.stop();
    await pgdb?.drop();
    await pagesDb?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
