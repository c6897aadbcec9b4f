import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireOwnerLock, DatabaseBusyError, LOCK_FILE_NAME } from '../src/platform/db/owner-lock';
import { processStartTime } from '../src/platform/process-start';
import { openDatabase } from '../src/platform/db/database';
import { SERVER_ROOT } from '../src/paths';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-lock-')));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Another process that takes the lock of `dir` and keeps it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const lockModule = path.join(SERVER_ROOT, 'src/platform/db/owner-lock.ts');
  const code = `const m = await import(${JSON.stringify(lockModule)}); m.acquireOwnerLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
    child.on('exit', (c) => reject(new Error(`holder exited ${c}`)));
  });
  return child;
}

const busyPid = (dir: string) => {
  try {
    acquireOwnerLock(dir)();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(DatabaseBusyError);
    return (e as DatabaseBusyError).pid;
  }
};

describe('embedded database owner lock', () => {
  it('when another process holds the directory through an alias path, then opening it refuses (one lock per real directory)', async () => {
    fs.mkdirSync(path.join(tmp, 'x'));
    const child = await holder(path.join(tmp, 'x', '..', 'pglite'));
    fs.symlinkSync(path.join(tmp, 'pglite'), path.join(tmp, 'link'));
    expect(busyPid(path.join(tmp, 'pglite'))).toBe(child.pid);
    expect(busyPid(path.join(tmp, 'pglite') + '/')).toBe(child.pid);
    expect(busyPid(path.join(tmp, 'link'))).toBe(child.pid);
    expect(fs.existsSync(path.join(tmp, 'pglite', LOCK_FILE_NAME))).toBe(true);
    child.kill('SIGKILL'); // no clean-up: the lock stays behind, stale
    await new Promise((r) => child.once('exit', r));
    expect(busyPid(path.join(tmp, 'link'))).toBeNull();
  });

  it('when the lock names our own pid but another instance (a restart as PID 1 in a container), then start succeeds', async () => {
    const dir = path.join(tmp, 'restarted');
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, instance: 'previous-run', startedAt: 0 }),
    );
    const db = await openDatabase({ pgliteDir: dir });
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).instance).not.toBe('previous-run');
    await db.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('when the lock names a live pid that an unrelated process now has (pid reused), then start succeeds', async () => {
    const dir = path.join(tmp, 'reused');
    fs.mkdirSync(dir);
    // An unrelated program under the recorded pid; the owner that wrote the lock started an hour earlier.
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(unrelated);
    await new Promise((r) => unrelated.once('spawn', r));
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: unrelated.pid, instance: 'crashed-server', startedAt: Date.now() - 3_600_000 }),
    );
    expect(busyPid(dir)).toBeNull();
    // The same pid with its own start time is a live owner: still refused.
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: unrelated.pid, instance: 'live-server', startedAt: processStartTime(unrelated.pid!) }),
    );
    expect(busyPid(dir)).toBe(unrelated.pid);
  });

  it('when this process already holds it, then a second open in-process is still refused', () => {
    const dir = path.join(tmp, 'twice');
    const release = acquireOwnerLock(dir);
    try {
      expect(busyPid(dir)).toBe(process.pid);
    } finally {
      release();
    }
  });
});
