import fs from 'node:fs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { SERVER_ROOT } from '../../src/paths';

/** A server started as its own Node process (`npm start`'s entry or the TypeScript source through tsx). */
/**
 * Node's flags for the built server, as `npm start` runs it (server/package.json, docs/deploy.md):
 * source maps for stack traces, and a 192 MB old-space heap, so V8 collects instead of growing
 * (peak RSS under 500 connections for 15 s a row: 411–430 MB with 256 MB, 395 MB with 192; docs/deploy.md).
 */
export const PRODUCTION_NODE_ARGS = ['--enable-source-maps', '--max-old-space-size=192'];

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr), unless started with `inheritOutput`. */
  output(): string;
  /** SIGTERM, then wait for the exit. @returns the exit code (null when killed by a signal) */
  stop(): Promise<number | null>;
}

export interface AppProcessOptions {
  port: number;
  /** Environment on top of PATH and HOME (nothing else of this process leaks in). */
  env: Record<string, string>;
  /** 'src' (default): src/main.ts through tsx; 'dist': the built bundle (npm run build -w server first). */
  entry?: 'src' | 'dist';
  /** Print its output here instead of keeping it (benchmarks). */
  inheritOutput?: boolean;
  /** Write its output to this file instead of keeping it (benchmarks measuring `npm start > file`). */
  outputFile?: string;
  /** How long to wait for `GET /api/health` to answer 200 (ms, default 60 s). */
  startTimeoutMs?: number;
  /** Node options before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Start the server as a separate process on `port` and wait until `GET /api/health` answers 200.
 * @throws Error with the process's output when it exits first or does not answer within the timeout
 */
export async function startAppProcess({
  port,
  env,
  entry = 'src',
  inheritOutput = false,
  outputFile,
  startTimeoutMs = 60_000,
  nodeArgs = [],
}: AppProcessOptions): Promise<AppProcess> {
  const args = [
    ...nodeArgs,
    ...(entry === 'dist' ? [...PRODUCTION_NODE_ARGS, 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts']),
  ];
  const fd = outputFile ? fs.openSync(outputFile, 'a') : undefined;
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
    stdio:
      fd !== undefined
        ? ['ignore', fd, fd]
        : ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'],
  });
  if (fd !== undefined) fs.closeSync(fd); // the child has its own copy
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (gone) throw new Error(`server on port ${port} exited during start:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${port} did not answer /api/health within ${startTimeoutMs} ms:\n${out}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid!,
    output: () => out,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}
