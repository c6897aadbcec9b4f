import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
