import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { GuestInput } from '@pachmarhi/common/schemas/front-desk';
import type { Db } from '../../platform/db/database';
import { reservationGuests } from './guests.tables';
import { endedBefore, stay } from '../reservations/reservations.shared';

export type GuestRow = typeof reservationGuests.$inferSelect;
const g = reservationGuests;
const r = stay;

/** The input as columns: absent optional fields stored as null. */
const columns = (input: GuestInput) => ({
  name: input.name,
  nationality: input.nationality,
  idType: input.idType,
  idNumber: input.idNumber,
  address: input.address,
  phone: input.phone ?? null,
  age: input.age ?? null,
  dateOfBirth: input.dateOfBirth ?? null,
  gender: input.gender ?? null,
  arrivedFrom: input.arrivedFrom ?? null,
  nextDestination: input.nextDestination ?? null,
  passportNumber: input.passportNumber ?? null,
  passportIssuePlace: input.passportIssuePlace ?? null,
  passportIssueDate: input.passportIssueDate ?? null,
  passportExpiry: input.passportExpiry ?? null,
  visaNumber: input.visaNumber ?? null,
  visaType: input.visaType ?? null,
  visaIssuePlace: input.visaIssuePlace ?? null,
  visaIssueDate: input.visaIssueDate ?? null,
  visaValidTill: input.visaValidTill ?? null,
  arrivalInIndia: input.arrivalInIndia ?? null,
  portOfArrival: input.portOfArrival ?? null,
  purposeOfVisit: input.purposeOfVisit ?? null,
  contactInIndia: input.contactInIndia ?? null,
});

export async function insertGuest(db: Db, reservationId: string, input: GuestInput, now: Date): Promise<GuestRow> {
  const [row] = await db
    .insert(g)
    .values({ reservationId, ...columns(input), createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** How many register records each of the reservations `ids` has (absent: none). */
export async function countsOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reservationGuests.reservationId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reservationGuests)
    .where(inArray(reservationGuests.reservationId, [...ids]))
    .groupBy(reservationGuests.reservationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function guestsOf(db: Db, reservationId: string): Promise<GuestRow[]> {
  return db.select().from(g).where(eq(g.reservationId, reservationId)).orderBy(asc(g.createdAt), asc(g.id));
}

export async function findGuest(db: Db, reservationId: string, id: string): Promise<GuestRow | undefined> {
  const [row] = await db
    .select()
    .from(g)
    .where(and(eq(g.reservationId, reservationId), eq(g.id, id)));
  return row;
}

/** Replace a guest's fields (`input`) or Form C marks (`formIii`). @returns the row, undefined when unknown */
export async function updateGuest(
  db: Db,
  reservationId: string,
  id: string,
  values: { input?: GuestInput; formIii?: { formIiiSubmittedAt: Date | null; formIiiAck: string | null } },
  now: Date,
): Promise<GuestRow | undefined> {
  const [row] = await db
    .update(g)
    .set({ ...(values.input ? columns(values.input) : {}), ...values.formIii, updatedAt: now })
    .where(and(eq(g.reservationId, reservationId), eq(g.id, id)))
    .returning();
  return row;
}

export async function deleteGuest(db: Db, reservationId: string, id: string): Promise<GuestRow | undefined> {
  const [row] = await db
    .delete(g)
    .where(and(eq(g.reservationId, reservationId), eq(g.id, id)))
    .returning();
  return row;
}

/** A guest with what the register and Form C need of the stay. */
export type GuestWithStay = GuestRow & {
  reference: string | null;
  kind: string;
  itemId: string;
  checkIn: string;
  checkOut: string | null;
  checkedInAt: Date | null;
};
const withStay = {
  reference: r.reference,
  kind: r.kind,
  itemId: r.itemId,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  checkedInAt: r.checkedInAt,
};

/** Guests with their stay's columns (`withStay`), to be filtered and ordered. */
const guestsWithStay = (db: Db) =>
  db
    .select({ ...getTableColumns(g), ...withStay })
    .from(g)
    .innerJoin(r, eq(r.id, g.reservationId));

/** Foreign guests of checked-in stays whose Form C is not marked submitted, by check-in time. */
export async function formIiiDueRows(db: Db): Promise<GuestWithStay[]> {
  return guestsWithStay(db)
    .where(and(eq(r.status, 'checked-in'), sql`${g.nationality} <> 'IN'`, isNull(g.formIiiSubmittedAt)))
    .orderBy(asc(r.checkedInAt), asc(g.createdAt));
}

/** Every guest of stays starting in `[from, to]` (either optional), by check-in date and name. */
export async function registerRows(db: Db, range: { from?: string; to?: string }): Promise<GuestWithStay[]> {
  return guestsWithStay(db)
    .where(
      and(
        range.from ? sql`${r.checkIn} >= ${range.from}::date` : undefined,
        range.to ? sql`${r.checkIn} <= ${range.to}::date` : undefined,
      ),
    )
    .orderBy(asc(r.checkIn), asc(g.name), asc(g.id));
}

/** Delete the guests of stays that ended (check-out, or a tour's day after) before `cutoff`. @returns how many */
export async function purgeGuestsBefore(db: Db, cutoff: string): Promise<number> {
  const ended = endedBefore(cutoff);
  const rows = await db
    .delete(g)
    .where(sql`${g.reservationId} in ${ended}`)
    .returning({ id: g.id });
  return rows.length;
}
