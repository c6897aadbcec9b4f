import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * How far apart (ms) a recorded start and the OS's start time of the same process may be: /proc is
 * read to 10 ms, `ps` to the second. A reused pid belongs to a process started after the recorded
 * one died, later than this by far in practice.
 */
const SAME_START_MS = 2000;

/**
 * When process `pid` started (epoch ms), from the OS: on Linux its start in clock ticks since boot
 * (/proc/<pid>/stat, field 22; USER_HZ is 100) placed on the wall clock through /proc/uptime;
 * elsewhere `ps -o lstart=` (to the second). Null when it cannot be told (no such process, no /proc
 * and no ps, Windows).
 */
export function processStartTime(pid: number): number | null {
  try {
    if (process.platform === 'linux') {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: field 3 is [0].
      const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      const uptimeS = Number.parseFloat(fs.readFileSync('/proc/uptime', 'utf8'));
      return Number.isFinite(ticks) && Number.isFinite(uptimeS)
        ? Math.round(Date.now() - uptimeS * 1000 + ticks * 10)
        : null;
    }
    if (process.platform === 'win32') return null;
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const t = Date.parse(out.trim());
    return Number.isNaN(t) ? null : t;
  } catch {
    return null;
  }
}

/** When this process started (epoch ms): from the OS, else from its uptime. */
export const OWN_START_MS: number = processStartTime(process.pid) ?? Math.round(Date.now() - process.uptime() * 1000);

/** Whether a process with this pid exists (one of another user counts). */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that recorded itself as (`pid`, `startedAt`) still runs on this machine: its
 * pid is alive and, when `startedAt` is given and the OS can tell when that pid's process started,
 * the two agree (else the pid now belongs to an unrelated process). Without `startedAt`, pid alone.
 */
export function processRuns(pid: number, startedAt?: number): boolean {
  if (!(pid > 0 && pidAlive(pid))) return false;
  const started = startedAt ? processStartTime(pid) : null;
  return started === null || Math.abs(started - startedAt!) <= SAME_START_MS;
}
