import { and, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from '@pachmarhi/common/enquiry';
import type { Db } from '../../platform/db/database';
import { enquiries } from './enquiries.tables';
import { reservationLabel } from '../reservations/reservations.shared';
import { tripLabel } from '../trips/trips.shared';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
/** An enquiry with the references of the reservation and trip made from it (null before). */
export type EnquiryWithBooking = EnquiryRow & { reservationReference: string | null; tripReference: string | null };
/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Insert one enquiry. @throws the driver's unique violation (23505) when `reference` is taken */
export async function insertEnquiry(db: Db, row: NewEnquiryRow): Promise<EnquiryRow> {
  const [saved] = await db.insert(enquiries).values(row).returning();
  return saved;
}

const withBooking = {
  ...getTableColumns(enquiries),
  reservationReference: reservationLabel.reference,
  tripReference: tripLabel.reference,
};

/**
 * One page of enquiries, newest first, and how many match. `reference` (without '#') matches
 * exactly, case-insensitively.
 */
export async function listEnquiries(
  db: Db,
  q: { reference?: string; offset: number; limit: number },
): Promise<{ rows: EnquiryWithBooking[]; total: number }> {
  const where = q.reference ? eq(enquiries.reference, q.reference.toUpperCase()) : undefined;
  const rows = await db
    .select(withBooking)
    .from(enquiries)
    .leftJoin(reservationLabel, eq(reservationLabel.id, enquiries.reservationId))
    .leftJoin(tripLabel, eq(tripLabel.id, enquiries.tripId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(enquiries).where(where);
  return { rows, total: n };
}

/** One enquiry with its reservation's reference, or undefined. */
export async function findEnquiry(db: Executor, id: string): Promise<EnquiryWithBooking | undefined> {
  const [row] = await db
    .select(withBooking)
    .from(enquiries)
    .leftJoin(reservationLabel, eq(reservationLabel.id, enquiries.reservationId))
    .leftJoin(tripLabel, eq(tripLabel.id, enquiries.tripId))
    .where(eq(enquiries.id, id));
  return row;
}

/** One enquiry, its row locked until the transaction ends; undefined when unknown. */
export async function lockEnquiry(tx: Executor, id: string): Promise<EnquiryRow | undefined> {
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  return row;
}

/** Set an enquiry's status (and, when given, the reservation and trip made from it); false when unknown. */
export async function setEnquiryStatus(
  db: Executor,
  id: string,
  status: EnquiryStatus,
  made?: { reservationId: string; tripId: string },
): Promise<boolean> {
  const rows = await db
    .update(enquiries)
    .set({ status, ...made })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

/** How many enquiries are open (status new or replied). */
export async function countOpenEnquiries(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES]));
  return n;
}

/** Enquiries per item made at or after `since`, most first (at most `limit` items). */
export async function countEnquiriesByItem(
  db: Db,
  since: Date,
  limit: number,
): Promise<{ kind: string; itemId: string; count: number }[]> {
  const n = sql<number>`cast(count(*) as integer)`;
  return db
    .select({ kind: enquiries.kind, itemId: enquiries.itemId, count: n })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, since)))
    .groupBy(enquiries.kind, enquiries.itemId)
    .orderBy(desc(n), enquiries.itemId)
    .limit(limit);
}
