import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ReservationListQuery } from '@pachmarhi/common/schemas/reservation-queries';
import type { Db } from '../../platform/db/database';
import { OCCUPYING_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { reservations } from './reservations.tables';
import { deleteTripsUnless, setTripGuestWhen, type NewTrip } from '../trips/trips.shared';
import { hasLine } from './reservations.shared';
import type { Occupant } from './occupancy';
import { escapeLike } from '../../platform/db/sql-helpers';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type { NewTrip } from '../trips/trips.shared';
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const r = reservations;

/**
 * SQL form of `isOccupying` (./occupancy.ts) over the reservations table: a boolean expression.
 * The two forms must change together.
 */
export function occupyingSql(now: Date): SQL<boolean> {
  const fixed = sql.join(
    OCCUPYING_STATUSES.filter((s) => s !== 'held').map((s) => sql`${s}`),
    sql`, `,
  );
  return sql<boolean>`(${r.status} in (${fixed}) or (${r.status} = 'held' and ${r.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}
/** The day after a reservation's last date: its checkOut, or for a tour the day after departure. */
const endSql = sql`coalesce(${r.checkOut}, ${r.checkIn} + 1)`;

/** Reservations whose dates meet the calendar dates `[from, to)`. */
const overlapsSql = (from: string, to: string) => sql`(${r.checkIn} < ${to}::date and ${endSql} > ${from}::date)`;

/**
 * The reservations of a kind (optionally one item) that occupy at `now` and take any date of
 * `[from, to)`, leaving out `excludeId` (the reservation being changed). One query.
 */
export async function occupants(
  db: Executor,
  kind: ItemKind,
  range: { from: string; to: string },
  now: Date,
  opts: { itemId?: string; excludeId?: string } = {},
): Promise<Occupant[]> {
  return db
    .select({
      itemId: r.itemId,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      guests: r.guests,
      units: r.units,
      holdExpiresAt: r.holdExpiresAt,
    })
    .from(r)
    .where(
      and(
        eq(r.kind, kind),
        opts.itemId ? eq(r.itemId, opts.itemId) : undefined,
        opts.excludeId ? sql`${r.id} <> ${opts.excludeId}` : undefined,
        overlapsSql(range.from, range.to),
        occupyingSql(now),
      ),
    );
}

/**
 * How many held (unexpired) or confirmed reservations of an item end after `today`: the bookings
 * that make deleting the item a 409.
 */
export async function countFutureBookings(
  db: Executor,
  kind: ItemKind,
  itemId: string,
  today: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(
      and(
        eq(r.kind, kind),
        eq(r.itemId, itemId),
        inArray(r.status, ['held', 'confirmed', 'checked-in']),
        occupyingSql(now),
        sql`${endSql} > ${today}::date`,
      ),
    );
  return row.n;
}

export { insertTrips, lockTrip, touchTrip } from '../trips/trips.shared';

/**
 * Give a trip of one line the guest of its line (a reservation changed on its own); a trip of
 * several lines keeps its own guest.
 */
export async function syncOneLineTrip(
  db: Executor,
  tripId: string,
  fields: Pick<NewTrip, 'guestName' | 'guestPhone' | 'guestEmail' | 'source' | 'updatedAt'>,
): Promise<void> {
  await setTripGuestWhen(db, tripId, fields, sql`(select count(*) from ${r} where ${r.tripId} = ${tripId}) = 1`);
}

/** Delete those of `tripIds` that no longer have any line (their last reservation was deleted). */
const deleteEmptyTrips = (db: Executor, tripIds: string[]): Promise<void> => deleteTripsUnless(db, tripIds, hasLine);

/** The references of a trip's lines. */
export async function lineReferences(db: Executor, tripId: string): Promise<string[]> {
  const rows = await db.select({ reference: r.reference }).from(r).where(eq(r.tripId, tripId));
  return rows.flatMap((x) => (x.reference ? [x.reference] : []));
}

/** Every line of the given trips, by check-in. */
export async function reservationsOfTrips(db: Executor, tripIds: readonly string[]): Promise<ReservationRow[]> {
  if (!tripIds.length) return [];
  return db
    .select()
    .from(r)
    .where(inArray(r.tripId, [...tripIds]))
    .orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.reference), asc(r.id));
}

export async function insertReservation(db: Executor, values: NewReservation): Promise<ReservationRow> {
  const [row] = await db.insert(r).values(values).returning();
  return row;
}

export async function updateReservation(
  db: Executor,
  id: string,
  values: Partial<NewReservation>,
): Promise<ReservationRow> {
  const [row] = await db.update(r).set(values).where(eq(r.id, id)).returning();
  return row;
}

/** Delete a reservation, and its trip when it was the trip's last line. @returns the deleted row; undefined when there was none */
export async function deleteReservation(db: Executor, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.delete(r).where(eq(r.id, id)).returning();
  if (row) await deleteEmptyTrips(db, [row.tripId]);
  return row;
}

export async function findReservation(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<ReservationRow | undefined> {
  const q = db.select().from(r).where(eq(r.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The WHERE of a list query: kind, item, status, dates overlapping `[from, to]`, `q` on name, phone or reference. */
function listWhere(f: Partial<ReservationListQuery>): SQL | undefined {
  const q = f.q?.trim();
  const digits = q?.replace(/\D/g, '') ?? '';
  return and(
    f.kind ? eq(r.kind, f.kind) : undefined,
    f.itemId ? eq(r.itemId, f.itemId) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
    f.from ? sql`${endSql} > ${f.from}::date` : undefined,
    f.to ? sql`${r.checkIn} <= ${f.to}::date` : undefined,
    f.conflict === undefined ? undefined : eq(r.conflict, f.conflict),
    q
      ? or(
          ilike(r.guestName, `%${escapeLike(q)}%`),
          ilike(r.reference, escapeLike(q)),
          digits.length >= 3 ? sql`${r.guestPhone} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
}

/** A page of reservations by check-in date, and how many match in all. */
export async function listReservations(
  db: Db,
  f: ReservationListQuery,
): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { rows, total };
}

/** Every reservation matching the filters, by check-in date (the CSV export). */
export async function allReservations(db: Db, f: Partial<ReservationListQuery>): Promise<ReservationRow[]> {
  return db.select().from(r).where(listWhere(f)).orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.id));
}

/** The occupying reservations of one item ending after `from` (a date), by check-in: the iCal feed. */
export async function occupyingForItem(
  db: Db,
  kind: ItemKind,
  itemId: string,
  from: string,
  now: Date,
): Promise<ReservationRow[]> {
  return db
    .select()
    .from(r)
    .where(and(eq(r.kind, kind), eq(r.itemId, itemId), sql`${endSql} > ${from}::date`, occupyingSql(now)))
    .orderBy(asc(r.checkIn), asc(r.id));
}

/** The imported blocks of one feed (calendar sync), any dates. */
export async function importedOfFeed(db: Executor, feedId: string): Promise<ReservationRow[]> {
  return db.select().from(r).where(eq(r.feedId, feedId));
}

/** Insert many rows at once (in chunks: a statement has at most 65,535 parameters). */
export async function insertReservations(db: Executor, rows: NewReservation[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(r).values(rows.slice(i, i + 1000));
}

/** Delete reservations by id, and the trips left without a line. */
export async function deleteReservations(db: Executor, ids: string[]): Promise<void> {
  const tripIds: string[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const gone = await db
      .delete(r)
      .where(inArray(r.id, ids.slice(i, i + 1000)))
      .returning({ tripId: r.tripId });
    tripIds.push(...gone.map((g) => g.tripId));
  }
  await deleteEmptyTrips(db, [...new Set(tripIds)]);
}

/** Set the `conflict` flag of the given rows. */
export async function setConflict(db: Executor, ids: string[], conflict: boolean): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000)
    await db
      .update(r)
      .set({ conflict })
      .where(inArray(r.id, ids.slice(i, i + 1000)));
}

/** What the conflict check reads of each occupying reservation. */
export type OccupyingRow = Pick<
  ReservationRow,
  'id' | 'checkIn' | 'checkOut' | 'guests' | 'units' | 'holdExpiresAt' | 'feedId' | 'conflict' | 'itemId'
>;

/** The reservations of one item that occupy at `now` and end after `from`. */
export async function occupyingRowsOfItem(
  db: Executor,
  kind: ItemKind,
  itemId: string,
  from: string,
  now: Date,
): Promise<OccupyingRow[]> {
  return db
    .select({
      id: r.id,
      itemId: r.itemId,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      guests: r.guests,
      units: r.units,
      holdExpiresAt: r.holdExpiresAt,
      feedId: r.feedId,
      conflict: r.conflict,
    })
    .from(r)
    .where(and(eq(r.kind, kind), eq(r.itemId, itemId), sql`${endSql} > ${from}::date`, occupyingSql(now)));
}

/** Imported blocks flagged as conflicts that end after `today`. */
export async function countOpenConflicts(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.conflict, true), sql`${endSql} > ${today}::date`));
  return row.n;
}

/** Statuses the front desk's board shows. */
const ON_BOARD = ['held', 'confirmed', 'checked-in', 'checked-out', 'completed'];

/** The reservations on the desk's board for `date`: held (any), confirmed, checked in or out, whose dates meet it (check-out day included), by check-in. */
export async function reservationsOnDate(db: Db, date: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(r)
    .where(
      and(
        inArray(r.status, ON_BOARD),
        sql`${r.checkIn} <= ${date}::date and coalesce(${r.checkOut}, ${r.checkIn}) >= ${date}::date`,
      ),
    )
    .orderBy(asc(r.checkIn), asc(r.guestName), asc(r.id));
}

/** Reservations whose guest left owing a balance at check-out (`balance_carried` set), oldest check-out first. */
export async function withCarriedBalance(db: Db): Promise<ReservationRow[]> {
  return db
    .select()
    .from(r)
    .where(sql`${r.balanceCarried} is not null`)
    .orderBy(asc(r.checkedOutAt), asc(r.id));
}

/** Append a sent message to a reservation. @returns the row before and after, or undefined when unknown */
export async function appendMessageSent(
  db: Db,
  id: string,
  entry: { key: string; at: string; by: string | null },
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .update(r)
    .set({ messagesSent: sql`${r.messagesSent} || ${JSON.stringify([entry])}::jsonb` })
    .where(eq(r.id, id))
    .returning();
  return row;
}
