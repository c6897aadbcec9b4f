/**
 * The ical module's table: the version of each item's secret iCal feed URL.
 */
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The version of each room's or vehicle's secret iCal feed URL (modules/ical): the URL's token
 * signs it, so "Reset link" (version + 1) ends the old URL at once. No row = version 0, the URL an
 * item has from its creation.
 */
export const icalFeedVersions = pgTable(
  'ical_feed_versions',
  {
    /** 'room' or 'vehicle'. */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);
