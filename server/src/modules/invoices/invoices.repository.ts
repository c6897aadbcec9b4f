import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documentCounters, invoices, reservations } from '../../platform/db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
/** A transaction (or the database). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * The next number of a series in a financial year, raised in the caller's transaction: the
 * counter row stays locked until it commits, so concurrent issuers (any process) wait in turn,
 * and a rollback gives the number back.
 */
export async function nextNumber(tx: Executor, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row.last;
}

/** Run `work` in a transaction holding the reservation's row lock. @returns undefined when there is no such reservation */
export function withReservationLocked<T>(db: Db, reservationId: string, work: (tx: Executor) => Promise<T>) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    return found ? work(tx) : undefined;
  });
}

export async function insertInvoice(tx: Executor, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** A reservation's invoice (not its credit note). */
export async function invoiceOfReservation(db: Executor, reservationId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), eq(invoices.type, 'invoice')));
  return row;
}

/** A reservation's invoice and credit note, invoice first. */
export function documentsOfReservation(db: Executor, reservationId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.reservationId, reservationId))
    .orderBy(asc(invoices.issuedAt), desc(invoices.type));
}

/** An invoice's credit note. */
export async function creditNoteOf(db: Executor, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.type, 'credit-note')));
  return row;
}

/** Invoices and credit notes issued in `[from, to)`, by issue time, invoices before credit notes, then number. */
export function issuedBetween(db: Executor, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), desc(invoices.type), asc(invoices.number));
}
