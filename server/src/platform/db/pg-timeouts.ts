import type pg from 'pg';
import { logger } from '../logging/logger';

/** Limits of the connection pool to a real PostgreSQL. */
export interface PoolLimits {
  /** Most connections open at once. */
  max: number;
  /** Longest wait, in ms, for a free connection, including opening a new one (connect timeout). */
  waitMs: number;
  /** Longest a statement may run, in ms: the server cancels it (57014); 0 = no limit. */
  statementTimeoutMs: number;
  /** Connections plain reads may not take, kept for writes (./write-reserve.ts); 0 = none. */
  writeReserve: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { max: 20, waitMs: 3_000, statementTimeoutMs: 5_000, writeReserve: 5 };

/**
 * If the server does not answer at all (a black-holed connection), it cannot cancel the statement:
 * the client gives up this long after the statement timeout.
 */
export const CLIENT_GRACE_MS = 500;

/** `pg.Pool` options for these limits (timeouts in ms; TCP keep-alive to notice dead peers). */
export function poolOptions(limits: PoolLimits): pg.PoolConfig {
  return {
    max: limits.max,
    connectionTimeoutMillis: limits.waitMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(limits.statementTimeoutMs > 0
      ? {
          statement_timeout: limits.statementTimeoutMs,
          query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
          idle_in_transaction_session_timeout: Math.max(limits.statementTimeoutMs * 6, 30_000),
        }
      : {}),
  };
}

const READ_TIMEOUT = 'Query read timeout';

/**
 * Make one pooled connection safe to lose (call once per new client: `pool.on('connect', guardClient)`).
 * - After pg's client-side query timeout the connection still waits for the old answer, so every later
 *   query on it would time out too: close it, and the pool opens a fresh one.
 * - A connection that fails while checked out (the server restarting: 57P01 "terminating connection due
 *   to administrator command", ECONNRESET) emits 'error'; pg-pool listens only while the client is idle,
 *   and an 'error' event without a listener ends the process. Every client gets a listener for its whole
 *   life: the failed query rejects as usual (the request answers 503) and the pool discards the client.
 * - A connection that ends while checked out is given back to the pool at once (as failed). drizzle's
 *   `transaction()` never releases its client when `begin` fails, which would otherwise leak a pool slot
 *   for good; a later release by the borrower is then ignored.
 */
export function guardClient(client: pg.PoolClient): void {
  client.on('error', (err) =>
    logger.debug(`[db] connection lost (the outage is reported once, by the error handler): ${err.message}`),
  );
  const raw = client as unknown as {
    connection?: { stream?: { destroy(): void } };
    query: (...args: unknown[]) => unknown;
  };
  const drop = (err: unknown) => {
    if ((err as Error | undefined)?.message !== READ_TIMEOUT) return;
    raw.connection?.stream?.destroy();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  raw.query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        drop(err);
        (last as (e: unknown, r: unknown) => void)(err, res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(undefined, drop);
    return result;
  };

  // pg-pool assigns a fresh `release` at every checkout: wrap each one.
  let release: ((err?: Error | boolean) => void) | undefined;
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (poolRelease: (err?: Error | boolean) => void) => {
      let done = false;
      const onEnd = () => finish(new Error('Connection ended while checked out'));
      const finish = (err?: Error | boolean) => {
        if (done) return;
        done = true;
        client.removeListener('end', onEnd);
        poolRelease(err);
      };
      client.once('end', onEnd);
      release = finish;
    },
  });
}
