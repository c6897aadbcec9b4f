/**
 * The SQL of operations (issue 39). Jobs are read from the reservations with their tour or vehicle
 * (names, park safari, pickup points); a held reservation counts only while its hold lasts, as
 * availability counts it (reservations/occupancy.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PickupPoint } from '@pachmarhi/common/schemas/operations';
import type { Db } from '../../platform/db/database';
import { tours, vehicles } from '../inventory/inventory.tables';
import { reservations } from '../reservations/reservations.tables';
import { trips } from '../trips/trips.tables';
import { assignments, safariPermits, staffResources, vehicleOutOfService, vehiclePapers } from './operations.tables';

/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type StaffRow = typeof staffResources.$inferSelect;
export type NewStaff = typeof staffResources.$inferInsert;
export type PaperRow = typeof vehiclePapers.$inferSelect;
export type OutOfServiceRow = typeof vehicleOutOfService.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type PermitRow = typeof safariPermits.$inferSelect;

const r = reservations;

// Drivers and guides.
export const listStaff = (db: Executor): Promise<StaffRow[]> =>
  db.select().from(staffResources).orderBy(asc(staffResources.role), asc(staffResources.name), asc(staffResources.id));

export async function findStaff(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffResources).where(eq(staffResources.id, id));
  return row;
}

export async function insertStaff(db: Executor, rows: NewStaff[]): Promise<StaffRow[]> {
  return rows.length ? db.insert(staffResources).values(rows).returning() : [];
}

export async function updateStaff(db: Executor, id: string, values: Partial<NewStaff>): Promise<StaffRow | undefined> {
  const [row] = await db.update(staffResources).set(values).where(eq(staffResources.id, id)).returning();
  return row;
}

export async function deleteStaff(db: Executor, id: string): Promise<boolean> {
  return (
    (await db.delete(staffResources).where(eq(staffResources.id, id)).returning({ id: staffResources.id })).length > 0
  );
}

// Vehicles: their names and units, papers and repairs.
export interface VehicleRow {
  id: string;
  name: string;
  units: number;
}
export const listVehicles = (db: Executor): Promise<VehicleRow[]> =>
  db.select({ id: vehicles.id, name: vehicles.name, units: vehicles.units }).from(vehicles).orderBy(asc(vehicles.name));

export async function findVehicle(db: Executor, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select({ id: vehicles.id, name: vehicles.name, units: vehicles.units })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

/** Papers of the given vehicles (all when absent). */
export const papersOf = (db: Executor, vehicleIds?: readonly string[]): Promise<PaperRow[]> =>
  db
    .select()
    .from(vehiclePapers)
    .where(vehicleIds ? inArray(vehiclePapers.vehicleId, [...vehicleIds]) : undefined);

/** Replace a vehicle's papers by `papers`. */
export async function replacePapers(
  db: Executor,
  vehicleId: string,
  papers: Omit<PaperRow, 'vehicleId'>[],
): Promise<void> {
  await db.delete(vehiclePapers).where(eq(vehiclePapers.vehicleId, vehicleId));
  if (papers.length) await db.insert(vehiclePapers).values(papers.map((p) => ({ ...p, vehicleId })));
}

/** A vehicle's repairs ending on or after `from`, by start. */
export const outOfServiceOf = (db: Executor, vehicleId: string, from: string): Promise<OutOfServiceRow[]> =>
  db
    .select()
    .from(vehicleOutOfService)
    .where(and(eq(vehicleOutOfService.vehicleId, vehicleId), sql`${vehicleOutOfService.to} >= ${from}::date`))
    .orderBy(asc(vehicleOutOfService.from));

export async function insertOutOfService(
  db: Executor,
  row: typeof vehicleOutOfService.$inferInsert,
): Promise<OutOfServiceRow> {
  const [saved] = await db.insert(vehicleOutOfService).values(row).returning();
  return saved;
}

export async function findOutOfService(
  db: Executor,
  vehicleId: string,
  id: string,
): Promise<OutOfServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleOutOfService)
    .where(and(eq(vehicleOutOfService.id, id), eq(vehicleOutOfService.vehicleId, vehicleId)));
  return row;
}

// Jobs: the reservations of a date.
export interface JobRow {
  id: string;
  reference: string | null;
  kind: 'tour' | 'vehicle';
  itemId: string;
  item: string;
  parkSafari: boolean;
  pickupPoints: PickupPoint[];
  status: string;
  shift: string | null;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  guestName: string;
  guestPhone: string;
}

const occupying = (now: Date) =>
  sql`(${r.status} in ('confirmed', 'checked-in', 'blocked') or (${r.status} = 'held' and ${r.holdExpiresAt} > ${now}))`;

const jobColumns = {
  id: r.id,
  reference: r.reference,
  kind: sql<'tour' | 'vehicle'>`${r.kind}`,
  itemId: r.itemId,
  item: sql<string>`coalesce(${tours.title}, ${vehicles.name}, '')`,
  parkSafari: sql<boolean>`coalesce(${tours.parkSafari}, false)`,
  pickupPoints: sql<PickupPoint[]>`coalesce(${tours.pickupPoints}, '[]'::jsonb)`,
  status: r.status,
  shift: r.shift,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  guests: r.guests,
  guestName: r.guestName,
  guestPhone: r.guestPhone,
};

/**
 * The reservations taking a tour departure on `date` or a vehicle over it (blocks included: a
 * vehicle's repairs and the owner's own use), occupying at `now`, by check-in and reference.
 */
export const jobsOn = (db: Executor, date: string, now: Date): Promise<JobRow[]> =>
  db
    .select(jobColumns)
    .from(r)
    .leftJoin(tours, and(eq(r.kind, 'tour'), eq(tours.id, r.itemId)))
    .leftJoin(vehicles, and(eq(r.kind, 'vehicle'), eq(vehicles.id, r.itemId)))
    .where(
      and(
        occupying(now),
        sql`((${r.kind} = 'tour' and ${r.checkIn} = ${date}::date) or (${r.kind} = 'vehicle' and ${r.checkIn} <= ${date}::date and ${r.checkOut} > ${date}::date))`,
      ),
    )
    .orderBy(asc(r.checkIn), asc(r.reference));

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(r)
    .leftJoin(tours, and(eq(r.kind, 'tour'), eq(tours.id, r.itemId)))
    .leftJoin(vehicles, and(eq(r.kind, 'vehicle'), eq(vehicles.id, r.itemId)))
    .where(eq(r.id, id));
  return row;
}

/** Park safaris departing in `[from, to]` and occupying at `now`, by date. */
export const safarisBetween = (db: Executor, from: string, to: string, now: Date): Promise<JobRow[]> =>
  db
    .select(jobColumns)
    .from(r)
    .innerJoin(tours, and(eq(r.kind, 'tour'), eq(tours.id, r.itemId)))
    .leftJoin(vehicles, sql`false`)
    .where(
      and(
        eq(tours.parkSafari, true),
        sql`${r.status} <> 'blocked'`,
        occupying(now),
        sql`${r.checkIn} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(r.checkIn), asc(r.shift), asc(r.reference));

// Assignments.
export const assignmentsOn = (db: Executor, date: string): Promise<AssignmentRow[]> =>
  db.select().from(assignments).where(eq(assignments.date, date)).orderBy(asc(assignments.createdAt));

/** Serialises the assignments of one date across processes (their clash check reads then writes). */
export async function lockDate(db: Executor, date: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assignments ${date}`}))`);
}

export async function upsertAssignment(db: Executor, row: typeof assignments.$inferInsert): Promise<AssignmentRow> {
  const [saved] = await db
    .insert(assignments)
    .values(row)
    .onConflictDoUpdate({
      target: [assignments.reservationId, assignments.date],
      set: {
        shift: row.shift,
        vehicleId: row.vehicleId,
        driverId: row.driverId,
        guideId: row.guideId,
        overrideReason: row.overrideReason,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved;
}

export async function insertAssignments(db: Executor, rows: (typeof assignments.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(assignments).values(rows).onConflictDoNothing();
}

// Permits.
export const permitsOf = (db: Executor, reservationIds: readonly string[]): Promise<PermitRow[]> =>
  reservationIds.length
    ? db
        .select()
        .from(safariPermits)
        .where(inArray(safariPermits.reservationId, [...reservationIds]))
        .orderBy(asc(safariPermits.seat))
    : Promise.resolve([]);

export async function replacePermits(
  db: Executor,
  reservationId: string,
  rows: Omit<typeof safariPermits.$inferInsert, 'reservationId'>[],
): Promise<void> {
  await db.delete(safariPermits).where(eq(safariPermits.reservationId, reservationId));
  if (rows.length) await db.insert(safariPermits).values(rows.map((p) => ({ ...p, reservationId })));
}

/** How many staff rows exist (the demo seeds only an empty table). */
export async function countStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(staffResources);
  return row.n;
}

/**
 * Demo content only: confirmed tour reservations, each a trip of one line under its reference, as
 * the reservations module writes them (its `createReservation`). @returns their ids, in order
 */
export async function insertDemoJobs(
  db: Executor,
  rows: (Omit<typeof reservations.$inferInsert, 'tripId'> & { reference: string })[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const [trip] = await db
      .insert(trips)
      .values({ reference: row.reference, guestName: row.guestName, guestPhone: row.guestPhone, source: row.source })
      .returning({ id: trips.id });
    const [saved] = await db
      .insert(reservations)
      .values({ ...row, tripId: trip.id })
      .returning({ id: reservations.id });
    ids.push(saved.id);
  }
  return ids;
}

/** Demo content only: the first park safari (id, price per person) and every vehicle's id, oldest first. */
export async function demoCatalogue(
  db: Executor,
): Promise<{ safari?: { id: string; price: number }; vehicleIds: string[] }> {
  const [safari] = await db
    .select({ id: tours.id, price: tours.price })
    .from(tours)
    .where(eq(tours.parkSafari, true))
    .limit(1);
  const rows = await db.select({ id: vehicles.id }).from(vehicles).orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  return { safari, vehicleIds: rows.map((v) => v.id) };
}
