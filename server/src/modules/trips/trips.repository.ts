import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TripListQuery } from '@pachmarhi/common/schemas/trips';
import type { Db } from '../../platform/db/database';
import { extras, tripExtras, trips } from './trips.tables';
import { hasGuestLine, hasLineReferenced } from '../reservations/reservations.shared';
import { escapeLike } from '../../platform/db/sql-helpers';

/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type TripRow = typeof trips.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;
export type NewExtra = typeof extras.$inferInsert;
export type TripExtraRow = typeof tripExtras.$inferSelect;
export type NewTripExtra = typeof tripExtras.$inferInsert;

/** Insert catalogue extras (the demo content). */
export async function insertExtras(db: Executor, rows: NewExtra[]): Promise<void> {
  if (rows.length) await db.insert(extras).values(rows);
}

/** How many extras the catalogue holds. */
export async function countExtras(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(extras);
  return row.n;
}

/** The catalogue by name: every extra, or only the public, active ones. */
export async function listExtras(db: Executor, publicOnly: boolean): Promise<ExtraRow[]> {
  return db
    .select()
    .from(extras)
    .where(publicOnly ? and(eq(extras.public, true), eq(extras.active, true)) : undefined)
    .orderBy(asc(extras.name), asc(extras.id));
}

/** Catalogue extras by id (those that exist). */
export async function extrasById(db: Executor, ids: readonly string[]): Promise<ExtraRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(extras)
    .where(inArray(extras.id, [...ids]));
}

export async function insertExtra(db: Executor, values: NewExtra): Promise<ExtraRow> {
  const [row] = await db.insert(extras).values(values).returning();
  return row;
}

/** @returns the row before and after; undefined when unknown */
export async function updateExtra(
  db: Executor,
  id: string,
  values: Partial<NewExtra>,
): Promise<{ before: ExtraRow; after: ExtraRow } | undefined> {
  const [before] = await db.select().from(extras).where(eq(extras.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await db.update(extras).set(values).where(eq(extras.id, id)).returning();
  return { before, after };
}

/** @returns the deleted row; undefined when there was none (trips keep what they took of it) */
export async function deleteExtra(db: Executor, id: string): Promise<ExtraRow | undefined> {
  const [row] = await db.delete(extras).where(eq(extras.id, id)).returning();
  return row;
}

export async function findTrip(db: Pick<Db, 'select'>, id: string, forUpdate = false): Promise<TripRow | undefined> {
  const q = db.select().from(trips).where(eq(trips.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The trips whose id is among `ids`, as stored. */
export async function tripsById(db: Executor, ids: readonly string[]): Promise<TripRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(trips)
    .where(inArray(trips.id, [...ids]));
}

/**
 * The WHERE of the trips list: trips with at least one line that is not a block (blocks, imported
 * or the owner's, are the calendar's, not guests' trips), `q` on the trip's or a line's
 * reference, the guest's name (substring) or phone digits (3+), and such a line whose dates meet
 * `[from, to]`.
 */
function listWhere(f: TripListQuery): SQL | undefined {
  const q = f.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  return and(
    hasGuestLine(trips.id, f.from, f.to),
    q
      ? or(
          ilike(trips.guestName, `%${escapeLike(q)}%`),
          ilike(trips.reference, escapeLike(q.replace(/^#/, ''))),
          hasLineReferenced(trips.id, escapeLike(q.replace(/^#/, ''))),
          digits.length >= 3 ? sql`${trips.guestPhone} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
}

/** A page of trips, newest first, and how many match in all. */
export async function listTrips(db: Db, f: TripListQuery): Promise<{ rows: TripRow[]; total: number }> {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(trips)
      .where(where)
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ total: count() }).from(trips).where(where),
  ]);
  return { rows, total };
}

/** @returns the row after */
export async function updateTrip(db: Executor, id: string, values: Partial<TripRow>): Promise<TripRow> {
  const [row] = await db.update(trips).set(values).where(eq(trips.id, id)).returning();
  return row;
}

export { setGuestOfLines, tripOfLine } from '../reservations/reservations.shared';

/** The extras of the given trips, in the order they were added (those added together by name). */
export async function extrasOfTrips(db: Pick<Db, 'select'>, tripIds: readonly string[]): Promise<TripExtraRow[]> {
  if (!tripIds.length) return [];
  return db
    .select()
    .from(tripExtras)
    .where(inArray(tripExtras.tripId, [...tripIds]))
    .orderBy(asc(tripExtras.createdAt), asc(tripExtras.name), asc(tripExtras.id));
}

export async function insertTripExtras(db: Executor, rows: NewTripExtra[]): Promise<TripExtraRow[]> {
  if (!rows.length) return [];
  return db.insert(tripExtras).values(rows).returning();
}

/** @returns the deleted row; undefined when the trip has no such extra */
export async function deleteTripExtra(db: Executor, tripId: string, id: string): Promise<TripExtraRow | undefined> {
  const [row] = await db
    .delete(tripExtras)
    .where(and(eq(tripExtras.tripId, tripId), eq(tripExtras.id, id)))
    .returning();
  return row;
}
