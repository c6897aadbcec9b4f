import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { weekendPricing, weekendPricingHistory } from './weekend-pricing.tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type StateRow = typeof weekendPricing.$inferSelect;
export type HistoryRow = typeof weekendPricingHistory.$inferSelect;

// The state is a single row (id 1), created by the migration.
const STATE_ID = 1;

export async function readState(db: Db): Promise<StateRow> {
  const [row] = await db.select().from(weekendPricing).where(eq(weekendPricing.id, STATE_ID));
  return row;
}

/** Read the state row locked for this transaction, so concurrent changes apply one after another. */
export async function lockState(tx: Tx): Promise<StateRow> {
  const [row] = await tx.select().from(weekendPricing).where(eq(weekendPricing.id, STATE_ID)).for('update');
  return row;
}

export async function saveState(tx: Tx, values: Partial<StateRow>, now: Date): Promise<StateRow> {
  const [row] = await tx
    .update(weekendPricing)
    .set({ ...values, updatedAt: now })
    .where(eq(weekendPricing.id, STATE_ID))
    .returning();
  return row;
}

/** End every open history period at `now`. */
export async function closeOpenPeriods(tx: Tx, now: Date): Promise<void> {
  await tx.update(weekendPricingHistory).set({ endTime: now }).where(isNull(weekendPricingHistory.endTime));
}

export async function openPeriod(tx: Tx, percentageIncrease: number, description: string, now: Date): Promise<void> {
  await tx.insert(weekendPricingHistory).values({ percentageIncrease, description, startTime: now });
}

/** Every period, newest first. */
export async function listHistory(db: Db): Promise<HistoryRow[]> {
  return db
    .select()
    .from(weekendPricingHistory)
    .orderBy(desc(weekendPricingHistory.startTime), desc(weekendPricingHistory.id));
}
