import { asc, eq } from 'drizzle-orm';
import type { ParkClosureInput } from '@pachmarhi/common/schemas/operations';
import type { Db } from '../../platform/db/database';
import { parkClosures } from './park-closures.tables';

/** The database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type ParkClosureRow = typeof parkClosures.$inferSelect;

/** Every closure, by name. */
export const allClosures = (db: Db): Promise<ParkClosureRow[]> =>
  db.select().from(parkClosures).orderBy(asc(parkClosures.name), asc(parkClosures.id));

export async function insertClosures(
  db: Executor,
  rows: (ParkClosureInput & { createdAt?: Date; updatedAt?: Date })[],
): Promise<ParkClosureRow[]> {
  return rows.length ? db.insert(parkClosures).values(rows).returning() : [];
}

export async function updateClosure(
  db: Db,
  id: string,
  values: ParkClosureInput,
  now: Date,
): Promise<ParkClosureRow | undefined> {
  const [row] = await db
    .update(parkClosures)
    .set({ ...values, updatedAt: now })
    .where(eq(parkClosures.id, id))
    .returning();
  return row;
}

export async function deleteClosure(db: Db, id: string): Promise<boolean> {
  return (await db.delete(parkClosures).where(eq(parkClosures.id, id)).returning({ id: parkClosures.id })).length > 0;
}
