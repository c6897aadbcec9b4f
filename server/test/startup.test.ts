import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import { DatabaseBusyError } from '../src/platform/db/owner-lock';
import { findUserByEmail } from '../src/modules/users/users.repository';
import { SERVER_ROOT } from '../src/paths';
import { waitFor } from './support/wait-for';

/** The interim answer to a request sent with `Expect: 100-continue`. */
const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-startup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Run a server script with tsx; resolves with its exit code and output. */
async function script(file: string, args: string[], env: Record<string, string>) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      timeout: 60_000,
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

describe('the embedded database has one owner at a time', () => {
  const dir = path.join(tmp, 'db');

  it('when a second open of the same directory happens while it is held, then DatabaseBusyError', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DatabaseBusyError);
    } finally {
      await first.close();
    }
  });

  it('when create-admin runs while another process holds it, then it says so and changes nothing; afterwards it works', async () => {
    const held = await openDatabase({ pgliteDir: dir });
    const env = { PGLITE_DIR: dir, UPLOADS_DIR: path.join(tmp, 'uploads') };
    const args = ['--email', 'owner@pachmarhi.in', '--password', 'Satpura@2026', '--name', 'Owner'];
    try {
      const busy = await script('src/cli/create-admin.ts', args, env);
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(/in use by process \d+/);
      expect(await findUserByEmail(held.db, 'owner@pachmarhi.in')).toBeUndefined();
    } finally {
      await held.close();
    }
    const ok = await script('src/cli/create-admin.ts', args, env);
    expect(ok.out).toContain('Created admin owner@pachmarhi.in');
    const db = await openDatabase({ pgliteDir: dir });
    try {
      expect((await findUserByEmail(db.db, 'owner@pachmarhi.in'))?.role).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('when the lock was left by a process that died, then it is taken over', async () => {
    fs.writeFileSync(`${dir}.lock`, '999999');
    const db = await openDatabase({ pgliteDir: dir });
    await db.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('production start', () => {
  it('when NODE_ENV=production has no JWT_SECRET, then the server refuses to start', async () => {
    const r = await script('src/main.ts', [], {
      NODE_ENV: 'production',
      SITE_URL: 'https://pachmarhistays.in',
      PGLITE_DIR: path.join(tmp, 'prod-db'),
      PORT: '0',
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('JWT_SECRET is required when NODE_ENV=production');
  });
});

describe('graceful shutdown', () => {
  it('when SIGTERM arrives during a request, then new connections are refused, the request is answered and the process exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: '0',
        SEED_DEMO: 'false',
        PGLITE_DIR: path.join(tmp, 'drain-db'),
        UPLOADS_DIR: path.join(tmp, 'drain-uploads'),
        JWT_SECRET_FILE: path.join(tmp, 'drain-jwt'),
      },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line in: ${out}`)), 45_000);
        child.stdout.on('data', () => {
          const m = /"port":(\d+)/.exec(out);
          if (!m) return;
          clearTimeout(timer);
          resolve(Number(m[1]));
        });
      });
      // A contact message whose body is still arriving when the signal comes.
      const body = JSON.stringify({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        subject: 'Room for two',
        message: 'Do you have a room for two next weekend?',
      });
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => (response += d));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      // `Expect: 100-continue`: the server answers '100 Continue' once it has read the headers, so the
      // request is known to be in flight before the signal (no fixed wait).
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 20)}`,
      );
      await waitFor('the server to take the request (100 Continue)', () => response.startsWith(CONTINUE), {
        timeoutMs: 15_000,
      });
      child.kill('SIGTERM');
      // Once the signal is handled, the server takes no new connection (while the request in flight finishes).
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              () => 'answered',
              () => 'refused',
            ),
          {
            timeout: 5_000,
          },
        )
        .toBe('refused');
      socket.end(body.slice(20));
      await closed;
      expect(response.slice(CONTINUE.length)).toMatch(/^HTTP\/1\.1 201 /);
      expect(await exited).toBe(0);
      expect(out).toContain('SIGTERM: shutting down');
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000); // the child starts under tsx: 45 s for its start line on a busy machine, then the drain
});
