import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../../server/src/platform/db/scratch-database';
import { NOW } from './clock';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The demo admin the server creates on an empty database (README). */
export const ADMIN = { email: 'admin@pachmarhistays.in', password: 'Pachmarhi@2026' };

export interface Stack {
  baseUrl: string;
  uploadsDir: string;
  /** The built client the server serves (its private copy with `startStackOnClientCopy`). */
  clientDir: string;
  /** Server output so far (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
}

/** Where a server keeps its data: a PostgreSQL database (URL) or an embedded one (folder), and its uploads. */
interface ServerData {
  databaseUrl?: string;
  pgliteDir: string;
  uploadsDir: string;
}

interface RunningServer {
  baseUrl: string;
  logs(): string;
  kill(): Promise<void>;
}

/**
 * Spawn the production bundle with `data`, the demo admin and the suite's clock on a port the
 * system picks (PORT=0; read from its "Pachmarhi site on http://localhost:<port>" line, so two
 * files starting at once never race for one), and wait until /api/health answers (the demo
 * content, on an empty database, is added before it listens).
 * @param withinMs how long it may take to come up (ms): seeding on a clean clone makes the demo photos
 * @throws when the server exits or is not up within `withinMs` (with its output)
 */
async function spawnServer(
  data: ServerData,
  tmp: string,
  env: Record<string, string>,
  withinMs = 120_000,
): Promise<RunningServer> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info', // the line that says the port; and the logs() of a failure
      PGLITE_DIR: data.pgliteDir,
      DATABASE_URL: data.databaseUrl ?? '',
      UPLOADS_DIR: data.uploadsDir,
      JWT_SECRET_FILE: path.join(tmp, 'jwt-secret'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      TEST_FIXED_NOW: NOW.toISOString(),
      // Renders wait their turn instead of turning a test's page into the busy page when the machine
      // is loaded (the crowd test, server/load-tests, checks the busy page at the default limit).
      RENDER_TIMEOUT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + withinMs;
  let baseUrl = '';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const port = /Pachmarhi site on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) baseUrl = `http://127.0.0.1:${port}`;
    try {
      if (baseUrl && (await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, logs: () => output, kill };
}

/** The demo content made once for the whole run (seeded-template.ts): copied for each test file. */
export interface SeededTemplate {
  /** The template database's name on TEST_DATABASE_URL's server, else undefined (embedded). */
  database?: string;
  /** The embedded database's folder (when there is no TEST_DATABASE_URL). */
  pgliteDir: string;
  uploadsDir: string;
}

/**
 * Seed the demo content once by running the server on a fresh database and stopping it: the
 * database (a PostgreSQL database to use as a template, or the embedded folder) and the uploads
 * folder that every `startStack` copies instead of seeding again.
 * @returns the template and its `remove`
 */
export async function makeSeededTemplate(): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-e2e-template-'));
  const base = process.env.TEST_DATABASE_URL;
  const pg = base ? await createScratchDatabase(base, 'e2e_template') : null;
  const template: SeededTemplate = {
    database: pg?.name,
    pgliteDir: path.join(tmp, 'db'),
    uploadsDir: path.join(tmp, 'uploads'),
  };
  const server = await spawnServer({ ...template, databaseUrl: pg?.url }, tmp, {}, 600_000);
  await server.kill();
  return {
    template,
    async remove() {
      await pg?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Settings that change what the demo content is: a stack given one of them seeds its own. */
const SEED_SETTINGS = ['SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'TEST_FIXED_NOW'];

/**
 * Start the real server (the production bundle `server/dist/main.js`) on a free port with a fresh
 * database holding the demo content (embedded, or a new database on TEST_DATABASE_URL's server),
 * its uploads in a temp folder, and the built client (`npm run build` makes both). The database
 * and uploads are copies of the run's seeded template (`seeded`, see seeded-template.ts) when
 * given, else seeded here. Its clock stands at the suite's NOW (support/clock.ts), through the
 * test-only TEST_FIXED_NOW.
 */
export async function startStack(env: Record<string, string> = {}, seeded?: SeededTemplate): Promise<Stack> {
  for (const built of ['client/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(REPO_ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const copy = seeded && !SEED_SETTINGS.some((k) => k in env) ? seeded : undefined;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-e2e-'));
  const base = process.env.TEST_DATABASE_URL;
  const pgdb = base ? await createScratchDatabase(base, 'e2e', copy?.database) : null;
  const data: ServerData = {
    databaseUrl: pgdb?.url,
    pgliteDir: path.join(tmp, 'db'),
    uploadsDir: path.join(tmp, 'uploads'),
  };
  if (copy) {
    if (!base) fs.cpSync(copy.pgliteDir, data.pgliteDir, { recursive: true });
    if (fs.existsSync(copy.uploadsDir)) fs.cpSync(copy.uploadsDir, data.uploadsDir, { recursive: true });
  }
  const server = await spawnServer(data, tmp, env);
  return {
    baseUrl: server.baseUrl,
    uploadsDir: data.uploadsDir,
    clientDir: path.resolve(REPO_ROOT, env.CLIENT_DIST ?? 'client/dist'),
    logs: server.logs,
    async stop() {
      await server.kill();
      await pgdb?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * `startStack` on a private copy of the built client, so a rebuild of client/dist by someone
 * else during the run cannot swap the hashed chunks under the open pages.
 */
export async function startStackOnClientCopy(seeded?: SeededTemplate): Promise<Stack> {
  const src = path.join(REPO_ROOT, 'client/dist');
  if (!fs.existsSync(path.join(src, 'index.html'))) throw new Error('Build the client first: npm run build');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-admin-dist-'));
  fs.cpSync(src, copy, { recursive: true });
  const stack = await startStack({ CLIENT_DIST: copy }, seeded);
  return {
    ...stack,
    clientDir: copy,
    async stop() {
      await stack.stop();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}
