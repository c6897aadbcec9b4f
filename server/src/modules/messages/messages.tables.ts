/**
 * The messages module's tables: the owner's message templates (the texts), the message plan (which
 * messages send themselves, and when) and the scheduled messages of each stay
 * (docs/decisions/035-messages-and-the-job-runner.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { MESSAGE_KEYS, MESSAGE_LANGS } from '@pachmarhi/common/schemas/front-desk';
import { PLAN_KEYS } from '@pachmarhi/common/message-plan';

/** The owner's wording of each message to guests, per language; a missing row means the default text. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lang] }),
    check('message_templates_key_check', inList('key', MESSAGE_KEYS)),
    check('message_templates_lang_check', inList('lang', MESSAGE_LANGS)),
  ],
);

/** The owner's switch and timing of a plan message; a missing row means the default (common/src/message-plan.ts). */
export const messagePlan = pgTable(
  'message_plan',
  {
    key: text('key').primaryKey(),
    enabled: boolean('enabled').notNull(),
    hours: integer('hours'),
    days: integer('days'),
    time: text('time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('message_plan_key_check', inList('key', PLAN_KEYS))],
);

/** The plan's settings: one row (id 1), the owner's Google review link. */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: integer('id').primaryKey().default(1),
    reviewLink: text('review_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('message_settings_one_row', sql`id = 1`)],
);

/** Channels a scheduled message goes by. */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
/**
 * A scheduled message's life: 'pending' until due, 'sending' while a worker holds it, 'due' waiting
 * in the owner's outbox (WhatsApp without the Cloud API), 'sent'; 'cancelled' (the stay was), 'skipped'
 * (nothing to send it to, or no longer applies: `error` says why), 'failed' (gave up after retries).
 */
export const SCHEDULED_STATUSES = ['pending', 'sending', 'due', 'sent', 'cancelled', 'skipped', 'failed'] as const;

/** One plan message of one stay on one channel: at most one each (nothing is sent twice). */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    key: text('key').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The text as sent (or waiting in the outbox), its language and wa.me link. */
    lang: text('lang'),
    text: text('text'),
    whatsappUrl: text('whatsapp_url'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('scheduled_messages_once').on(t.reservationId, t.key, t.channel),
    check('scheduled_messages_key_check', inList('key', PLAN_KEYS)),
    check('scheduled_messages_channel_check', inList('channel', MESSAGE_CHANNELS)),
    check('scheduled_messages_status_check', inList('status', SCHEDULED_STATUSES)),
    index('scheduled_messages_due_idx').on(sql`status`, sql`due_at`),
  ],
);
