import { and, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { backupRuns } from './backups.tables';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/**
 * Claim the nightly run of `slot` (an IST date): insert its row, or take over a claim left running
 * since before `staleBefore` (its process died). One statement, so of several processes exactly one
 * gets the row back; the others get null.
 */
export async function claimSlot(
  db: Db,
  slot: string,
  claimedBy: string,
  at: Date,
  staleBefore: Date,
): Promise<BackupRunRow | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ slot, claimedBy, startedAt: at })
    .onConflictDoUpdate({
      target: backupRuns.slot,
      set: { claimedBy, startedAt: at },
      setWhere: and(isNull(backupRuns.ok), lt(backupRuns.startedAt, staleBefore)),
    })
    .returning();
  return row ?? null;
}

/** Record the start of a run of the command (no slot). */
export async function insertRun(db: Db, claimedBy: string, at: Date): Promise<BackupRunRow> {
  const [row] = await db.insert(backupRuns).values({ claimedBy, startedAt: at }).returning();
  return row;
}

/** Record how a run ended. */
export async function finishRun(
  db: Db,
  id: string,
  values: Pick<BackupRunRow, 'finishedAt' | 'ok' | 'error' | 'file' | 'size' | 'targets'>,
): Promise<void> {
  await db.update(backupRuns).set(values).where(eq(backupRuns.id, id));
}

/** Runs whose archive is kept, and failed runs not yet cleared, newest first. */
export async function keptRuns(db: Db): Promise<BackupRunRow[]> {
  return db
    .select()
    .from(backupRuns)
    .where(and(isNull(backupRuns.removedAt), isNotNull(backupRuns.ok)))
    .orderBy(desc(backupRuns.startedAt));
}

/** The last finished run (good or not), and the last good one. */
export async function lastRuns(db: Db): Promise<{ last: BackupRunRow | null; lastOk: BackupRunRow | null }> {
  const [last] = await db
    .select()
    .from(backupRuns)
    .where(isNotNull(backupRuns.ok))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [lastOk] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return { last: last ?? null, lastOk: lastOk ?? null };
}

/** Mark runs as removed by the retention rule. */
export async function markRemoved(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length) await db.update(backupRuns).set({ removedAt: at }).where(inArray(backupRuns.id, ids));
}
