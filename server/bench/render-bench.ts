/**
 * npm run bench:render [-- <path> …] — what an uncached server render costs, measured from outside
 * the server (issue 36).
 *
 * Starts the built server (`dist/main.js`, production settings, `npm start`'s Node flags) on a
 * fresh database with the demo content as `npm start` seeds it (photos included: their variants
 * are part of the markup), then for each path (default `/`, `/hotel` and the first room page):
 * 1. CPU per uncached render: RENDER_BENCH_PAGES (100) requests one after another with
 *    `Authorization` (the page cache never answers those: each is a render), after 20 warm-up ones;
 *    the server process's CPU time (user + system, every thread, from /proc) over them, divided by
 *    their count. So the figure is the render and its request alone, whatever else the machine runs.
 * 2. Uncached renders a second at 50 connections for RENDER_BENCH_SECONDS (10) by the autocannon
 *    command-line tool, a process of its own (the load tool never shares a core's time with this
 *    script's event loop): 2xx answers a second, busy answers (503), p99.
 * Each figure is printed beside its goal. Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (a
 * fresh database on that PostgreSQL server, dropped afterwards), else the embedded one in a temp
 * folder. The client build rendered is client/dist's (`npm run build` first).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { itemPath } from '@pachmarhi/common/routes';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { freePort, startAppProcess } from '../test/support/app-process';

const PAGES = Number(process.env.RENDER_BENCH_PAGES ?? 100);
const WARMUP = 20;
const SECONDS = Number(process.env.RENDER_BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** A bearer token no session has: the page cache is skipped (ADR 018) and the page is the visitor's. */
const UNCACHED = { accept: 'text/html', authorization: 'Bearer render-bench-not-cached' };
/** Goals (issue 36): CPU ms per uncached render ('/' and the rest), renders a second at 50 connections. */
const CPU_GOAL_MS = (p: string) => (p === '/' ? 8 : 5);
const RATE_GOAL = 150;

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command's ')': state is field 0, utime 11, stime 12 (proc(5) fields 14 and 15).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `p` one uncached request at a time, `n` times. @throws Error on any answer but 200 */
async function sequential(base: string, p: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(base + p, { headers: UNCACHED });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  }
}

interface Autocannon {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: { p99: number };
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The autocannon command line against `url` (its own process), its JSON result. */
async function autocannon(url: string): Promise<Autocannon> {
  const headers = Object.entries(UNCACHED).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '-c', String(CONNECTIONS), '-d', String(SECONDS), '--json', ...headers, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Autocannon;
}

const mark = (ok: boolean) => (ok ? '' : ' ✗');

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-render-bench-'));
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const pg = base ? await createScratchDatabase(base, 'render') : null;
  const port = await freePort();
  const server = await startAppProcess({
    port,
    entry: 'dist',
    startTimeoutMs: 300_000,
    env: {
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'warn',
      DATABASE_URL: pg?.url ?? '',
      PGLITE_DIR: path.join(tmp, 'db'),
      UPLOADS_DIR: path.join(tmp, 'uploads'),
      SEED_DEMO: 'true',
    },
  });
  try {
    const rooms = (await (await fetch(`${server.baseUrl}/api/rooms/get`)).json()) as { slug: string }[];
    const args = process.argv.slice(2);
    const paths = args.length ? args : ['/', '/hotel', itemPath('room', rooms[0].slug)];
    const loadBefore = os.loadavg()[0].toFixed(1);
    console.log(
      `\nUncached server renders (${pg ? 'PostgreSQL' : 'embedded database'}); CPU: ${PAGES} one at a time; rate: autocannon CLI, ${CONNECTIONS} connections, ${SECONDS} s\n`,
    );
    console.log('| page | KB | CPU ms a render (goal) | renders/s (goal ≥ 150) | busy 503 | p99 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const p of paths) {
      await sequential(server.baseUrl, p, WARMUP);
      const before = cpuMsOf(server.pid);
      await sequential(server.baseUrl, p, PAGES);
      const cpu = (cpuMsOf(server.pid) - before) / PAGES;
      const size = (await (await fetch(server.baseUrl + p, { headers: UNCACHED })).arrayBuffer()).byteLength;
      const r = await autocannon(server.baseUrl + p);
      const rate = r['2xx'] / (r.duration || SECONDS);
      console.log(
        `| ${p} | ${(size / 1024).toFixed(1)} | ${cpu.toFixed(1)} (≤ ${CPU_GOAL_MS(p)})${mark(cpu <= CPU_GOAL_MS(p))} | ${rate.toFixed(0)}${mark(rate >= RATE_GOAL)} | ${r.non2xx} | ${r.latency.p99} |`,
      );
    }
    console.log(
      `\nLoad average (1 min): ${loadBefore} at the start, ${os.loadavg()[0].toFixed(1)} at the end; ${os.cpus().length} CPUs.`,
    );
  } catch (e) {
    console.error(server.output().slice(-3000));
    throw e;
  } finally {
    await server.stop();
    await pg?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
