/**
 * The push module's tables (docs/decisions/035-messages-and-the-job-runner.md): the server's VAPID
 * key pair, made on first start, and each staff browser's push subscription with the
 * notifications its person chose.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row (id 1): the VAPID keys (RFC 8292) push services know this server by. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('push_keys_one_row', sql`id = 1`)],
);

/** A browser's push subscription (its endpoint is unique), whose person it is, and the topics chosen. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: uuid('user_id').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  topics: jsonb('topics').$type<string[]>().notNull(),
  /** The language the person is told in ('en', 'hi'). */
  lang: text('lang').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
