/** The stay module's SQL (its own tables only). */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { StayInfo } from '@pachmarhi/common/stay/stay-info';
import { dataRequests, stayGuestDetails, stayLinks, stayReportedPayments, staySettings } from './stay.tables';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
export type ReportedRow = typeof stayReportedPayments.$inferSelect;
export type DataRequestRow = typeof dataRequests.$inferSelect;

/** The current link version of a reservation; undefined before any link. */
export async function linkVersion(db: Executor, reservationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ v: stayLinks.version })
    .from(stayLinks)
    .where(eq(stayLinks.reservationId, reservationId));
  return row?.v;
}

/** A new link: version 1, or one above the current (every earlier token revoked). @returns the new version */
export async function raiseLinkVersion(db: Executor, reservationId: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(stayLinks)
    .values({ reservationId, version: 1, createdAt: at })
    .onConflictDoUpdate({
      target: stayLinks.reservationId,
      set: { version: sql`${stayLinks.version} + 1`, createdAt: at },
    })
    .returning({ v: stayLinks.version });
  return row.v;
}

/** The version of the reservation's link, making version 1 when there is none (a concurrent maker keeps its own). */
export async function ensureLinkVersion(db: Executor, reservationId: string, at: Date): Promise<number> {
  await db.insert(stayLinks).values({ reservationId, version: 1, createdAt: at }).onConflictDoNothing();
  return (await linkVersion(db, reservationId)) ?? 1;
}

export async function insertGuestDetails(db: Executor, values: typeof stayGuestDetails.$inferInsert): Promise<void> {
  await db.insert(stayGuestDetails).values(values);
}

/** The latest consent instant per reservation of `ids` (pre-arrival details received). */
export async function detailsReceived(db: Executor, ids: readonly string[]): Promise<Map<string, Date>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stayGuestDetails.reservationId, at: sql<Date>`max(${stayGuestDetails.consentedAt})` })
    .from(stayGuestDetails)
    .where(inArray(stayGuestDetails.reservationId, [...ids]))
    .groupBy(stayGuestDetails.reservationId);
  return new Map(rows.map((r) => [r.id, new Date(r.at)]));
}

/** A guest's ID photo (JPEG bytes) and its stay; undefined when none. */
export async function idPhoto(db: Executor, guestId: string) {
  const [row] = await db
    .select({ reservationId: stayGuestDetails.reservationId, photo: stayGuestDetails.idPhoto })
    .from(stayGuestDetails)
    .where(and(eq(stayGuestDetails.guestId, guestId), isNotNull(stayGuestDetails.idPhoto)));
  return row?.photo ? { reservationId: row.reservationId, photo: row.photo } : undefined;
}

/** Guests of `reservationId` with an ID photo. */
export async function guestsWithPhoto(db: Executor, reservationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: stayGuestDetails.guestId })
    .from(stayGuestDetails)
    .where(and(eq(stayGuestDetails.reservationId, reservationId), isNotNull(stayGuestDetails.idPhoto)));
  return rows.map((r) => r.id);
}

export async function insertReported(
  db: Executor,
  values: typeof stayReportedPayments.$inferInsert,
): Promise<ReportedRow> {
  const [row] = await db.insert(stayReportedPayments).values(values).returning();
  return row;
}

export function reportedOf(db: Executor, reservationId: string): Promise<ReportedRow[]> {
  return db
    .select()
    .from(stayReportedPayments)
    .where(eq(stayReportedPayments.reservationId, reservationId))
    .orderBy(asc(stayReportedPayments.reportedAt));
}

/** Mark a report confirmed (once): the ledger entry made for it. @returns undefined when unknown or already confirmed */
export async function confirmReported(
  db: Executor,
  reservationId: string,
  id: string,
  change: { at: Date; by: string; paymentId: string },
): Promise<ReportedRow | undefined> {
  const [row] = await db
    .update(stayReportedPayments)
    .set({ confirmedAt: change.at, confirmedBy: change.by, paymentId: change.paymentId })
    .where(
      and(
        eq(stayReportedPayments.id, id),
        eq(stayReportedPayments.reservationId, reservationId),
        isNull(stayReportedPayments.confirmedAt),
      ),
    )
    .returning();
  return row;
}

export async function findReported(db: Executor, reservationId: string, id: string): Promise<ReportedRow | undefined> {
  const [row] = await db
    .select()
    .from(stayReportedPayments)
    .where(and(eq(stayReportedPayments.id, id), eq(stayReportedPayments.reservationId, reservationId)));
  return row;
}

export async function insertDataRequest(
  db: Executor,
  values: typeof dataRequests.$inferInsert,
): Promise<DataRequestRow> {
  const [row] = await db.insert(dataRequests).values(values).returning();
  return row;
}

/** Every data request, open ones first, then by due date. */
export function listDataRequests(db: Executor): Promise<DataRequestRow[]> {
  return db
    .select()
    .from(dataRequests)
    .orderBy(sql`${dataRequests.status} <> 'open'`, asc(dataRequests.dueOn), desc(dataRequests.createdAt));
}

export async function updateDataRequest(
  db: Executor,
  id: string,
  change: Pick<DataRequestRow, 'status' | 'note' | 'closedAt'>,
): Promise<DataRequestRow | undefined> {
  const [row] = await db.update(dataRequests).set(change).where(eq(dataRequests.id, id)).returning();
  return row;
}

/** The owner's changes to the arrival information (empty when none). */
export async function storedInfo(db: Executor): Promise<Partial<StayInfo>> {
  const [row] = await db.select({ info: staySettings.info }).from(staySettings).where(eq(staySettings.id, 1));
  return row?.info ?? {};
}

export async function saveInfo(db: Executor, info: StayInfo, at: Date): Promise<void> {
  await db
    .insert(staySettings)
    .values({ id: 1, info, updatedAt: at })
    .onConflictDoUpdate({ target: staySettings.id, set: { info, updatedAt: at } });
}
