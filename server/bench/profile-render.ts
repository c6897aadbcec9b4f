/**
 * npm run bench:profile [-- <path> …] — where a server render's CPU time goes.
 *
 * Builds the server bundle, starts it (production settings, the demo catalogue without photos, a
 * fresh embedded database) under `node --cpu-prof`, asks for each path PROFILE_WARMUP (10) times,
 * then PROFILE_RENDERS (40) times one after another as a visitor without a session would (and
 * once more per request with `Authorization`, which the page cache never answers), stops it and
 * prints, per thread (main, render), the functions with the most self time and the CPU time per
 * page. Profiles are kept in test-output/profiles/ (open them in Chrome's DevTools, Performance).
 * Paths default to `/hotel`. The client build rendered is CLIENT_DIST's (default client/dist).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/platform/db/database';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths';
import { freePort } from '../test/support/app-process';
import { seedDemoCatalogue } from './bench-data';

const WARMUP = Number(process.env.PROFILE_WARMUP ?? 10);
const RENDERS = Number(process.env.PROFILE_RENDERS ?? 40);
const OUT = path.join(REPO_ROOT, 'test-output/profiles');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time by function (name, file, line) in ms, and the total sampled time, of one profile. */
function selfTimes(profile: CpuProfile): { total: number; rows: [string, number][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const f = byId.get(id)!.callFrame;
    const file = f.url
      .replace(/^file:\/\//, '')
      .replace(`${REPO_ROOT}/`, '')
      .replace(/^.*node_modules\//, '');
    const key = `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
    if (f.functionName !== '(idle)' && f.functionName !== '(program)') total += dt;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return { total, rows: [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]) };
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/hotel'];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-profile-'));
  const profDir = path.join(tmp, 'prof');
  const db = await openDatabase({ pgliteDir: path.join(tmp, 'db') });
  await seedDemoCatalogue(db.db);
  await db.close();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--enable-source-maps', 'dist/main.js'],
    {
      cwd: SERVER_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        NODE_ENV: 'production',
        SITE_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: randomUUID() + randomUUID(),
        LOG_LEVEL: 'warn',
        PGLITE_DIR: path.join(tmp, 'db'),
        UPLOADS_DIR: path.join(tmp, 'uploads'),
        SEED_DEMO: 'false',
        ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > until) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  const timings: string[] = [];
  for (const p of paths) {
    for (const [who, headers] of [
      ['visitor', {}],
      ['no cache', { authorization: 'Bearer profile-not-cached' }],
    ] as const) {
      const get = async () => {
        const res = await fetch(base + p, { headers: { accept: 'text/html', ...headers } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
      };
      for (let i = 0; i < WARMUP; i++) await get();
      const started = performance.now();
      for (let i = 0; i < RENDERS; i++) await get();
      timings.push(`${p} (${who}): ${((performance.now() - started) / RENDERS).toFixed(1)} ms a page, one at a time`);
    }
  }
  child.kill('SIGTERM');
  await exited;
  fs.mkdirSync(OUT, { recursive: true });
  console.log(
    `\n${timings.join('\n')}\n${RENDERS} pages per path and kind after ${WARMUP} warm-up ones; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const files = fs.existsSync(profDir)
    ? fs
        .readdirSync(profDir)
        .filter((f) => f.endsWith('.cpuprofile'))
        .sort()
    : [];
  if (!files.length) console.log('no profile was written');
  for (const f of files) {
    fs.copyFileSync(path.join(profDir, f), path.join(OUT, f));
    const { total, rows } = selfTimes(JSON.parse(fs.readFileSync(path.join(profDir, f), 'utf8')) as CpuProfile);
    const thread = Number(f.split('.').at(-3)) === 0 ? 'main thread' : `thread ${f.split('.').at(-3)}`;
    console.log(
      `\n${thread} (${f}): ${total.toFixed(0)} ms of CPU in all, ${(total / ((RENDERS + WARMUP) * 2 * paths.length)).toFixed(1)} ms per page (start included)`,
    );
    for (const [name, ms] of rows.slice(0, 25))
      console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
