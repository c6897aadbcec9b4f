/**
 * npm run bench:first-start — the server as a newcomer runs it: `npm start`'s built bundle in its
 * default mode (no NODE_ENV, request lines at 'info' as JSON, written to a file as `npm start > log`
 * would), on a fresh embedded database (or BENCH_DATABASE_URL/TEST_DATABASE_URL's server, a fresh
 * database on it) and an empty demo-photo cache, so the first start seeds the demo content and
 * makes every photo's copies. Prints, beside their goals:
 * 1. RSS once the demo content is in (goal ≤ 350 MB: the copies are made in a child process);
 * 2. GET /api/rooms/get at 50 connections for BENCH_SECONDS (10) with the request lines on, then
 *    the same server restarted with LOG_LEVEL=warn, and a raw node:http server sending the same
 *    bytes (the ceiling): req/s and p99 (goals: ≥ 50 % of the ceiling with the lines on; the lines
 *    cost ≤ 10 %);
 * 3. `/`, `/hotel` and a room page round robin at 500 connections for BENCH_LOAD_SECONDS (15):
 *    peak RSS (goal ≤ 400 MB), non-2xx.
 * The load tool (autocannon) runs in this process; the servers are processes of their own.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { SERVER_ROOT } from '../src/paths';
import { startAppProcess, type AppProcess } from '../test/support/app-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3989);
const MB = 1024 * 1024;

/** Resident set size of a process in bytes (Linux /proc). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** One autocannon run while sampling `pid`'s RSS (every 100 ms). */
async function load(opts: autocannon.Options, pid?: number) {
  let peak = pid ? rssOf(pid) : 0;
  const sampler = setInterval(() => pid && (peak = Math.max(peak, rssOf(pid))), 100);
  const r = await autocannon({ connections: 50, duration: SECONDS, ...opts });
  clearInterval(sampler);
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, peakMb: peak / MB };
}

/** Until `file` holds `text` (the seed's last line), polling every 200 ms for up to `ms`. @throws when it never does */
async function untilLogged(file: string, text: string, ms = 300_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200)))
    if (fs.readFileSync(file, 'utf8').includes(text)) return;
  throw new Error(`"${text}" never appeared in ${file}`);
}

const row = (name: string, r: { rps: number; p99: number }) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms`;

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-first-start-'));
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const pg = base ? await createScratchDatabase(base, 'first_start') : null;
  const log = path.join(tmp, 'server.log');
  const env = {
    DATABASE_URL: pg?.url ?? '',
    PGLITE_DIR: path.join(tmp, 'db'),
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    BACKUP_DIR: path.join(tmp, 'backups'),
    SEED_PHOTO_CACHE_DIR: path.join(tmp, 'photo-cache'),
  };
  const start = (extra: Record<string, string> = {}) =>
    startAppProcess({ port: PORT, env: { ...env, ...extra }, entry: 'dist', outputFile: log, startTimeoutMs: 300_000 });
  let server: AppProcess | undefined = await start();
  const ceilingBody = path.join(tmp, 'rooms.json');
  let ceiling: ReturnType<typeof fork> | undefined;
  try {
    await untilLogged(log, '[seed] demo content:');
    await new Promise((r) => setTimeout(r, 3000)); // the seed's garbage collected
    console.log(
      `\nDatabase: ${pg ? 'PostgreSQL' : 'embedded (PGlite)'}; ${os.cpus().length} CPUs; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `RSS after the first start (demo content and its photos made): ${(rssOf(server.pid) / MB).toFixed(0)} MB   (goal ≤ 350 MB)\n`,
    );

    const url = `${server.baseUrl}/api/rooms/get`;
    fs.writeFileSync(ceilingBody, await (await fetch(url)).text());
    const warm = (u: string) => load({ url: u, duration: 2 }); // JIT and caches warm before each measure
    await warm(url);
    const logged = await load({ url });
    await server.stop();
    server = await start({ LOG_LEVEL: 'warn' });
    await warm(url);
    const quiet = await load({ url });
    ceiling = fork(path.join(SERVER_ROOT, 'bench/ceiling-server.mjs'), [String(PORT + 1), ceilingBody]);
    await new Promise((resolve) => ceiling!.once('message', resolve));
    await warm(`http://127.0.0.1:${PORT + 1}/api/rooms/get`);
    const raw = await load({ url: `http://127.0.0.1:${PORT + 1}/api/rooms/get` });
    console.log(row('rooms list, request lines on', logged));
    console.log(row('rooms list, LOG_LEVEL=warn', quiet));
    console.log(row('raw node:http, same bytes', raw));
    console.log(
      `request lines on: ${((100 * logged.rps) / raw.rps).toFixed(0)} % of the ceiling (goal ≥ 50 %), cost ${(100 * (1 - logged.rps / quiet.rps)).toFixed(0)} % (goal ≤ 10 %)\n`,
    );

    const rooms = (await (await fetch(`${server.baseUrl}/api/rooms/get`)).json()) as { slug: string }[];
    const paths = ['/', '/hotel', `/rooms/${rooms[0].slug}`];
    const crowd = await load(
      {
        url: server.baseUrl,
        connections: 500,
        duration: LOAD_SECONDS,
        requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers: { accept: 'text/html' } })),
      },
      server.pid,
    );
    console.log(
      `pages at 500 connections: ${crowd.rps.toFixed(0)} req/s, p99 ${crowd.p99} ms, ${crowd.non2xx} non-2xx, peak RSS ${crowd.peakMb.toFixed(0)} MB   (goal ≤ 400 MB)`,
    );
  } finally {
    ceiling?.kill();
    await server?.stop();
    await pg?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
