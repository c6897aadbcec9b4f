import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Folder of PostgreSQL's server programs (initdb, pg_ctl), or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl on a free loopback port, trust
 * auth, data under the OS temp folder), to stop and restart without touching the shared server.
 * As root the programs run as the `postgres` user (initdb refuses root).
 */
export async function startThrowawayCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) => {
    const cmd = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args]
      : [path.join(bin, program), ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `pg_ctl stop -m <mode>` ('fast' ends sessions cleanly with 57P01, 'immediate' drops them). */
    stop: (mode: 'fast' | 'immediate') => void run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    /** Start again; after a killed postmaster its orphaned backends may hold the shared memory for a moment: retried for 20 s. */
    async start() {
      for (const deadline = Date.now() + 20_000; ;) {
        try {
          return void start();
        } catch (e) {
          if (Date.now() > deadline) throw e;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
    /** SIGKILL the postmaster (its children then exit too); `start` brings it back after recovery. */
    killPostmaster() {
      const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async destroy() {
      spawnSync(
        asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        asRoot
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']
          : ['-D', data, '-m', 'immediate', 'stop'],
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
