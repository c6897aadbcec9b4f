import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ReservationListQuery } from '@pachmarhi/common/schemas/reservation-queries';
import type { Db } from '../db/database';
import { reservations } from '../db/schema';
import { occupyingSql, type Occupant } from './occupancy';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const r = reservations;
/** The day after a reservation's last date: its checkOut, or for a tour the day after departure. */
const endSql = sql`coalesce(${r.checkOut}, ${r.checkIn} + 1)`;

/** Reservations whose dates meet the calendar dates `[from, to)`. */
const overlapsSql = (from: string, to: string) => sql`(${r.checkIn} < ${to}::date and ${endSql} > ${from}::date)`;

/**
 * The reservations of a kind (optionally one item) that occupy at `now` and take any date of
 * `[from, to)`, leaving out `excludeId` (the reservation being changed). One query.
 */
export async function occupants(
  db: Executor, kind: ItemKind, range: { from: string; to: string }, now: Date, opts: { itemId?: string; excludeId?: string } = {},
): Promise<Occupant[]> {
  return db
    .select({ itemId: r.itemId, checkIn: r.checkIn, checkOut: r.checkOut, guests: r.guests, holdExpiresAt: r.holdExpiresAt })
    .from(r)
    .where(and(
      eq(r.kind, kind),
      opts.itemId ? eq(r.itemId, opts.itemId) : undefined,
      opts.excludeId ? sql`${r.id} <> ${opts.excludeId}` : undefined,
      overlapsSql(range.from, range.to),
      occupyingSql(now),
    ));
}

/**
 * How many held (unexpired) or confirmed reservations of an item end after `today`: the bookings
 * that make deleting the item a 409.
 */
export async function countFutureBookings(db: Executor, kind: ItemKind, itemId: string, today: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.kind, kind), eq(r.itemId, itemId), inArray(r.status, ['held', 'confirmed']), occupyingSql(now), sql`${endSql} > ${today}::date`));
  return row.n;
}

export async function insertReservation(db: Executor, values: NewReservation): Promise<ReservationRow> {
  const [row] = await db.insert(r).values(values).returning();
  return row;
}

export async function updateReservation(db: Executor, id: string, values: Partial<NewReservation>): Promise<ReservationRow> {
  const [row] = await db.update(r).set(values).where(eq(r.id, id)).returning();
  return row;
}

/** @returns the deleted row's kind; undefined when there was none */
export async function deleteReservation(db: Executor, id: string): Promise<ItemKind | undefined> {
  const [row] = await db.delete(r).where(eq(r.id, id)).returning({ kind: r.kind });
  return row?.kind as ItemKind | undefined;
}

export async function findReservation(db: Executor, id: string, forUpdate = false): Promise<ReservationRow | undefined> {
  const q = db.select().from(r).where(eq(r.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
export async function listReservations(db: Db, f: ReservationListQuery): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(r).where(where).orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.id)).limit(f.limit).offset((f.page - 1) * f.limit),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { rows, total };
}

/** Every reservation matching the filters, by check-in date (the CSV export). */
export async function allReservations(db: Db, f: Partial<ReservationListQuery>): Promise<ReservationRow[]> {
  return db.select().from(r).where(listWhere(f)).orderBy(asc(r.checkIn), asc(r.createdAt), asc(r.id));
}

/** The occupying reservations of one item ending after `from` (a date), by check-in: the iCal feed. */
export async function occupyingForItem(db: Db, kind: ItemKind, itemId: string, from: string, now: Date): Promise<ReservationRow[]> {
  return db
    .select()
    .from(r)
    .where(and(eq(r.kind, kind), eq(r.itemId, itemId), sql`${endSql} > ${from}::date`, occupyingSql(now)))
    .orderBy(asc(r.checkIn), asc(r.id));
}
