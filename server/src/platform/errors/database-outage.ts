import { logger } from '../logging/logger';

/** Reports 503s caused by the database; see `databaseOutageLog`. */
export interface DatabaseOutageLog {
  /** A request failed because the database is unreachable. */
  failed(cause: unknown): void;
}

/**
 * One log line when the database becomes unreachable and one when it answers again, instead of a
 * line per failed request (hundreds a second under load). While down it pings every `probeMs`
 * until a ping succeeds, so recovery is logged even if no request comes.
 * @param ping round trip to the database, throwing while it is unreachable
 */
export function databaseOutageLog(ping: () => Promise<void>, probeMs = 500): DatabaseOutageLog {
  let down = false;
  const probe = async () => {
    try {
      await ping();
      down = false;
      logger.info('[db] database reachable again');
    } catch {
      setTimeout(probe, probeMs).unref();
    }
  };
  return {
    failed(cause) {
      if (down) return;
      down = true;
      logger.warn(`[db] database unavailable: ${describe(cause)}`);
      setTimeout(probe, probeMs).unref();
    },
  };
}

/** The innermost message of an error chain (the driver's own words). */
function describe(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  let text = String(err);
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++, e = e.cause as typeof e) {
    if (e.message) text = e.message;
  }
  return text;
}
