import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { DatabaseBusyError } from '../src/db/owner-lock';
import { findUserByEmail } from '../src/users/users.repository';
import { SERVER_ROOT } from '../src/paths';

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-startup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Run a server script with tsx; resolves with its exit code and output. */
async function script(file: string, args: string[], env: Record<string, string>) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: SERVER_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 60_000,
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
    const r = await script('src/main.ts', [], { NODE_ENV: 'production', PGLITE_DIR: path.join(tmp, 'prod-db'), PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('JWT_SECRET is required when NODE_ENV=production');
  });
});
