import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { OWN_START_MS, processRuns } from '../process-start';

/** Thrown when another live process already holds the embedded database. */
export class DatabaseBusyError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The embedded database at ${dir} is in use by process ${pid} (probably the running server). ` +
        'It allows one owner at a time: stop that process and try again. Nothing was changed.',
    );
  }
}

/** What the lock file holds (JSON). */
export interface OwnerRecord {
  pid: number;
  /** Random per process: a restarted container is PID 1 again, but with another instance id. */
  instance: string;
  /**
   * When the owning process started (epoch ms, as the OS tells it: see processStartTime). A live
   * process under the same pid that started at another time is not the owner (the pid was reused).
   */
  startedAt: number;
}

export const LOCK_FILE_NAME = '.owner.lock';
/** This process's identity; the same in every open, so a second open in-process is refused too. */
export const INSTANCE_ID = randomUUID();
const self = (): OwnerRecord => ({ pid: process.pid, instance: INSTANCE_ID, startedAt: OWN_START_MS });

/** Parse a lock file (JSON OwnerRecord, or the bare pid earlier versions wrote) with its raw text; null if absent. */
function readOwner(file: string): { owner: OwnerRecord; text: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const r = JSON.parse(text) as OwnerRecord;
    if (Number.isInteger(r.pid)) return { owner: r, text };
  } catch {
    /* legacy format */
  }
  const pid = Number(text.trim());
  return { owner: { pid: Number.isInteger(pid) ? pid : 0, instance: '', startedAt: 0 }, text };
}

/**
 * The lock's owner still runs: its pid is alive and, when the record says when the owner started,
 * that pid's process started then (else the pid was reused by an unrelated process; see processRuns).
 * A bare-pid record from an earlier version cannot be proven stale this way.
 */
const ownerRuns = (o: OwnerRecord): boolean => processRuns(o.pid, o.startedAt > 0 ? o.startedAt : undefined);

/** A lock whose owner is gone: dead or reused pid, or our pid with another instance id (a restart as the same PID). */
const isStale = (o: OwnerRecord): boolean => !ownerRuns(o) || (o.pid === process.pid && o.instance !== INSTANCE_ID);

/**
 * Remove a stale lock without racing another process taking over at the same moment: move it aside,
 * and put it back if what was moved is not the stale record we judged (someone's fresh lock).
 */
function removeStale(file: string, judged: string): void {
  const aside = `${file}.${INSTANCE_ID}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // already gone
  }
  if (fs.readFileSync(aside, 'utf8') !== judged) {
    try {
      fs.linkSync(aside, file);
    } catch {
      /* a third owner got in meanwhile; theirs stands */
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Take the single-owner lock of an embedded database directory. The directory is created and
 * resolved with realpath first, so aliases ('data/x/../pglite', symlinks) share one lock, kept inside
 * it (`<dir>/.owner.lock`, exclusive create). A lock left by a dead process, by a process whose pid
 * now belongs to another program (told by its start time), or by an earlier incarnation of this PID
 * (container restart), is taken over. Returns the release function (also run on exit).
 * @param dir the data directory, any spelling
 * @throws DatabaseBusyError when a live process holds it (also an earlier version's `<dir>.lock`)
 */
export function acquireOwnerLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const real = fs.realpathSync(dir);
  checkLegacyLock(real);
  const file = `${real}/${LOCK_FILE_NAME}`;
  const mine = JSON.stringify(self());
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const found = readOwner(file);
      if (found && !isStale(found.owner)) throw new DatabaseBusyError(real, found.owner.pid);
      if (found) removeStale(file, found.text);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** Earlier versions locked with `<dir>.lock` beside the directory: honour a live one, drop a stale one. */
function checkLegacyLock(real: string): void {
  const legacy = `${real}.lock`;
  const owner = readOwner(legacy)?.owner;
  if (!owner) return;
  if (owner.pid !== process.pid && ownerRuns(owner)) throw new DatabaseBusyError(real, owner.pid);
  fs.rmSync(legacy, { force: true });
}
