import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already holds the embedded database. */
export class DatabaseBusyError extends Error {
  constructor(public readonly dir: string, public readonly pid: number) {
    super(
      `The embedded database at ${dir} is in use by process ${pid} (probably the running server). ` +
        'It allows one owner at a time: stop that process and try again. Nothing was changed.',
    );
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Take the single-owner lock of an embedded database directory (`<dir>.lock` holding our pid).
 * A lock left by a dead process is taken over. Returns the release function (also run on exit).
 * @throws DatabaseBusyError when a live process holds it
 */
export function acquireOwnerLock(dir: string): () => void {
  const file = `${dir}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DatabaseBusyError(dir, pid);
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
