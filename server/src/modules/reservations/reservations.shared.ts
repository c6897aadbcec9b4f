/**
 * The reservations module's table as other modules' repositories may use it (besides
 * reservations.module.ts, the only way in: eslint.config.js): read models to join (a stay's label
 * and dates), the questions other modules ask of a trip's lines, the row lock that serialises the
 * money written against one reservation, and the one write another module makes to its lines (a
 * trip's guest). Imports nothing but this module's table and the trips module's shared file.
 */
import { and, eq, inArray, ne, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import type { Transaction } from '../../platform/db/sql-helpers';
import { insertTrips, lockTrip } from '../trips/trips.shared';
import { reservations } from './reservations.tables';

type Reader = Pick<Db, 'select'>;
const r = reservations;

/** Each reservation's id, reference and guest's name: a subquery to join on `reservationLabel.id`. */
export const reservationLabel = new QueryBuilder()
  .select({ id: r.id, reference: r.reference, guestName: r.guestName })
  .from(r)
  .as('reservation_label');

/** What the guest register shows of a stay, and its status: a subquery to join on `stay.id`. */
export const stay = new QueryBuilder()
  .select({
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    itemId: r.itemId,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    checkedInAt: r.checkedInAt,
    status: r.status,
  })
  .from(r)
  .as('stay');

/** The ids of the reservations that ended (check-out, or a tour's day after) before the date `cutoff`, as a subquery. */
export const endedBefore = (cutoff: string) =>
  new QueryBuilder()
    .select({ id: r.id })
    .from(r)
    .where(sql`coalesce(${r.checkOut}, ${r.checkIn} + 1) < ${cutoff}::date`);

/**
 * Whether the trip `tripId` (a column of the caller's query) has a line that is not a block whose
 * dates meet `[from, to]` (either optional): SQL.
 */
export const hasGuestLine = (tripId: AnyPgColumn, from?: string, to?: string): SQL =>
  sql`exists (select 1 from ${r} where ${and(
    eq(r.tripId, tripId),
    sql`${r.status} <> 'blocked'`,
    from ? sql`coalesce(${r.checkOut}, ${r.checkIn} + 1) > ${from}::date` : undefined,
    to ? sql`${r.checkIn} <= ${to}::date` : undefined,
  )})`;

/** Whether the trip `tripId` (a column of the caller's query) has a line whose reference matches the ILIKE `pattern`: SQL. */
export const hasLineReferenced = (tripId: AnyPgColumn, pattern: string): SQL =>
  sql`exists (select 1 from ${r} where ${r.tripId} = ${tripId} and ${r.reference} ilike ${pattern})`;

/** Whether the trip `tripId` (a column of the caller's query) has any line: SQL. */
export const hasLine = (tripId: AnyPgColumn): SQL => sql`exists (select 1 from ${r} where ${r.tripId} = ${tripId})`;

/** The trip a line (reservation) belongs to; undefined for an unknown line. */
export async function tripOfLine(db: Reader, lineId: string): Promise<string | undefined> {
  const [row] = await db.select({ tripId: r.tripId }).from(r).where(eq(r.id, lineId));
  return row?.tripId;
}

/** The ids of a trip's lines whose price still counts (not cancelled, not a no-show). */
export function liveLines(db: Reader, tripId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.tripId, tripId), notInArray(r.status, ['cancelled', 'no-show'])));
}

/** The reference and guest's name of each of the reservations `ids`. */
export function reservationLabels(
  db: Reader,
  ids: string[],
): Promise<{ id: string; value: { reference: string | null; guestName: string } }[]> {
  return db
    .select({ id: r.id, value: { reference: r.reference, guestName: r.guestName } })
    .from(r)
    .where(inArray(r.id, ids));
}

/** Give every line of a trip the trip's guest (the desk's board and messages read the line's). */
export async function setGuestOfLines(
  db: Pick<Db, 'update'>,
  tripId: string,
  guest: { guestName: string; guestPhone: string; guestEmail: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(r).set(guest).where(eq(r.tripId, tripId));
}

/**
 * Run `work` in a transaction holding the reservation's row lock (`select … for update`), then its
 * trip's, so the payments and invoices of one reservation — and of its trip, whose money is also
 * written under the trip's row lock (`withTripLocked`, modules/trips/trips.shared.ts) — are
 * checked and numbered one after the other, on every process. Lock order: a reservation before
 * its trip, as a reservation's update does.
 * @returns what `work` returns; undefined (and `work` not run) when there is no such reservation
 */
export function withReservationLocked<T>(
  db: Db,
  reservationId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: r.id, tripId: r.tripId })
      .from(r)
      .where(eq(r.id, reservationId))
      .for('update');
    if (!found) return undefined;
    await lockTrip(tx, found.tripId);
    return work(tx);
  });
}

/**
 * Of the reservations `ids`, those that are the only line of their trip: their trip's id → the
 * reservation's id. A one-line trip's money taken or issued on the trip is its line's too (the
 * reservation's own paths keep answering for it).
 */
export async function soleLines(db: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const other = alias(r, 'other');
  const rows = await db
    .select({ id: r.id, tripId: r.tripId })
    .from(r)
    .where(
      and(
        inArray(r.id, [...ids]),
        notExists(
          db
            .select({ id: other.id })
            .from(other)
            .where(and(eq(other.tripId, r.tripId), ne(other.id, r.id))),
        ),
      ),
    );
  return new Map(rows.map((x) => [x.tripId, x.id]));
}

/** The fields of a reservation the day's operations show (a job: a tour departure or a vehicle's day). */
const jobColumns = {
  id: r.id,
  reference: r.reference,
  kind: sql<'tour' | 'vehicle'>`${r.kind}`,
  itemId: r.itemId,
  status: r.status,
  shift: r.shift,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  guests: r.guests,
  guestName: r.guestName,
  guestPhone: r.guestPhone,
};
export interface JobReservation {
  id: string;
  reference: string | null;
  kind: 'tour' | 'vehicle';
  itemId: string;
  status: (typeof reservations.$inferSelect)['status'];
  shift: (typeof reservations.$inferSelect)['shift'];
  checkIn: string;
  checkOut: string | null;
  guests: number;
  guestName: string;
  guestPhone: string;
}

/** Occupying at `now`: as availability counts it (./occupancy.ts), a hold only while it lasts. */
const occupying = (now: Date) =>
  sql`(${r.status} in ('confirmed', 'checked-in', 'blocked') or (${r.status} = 'held' and ${r.holdExpiresAt} > ${now}))`;

/**
 * The reservations taking a tour departure on `date` (YYYY-MM-DD, IST) or a vehicle over it, blocks
 * included (a vehicle's repairs, the owner's own use), occupying at `now`; by check-in and reference.
 */
export const jobReservationsOn = (db: Reader, date: string, now: Date): Promise<JobReservation[]> =>
  db
    .select(jobColumns)
    .from(r)
    .where(
      and(
        occupying(now),
        sql`((${r.kind} = 'tour' and ${r.checkIn} = ${date}::date) or (${r.kind} = 'vehicle' and ${r.checkIn} <= ${date}::date and ${r.checkOut} > ${date}::date))`,
      ),
    )
    .orderBy(r.checkIn, r.reference) as Promise<JobReservation[]>;

/** One reservation as a job (whatever its kind or status); undefined when there is none. */
export async function jobReservation(db: Reader, id: string): Promise<JobReservation | undefined> {
  const [row] = (await db.select(jobColumns).from(r).where(eq(r.id, id))) as JobReservation[];
  return row;
}

/**
 * The guests' reservations of the tours `tourIds` departing in `[from, to]` (YYYY-MM-DD) and
 * occupying at `now` (no blocks), by date, shift and reference.
 */
export const departuresBetween = (
  db: Reader,
  tourIds: readonly string[],
  from: string,
  to: string,
  now: Date,
): Promise<JobReservation[]> =>
  tourIds.length
    ? (db
        .select(jobColumns)
        .from(r)
        .where(
          and(
            eq(r.kind, 'tour'),
            inArray(r.itemId, [...tourIds]),
            ne(r.status, 'blocked'),
            occupying(now),
            sql`${r.checkIn} between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(r.checkIn, r.shift, r.reference) as Promise<JobReservation[]>)
    : Promise.resolve([]);

/**
 * Demo content only: reservations each a trip of one line under its reference, as the reservations
 * module writes them (its `createReservation`). @returns their ids, in order
 */
export async function insertDemoReservations(
  db: Pick<Db, 'select' | 'insert' | 'update' | 'delete'>,
  rows: (Omit<typeof reservations.$inferInsert, 'tripId'> & { reference: string })[],
): Promise<string[]> {
  const tripIds = await insertTrips(
    db,
    rows.map((row) => ({
      reference: row.reference,
      guestName: row.guestName,
      guestPhone: row.guestPhone,
      source: row.source,
    })),
  );
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    const [saved] = await db
      .insert(reservations)
      .values({ ...row, tripId: tripIds[i] })
      .returning({ id: reservations.id });
    ids.push(saved.id);
  }
  return ids;
}
