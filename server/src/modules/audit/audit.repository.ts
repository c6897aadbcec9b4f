import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@pachmarhi/common/schemas/audit';
import type { Db } from '../../platform/db/database';
import { auditLog, users } from '../../platform/db/schema';

export type AuditRow = Omit<typeof auditLog.$inferSelect, 'seq'> & { userName: string | null };
export type NewAuditRow = typeof auditLog.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'insert'>;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Midnight IST of a calendar date, as SQL. */
const istMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Kolkata')`;

function auditWhere(q: Partial<AuditQuery>): SQL | undefined {
  return and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.userId ? eq(auditLog.userId, q.userId) : undefined,
    q.from ? sql`${auditLog.at} >= ${istMidnight(q.from)}` : undefined,
    q.to ? sql`${auditLog.at} < ${istMidnight(q.to)} + interval '1 day'` : undefined,
  );
}

/** A page of the audit trail, newest first, with each user's current name, and how many rows match. */
export async function listAuditRows(
  db: Db,
  q: AuditQuery,
  pageSize: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        role: auditLog.role,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        userName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
