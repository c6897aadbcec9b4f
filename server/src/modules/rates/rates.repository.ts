import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Db } from '../../platform/db/database';
import { ratePeriods } from './rates.tables';

export type RatePeriodRow = typeof ratePeriods.$inferSelect;
export type RatePeriodValues = Omit<typeof ratePeriods.$inferInsert, 'id'>;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Hold, until the transaction `tx` ends, the lock of one level of periods (one kind and item, or a
 * kind's kind-wide periods): a PostgreSQL transaction-scoped advisory lock keyed by the level, so
 * two writes at the same level (in any process) check for a clash and save one after the other.
 * Only inside a transaction: outside one the lock would end at once.
 */
export async function lockLevel(tx: Executor, kind: ItemKind, itemId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate periods ${kind} ${itemId ?? '*'}`}))`);
}

/**
 * Rate periods by kind, start date, name; `kind` keeps one kind, `itemId` the item's own periods
 * and the kind-wide ones (with `kind` given).
 */
export async function listPeriods(
  db: Executor,
  filter: { kind?: ItemKind; itemId?: string } = {},
): Promise<RatePeriodRow[]> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(ratePeriods.kind, filter.kind));
  if (filter.itemId) where.push(or(eq(ratePeriods.itemId, filter.itemId), isNull(ratePeriods.itemId))!);
  return db
    .select()
    .from(ratePeriods)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(ratePeriods.kind), asc(ratePeriods.startDate), asc(ratePeriods.name), asc(ratePeriods.id));
}

export async function findPeriod(db: Executor, id: string): Promise<RatePeriodRow | undefined> {
  const [row] = await db.select().from(ratePeriods).where(eq(ratePeriods.id, id));
  return row;
}

/**
 * The periods at the same level as the given one (same kind and the same item, or both kind-wide)
 * with exactly the same dates, other than `excludeId`.
 */
export async function sameLevelSameDates(
  db: Executor,
  p: { kind: ItemKind; itemId: string | null; startDate: string; endDate: string },
  excludeId?: string,
): Promise<RatePeriodRow[]> {
  return db
    .select()
    .from(ratePeriods)
    .where(
      and(
        eq(ratePeriods.kind, p.kind),
        p.itemId === null ? isNull(ratePeriods.itemId) : eq(ratePeriods.itemId, p.itemId),
        eq(ratePeriods.startDate, p.startDate),
        eq(ratePeriods.endDate, p.endDate),
        excludeId ? ne(ratePeriods.id, excludeId) : undefined,
      ),
    );
}

export async function insertPeriod(db: Executor, values: RatePeriodValues): Promise<RatePeriodRow> {
  const [row] = await db.insert(ratePeriods).values(values).returning();
  return row;
}

export async function updatePeriod(
  db: Executor,
  id: string,
  values: Partial<RatePeriodValues>,
): Promise<RatePeriodRow | undefined> {
  const [row] = await db.update(ratePeriods).set(values).where(eq(ratePeriods.id, id)).returning();
  return row;
}

/** @returns the deleted row, undefined when there was none */
export async function deletePeriod(db: Executor, id: string): Promise<RatePeriodRow | undefined> {
  const [row] = await db.delete(ratePeriods).where(eq(ratePeriods.id, id)).returning();
  return row;
}
