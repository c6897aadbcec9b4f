import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { calendarFeeds as f } from './calendar-sync.tables';
import type { CalendarFeedListQuery } from '@pachmarhi/common/schemas/calendar-feeds';

export type FeedRow = typeof f.$inferSelect;
export type NewFeed = typeof f.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Feeds by kind and item (either optional), oldest first. */
export async function listFeeds(db: Db, q: CalendarFeedListQuery): Promise<FeedRow[]> {
  return db
    .select()
    .from(f)
    .where(and(q.kind ? eq(f.kind, q.kind) : undefined, q.itemId ? eq(f.itemId, q.itemId) : undefined))
    .orderBy(asc(f.createdAt), asc(f.id));
}

export async function findFeed(db: Executor, id: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(f).where(eq(f.id, id));
  return row;
}

export async function insertFeed(db: Executor, values: NewFeed): Promise<FeedRow> {
  const [row] = await db.insert(f).values(values).returning();
  return row;
}

/** Delete a feed; its blocks go with it (foreign key, on delete cascade). @returns the row, undefined when none */
export async function deleteFeed(db: Executor, id: string): Promise<FeedRow | undefined> {
  const [row] = await db.delete(f).where(eq(f.id, id)).returning();
  return row;
}

/** Delete every feed of an item (and so their blocks): the item is being deleted. */
export async function deleteFeedsOfItem(db: Executor, kind: string, itemId: string): Promise<void> {
  await db.delete(f).where(and(eq(f.kind, kind), eq(f.itemId, itemId)));
}

/** Record a sync's outcome. @returns the updated row, undefined when the feed was deleted meanwhile */
export async function updateFeed(db: Executor, id: string, values: Partial<NewFeed>): Promise<FeedRow | undefined> {
  const [row] = await db.update(f).set(values).where(eq(f.id, id)).returning();
  return row;
}

/**
 * Claim up to `limit` feeds due at `now` for this process: their `next_sync_at` moves to `nextAt`
 * in the same statement, and rows another process is claiming are skipped (`FOR UPDATE SKIP
 * LOCKED`), so each due feed is claimed by exactly one process.
 */
export async function claimDue(db: Db, now: Date, nextAt: Date, limit: number): Promise<FeedRow[]> {
  const due = db
    .select({ id: f.id })
    .from(f)
    .where(lte(f.nextSyncAt, now))
    .orderBy(asc(f.nextSyncAt), asc(f.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(f).set({ nextSyncAt: nextAt }).where(inArray(f.id, due)).returning();
}

/** How many feeds there are, and how many failed their last sync. */
export async function feedFigures(db: Db): Promise<{ feeds: number; failing: number }> {
  const [all] = await db.select({ n: count() }).from(f);
  const [failing] = await db.select({ n: count() }).from(f).where(eq(f.lastStatus, 'error'));
  return { feeds: all.n, failing: failing.n };
}
