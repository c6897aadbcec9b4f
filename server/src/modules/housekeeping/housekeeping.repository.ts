import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { roomUnits } from './housekeeping.tables';

export type RoomUnitRow = typeof roomUnits.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert'>;

/** The rows of `roomIds`' units that were ever set (all rooms when omitted). */
export async function unitRows(db: Executor, roomIds?: readonly string[]): Promise<RoomUnitRow[]> {
  const q = db.select().from(roomUnits);
  return roomIds ? q.where(inArray(roomUnits.roomId, [...roomIds])) : q;
}

/** One unit's row, locked for the rest of the transaction; undefined when never set. */
export async function lockedUnit(tx: Db, roomId: string, unit: number): Promise<RoomUnitRow | undefined> {
  const [row] = await tx
    .select()
    .from(roomUnits)
    .where(and(eq(roomUnits.roomId, roomId), eq(roomUnits.unit, unit)))
    .for('update');
  return row;
}

/** Write one unit's state (insert or replace). */
export async function putUnit(db: Executor, row: typeof roomUnits.$inferInsert): Promise<RoomUnitRow> {
  const { roomId: _r, unit: _u, ...set } = row;
  const [saved] = await db
    .insert(roomUnits)
    .values(row)
    .onConflictDoUpdate({ target: [roomUnits.roomId, roomUnits.unit], set })
    .returning();
  return saved;
}
