/**
 * The invoices module's tables as other modules' repositories may use them (besides
 * invoices.module.ts, the only way in: eslint.config.js): which reservation each invoice or credit
 * note is of, to label records that name one. Imports nothing but this module's tables.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { invoices } from './invoices.tables';

/** The reservation each of the invoices or credit notes `ids` is of (null: issued on its trip). */
export function invoiceStays(db: Pick<Db, 'select'>, ids: string[]): Promise<{ id: string; value: string | null }[]> {
  return db.select({ id: invoices.id, value: invoices.reservationId }).from(invoices).where(inArray(invoices.id, ids));
}
