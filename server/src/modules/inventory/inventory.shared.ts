/**
 * The inventory module's tables as other modules' repositories may use them (besides
 * inventory.module.ts, the only way in: eslint.config.js): the names of items, to label records
 * that name them. Imports nothing but this module's tables.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { PickupPoint } from '@pachmarhi/common/schemas/operations';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Db } from '../../platform/db/database';
import { rooms, tours, vehicles } from './inventory.tables';

/** The current name (a tour's title) of each of the items `ids` of one kind. */
export function itemNames(
  db: Pick<Db, 'select'>,
  kind: ItemKind,
  ids: string[],
): Promise<{ id: string; value: string }[]> {
  if (kind === 'tour') return db.select({ id: tours.id, value: tours.title }).from(tours).where(inArray(tours.id, ids));
  const t = kind === 'room' ? rooms : vehicles;
  return db.select({ id: t.id, value: t.name }).from(t).where(inArray(t.id, ids));
}

/** A vehicle as the day's operations count it: its name and how many units it has. */
export interface VehicleUnits {
  id: string;
  name: string;
  units: number;
}

/** Every vehicle, or those of `ids`, by name. */
export function vehicleUnits(db: Pick<Db, 'select'>, ids?: readonly string[]): Promise<VehicleUnits[]> {
  const q = db.select({ id: vehicles.id, name: vehicles.name, units: vehicles.units }).from(vehicles);
  return (ids ? q.where(inArray(vehicles.id, [...ids])) : q).orderBy(asc(vehicles.name));
}

/** What a job shows of its tour or vehicle: its title or name, and a tour's park safari and pickup points. */
export interface JobItem {
  item: string;
  parkSafari: boolean;
  pickupPoints: PickupPoint[];
}

/** The job facts of the tours `tourIds` and vehicles `vehicleIds`, by item id (unknown ids are absent). */
export async function jobItems(
  db: Pick<Db, 'select'>,
  tourIds: readonly string[],
  vehicleIds: readonly string[],
): Promise<Map<string, JobItem>> {
  const [t, v] = await Promise.all([
    tourIds.length
      ? db
          .select({ id: tours.id, item: tours.title, parkSafari: tours.parkSafari, pickupPoints: tours.pickupPoints })
          .from(tours)
          .where(inArray(tours.id, [...tourIds]))
      : [],
    vehicleIds.length ? vehicleUnits(db, vehicleIds) : [],
  ]);
  const items = new Map<string, JobItem>();
  for (const x of t) items.set(x.id, { item: x.item, parkSafari: x.parkSafari, pickupPoints: x.pickupPoints });
  for (const x of v) items.set(x.id, { item: x.name, parkSafari: false, pickupPoints: [] });
  return items;
}

/** The ids of the tours that are park safaris (they need the park's permits). */
export async function parkSafariIds(db: Pick<Db, 'select'>): Promise<string[]> {
  return (await db.select({ id: tours.id }).from(tours).where(eq(tours.parkSafari, true))).map((t) => t.id);
}

/** Demo content only: the first park safari (id, price per person) and every vehicle's id, oldest first. */
export async function demoCatalogue(
  db: Pick<Db, 'select'>,
): Promise<{ safari?: { id: string; price: number }; vehicleIds: string[] }> {
  const [safari] = await db
    .select({ id: tours.id, price: tours.price })
    .from(tours)
    .where(eq(tours.parkSafari, true))
    .limit(1);
  const rows = await db.select({ id: vehicles.id }).from(vehicles).orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  return { safari, vehicleIds: rows.map((v) => v.id) };
}
