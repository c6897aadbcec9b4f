import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { StatusCounts } from '@pachmarhi/common/types';
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import type { Db } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/sql-helpers';
import { itemSlugHistory, rooms, tours, vehicles } from './inventory.tables';
import type { Bookable, InventoryRow } from './inventory-dto';
import { INVENTORY_KINDS, type InventoryKind } from './inventory-kinds';
import { slugFor } from './slugs';

/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const TABLES: Record<ItemKind, typeof rooms | typeof vehicles | typeof tours> = {
  room: rooms,
  vehicle: vehicles,
  tour: tours,
};

/**
 * A kind's table. The three tables share the columns used here (id, slug, images/photos, is_booked,
 * booking_expires_at, created_at, updated_at); Drizzle cannot type a query over a union of tables,
 * so the generic code views them through the rooms table's type, other columns by field name.
 */
const tableOf = (kind: InventoryKind) => TABLES[kind.type] as unknown as typeof rooms & Record<string, AnyPgColumn>;

/**
 * SQL form of the booking-hold rule (`isHoldActive`, common/src/booking-hold.ts; hold.ts) over a
 * table's columns: a boolean expression. The two forms must change together (ADR 003).
 */
function holdActiveSql(t: { isBooked: AnyPgColumn; bookingExpiresAt: AnyPgColumn }, now: Date): SQL<boolean> {
  return sql<boolean>`(${t.isBooked} and ${t.bookingExpiresAt} > ${now.toISOString()}::timestamptz)`;
}

/** Rows newest first; at most `limit` when given. */
export async function listRows(db: Executor, kind: InventoryKind, limit?: number): Promise<InventoryRow[]> {
  const t = tableOf(kind);
  const q = db.select().from(t).orderBy(desc(t.createdAt), desc(t.id));
  return (await (limit === undefined ? q : q.limit(limit))) as unknown as InventoryRow[];
}

export async function findRow(
  db: Executor,
  kind: InventoryKind,
  id: string,
  forUpdate = false,
): Promise<InventoryRow | undefined> {
  const t = tableOf(kind);
  const q = db.select().from(t).where(eq(t.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row as unknown as InventoryRow | undefined;
}

/** Insert a record; it gets a free slug made from its name (`uniqueSlug`) unless `values.slug` names one. */
export async function insertRow(
  db: Executor,
  kind: InventoryKind,
  values: Record<string, unknown>,
): Promise<InventoryRow> {
  const slug = values.slug ?? (await uniqueSlug(db, kind, String(values[kind.nameField] ?? '')));
  const [row] = await db
    .insert(tableOf(kind))
    .values({ ...values, slug } as never)
    .returning();
  return row as unknown as InventoryRow;
}

export async function updateRow(
  db: Executor,
  kind: InventoryKind,
  id: string,
  values: Record<string, unknown>,
): Promise<InventoryRow | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set(values as never)
    .where(eq(t.id, id))
    .returning();
  return row as unknown as InventoryRow | undefined;
}

export async function deleteRow(db: Executor, kind: InventoryKind, id: string): Promise<InventoryRow | undefined> {
  const t = tableOf(kind);
  const [row] = await db.delete(t).where(eq(t.id, id)).returning();
  return row as unknown as InventoryRow | undefined;
}

/**
 * Set or flip the booking hold in one statement, so concurrent toggles each see a consistent row.
 * @param isBooked the new state, or undefined to flip the current effective state
 * @param now the current instant; @param expiresAt when a new hold ends
 */
export async function setBookingHold(
  db: Executor,
  kind: InventoryKind,
  id: string,
  isBooked: boolean | undefined,
  now: Date,
  expiresAt: Date,
): Promise<InventoryRow | undefined> {
  const t = tableOf(kind);
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
export async function countByStatus(
  db: Db,
  kind: InventoryKind,
  now: Date,
): Promise<StatusCounts & { revenue: number }> {
  const t = tableOf(kind);
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

/**
 * The bookable view of a kind's items (with what pricing and stay rules read), newest first; only `id` when given. With `forUpdate` the rows
 * are locked (`SELECT … FOR UPDATE`) until the caller's transaction ends.
 */
export async function bookableRows(
  db: Executor,
  kind: InventoryKind,
  opts: { id?: string; forUpdate?: boolean } = {},
): Promise<Bookable[]> {
  const t = tableOf(kind);
  const q = db
    .select({
      id: t.id,
      name: sql<string>`${t[kind.nameField]}`,
      nameHi: sql<string | null>`nullif(${t.hi}->>${kind.nameField}, '')`,
      price: t.price,
      capacity: sql<number>`${t[kind.capacityField]}`.mapWith(Number),
      specifications: kind.type === 'room' ? t.specifications : sql<null>`null`,
      baseOccupancy: kind.type === 'room' ? t.baseOccupancy : sql<null>`null`,
      extraGuestPrice: kind.type === 'room' ? t.extraGuestPrice : sql<number>`0`.mapWith(Number),
      minPersons: kind.type === 'tour' ? sql<number>`${t.minPersons}`.mapWith(Number) : sql<number>`1`.mapWith(Number),
      bookingCutoffDays:
        kind.type === 'tour' ? sql<number>`${t.bookingCutoffDays}`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      minimumRental: kind.type === 'vehicle' ? sql<string | null>`${t.rentalTerms}->>'minimumRental'` : sql<null>`null`,
      mealPlans: kind.type === 'room' ? t.mealPlans : sql<MealPlanPrices>`'{}'::jsonb`,
      parkSafari: kind.type === 'tour' ? sql<boolean>`${t.parkSafari}` : sql<boolean>`false`,
      vehicleInfo:
        kind.type === 'vehicle' ? sql<{ seats?: string }>`${t.vehicleInfo}` : sql<{ seats?: string } | null>`null`,
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

/** How many rooms, vehicles and tours there are in all. */
export async function countAllRows(db: Executor): Promise<number> {
  const counts = await Promise.all(
    INVENTORY_KINDS.map(async (kind) => (await db.select({ n: count() }).from(tableOf(kind)))[0].n),
  );
  return counts.reduce((a, b) => a + b, 0);
}

// ------------------------------------------------------------------------------------------ slugs
// The slug rule (slugFor) is in ./slugs.ts; a rename keeps the old slug in item_slug_history.

/**
 * A free slug for `name`: its `slugFor`, else with '-2', '-3'… appended. Slugs in use by another
 * item, now or before a rename, are taken; `itemId`'s own old slugs are free to reclaim.
 */
export async function uniqueSlug(db: Executor, kind: InventoryKind, name: string, itemId?: string): Promise<string> {
  const base = slugFor(name, kind);
  const t = tableOf(kind);
  const pattern = `${escapeLike(base)}%`;
  const live = await db.select({ slug: t.slug, id: t.id }).from(t).where(like(t.slug, pattern));
  const old = await db
    .select({ slug: itemSlugHistory.slug, id: itemSlugHistory.itemId })
    .from(itemSlugHistory)
    .where(and(eq(itemSlugHistory.kind, kind.type), like(itemSlugHistory.slug, pattern)));
  const taken = new Set([...live, ...old].filter((r) => r.id !== itemId).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * After a rename inside the updating transaction: remember `oldSlug` as the item's, and drop a
 * history row for its new slug (reclaimed after renaming back).
 */
export async function recordRename(
  db: Executor,
  kind: InventoryKind,
  itemId: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await db.delete(itemSlugHistory).where(and(eq(itemSlugHistory.kind, kind.type), eq(itemSlugHistory.slug, newSlug)));
  await db
    .insert(itemSlugHistory)
    .values({ kind: kind.type, slug: oldSlug, itemId })
    .onConflictDoUpdate({
      target: [itemSlugHistory.kind, itemSlugHistory.slug],
      set: { itemId, createdAt: sql`now()` },
    });
}

/** Forget a deleted item's old slugs. */
export async function forgetSlugs(db: Executor, kind: InventoryKind, itemId: string): Promise<void> {
  await db.delete(itemSlugHistory).where(and(eq(itemSlugHistory.kind, kind.type), eq(itemSlugHistory.itemId, itemId)));
}

/**
 * The id of the item answering to `slug`: its current slug, or one it had before a rename.
 * Undefined when no item has (had) it.
 */
export async function idBySlug(db: Executor, kind: InventoryKind, slug: string): Promise<string | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        eq(t.slug, slug),
        sql`${t.id} = (select ${itemSlugHistory.itemId} from ${itemSlugHistory} where ${itemSlugHistory.kind} = ${kind.type} and ${itemSlugHistory.slug} = ${slug})`,
      ),
    )
    .orderBy(sql`${t.slug} = ${slug} desc`)
    .limit(1);
  return row?.id;
}
