/**
 * The tables of the platform itself, which belong to no module: rate-limit counters and the
 * answers of idempotent writes. Every module's tables sit beside its repository as
 * `modules/<name>/<name>.tables.ts`; drizzle-kit reads them all (server/drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process on a PostgreSQL (platform/http/rate-limit.ts):
 * one row per limiter and client, counting hits in a fixed window that ends at `reset_at`.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** '<limiter>:<client key>', e.g. 'auth:203.0.113.7'. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The answers of writes sent with an `Idempotency-Key` (platform/http/idempotency.ts): one row per
 * signed-in user and key, holding what the request was (a hash of its method, path and body) and,
 * once answered, the status and JSON body to replay. `status` 0 while the first request is under
 * way. Kept 48 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user the key belongs to (the token's subject); '' for a request without a valid token. */
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull().default(0),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), check('idempotency_status_check', sql`status >= 0`)],
);
