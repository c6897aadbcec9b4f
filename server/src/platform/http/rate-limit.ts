import rateLimit, {
  type ClientRateLimitInfo,
  type Options,
  type RateLimitRequestHandler,
  type Store,
} from 'express-rate-limit';
import type { Database, Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { logger } from '../logging/logger';
import { decrementHit, deleteExpiredHits, deleteHits, incrementHit } from './rate-limit.repository';

/**
 * Where the limiters count: a new store per limiter, its keys under the limiter's name, so that
 * every server process sharing the counts enforces one limit.
 */
export interface RateLimitStores {
  /** The store of the limiter `name`; undefined = express-rate-limit's memory store (this process only). */
  create(name: string): Store | undefined;
  /** Release connections (server shutdown). */
  close(): Promise<void>;
}

/**
 * Counts in the database: the `rate_limit_hits` table on PostgreSQL; in memory on the embedded
 * database, which only one process can open.
 */
export function databaseRateLimitStores(database: Database): RateLimitStores {
  return {
    create: (name) => (database.driver === 'postgres' ? new PostgresStore(database.db, name) : undefined),
    close: async () => {},
  };
}

/**
 * Counts in Redis (REDIS_URL) through rate-limit-redis, keys '<keyPrefix><limiter>:<client>'.
 * @throws the connection error when Redis cannot be reached
 */
export async function redisRateLimitStores(url: string, keyPrefix = 'pachmarhi:rl:'): Promise<RateLimitStores> {
  // Loaded only when REDIS_URL is set: the client weighs ~12 MB of memory in every other process.
  const [{ RedisStore }, { createClient }] = await Promise.all([import('rate-limit-redis'), import('redis')]);
  // Fail at once while Redis is away rather than queue the requests until it is back.
  const client = createClient({ url, disableOfflineQueue: true });
  let reported = false;
  // One warning per outage; each failed reconnect meanwhile only at debug level.
  client.on('error', (err: Error) => {
    if (!reported) logger.warn(`[rate-limit] Redis: ${err.message}`);
    else logger.debug(`[rate-limit] Redis still away: ${err.message}`);
    reported = true;
  });
  client.on('ready', () => void (reported = false));
  await client.connect();
  return {
    create: (name) =>
      new RedisStore({ prefix: `${keyPrefix}${name}:`, sendCommand: (...args: string[]) => client.sendCommand(args) }),
    close: async () => void (await client.close()),
  };
}

/** Expired rows are deleted on one increment in this many. */
const SWEEP_EVERY = 100;

/**
 * A fixed-window counter per key in PostgreSQL: one atomic upsert per hit, the window timed by the
 * database's clock so that every process agrees. (The maintained PostgreSQL store,
 * @acpr/rate-limit-postgresql, creates its own schema and extension with an unawaited migration
 * and locks its whole table on every hit.)
 */
class PostgresStore implements Store {
  private windowMs = 60_000;
  private increments = 0;
  readonly prefix: string;

  constructor(
    private readonly db: Db,
    name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (++this.increments % SWEEP_EVERY === 0) void deleteExpiredHits(this.db).catch(() => {});
    return incrementHit(this.db, this.prefix + key, this.windowMs);
  }

  async decrement(key: string): Promise<void> {
    await decrementHit(this.db, this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await deleteHits(this.db, this.prefix + key);
  }
}

/**
 * A per-IP (req.ip, so see TRUST_PROXY/TRUSTED_PROXIES) limit of `limit` requests per `windowMs`;
 * past it, 429 with `message`. Counted in `stores.create(name)`: limiters with the same name in
 * several processes share one budget, and so do the routes given the same instance. When the store
 * fails (database or Redis unreachable) the request fails with that error rather than go uncounted.
 */
export function perIpLimit(
  stores: RateLimitStores,
  name: string,
  limit: number,
  windowMs: number,
  message: string,
): RateLimitRequestHandler {
  const store = stores.create(name);
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, _res, next) => next(new AppError(429, message)),
  });
}
