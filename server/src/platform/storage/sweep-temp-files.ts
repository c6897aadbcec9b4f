import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OWN_START_MS, processRuns } from '../process-start';
import type { ImageStore } from './image-store';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** This machine, as it appears in temporary names (a short hash of the host name). */
const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
/** A temporary upload: '<host>-<pid>-<process start ms>-<uuid>.part' (see tempUploadName). */
const TEMP_NAME = new RegExp(`^([0-9a-f]{8})-(\\d+)-(\\d+)-${UUID}\\.part$`, 'i');
/** A temporary upload named by earlier versions: '<uuid>.part'. */
const LEGACY_TEMP_NAME = new RegExp(`^${UUID}\\.part$`, 'i');
/** A stored upload: '<uuid>' then '-<width>x<height>-full.jpg' (or, before sizes, '-full.jpg'), '-<width>.webp' or (before variants) '.<ext>'. */
const STORED_NAME = new RegExp(
  `^uploads/(rooms|cars|tours|gallery)/(${UUID})((?:-\\d+x\\d+)?-full\\.jpg|-\\d+\\.webp|\\.[a-z]+)$`,
  'i',
);
const UUID_IN_TEXT = new RegExp(UUID, 'gi');

/**
 * A name for a file this process is receiving (upload-files.ts): '<host>-<pid>-<start ms>-<uuid>.part',
 * so that a later start can tell whether the process writing it still runs.
 */
export const tempUploadName = (): string => `${HOST_TAG}-${process.pid}-${OWN_START_MS}-${randomUUID()}.part`;

export interface SweepOptions {
  /**
   * Temporary files whose writer cannot be told dead (another machine's, or named by an earlier
   * version) go only once last written at least this long ago (ms; default 1 hour: an upload in
   * progress keeps writing).
   */
  olderThanMs?: number;
  /** The current time (epoch ms), for tests. */
  now?: number;
}

/**
 * Delete temporary upload files ('*.part') that a killed process left under `uploadsDir` and its
 * subfolders (.tmp/, where uploads are received, and the kind folders rooms/, cars/, … of older
 * versions): at once when the process that was writing one, on this machine, no longer runs (its
 * pid is gone or now belongs to a process started at another time); by age otherwise. Safe while
 * other servers share the folder. Never throws: an unreadable folder or a file that vanished is skipped.
 * @returns the removed files, relative to `uploadsDir`
 */
export async function sweepTempUploads(
  uploadsDir: string,
  { olderThanMs = 3_600_000, now = Date.now() }: SweepOptions = {},
): Promise<string[]> {
  const removed: string[] = [];
  const stale = async (full: string, name: string): Promise<boolean> => {
    const owner = TEMP_NAME.exec(name);
    if (owner?.[1] === HOST_TAG) return !processRuns(Number(owner[2]), Number(owner[3]));
    if (!owner && !LEGACY_TEMP_NAME.test(name)) return false;
    const st = await fsp.stat(full).catch(() => null);
    return !!st && now - st.mtimeMs >= olderThanMs;
  };
  const visit = async (dir: string, depth: number): Promise<void> => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && depth < 2) await visit(full, depth + 1);
      else if (
        e.isFile() &&
        (await stale(full, e.name)) &&
        (await fsp.rm(full).then(
          () => true,
          () => false,
        ))
      ) {
        removed.push(path.relative(uploadsDir, full));
      }
    }
  };
  await visit(uploadsDir, 0);
  return removed;
}

/**
 * Delete the stored images that no record refers to: what a crash between storing an upload's
 * files and committing its record leaves behind. Only files named as uploads are ('uploads/<kind>/<uuid>…':
 * the fallback, its WebP variants, or a pre-variant '<uuid>.<ext>') are considered, and a file is kept
 * whenever its uuid appears anywhere in `referenced` (so a variant of a referenced fallback, or a
 * path written with a disk prefix or as a URL, counts as referenced). When `referenced` is empty
 * while the store holds images, nothing is deleted: that is a database that does not go with this
 * store (a wrong DATABASE_URL), not a crash.
 * @param referenced every image path that rooms, vehicles, tours and gallery images hold
 * @param storedBefore only images stored before this instant (epoch ms): at the latest when this
 *   process began to take uploads (what it stores is its own), earlier when another server sharing
 *   the store may be between storing an upload's files and committing its record
 * @returns the removed keys
 * @throws the store's error when it cannot be listed
 */
export async function removeUnreferencedImages(
  store: ImageStore,
  referenced: Iterable<string>,
  storedBefore: number,
): Promise<string[]> {
  const kept = new Set<string>();
  for (const p of referenced) for (const id of p.match(UUID_IN_TEXT) ?? []) kept.add(id.toLowerCase());
  const stored = await store.list();
  if (kept.size === 0 && stored.length > 0) return [];
  const orphans = stored
    .filter((f) => f.modifiedMs < storedBefore)
    .map((f) => f.key)
    .filter((key) => {
      const id = STORED_NAME.exec(key)?.[2];
      return id !== undefined && !kept.has(id.toLowerCase());
    });
  await store.remove(orphans);
  return orphans;
}
