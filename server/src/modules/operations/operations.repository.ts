/**
 * The SQL of operations (issue 39). Jobs are read from the reservations with their tour or vehicle
 * (names, park safari, pickup points); a held reservation counts only while its hold lasts, as
 * availability counts it (reservations/occupancy.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { jobItems, parkSafariIds, vehicleUnits, type JobItem, type VehicleUnits } from '../inventory/inventory.shared';
import {
  departuresBetween,
  jobReservation,
  jobReservationsOn,
  type JobReservation,
} from '../reservations/reservations.shared';
import { assignments, safariPermits, staffResources, vehicleOutOfService, vehiclePapers } from './operations.tables';

/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type StaffRow = typeof staffResources.$inferSelect;
export type NewStaff = typeof staffResources.$inferInsert;
export type PaperRow = typeof vehiclePapers.$inferSelect;
export type OutOfServiceRow = typeof vehicleOutOfService.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type PermitRow = typeof safariPermits.$inferSelect;

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

// Vehicles: their names and units (the inventory's), papers and repairs.
export type VehicleRow = VehicleUnits;
export const listVehicles = (db: Executor): Promise<VehicleRow[]> => vehicleUnits(db);

export async function findVehicle(db: Executor, id: string): Promise<VehicleRow | undefined> {
  return (await vehicleUnits(db, [id]))[0];
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

// Jobs: the reservations of a date (the reservations module's) with their tour or vehicle (the inventory's).
export type JobRow = JobReservation & JobItem;

/** The reservations' jobs: each with its item's name, park safari and pickup points. */
async function withItems(db: Executor, rows: JobReservation[]): Promise<JobRow[]> {
  const ids = (kind: string) => [...new Set(rows.filter((j) => j.kind === kind).map((j) => j.itemId))];
  const items = await jobItems(db, ids('tour'), ids('vehicle'));
  return rows.map((j) => ({ ...j, ...(items.get(j.itemId) ?? { item: '', parkSafari: false, pickupPoints: [] }) }));
}

/**
 * The reservations taking a tour departure on `date` or a vehicle over it (blocks included: a
 * vehicle's repairs and the owner's own use), occupying at `now`, by check-in and reference.
 */
export const jobsOn = async (db: Executor, date: string, now: Date): Promise<JobRow[]> =>
  withItems(db, await jobReservationsOn(db, date, now));

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const row = await jobReservation(db, id);
  return row && (await withItems(db, [row]))[0];
}

/** Park safaris departing in `[from, to]` and occupying at `now`, by date. */
export const safarisBetween = async (db: Executor, from: string, to: string, now: Date): Promise<JobRow[]> =>
  withItems(db, await departuresBetween(db, await parkSafariIds(db), from, to, now));

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

/** Demo content only: the first park safari and every vehicle (the inventory's read model). */
export { demoCatalogue } from '../inventory/inventory.shared';
/** Demo content only: confirmed tour reservations, each a trip of one line (the reservations' read model). */
export { insertDemoReservations as insertDemoJobs } from '../reservations/reservations.shared';
