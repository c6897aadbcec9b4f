/**
 * The trips module's tables as other modules' repositories may use them (besides trips.module.ts,
 * the only way in: eslint.config.js): a read model of each trip's label to join, the trip's row
 * lock, and the writes the reservations module makes to the trip of a reservation (its one-line
 * trip) inside its own transaction. Imports nothing but this module's tables.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import type { Transaction } from '../../platform/db/sql-helpers';
import { trips } from './trips.tables';

/** The database or a transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type NewTrip = typeof trips.$inferInsert;
export type TripRow = typeof trips.$inferSelect;

/** Each trip's id, reference (null for imported blocks) and guest's name: a subquery to join on `tripLabel.id`. */
export const tripLabel = new QueryBuilder()
  .select({ id: trips.id, reference: trips.reference, guestName: trips.guestName })
  .from(trips)
  .as('trip_label');

/** Insert trips (the one-line trips of reservations made on their own); ids may be given. @returns their ids, in order */
export async function insertTrips(db: Executor, rows: NewTrip[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const made = await db
      .insert(trips)
      .values(rows.slice(i, i + 1000))
      .returning({ id: trips.id });
    ids.push(...made.map((t) => t.id));
  }
  return ids;
}

/** Set a trip's guest and source when `when` (SQL over the caller's tables) holds. */
export async function setTripGuestWhen(
  db: Executor,
  tripId: string,
  fields: Pick<NewTrip, 'guestName' | 'guestPhone' | 'guestEmail' | 'source' | 'updatedAt'>,
  when: SQL,
): Promise<void> {
  await db
    .update(trips)
    .set(fields)
    .where(and(eq(trips.id, tripId), when));
}

/** Delete those of `tripIds` for which `keep(trips.id)` (SQL over the caller's tables) does not hold. */
export async function deleteTripsUnless(
  db: Executor,
  tripIds: string[],
  keep: (tripId: AnyPgColumn) => SQL,
): Promise<void> {
  for (let i = 0; i < tripIds.length; i += 1000)
    await db.delete(trips).where(and(inArray(trips.id, tripIds.slice(i, i + 1000)), sql`not ${keep(trips.id)}`));
}

/** A trip's row, locked until the transaction ends (lines added one after another); undefined when unknown. */
export async function lockTrip(db: Pick<Db, 'select'>, tripId: string): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return row;
}

/** Mark a trip changed at `now`. */
export async function touchTrip(db: Executor, tripId: string, now: Date): Promise<void> {
  await db.update(trips).set({ updatedAt: now }).where(eq(trips.id, tripId));
}

/**
 * Run `work` in a transaction holding the trip's row lock: the trip's own payments and invoice are
 * checked and numbered one after the other, and after any reservation path of its lines
 * (`withReservationLocked`, modules/reservations/reservations.shared.ts, takes the trip's lock too).
 * @returns what `work` returns; undefined (and `work` not run) when there is no such trip
 */
export function withTripLocked<T>(
  db: Db,
  tripId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => ((await lockTrip(tx, tripId)) ? work(tx) : undefined));
}
