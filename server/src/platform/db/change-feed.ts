import type pg from 'pg';
import { logger } from '../logging/logger';

/**
 * What changed: an item kind ('room' | 'vehicle' | 'tour'), 'users' or 'pricing' (the weekend
 * surcharge); null from `subscribe` means anything may have changed (notifications may have been
 * missed while reconnecting).
 */
export type ChangeTopic = string;

/**
 * Tells every server process on one database that data behind its caches changed, so that each
 * drops the affected entries: several processes may serve one PostgreSQL behind a load balancer.
 */
export interface ChangeFeed {
  /**
   * Announce a committed write: this process's listeners are called at once, other processes'
   * within about a second. Never throws: if the announcement fails, other processes see the
   * change when their cache entries expire (ListCache TTL, 5 s).
   */
  publish(topic: ChangeTopic): Promise<void>;
  /** Call `listener` for every change from any process. @returns unsubscribe */
  subscribe(listener: (topic: ChangeTopic | null) => void): () => void;
  /** Stop listening (database close). */
  close(): Promise<void>;
}

type Listener = (topic: ChangeTopic | null) => void;

/** Listeners of one process; `publish` calls them synchronously. */
function localListeners() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(topic: ChangeTopic | null) {
      for (const listener of listeners) listener(topic);
    },
  };
}

/** The feed of the embedded database: one process owns it, so changes are only told locally. */
export function localChangeFeed(): ChangeFeed {
  const local = localListeners();
  return {
    publish: async (topic) => local.emit(topic),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export interface PostgresFeedOptions {
  /** NOTIFY/LISTEN channel, a plain identifier (one per schema, so test schemas do not hear each other). */
  channel: string;
  /** A new, unconnected client for LISTEN (one at a time; another after a lost connection). */
  connect: () => pg.Client;
  /** Runs NOTIFY (the pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
}

/**
 * The PostgreSQL feed: `publish` tells local listeners and sends `pg_notify(channel, topic)`;
 * a dedicated connection LISTENs and tells local listeners of every notification (this process's
 * own come back too: a second, harmless invalidation). A lost connection is reopened with backoff
 * (250 ms doubling to 10 s); once it is back, listeners get null, since notifications sent
 * meanwhile were missed.
 * @throws the connection error when the first LISTEN fails
 */
export async function postgresChangeFeed(opts: PostgresFeedOptions): Promise<ChangeFeed> {
  const local = localListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const listen = async () => {
    const c = opts.connect();
    c.on('notification', (n) => n.channel === opts.channel && local.emit(n.payload ?? null));
    c.on('error', () => {}); // reported once, by the 'end' handler below
    await c.connect();
    await c.query(`listen "${opts.channel}"`);
    c.on('end', () => {
      if (closed || client !== c) return;
      client = undefined;
      logger.warn('[db] change feed connection lost; reconnecting');
      retry();
    });
    return c;
  };
  const retry = () => {
    timer = setTimeout(async () => {
      try {
        const c = await listen();
        if (closed) return void c.end().catch(() => {});
        client = c;
        retryMs = RETRY_MIN_MS;
        logger.info('[db] change feed reconnected');
        local.emit(null);
      } catch {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!closed) retry();
      }
    }, retryMs);
    timer.unref();
  };

  client = await listen();
  return {
    async publish(topic) {
      local.emit(topic);
      try {
        await opts.notify(opts.channel, topic);
      } catch (e) {
        logger.warn({ err: e }, `[db] could not announce a change of ${topic} to other processes`);
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
