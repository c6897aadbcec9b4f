/**
 * The messages module's table: the owner's WhatsApp message templates.
 */
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { MESSAGE_KEYS, MESSAGE_LANGS } from '@pachmarhi/common/schemas/front-desk';

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
