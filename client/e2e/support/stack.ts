import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
  /** Server output so far (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** With TEST_DATABASE_URL, a fresh database on that server (dropped by the returned cleanup). */
async function freshPostgres() {
  const base = process.env.TEST_DATABASE_URL;
  return base ? createScratchDatabase(base, 'e2e') : null;
}

/**
 * Start the real server (the production bundle `server/dist/main.js`) on a free port with a fresh database (embedded, or
 * a new database on TEST_DATABASE_URL's server) seeded with the demo content, a temp uploads folder
 * and the built client (`npm run build` makes both). Its clock stands at the suite's NOW
 * (support/clock.ts), through the test-only TEST_FIXED_NOW.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  for (const built of ['client/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(REPO_ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-e2e-'));
  const port = await freePort();
  const pgdb = await freshPostgres();
  const uploadsDir = path.join(tmp, 'uploads');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      PGLITE_DIR: path.join(tmp, 'db'),
      DATABASE_URL: pgdb?.url ?? '',
      UPLOADS_DIR: uploadsDir,
      JWT_SECRET_FILE: path.join(tmp, 'jwt-secret'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      TEST_FIXED_NOW: NOW.toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    uploadsDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await pgdb?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * `startStack` on a private copy of the built client, so a rebuild of client/dist by someone
 * else during the run cannot swap the hashed chunks under the open pages.
 */
export async function startStackOnClientCopy(): Promise<Stack> {
  const src = path.join(REPO_ROOT, 'client/dist');
  if (!fs.existsSync(path.join(src, 'index.html'))) throw new Error('Build the client first: npm run build');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-admin-dist-'));
  fs.cpSync(src, copy, { recursive: true });
  const stack = await startStack({ CLIENT_DIST: copy });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}
