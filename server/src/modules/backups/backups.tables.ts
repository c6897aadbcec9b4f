/**
 * Backups (modules/backups; docs/decisions/028-backups.md): one row per backup made, by the nightly
 * job or by `npm run backup`. `slot` is the IST date of a nightly run: a process claims the night by
 * inserting its row (the unique slot), so the job runs once across every process on the database.
 * `ok` is null while the run is under way; `removed_at` is set when the retention rule drops the file.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The night (IST date, 'YYYY-MM-DD') of a scheduled run; null for a run of the command. */
    slot: text('slot').unique(),
    /** Who claimed the run: the process's instance id (a stale claim is taken over after an hour). */
    claimedBy: text('claimed_by').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    /** Why the run failed (its error's message). */
    error: text('error'),
    /** The archive's file name ('pachmarhi-backup-2026-12-01T21-00-00Z.tar.gz'). */
    file: text('file'),
    /** The archive's size in bytes. */
    size: bigint('size', { mode: 'number' }),
    /** Where the archive was written: 'dir' (BACKUP_DIR) and/or 's3' (the bucket's backups/). */
    targets: jsonb('targets').$type<string[]>().notNull().default([]),
    /** When the retention rule (7 daily, 4 weekly, 12 monthly) removed the file. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('backup_runs_ok_file_check', sql`ok is not true or file is not null`),
    index('backup_runs_started_idx').on(t.startedAt),
  ],
);
