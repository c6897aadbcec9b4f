/**
 * Calendar sync (docs/api.md#calendar-sync): the admin's input rules of `POST /api/calendar-feeds`
 * and `GET /api/calendar-feeds`, shared by the "Calendar sync" panel and the server, and the
 * shapes the API answers with. Instants are ISO strings (UTC).
 */
import { z } from 'zod';
import { CALENDAR_KINDS } from '../calendar-sync/nights';
import { ruleMessage } from '../i18n/validation-codes';
import { requiredText } from './fields';
import { blankToUndefined, itemIdField } from './reservation';
import { instant, recordId } from './record-fields';

/** Longest feed address accepted (characters). */
export const FEED_URL_MAX = 2000;
/** Last sync outcome of a feed: `never` until its first sync. */
export const FEED_STATUSES = ['ok', 'error', 'never'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

const kindField = z.enum(CALENDAR_KINDS, { error: ruleMessage('calendarKind') });

const httpUrl = z.url({ protocol: /^https?$/ });

/** True for an absolute http:// or https:// address with a host. */
export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;

/**
 * Body of `POST /api/calendar-feeds`: which room or vehicle (tours have no calendar), the
 * channel's name ('Airbnb') and the http(s) address of its export. Whether `itemId` names an item
 * is the server's check.
 */
export const calendarFeedInputSchema = z.object({
  kind: kindField,
  itemId: itemIdField,
  label: requiredText('feedLabel', 60),
  url: requiredText('feedUrl', FEED_URL_MAX).refine(isHttpUrl, ruleMessage('calendarUrl')),
});

/** Query of `GET /api/calendar-feeds`: optionally one kind, optionally one item. */
export const calendarFeedListQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, kindField.optional()),
  itemId: z.preprocess(blankToUndefined, itemIdField.optional()),
});

/** An import feed as the API answers it. */
export const calendarFeedSchema = z
  .object({
    _id: recordId(),
    kind: z.enum(CALENDAR_KINDS),
    itemId: recordId(),
    label: z.string(),
    url: z.string(),
    /** When the last sync finished (successful or not); null before the first. */
    lastSyncAt: instant().nullable(),
    lastStatus: z.enum(FEED_STATUSES),
    /** Why the last sync failed, in a sentence for the owner ("The address answered 404"); null when it did not. */
    lastError: z.string().nullable(),
    /** Events of the feed that take dates here (after the last good sync). */
    eventCount: z.int().min(0),
    createdAt: instant(),
  })
  .meta({ id: 'CalendarFeed' });

/** What one sync changed. */
export const calendarSyncResultSchema = z
  .object({
    feed: calendarFeedSchema,
    added: z.int().min(0),
    updated: z.int().min(0),
    removed: z.int().min(0),
    /** The feed's events that collide with other bookings beyond the item's units. */
    conflicts: z.int().min(0),
  })
  .meta({ id: 'CalendarSyncResult' });

/** `GET /api/dashboard/stats` → `data.calendarSync`. */
export const calendarSyncFiguresSchema = z
  .object({
    feeds: z.int().min(0),
    /** Feeds whose last sync failed. */
    failing: z.int().min(0),
    /** Imported events flagged `conflict` that have not ended. */
    conflicts: z.int().min(0),
  })
  .meta({ id: 'CalendarSyncFigures' });

export type CalendarFeedInput = z.output<typeof calendarFeedInputSchema>;
export type CalendarFeedListQuery = z.output<typeof calendarFeedListQuerySchema>;
export type CalendarFeed = z.output<typeof calendarFeedSchema>;
export type CalendarSyncResult = z.output<typeof calendarSyncResultSchema>;
export type CalendarSyncFigures = z.output<typeof calendarSyncFiguresSchema>;
