import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** Connections kept for writes by default: a quarter of the pool, at least 1 (none with a pool of 1). */
export const defaultWriteReserve = (poolMax: number): number =>
  Math.min(Math.max(1, Math.floor(poolMax / 4)), poolMax - 1);

/** What a read that found no connection within the wait fails with (→ 503 "busy", not "unavailable"). */
export class ReadsBusyError extends Error {
  readonly code = 'READS_BUSY';
  constructor(waitMs: number) {
    super(`every connection open to reads was busy for ${waitMs} ms`);
  }
}

const LOCKS_OR_SIGNALS =
  /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b|\bpg_notify\b|\bpg_advisory|\bnextval\b|\bsetval\b/i;

/**
 * Whether a statement only reads: a plain SELECT, taking no row lock (FOR UPDATE/SHARE) and
 * sending no notification, advisory lock or sequence step. Everything else (INSERT, UPDATE, DELETE,
 * WITH … INSERT, pg_notify) counts as a write.
 */
export function isReadStatement(text: string): boolean {
  return /^\s*select\b/i.test(text) && !LOCKS_OR_SIGNALS.test(text);
}

/** FIFO counting semaphore whose waiters give up after `waitMs`. */
class Permits {
  private used = 0;
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly size: number,
    private readonly waitMs: number,
  ) {}

  acquire(): Promise<() => void> {
    if (this.used < this.size) {
      this.used++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        this.waiting.delete(take);
        reject(new ReadsBusyError(this.waitMs));
      }, this.waitMs);
      this.waiting.add(take);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.values().next();
      if (next.done) {
        this.used--;
        return;
      }
      this.waiting.delete(next.value);
      next.value();
    };
  }
}

/**
 * Keep `reserve` of the pool's `max` connections for writes. Plain reads (`isReadStatement`) through
 * `pool.query` take one of `max - reserve` read permits first, waiting at most `waitMs` for one
 * (then `ReadsBusyError`); writes, transactions (`pool.connect()`, which the ORM's transactions
 * use) and reads made for a write (`withWritePriority`) go straight to the pool. However many visitors read, a write finds a connection within the
 * writes' own share, so a 503 on a write means the database itself is unavailable.
 * Patches `pool.query` in place (the ORM checks `instanceof Pool`).
 */
export function reserveConnectionsForWrites(
  pool: pg.Pool,
  { max, reserve, waitMs }: { max: number; reserve: number; waitMs: number },
): void {
  if (reserve <= 0 || reserve >= max) return;
  const reads = new Permits(max - reserve, waitMs);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (
      typeof text !== 'string' ||
      (typeof first === 'object' && typeof first?.submit === 'function') ||
      !isReadStatement(text) ||
      writePriority.getStore()
    ) {
      return query(...args);
    }
    const callback =
      typeof args.at(-1) === 'function' ? (args.pop() as (err: unknown, res?: unknown) => void) : undefined;
    const result = reads.acquire().then((release) => Promise.resolve(query(...args)).finally(release));
    if (!callback) return result;
    result.then(
      (res) => callback(undefined, res),
      (err: unknown) => callback(err),
    );
    return undefined;
  };
}

const writePriority = new AsyncLocalStorage<true>();

/**
 * Run `fn` (and everything it starts) with its reads counted as a write's: they skip the reads'
 * share and wait only for a connection of the pool. A request that writes also reads first (the
 * session check, the record it changes): behind a crowd of visitors' reads, those reads would
 * hold the write back as long as if it had no reserve at all.
 */
export function withWritePriority<T>(fn: () => T): T {
  return writePriority.run(true, fn);
}
