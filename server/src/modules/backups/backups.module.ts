import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupEntry, BackupStatus } from '@pachmarhi/common/schemas/backups';
import { writeBackup, type BackupDatabase } from '../../platform/backup/archive';
import { backupFileName, type BackupTarget } from '../../platform/backup/backup-targets';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import type { Logger } from '../../platform/logging/logger';
import type { ImageStore } from '../../platform/storage/image-store';
import type { AuditTrail } from '../audit/audit.module';
import * as repo from './backups.repository';
import { backupsToKeep, dueSlot } from './backups.service';

export { backupsToKeep, dueSlot, DEFAULT_RETENTION } from './backups.service';

/** Backups of the database and the stored images (docs/decisions/028-backups.md); see `createBackups`. */
export interface Backups {
  /**
   * When the last good backup finished (ISO instant, null: never) and, when the last run failed,
   * why (its error's message; null otherwise). `/api/ready` and the owner's Today screen show it.
   */
  status(): Promise<BackupStatus>;
  /** The kept archives and the failed runs of the last 7 days, newest first. */
  list(): Promise<BackupEntry[]>;
  /**
   * The newest kept archive, to download: its file name, size (bytes) and bytes as a stream. The
   * download is audited ('download' of 'backup', by the request's user).
   * @throws AppError 404 when there is no good backup, or its file is in none of the places kept
   */
  latest(): Promise<{ file: string; size: number; stream: Readable }>;
  /**
   * Take a backup now (the command; the nightly run uses the same path): write the archive to every
   * place configured, record the run and apply the retention rule (7 daily, 4 weekly, 12 monthly).
   * @returns the run as listed
   * @throws Error when no place is configured, or the writing failed (the run is recorded as failed)
   */
  backUp(): Promise<BackupEntry>;
  /**
   * The nightly run, if it is due (past 02:30 IST) and no process has claimed this night yet: claims
   * it (one process of several gets it) and backs up. A failure is recorded and logged, not thrown.
   * @returns the run, or null when nothing was due or another process has it
   */
  runDue(): Promise<BackupEntry | null>;
  /**
   * Look for the nightly run every minute, the first time `firstCheckMs` (10 minutes) after start,
   * so a process that lives only briefly (a test, a restart loop) never backs up. @returns stop
   */
  startSchedule(log: Logger, options?: { firstCheckMs?: number; everyMs?: number }): () => Promise<void>;
}

export interface BackupsDeps {
  database: BackupDatabase;
  db: Db;
  /** The stored images: copied into the archive (disk) or listed (S3). */
  images: ImageStore;
  /** Where archives are kept (BACKUP_DIR, the bucket's backups/); the first is written to first. */
  targets: BackupTarget[];
  appVersion: string;
  now: () => Date;
  audit: AuditTrail;
  /** This process's name in a nightly claim. */
  instance: string;
}

/** A claim left running longer than this is a dead process's: another takes the night over. */
const STALE_CLAIM_MS = 60 * 60_000;
/** Failed runs stay listed (and on the Today screen) this long. */
const FAILED_KEPT_MS = 7 * 86_400_000;

const toEntry = (r: repo.BackupRunRow): BackupEntry => ({
  file: r.ok ? r.file : null,
  at: r.startedAt.toISOString(),
  size: r.ok ? r.size : null,
  ok: r.ok === true,
  error: r.ok ? null : (r.error ?? 'unknown error'),
});

/** Create the backups component once per app; the nightly schedule runs only when `startSchedule` is called (main.ts). */
export function createBackups(deps: BackupsDeps): Backups {
  const { db, now, targets } = deps;

  /** Write the archive for run `run` to every target; record the outcome; apply the retention rule. */
  const perform = async (run: repo.BackupRunRow): Promise<BackupEntry> => {
    const file = backupFileName(run.startedAt);
    let local: string | null = null;
    try {
      if (!targets.length)
        throw new Error('No place to keep backups: set BACKUP_DIR, or BACKUP_S3=true with the image bucket');
      const [first] = targets;
      // Written straight into the folder when there is one, else to a temporary file for the bucket.
      local = first.name === 'dir' ? path.join(first.where, file) : path.join(os.tmpdir(), file);
      const { size } = await writeBackup({
        database: deps.database,
        images: deps.images,
        file: local,
        appVersion: deps.appVersion,
        now: run.startedAt,
      });
      for (const target of targets) await target.put(local, file);
      await repo.finishRun(db, run.id, {
        finishedAt: now(),
        ok: true,
        error: null,
        file,
        size,
        targets: targets.map((t) => t.name),
      });
      await applyRetention();
      return toEntry({ ...run, ok: true, file, size });
    } catch (e) {
      const error = (e as Error).message;
      await repo.finishRun(db, run.id, { finishedAt: now(), ok: false, error, file: null, size: null, targets: [] });
      throw Object.assign(e as Error, { entry: toEntry({ ...run, ok: false, error }) });
    } finally {
      if (local && targets[0]?.name !== 'dir') await fsp.rm(local, { force: true });
    }
  };

  /** Remove the archives the retention rule no longer keeps, and clear failed runs older than a week. */
  const applyRetention = async () => {
    const runs = await repo.keptRuns(db);
    const good = runs.filter((r) => r.ok).map((r) => ({ run: r, at: r.startedAt }));
    const keep = backupsToKeep(good);
    const drop = good.filter((g) => !keep.has(g)).map((g) => g.run);
    for (const run of drop)
      for (const target of targets.filter((t) => run.targets.includes(t.name))) await target.remove(run.file!);
    const at = now();
    const oldFailures = runs.filter((r) => !r.ok && at.getTime() - r.startedAt.getTime() > FAILED_KEPT_MS);
    await repo.markRemoved(
      db,
      [...drop, ...oldFailures].map((r) => r.id),
      at,
    );
  };

  const runDue = async (): Promise<BackupEntry | null> => {
    const at = now();
    const run = await repo.claimSlot(db, dueSlot(at).slot, deps.instance, at, new Date(at.getTime() - STALE_CLAIM_MS));
    if (!run) return null;
    try {
      return await perform(run);
    } catch (e) {
      return (e as { entry?: BackupEntry }).entry ?? null;
    }
  };

  return {
    async status() {
      const { last, lastOk } = await repo.lastRuns(db);
      return {
        lastOkAt: lastOk?.finishedAt?.toISOString() ?? null,
        lastError: last && !last.ok ? (last.error ?? 'unknown error') : null,
      };
    },

    list: async () => (await repo.keptRuns(db)).map(toEntry),

    async latest() {
      const newest = (await repo.keptRuns(db)).find((r) => r.ok);
      if (!newest?.file) throw notFound('A backup');
      for (const target of targets) {
        const found = await target.open(newest.file);
        if (!found) continue;
        await deps.audit.record({ action: 'download', entity: 'backup', entityId: newest.file });
        return { file: newest.file, ...found };
      }
      throw notFound(`The backup file ${newest.file}`);
    },

    backUp: async () => perform(await repo.insertRun(db, deps.instance, now())),

    runDue,

    startSchedule(log, { firstCheckMs = 10 * 60_000, everyMs = 60_000 } = {}) {
      let stopped = false;
      let running: Promise<unknown> = Promise.resolve();
      let timer: NodeJS.Timeout;
      const tick = () => {
        running = runDue()
          .then((entry) => {
            if (!entry) return;
            if (entry.ok) log.info({ file: entry.file, size: entry.size }, `[backup] nightly backup ${entry.file}`);
            else log.error(`[backup] nightly backup failed: ${entry.error}`);
          })
          .catch((err: unknown) => log.error({ err }, '[backup] could not look for the nightly backup'))
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(tick, everyMs);
            timer.unref();
          });
      };
      timer = setTimeout(tick, firstCheckMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
    },
  };
}
