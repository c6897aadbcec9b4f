import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@pachmarhi/common/constants';
import type { AuditQuery } from '@pachmarhi/common/schemas/audit';
import type { Db } from '../../platform/db/database';
import { auditLog } from './audit.tables';
import { guestStays } from '../guests/guests.shared';
import { itemNames } from '../inventory/inventory.shared';
import { invoiceStays } from '../invoices/invoices.shared';
import { paymentStays } from '../payments/payments.shared';
import { reservationLabels } from '../reservations/reservations.shared';
import { userName, userNames } from '../users/users.shared';

export type AuditRow = Omit<typeof auditLog.$inferSelect, 'seq'> & { userName: string | null };
export type NewAuditRow = typeof auditLog.$inferInsert;
/** The database or a transaction. */
export type Executor = Pick<Db, 'insert'>;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Midnight IST of a calendar date, as SQL. */
const istMidnight = (date: string) => sql`(${date}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

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
        userName: userName.name,
      })
      .from(auditLog)
      .leftJoin(userName, eq(userName.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}

/** The reservation a row of the trail concerns, as people name it. */
export interface AuditReservation {
  reference: string | null;
  guestName: string;
}

/** The ids of the records of one table named by rows of the trail. */
type Ids = Set<string>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `[id, value]` pairs of `table` for `ids` (none asked: none read). */
async function pairs<V>(
  ids: Ids,
  read: (ids: string[]) => Promise<{ id: string; value: V }[]>,
): Promise<Map<string, V>> {
  if (ids.size === 0) return new Map();
  return new Map((await read([...ids])).map((r) => [r.id, r.value]));
}

/**
 * What the rows of a page are about, in the words of the records themselves: for each row the
 * reservation it concerns (a reservation, its guests, payments, invoices and credit notes, a read
 * of its register) by reference and guest name, and the name of a room, vehicle, tour or staff
 * account. Records deleted since are named from what the row itself kept; ids that name nothing
 * (a date range, 'form-iii-due') are left out.
 * @returns per row id, the reservation (or null) and the name (or null)
 */
export async function auditSubjects(
  db: Db,
  rows: Pick<AuditRow, 'id' | 'entity' | 'entityId' | 'before' | 'after'>[],
): Promise<Map<string, { reservation: AuditReservation | null; name: string | null }>> {
  const want = { guest: new Set<string>(), payment: new Set<string>(), invoice: new Set<string>() } as Record<
    'guest' | 'payment' | 'invoice',
    Ids
  >;
  const items = {
    room: new Set<string>(),
    vehicle: new Set<string>(),
    tour: new Set<string>(),
    staff: new Set<string>(),
  };
  const reservationIds: Ids = new Set();
  const kept = (r: (typeof rows)[number], key: string) => (r.after?.[key] ?? r.before?.[key]) as unknown;
  for (const r of rows) {
    const id = r.entityId && UUID.test(r.entityId) ? r.entityId : null;
    if (!id) continue;
    if (r.entity === 'reservation' || r.entity === 'guest-register') reservationIds.add(id);
    else if (r.entity === 'guest') want.guest.add(id);
    else if (r.entity === 'payment') want.payment.add(id);
    else if (r.entity === 'invoice' || r.entity === 'credit-note') want.invoice.add(id);
    else if (r.entity === 'room' || r.entity === 'vehicle' || r.entity === 'tour') items[r.entity].add(id);
    else if (r.entity === 'staff' || r.entity === 'user') items.staff.add(id);
    const kept_ = kept(r, 'reservationId');
    if (typeof kept_ === 'string') reservationIds.add(kept_);
  }
  const [guestStay, paymentStay, invoiceStay] = await Promise.all([
    pairs(want.guest, (ids) => guestStays(db, ids)),
    pairs(want.payment, (ids) => paymentStays(db, ids)),
    pairs(want.invoice, (ids) => invoiceStays(db, ids)),
  ]);
  for (const g of guestStay.values()) reservationIds.add(g.stay);
  for (const m of [paymentStay, invoiceStay]) for (const v of m.values()) if (v) reservationIds.add(v);
  const [stays, roomNames, vehicleNames, tourNames, staffNames] = await Promise.all([
    pairs(reservationIds, (ids) => reservationLabels(db, ids)),
    pairs(items.room, (ids) => itemNames(db, 'room', ids)),
    pairs(items.vehicle, (ids) => itemNames(db, 'vehicle', ids)),
    pairs(items.tour, (ids) => itemNames(db, 'tour', ids)),
    pairs(items.staff, (ids) => userNames(db, ids)),
  ]);
  const names: Record<string, Map<string, string>> = {
    room: roomNames,
    vehicle: vehicleNames,
    tour: tourNames,
    staff: staffNames,
    user: staffNames,
  };
  const result = new Map<string, { reservation: AuditReservation | null; name: string | null }>();
  for (const r of rows) {
    const id = r.entityId ?? '';
    const stayId =
      r.entity === 'reservation' || r.entity === 'guest-register'
        ? id
        : ((kept(r, 'reservationId') as string | undefined) ??
          guestStay.get(id)?.stay ??
          paymentStay.get(id) ??
          invoiceStay.get(id) ??
          undefined);
    const fromRow =
      r.entity === 'reservation' && typeof kept(r, 'guestName') === 'string'
        ? { reference: (kept(r, 'reference') as string | null) ?? null, guestName: kept(r, 'guestName') as string }
        : null;
    const reservation = (stayId ? stays.get(stayId) : undefined) ?? fromRow;
    const keptName = kept(r, 'name') ?? kept(r, 'title');
    const name =
      (r.entity === 'guest' ? guestStay.get(id)?.name : names[r.entity]?.get(id)) ??
      (r.entity === 'guest' || r.entity in names ? (typeof keptName === 'string' ? keptName : null) : null);
    result.set(r.id, { reservation: reservation ?? null, name });
  }
  return result;
}
