import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { payments, reservations } from '../../platform/db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** A reservation's payments, oldest first (voided ones too). */
export function listPayments(db: Executor, reservationId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.receivedAt), asc(payments.createdAt));
}

/** Paise paid (not voided) per reservation of `ids`; reservations without payments are absent. */
export async function paidBy(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: payments.reservationId, paid: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(and(inArray(payments.reservationId, [...ids]), isNull(payments.voidedAt)))
    .groupBy(payments.reservationId);
  return new Map(rows.map((r) => [r.id, Number(r.paid)]));
}

/**
 * Run `work` in a transaction holding the reservation's row lock, so two payments of one
 * reservation are checked against the balance one after the other (on every process).
 * @returns undefined when the reservation does not exist
 */
export function withReservationLocked<T>(
  db: Db,
  reservationId: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    return found ? work(tx) : undefined;
  });
}

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/** Mark a payment void (once). @returns the row, undefined when unknown, already void or of another reservation */
export async function voidPayment(
  db: Executor,
  reservationId: string,
  id: string,
  by: string,
  at: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ voidedAt: at, voidedBy: by })
    .where(and(eq(payments.id, id), eq(payments.reservationId, reservationId), isNull(payments.voidedAt)))
    .returning();
  return row;
}

/** Whether the payment exists for the reservation (voided or not). */
export async function paymentExists(db: Executor, reservationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.reservationId, reservationId)));
  return Boolean(row);
}

/** Payments (not voided) received in `[from, to)` instants, with their reservation's reference and guest. */
export function paymentsBetween(db: Executor, from: Date, to: Date) {
  return db
    .select({
      payment: payments,
      reference: reservations.reference,
      guestName: reservations.guestName,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(and(gte(payments.receivedAt, from), lt(payments.receivedAt, to), isNull(payments.voidedAt)))
    .orderBy(asc(payments.receivedAt));
}

/** Paise received (not voided) in `[from, to)`. */
export async function receivedBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .where(and(gte(payments.receivedAt, from), lt(payments.receivedAt, to), isNull(payments.voidedAt)));
  return Number(row?.total ?? 0);
}
