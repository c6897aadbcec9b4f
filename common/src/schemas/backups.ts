/**
 * Backups as the API answers them (docs/api.md#backups; docs/decisions/028-backups.md): the kept
 * archives and failed runs (`GET /api/backups`) and the last run's state (`/api/ready`'s `backup`,
 * the owner's Today screen).
 */
import { z } from 'zod';
import { instant } from './record-fields';

/** One backup: its archive's file name, when it was taken, its size, and whether it succeeded. */
export const backupEntrySchema = z.object({
  /** 'pachmarhi-backup-2026-12-01T21-00-00Z.tar.gz'; null for a run that failed before writing one. */
  file: z.string().nullable(),
  /** When the run started (ISO instant). */
  at: instant(),
  /** Bytes; null for a failed run. */
  size: z.int().min(0).nullable(),
  ok: z.boolean(),
  /** Why it failed; null when it succeeded. */
  error: z.string().nullable(),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

/** The backups' state: when the last good one finished, and the error of the last run if it failed. */
export const backupStatusSchema = z.object({
  lastOkAt: instant().nullable(),
  lastError: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
