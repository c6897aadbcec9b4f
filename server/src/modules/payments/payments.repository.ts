import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { payments } from './payments.tables';
import { soleLines } from '../reservations/reservations.shared';
import { tripLabel } from '../trips/trips.shared';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
/** The database or a transaction, for reads only. */
export type Reader = Pick<Db, 'select'>;

/**
 * A reservation's payments, oldest first (voided ones too): those taken on it and, when it is the
 * only line of its trip, those taken on the trip.
 */
export async function listPayments(db: Executor, reservationId: string): Promise<PaymentRow[]> {
  const [tripId] = (await soleLines(db, [reservationId])).keys();
  return db
    .select()
    .from(payments)
    .where(
      or(
        eq(payments.reservationId, reservationId),
        tripId ? and(isNull(payments.reservationId), eq(payments.tripId, tripId)) : undefined,
      ),
    )
    .orderBy(asc(payments.receivedAt), asc(payments.createdAt));
}

/** Every payment of a trip, oldest first (voided ones too): those taken on it and on any of its lines. */
export function tripPayments(db: Executor, tripId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.tripId, tripId))
    .orderBy(asc(payments.receivedAt), asc(payments.createdAt));
}

/** Paise counted (not voided) per kind of the entries taken on the trips `tripIds` themselves (not on a line); trips without any are absent. */
export async function tripTotals(
  db: Reader,
  tripIds: readonly string[],
): Promise<Map<string, { payments: number; refunds: number }>> {
  if (!tripIds.length) return new Map();
  return totalsBy(
    await db
      .select({ id: payments.tripId, kind: payments.kind, total: sql<string>`sum(${payments.amount})` })
      .from(payments)
      .where(and(inArray(payments.tripId, [...tripIds]), isNull(payments.reservationId), isNull(payments.voidedAt)))
      .groupBy(payments.tripId, payments.kind),
  );
}

/**
 * Paise counted (not voided) per reservation of `ids` and kind: the entries taken on it, and those
 * taken on its trip when it is the trip's only line. Reservations without entries are absent.
 */
export async function ledgerTotals(
  db: Reader,
  ids: readonly string[],
): Promise<Map<string, { payments: number; refunds: number }>> {
  if (!ids.length) return new Map();
  const sole = await soleLines(db, ids);
  const rows = await db
    .select({ id: payments.reservationId, kind: payments.kind, total: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(and(inArray(payments.reservationId, [...ids]), isNull(payments.voidedAt)))
    .groupBy(payments.reservationId, payments.kind);
  const onTrips = await tripTotals(db, [...sole.keys()]);
  const out = totalsBy(rows as { id: string; kind: string; total: string }[]);
  for (const [tripId, t] of onTrips) {
    const id = sole.get(tripId)!;
    const cur = out.get(id) ?? { payments: 0, refunds: 0 };
    out.set(id, { payments: cur.payments + t.payments, refunds: cur.refunds + t.refunds });
  }
  return out;
}

/** Sums by id and kind, as the ledger's totals. */
function totalsBy(rows: readonly { id: string; kind: string; total: string }[]) {
  const out = new Map<string, { payments: number; refunds: number }>();
  for (const r of rows) {
    const t = out.get(r.id) ?? { payments: 0, refunds: 0 };
    if (r.kind === 'refund') t.refunds += Number(r.total);
    else t.payments += Number(r.total);
    out.set(r.id, t);
  }
  return out;
}

/** A UTR or reference as compared for duplicates: no white space, lower case. */
export const referenceKey = (reference: string): string => reference.replace(/\s+/g, '').toLowerCase();

/**
 * Hold, until the transaction ends, the lock of one payment reference (any process): two payments
 * quoting the same UTR are checked one after the other.
 */
export async function lockReference(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'payment-reference:' + key}))`);
}

/** The counted payment (not a refund, not voided) that quotes `key` (see `referenceKey`), with its reservation's reference and guest. */
export async function paymentWithReference(db: Executor, key: string) {
  const [row] = await db
    .select({ id: payments.id, reference: tripLabel.reference, guestName: tripLabel.guestName })
    .from(payments)
    .innerJoin(tripLabel, eq(tripLabel.id, payments.tripId))
    .where(
      and(
        sql`lower(regexp_replace(${payments.reference}, '[[:space:]]', '', 'g')) = ${key}`,
        eq(payments.kind, 'payment'),
        isNull(payments.voidedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The reservation's and the trip's row locks around the money written against them (one rule each: their modules' shared files). */
export { withReservationLocked } from '../reservations/reservations.shared';
export { withTripLocked } from '../trips/trips.shared';

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/** Mark a ledger entry void (once), with why. @returns the row, undefined when unknown, already void or of another reservation */
export async function voidPayment(
  db: Executor,
  reservationId: string,
  id: string,
  change: { by: string; at: Date; reason: string },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ voidedAt: change.at, voidedBy: change.by, voidReason: change.reason })
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

/**
 * Ledger entries (not voided) made in `[from, to)` instants, payments and refunds, with their
 * trip's reference and guest (a trip counted once, whichever line an entry was taken on).
 */
export function paymentsBetween(db: Executor, from: Date, to: Date) {
  return db
    .select({
      payment: payments,
      reference: tripLabel.reference,
      guestName: tripLabel.guestName,
    })
    .from(payments)
    .innerJoin(tripLabel, eq(tripLabel.id, payments.tripId))
    .where(and(gte(payments.receivedAt, from), lt(payments.receivedAt, to), isNull(payments.voidedAt)))
    .orderBy(asc(payments.receivedAt));
}

/** Paise received (not voided) in `[from, to)`, less the refunds paid in it. */
export async function receivedBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({
      total: sql<
        string | null
      >`sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end)`,
    })
    .from(payments)
    .where(and(gte(payments.receivedAt, from), lt(payments.receivedAt, to), isNull(payments.voidedAt)));
  return Number(row?.total ?? 0);
}
