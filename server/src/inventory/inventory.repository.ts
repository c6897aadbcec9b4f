import { count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StatusCounts } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { rooms } from '../db/schema';
import { holdActiveSql } from './booking-hold';
import { uniqueSlug } from './slugs';
import { INVENTORY_KINDS, type InventoryKind, type InventoryTable } from './inventory-kinds';

/**
 * Rows of the three inventory tables as plain objects. The tables share the columns used here
 * (id, images/photos, is_booked, booking_expires_at, created_at, updated_at); Drizzle cannot type
 * a query over a union of tables, so the generic code views them through the rooms table's type.
 */
export type InventoryRow = Record<string, unknown> & {
  id: string;
  isBooked: boolean;
  bookingExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
const asRooms = (t: InventoryTable) => t as unknown as typeof rooms;

/** Rows newest first; at most `limit` when given. */
export async function listRows(db: Executor, kind: InventoryKind, limit?: number): Promise<InventoryRow[]> {
  const t = asRooms(kind.table);
  const q = db.select().from(t).orderBy(desc(t.createdAt), desc(t.id));
  return (await (limit === undefined ? q : q.limit(limit))) as unknown as InventoryRow[];
}

export async function findRow(db: Executor, kind: InventoryKind, id: string, forUpdate = false): Promise<InventoryRow | undefined> {
  const t = asRooms(kind.table);
  const q = db.select().from(t).where(eq(t.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row as unknown as InventoryRow | undefined;
}

/** Insert a record; it gets a free slug made from its name unless `values.slug` names one. */
export async function insertRow(db: Executor, kind: InventoryKind, values: Record<string, unknown>): Promise<InventoryRow> {
  const slug = values.slug ?? (await uniqueSlug(db, kind, String(values[kind.nameField] ?? '')));
  const [row] = await db.insert(asRooms(kind.table)).values({ ...values, slug } as never).returning();
  return row as unknown as InventoryRow;
}

export async function updateRow(db: Executor, kind: InventoryKind, id: string, values: Record<string, unknown>): Promise<InventoryRow | undefined> {
  const t = asRooms(kind.table);
  const [row] = await db.update(t).set(values as never).where(eq(t.id, id)).returning();
  return row as unknown as InventoryRow | undefined;
}

export async function deleteRow(db: Executor, kind: InventoryKind, id: string): Promise<InventoryRow | undefined> {
  const t = asRooms(kind.table);
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row as unknown as InventoryRow | undefined;
}

/**
 * Set or flip the booking hold in one statement, so concurrent toggles each see a consistent row.
 * @param isBooked the new state, or undefined to flip the current effective state
 * @param now the current instant; @param expiresAt when a new hold ends
 */
export async function setBookingHold(db: Db, kind: InventoryKind, id: string, isBooked: boolean | undefined, now: Date, expiresAt: Date): Promise<InventoryRow | undefined> {
  const t = asRooms(kind.table);
  const next = isBooked === undefined ? sql`not ${holdActiveSql(t, now)}` : sql`${isBooked}`;
  const [row] = await db
    .update(t)
    .set({
      isBooked: next as never,
      bookingExpiresAt: sql`case when ${next} then ${expiresAt.toISOString()}::timestamptz else null end` as never,
    })
    .where(eq(t.id, id))
    .returning();
  return row as unknown as InventoryRow | undefined;
}

/**
 * Counts of one kind at `now`: booked = an active hold or status 'Booked'; available = status
 * 'Available' and no active hold. `revenue` is the sum of the prices (rupees).
 */
export async function countByStatus(db: Db, kind: InventoryKind, now: Date): Promise<StatusCounts & { revenue: number }> {
  const t = asRooms(kind.table);
  const held = holdActiveSql(t, now);
  const [r] = await db
    .select({
      total: count(),
      booked: sql<number>`count(*) filter (where ${held} or ${t.status} = 'Booked')`.mapWith(Number),
      available: sql<number>`count(*) filter (where ${t.status} = 'Available' and not ${held})`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.price}), 0)`.mapWith(Number),
    })
    .from(t);
  return r;
}

/** What reservations need of an item; see `Inventory.bookables`. */
export interface Bookable {
  id: string;
  /** Room or vehicle name, tour title. */
  name: string;
  /** Listed price, whole rupees per night, day or person. */
  price: number;
  /** Identical units (rooms, vehicles) or seats per departure (tours). */
  capacity: number;
  /** A room's specifications (its `capacity` text limits guests); null for other kinds. */
  specifications: unknown;
}

/**
 * The bookable view of a kind's items, newest first; only `id` when given. With `forUpdate` the rows
 * are locked (`SELECT … FOR UPDATE`) until the caller's transaction ends.
 */
export async function bookableRows(db: Executor, kind: InventoryKind, opts: { id?: string; forUpdate?: boolean } = {}): Promise<Bookable[]> {
  const t = kind.table as unknown as Record<string, AnyPgColumn> & typeof rooms;
  const q = db
    .select({
      id: t.id, name: sql<string>`${t[kind.nameField]}`, price: t.price,
      capacity: sql<number>`${t[kind.capacityField]}`.mapWith(Number),
      specifications: kind.type === 'room' ? t.specifications : sql<null>`null`,
    })
    .from(t)
    .where(opts.id === undefined ? undefined : eq(t.id, opts.id))
    .orderBy(desc(t.createdAt), desc(t.id));
  return opts.forUpdate ? q.for('update') : q;
}

/**
 * Rewrite every stored image path of rooms, vehicles and tours with `normalise`, in one transaction
 * (callers announce the change on the change feed).
 * @returns how many records changed
 */
export async function rewriteImagePathRows(db: Db, normalise: (path: string) => string): Promise<number> {
  return db.transaction(async (tx) => {
    let n = 0;
    for (const kind of INVENTORY_KINDS) {
      for (const row of await listRows(tx, kind)) {
        const paths = (row[kind.imageField] as string[]) ?? [];
        const next = paths.map(normalise);
        if (next.some((p, i) => p !== paths[i])) {
          await updateRow(tx, kind, row.id, { [kind.imageField]: next });
          n++;
        }
      }
    }
    return n;
  });
}
