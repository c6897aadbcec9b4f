/**
 * Small SQL helpers more than one repository needs (one rule each): LIKE patterns from user text,
 * and the row lock that serialises the money written against one reservation.
 */
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { reservations } from '../../modules/reservations/reservations.tables';
import { trips } from '../../modules/trips/trips.tables';

/** `s` with LIKE's wildcards (`%`, `_`) and its escape (`\`) escaped, to match it literally inside a pattern. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A transaction on `Db`, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Run `work` in a transaction holding the reservation's row lock (`select … for update`), then its
 * trip's, so the payments and invoices of one reservation — and of its trip, whose money is also
 * written under the trip's row lock (`withTripLocked`) — are checked and numbered one after the
 * other, on every process. Lock order: a reservation before its trip, as a reservation's update does.
 * @returns what `work` returns; undefined (and `work` not run) when there is no such reservation
 */
export function withReservationLocked<T>(
  db: Db,
  reservationId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (!found) return undefined;
    await tx
      .select({ id: trips.id })
      .from(trips)
      .where(inArray(trips.id, sqlTripOf(tx, reservationId)))
      .for('update');
    return work(tx);
  });
}

/** The trip id of a reservation, as a subquery. */
const sqlTripOf = (tx: Pick<Db, 'select'>, reservationId: string) =>
  tx.select({ tripId: reservations.tripId }).from(reservations).where(eq(reservations.id, reservationId));

/**
 * Run `work` in a transaction holding the trip's row lock: the trip's own payments and invoice are
 * checked and numbered one after the other, and after any reservation path of its lines
 * (`withReservationLocked` takes the trip's lock too).
 * @returns what `work` returns; undefined (and `work` not run) when there is no such trip
 */
export function withTripLocked<T>(
  db: Db,
  tripId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for('update');
    return found ? work(tx) : undefined;
  });
}

/**
 * Of the reservations `ids`, those that are the only line of their trip: their trip's id → the
 * reservation's id. A one-line trip's money taken or issued on the trip is its line's too (the
 * reservation's own paths keep answering for it).
 */
export async function soleLines(db: Pick<Db, 'select'>, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const other = alias(reservations, 'other');
  const rows = await db
    .select({ id: reservations.id, tripId: reservations.tripId })
    .from(reservations)
    .where(
      and(
        inArray(reservations.id, [...ids]),
        notExists(
          db
            .select({ id: other.id })
            .from(other)
            .where(and(eq(other.tripId, reservations.tripId), ne(other.id, reservations.id))),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.tripId, r.id]));
}
