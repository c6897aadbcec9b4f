import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
