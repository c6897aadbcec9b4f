/**
 * The payments module's table as other modules' repositories may use it (besides
 * payments.module.ts, the only way in: eslint.config.js): which reservation each ledger entry was
 * taken on, to label records that name one. Imports nothing but this module's table.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { payments } from './payments.tables';

/** The reservation each of the ledger entries `ids` was taken on (null: taken on its trip). */
export function paymentStays(db: Pick<Db, 'select'>, ids: string[]): Promise<{ id: string; value: string | null }[]> {
  return db.select({ id: payments.id, value: payments.reservationId }).from(payments).where(inArray(payments.id, ids));
}
