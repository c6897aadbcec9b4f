import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documentCounters, invoices } from './invoices.tables';
import { soleLines } from '../reservations/reservations.shared';

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

/** The reservation's and the trip's row locks around the money written against them (one rule each: their modules' shared files). */
export { withReservationLocked, liveLines, tripOfLine } from '../reservations/reservations.shared';
export { withTripLocked } from '../trips/trips.shared';

export async function insertInvoice(tx: Executor, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** An invoice with the paise its credit notes took off. */
export type InvoiceWithCredits = InvoiceRow & { credited: number };

/** Invoices (not credit notes) matching `where`, each with the sum of its credit notes' totals, in issue order. */
async function withCredits(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<InvoiceWithCredits[]> {
  const notes = db
    .select({ invoiceId: invoices.invoiceId, credited: sql<string>`sum(${invoices.total})`.as('credited') })
    .from(invoices)
    .where(eq(invoices.type, 'credit-note'))
    .groupBy(invoices.invoiceId)
    .as('notes');
  const rows = await db
    .select({ invoice: invoices, credited: notes.credited })
    .from(invoices)
    .leftJoin(notes, eq(notes.invoiceId, invoices.id))
    .where(and(where, eq(invoices.type, 'invoice')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map((r) => ({ ...r.invoice, credited: Number(r.credited ?? 0) }));
}

/**
 * The invoices of reservations `ids` (not credit notes), each with the sum of its credit notes'
 * totals, in issue order: each one's own, and for a trip's only line its trip's invoices too (read
 * as that reservation's: `reservationId` set to it).
 */
export async function invoicesOf(db: Pick<Db, 'select'>, ids: readonly string[]): Promise<InvoiceWithCredits[]> {
  if (!ids.length) return [];
  const sole = await soleLines(db, ids);
  const rows = await withCredits(
    db,
    or(
      inArray(invoices.reservationId, [...ids]),
      sole.size ? and(isNull(invoices.reservationId), inArray(invoices.tripId, [...sole.keys()])) : undefined,
    ),
  );
  return rows.map((r) => (r.reservationId ? r : { ...r, reservationId: sole.get(r.tripId)! }));
}

/** The invoices issued on the trips `tripIds` themselves (a row per line and extra), with what their credit notes took off, in issue order. */
export async function tripInvoicesOf(
  db: Pick<Db, 'select'>,
  tripIds: readonly string[],
): Promise<InvoiceWithCredits[]> {
  if (!tripIds.length) return [];
  return withCredits(db, and(isNull(invoices.reservationId), inArray(invoices.tripId, [...tripIds])));
}

/** The credit notes of an invoice, in issue order. */
export function creditNotesOf(db: Executor, invoiceId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.type, 'credit-note')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/**
 * A reservation's invoices and credit notes in issue order (an invoice before its credit notes),
 * with its trip's own when it is the trip's only line.
 */
export async function documentsOfReservation(db: Executor, reservationId: string): Promise<InvoiceRow[]> {
  const [tripId] = (await soleLines(db, [reservationId])).keys();
  return db
    .select()
    .from(invoices)
    .where(
      or(
        eq(invoices.reservationId, reservationId),
        tripId ? and(isNull(invoices.reservationId), eq(invoices.tripId, tripId)) : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedAt), desc(invoices.type));
}

/** Every invoice and credit note of a trip (its own and its lines'), in issue order. */
export function documentsOfTrip(db: Executor, tripId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.tripId, tripId))
    .orderBy(asc(invoices.issuedAt), desc(invoices.type));
}

/** Invoices and credit notes issued in `[from, to)`, by issue time, invoices before credit notes, then number. */
export function issuedBetween(db: Executor, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), desc(invoices.type), asc(invoices.number));
}

/** One numbered series in one financial year: its counter's last number, and the documents that carry its numbers. */
export interface SeriesState {
  series: string;
  financialYear: string;
  /** The counter's last number given. */
  last: number;
  /** Documents numbered in it. */
  issued: number;
  /** The highest number among them (0 for none). */
  highest: number;
}

/** Every counter row with the invoices and credit notes numbered in it ('<series>/<year>/<nnnn>'), by series and year. */
export async function seriesStates(db: Pick<Db, 'execute'>): Promise<SeriesState[]> {
  const { rows } = (await db.execute(sql`
    select c.series, c.financial_year, c.last, count(i.id) as issued,
      coalesce(max(regexp_replace(i.number, '^.*/', '')::int), 0) as highest
    from ${documentCounters} c
    left join ${invoices} i on starts_with(i.number, c.series || '/' || c.financial_year || '/')
    group by c.series, c.financial_year, c.last
    order by c.series, c.financial_year`)) as unknown as {
    rows: { series: string; financial_year: string; last: number; issued: string | number; highest: number }[];
  };
  return rows.map((r) => ({
    series: r.series,
    financialYear: r.financial_year,
    last: Number(r.last),
    issued: Number(r.issued),
    highest: Number(r.highest),
  }));
}
