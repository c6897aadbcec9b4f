import type { CalendarKind } from '@pachmarhi/common/calendar-sync/nights';
import type {
  CalendarFeed,
  CalendarFeedInput,
  CalendarFeedListQuery,
  CalendarSyncFigures,
  CalendarSyncResult,
} from '@pachmarhi/common/schemas/calendar-feeds';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors/app-error';
import type { Logger } from '../../platform/logging/logger';
import type { Inventory, InventoryEvents } from '../inventory/inventory.module';
import type { EventBus } from '../../platform/events/event-bus';
import type { Reservations } from '../reservations/reservations.module';
import type { AuditTrail } from '../audit/audit.module';
import * as repo from './calendar-sync.repository';
import { syncFeed, toFeedDto, type CalendarSyncEvents, type SyncDeps } from './calendar-sync.service';

/** Feeds claimed per statement in a round; a round claims until none is due. */
const CLAIM_BATCH = 5;
/** The scheduler looks for due feeds this often (a third of the interval, between 1 s and 60 s). */
const tickMs = (intervalMs: number) => Math.min(60_000, Math.max(1_000, Math.round(intervalMs / 3)));

/**
 * Calendar sync (docs/decisions/020-calendar-sync.md): each room's and vehicle's import feeds
 * (Airbnb, Booking.com, MakeMyTrip, Google Calendar exports), synced on demand and every
 * ICAL_SYNC_MINUTES; their events are blocks in the reservations module. See `createCalendarSync`.
 */
export interface CalendarSync {
  /** Feeds by kind and item (either optional), oldest first. */
  list(query: CalendarFeedListQuery): Promise<CalendarFeed[]>;
  /**
   * Add a feed and sync it at once; the outcome (ok or the error sentence) is in the returned feed.
   * @throws AppError 400 `{itemId}` when the item does not exist
   */
  create(input: CalendarFeedInput): Promise<CalendarFeed>;
  /** Delete a feed and release its blocks. @throws AppError 404 unknown id */
  remove(id: string): Promise<void>;
  /** Sync one feed now. @throws AppError 404 unknown id */
  sync(id: string): Promise<CalendarSyncResult>;
  /**
   * One scheduled round in this process: claim the due feeds (each by one process only, on
   * PostgreSQL shared by several) and sync them one by one. @returns how many were synced
   */
  runDue(): Promise<number>;
  /** Run `runDue` every few seconds until the returned stop function is called (and its round ends). */
  startSchedule(log: Logger): () => Promise<void>;
  /** Dashboard figures: feeds, failing feeds, open conflicts. */
  figures(): Promise<CalendarSyncFigures>;
}

export type { CalendarSyncEvents } from './calendar-sync.service';

/**
 * What the audit trail keeps of a feed (entity 'calendar-feed'): not its URL, which carries the
 * channel's secret key to the calendar.
 */
const auditedFeed = (row: repo.FeedRow) => ({ kind: row.kind, itemId: row.itemId, label: row.label });

export interface CalendarSyncDeps {
  db: Db;
  changes: ChangeFeed;
  now: () => Date;
  inventory: Inventory;
  reservations: Reservations;
  /** ICAL_SYNC_MINUTES in ms, and ICAL_ALLOW_PRIVATE_HOSTS. */
  intervalMs: number;
  allowPrivateHosts: boolean;
  /** Adding and removing a feed are recorded on it, in the write's transaction. */
  audit: AuditTrail;
  /** Where a deleted item's import feeds (and their blocks) go with it ('inventory.removing'), and imports and failing feeds are told. */
  events: EventBus<InventoryEvents & CalendarSyncEvents>;
}

/** Create the calendar-sync component once per app; the schedule runs only when `startSchedule` is called (main.ts). */
export function createCalendarSync(deps: CalendarSyncDeps): CalendarSync {
  const { db, now, inventory, changes, audit } = deps;
  // A deleted item's import feeds (and their blocks) go with it, in the delete's transaction.
  deps.events.on('inventory.removing', ({ tx, kind, itemId }) => repo.deleteFeedsOfItem(tx, kind.type, itemId));
  const syncDeps: SyncDeps = { ...deps };
  const result = async (feed: repo.FeedRow) => {
    const { feed: row, ...counts } = await syncFeed(syncDeps, feed);
    return { feed: toFeedDto(row), ...counts };
  };
  const runDue = async () => {
    let synced = 0;
    for (;;) {
      const at = now();
      const claimed = await repo.claimDue(db, at, new Date(at.getTime() + deps.intervalMs), CLAIM_BATCH);
      if (!claimed.length) return synced;
      for (const feed of claimed) {
        await syncFeed(syncDeps, feed);
        synced++;
      }
    }
  };

  return {
    list: async (query) => (await repo.listFeeds(db, query)).map(toFeedDto),

    async create(input) {
      if (!(await inventory.bookable(input.kind, input.itemId))) {
        const message = `No ${input.kind} with this id`;
        throw badRequest(message, { itemId: message });
      }
      const at = now();
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertFeed(tx, {
          ...input,
          createdAt: at,
          nextSyncAt: new Date(at.getTime() + deps.intervalMs),
        });
        await audit.record(
          { action: 'create', entity: 'calendar-feed', entityId: saved.id, after: auditedFeed(saved) },
          tx,
        );
        return saved;
      });
      return (await result(row)).feed;
    },

    async remove(id) {
      const row = await db.transaction(async (tx) => {
        const gone = await repo.deleteFeed(tx, id);
        if (!gone) throw notFound('Calendar feed');
        await audit.record({ action: 'delete', entity: 'calendar-feed', entityId: id, before: auditedFeed(gone) }, tx);
        return gone;
      });
      await changes.publish(row.kind as CalendarKind);
    },

    async sync(id) {
      const row = await repo.findFeed(db, id);
      if (!row) throw notFound('Calendar feed');
      return result(row);
    },

    runDue,

    startSchedule(log) {
      let running: Promise<unknown> = Promise.resolve();
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        running = runDue()
          .then((n) => n && log.info({ feeds: n }, `[calendar-sync] synced ${n} feed(s)`))
          .catch((err: unknown) => log.warn({ err }, '[calendar-sync] round failed'))
          .finally(() => (busy = false));
      }, tickMs(deps.intervalMs));
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },

    async figures() {
      const [feeds, conflicts] = await Promise.all([repo.feedFigures(db), deps.reservations.openConflicts()]);
      return { ...feeds, conflicts };
    },
  };
}
