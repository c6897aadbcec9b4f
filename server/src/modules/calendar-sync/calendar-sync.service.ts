import type { CalendarKind } from '@pachmarhi/common/calendar-sync/nights';
import type { CalendarFeed } from '@pachmarhi/common/schemas/calendar-feeds';
import { todayIST } from '@pachmarhi/common/time';
import { AppError } from '../../platform/errors/app-error';
import type { ImportCounts, Reservations } from '../reservations/reservations.module';
import { fetchCalendar, FetchError } from './fetch-calendar';
import { CalendarFileError, parseCalendar } from './ical-parse';
import * as repo from './calendar-sync.repository';
import type { EventBus, Handler } from '../../platform/events/event-bus';

/** What calendar sync tells others on the app's event bus, after a sync's write. */
export type CalendarSyncEvents = {
  /** A sync added bookings from a channel or found conflicts: staff who chose it are notified. */
  'calendar.imported': Handler<{ feedId: string; label: string; added: number; conflicts: number }, void>;
  /** A feed has failed every sync for 24 hours (told once, on the sync that crosses the 24 hours). */
  'calendar.failing': Handler<{ feedId: string; label: string; since: string; error: string | null }, void>;
};

/** A feed failing this long (ms) is told to the staff who chose it ('calendar.failing'). */
const FAILING_TELL_MS = 24 * 3_600_000;

export interface SyncDeps {
  db: repo.Executor & Parameters<typeof repo.listFeeds>[0];
  reservations: Reservations;
  now: () => Date;
  /** Time between two syncs of one feed (ms). */
  intervalMs: number;
  allowPrivateHosts: boolean;
  /** Where imports that add bookings or conflicts, and feeds failing for 24 hours, are told. */
  events: EventBus<CalendarSyncEvents>;
}

/** One sync's outcome: the feed as recorded and what changed (all 0 when nothing could be read). */
export interface SyncOutcome extends Omit<ImportCounts, 'total'> {
  feed: repo.FeedRow;
}

/** A feed as the API answers it. */
export function toFeedDto(row: repo.FeedRow): CalendarFeed {
  return {
    _id: row.id,
    kind: row.kind as CalendarKind,
    itemId: row.itemId,
    label: row.label,
    url: row.url,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastStatus: row.lastStatus as CalendarFeed['lastStatus'],
    lastError: row.lastError,
    eventCount: row.eventCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Fetch, read and apply one feed: its blocks are replaced in one transaction that also records the
 * outcome (reservations.replaceImported). A fetch that fails or a file that does not read changes
 * no block and records the error sentence; a 304 keeps the blocks and re-checks their conflicts.
 * @throws only on database errors (recorded failures are outcomes)
 */
export async function syncFeed(deps: SyncDeps, feed: repo.FeedRow): Promise<SyncOutcome> {
  const at = deps.now();
  const next = new Date(at.getTime() + deps.intervalMs);
  const failed = async (sentence: string): Promise<SyncOutcome> => {
    const failingSince = feed.failingSince ?? at;
    const row = await repo.updateFeed(deps.db, feed.id, {
      lastSyncAt: at,
      lastStatus: 'error',
      lastError: sentence,
      failingSince,
      nextSyncAt: next,
    });
    // Told once: on the sync whose failure first reaches 24 hours.
    const day = failingSince.getTime() + FAILING_TELL_MS;
    if (at.getTime() >= day && (!feed.lastSyncAt || feed.lastSyncAt.getTime() < day))
      await deps.events.emit('calendar.failing', {
        feedId: feed.id,
        label: feed.label,
        since: failingSince.toISOString(),
        error: sentence,
      });
    return { feed: row ?? feed, added: 0, updated: 0, removed: 0, conflicts: 0 };
  };
  let events = null;
  let validators = { etag: feed.etag, lastModified: feed.lastModified };
  try {
    const got = await fetchCalendar(feed.url, {
      allowPrivateHosts: deps.allowPrivateHosts,
      etag: feed.lastStatus === 'ok' ? feed.etag : null,
      lastModified: feed.lastStatus === 'ok' ? feed.lastModified : null,
    });
    if (got.changed) {
      events = parseCalendar(got.text, feed.kind as CalendarKind, todayIST(at));
      validators = { etag: got.etag, lastModified: got.lastModified };
    }
  } catch (e) {
    if (e instanceof FetchError || e instanceof CalendarFileError) return failed(e.message);
    throw e;
  }
  let saved: repo.FeedRow | undefined;
  try {
    const source = { feedId: feed.id, kind: feed.kind as CalendarKind, itemId: feed.itemId, label: feed.label };
    const counts = await deps.reservations.replaceImported(source, events, async (tx, c) => {
      saved = await repo.updateFeed(tx, feed.id, {
        lastSyncAt: at,
        lastStatus: 'ok',
        lastError: null,
        eventCount: c.total,
        ...validators,
        nextSyncAt: next,
      });
    });
    const { total: _, ...changed } = counts;
    if (changed.added > 0 || changed.conflicts > 0)
      await deps.events.emit('calendar.imported', {
        feedId: feed.id,
        label: feed.label,
        added: changed.added,
        conflicts: changed.conflicts,
      });
    return { feed: saved ?? feed, ...changed };
  } catch (e) {
    if (e instanceof AppError && e.status === 404)
      return failed(`This ${feed.kind === 'vehicle' ? 'vehicle' : 'room'} no longer exists`);
    throw e;
  }
}
