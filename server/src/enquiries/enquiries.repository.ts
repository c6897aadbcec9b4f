import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { enquiries } from '../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;

/** Insert one enquiry. @throws the driver's unique violation (23505) when `reference` is taken */
export async function insertEnquiry(db: Db, row: NewEnquiryRow): Promise<EnquiryRow> {
  const [saved] = await db.insert(enquiries).values(row).returning();
  return saved;
}

/**
 * One page of enquiries, newest first, and how many match. `reference` (without '#') matches
 * exactly, case-insensitively.
 */
export async function listEnquiries(
  db: Db, q: { reference?: string; offset: number; limit: number },
): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = q.reference ? eq(enquiries.reference, q.reference.toUpperCase()) : undefined;
  const rows = await db.select().from(enquiries).where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(q.limit).offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(enquiries).where(where);
  return { rows, total: n };
}

/** Enquiries per item made at or after `since`, most first (at most `limit` items). */
export async function countEnquiriesByItem(
  db: Db, since: Date, limit: number,
): Promise<{ kind: string; itemId: string; count: number }[]> {
  const n = sql<number>`cast(count(*) as integer)`;
  return db.select({ kind: enquiries.kind, itemId: enquiries.itemId, count: n }).from(enquiries)
    .where(and(gte(enquiries.createdAt, since)))
    .groupBy(enquiries.kind, enquiries.itemId).orderBy(desc(n), enquiries.itemId).limit(limit);
}
