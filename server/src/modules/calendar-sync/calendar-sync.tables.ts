/**
 * Calendar sync (modules/calendar-sync; docs/decisions/020-calendar-sync.md): the channels'
 * calendars (Airbnb, Booking.com, MakeMyTrip, Google Calendar) each room or vehicle imports. Their
 * events are reservations with `feed_id` set (status 'blocked', source 'ical'; reservations.tables.ts),
 * deleted with the feed.
 *
 * item_id has no foreign key (the item lives in rooms or vehicles as `kind` says, like reservations).
 * `next_sync_at` is when the feed is next due: a process claims due feeds by moving it forward in
 * one statement (`FOR UPDATE SKIP LOCKED`), so each is fetched by one process per round.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { CALENDAR_KINDS } from '@pachmarhi/common/calendar-sync/nights';
import { FEED_STATUSES } from '@pachmarhi/common/schemas/calendar-feeds';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastStatus: text('last_status').notNull().default('never'),
    lastError: text('last_error'),
    /** The first failed sync since the last good one (null while it syncs): the owner is told when it has failed for 24 hours. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    eventCount: integer('event_count').notNull().default(0),
    /** The validators of the last good answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('calendar_feeds_kind_check', inList('kind', CALENDAR_KINDS)),
    check('calendar_feeds_status_check', inList('last_status', FEED_STATUSES)),
    index('calendar_feeds_item_idx').on(sql`kind`, sql`item_id`),
    index('calendar_feeds_next_sync_idx').on(sql`next_sync_at`),
  ],
);
