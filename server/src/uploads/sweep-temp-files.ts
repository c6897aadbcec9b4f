import fsp from 'node:fs/promises';
import path from 'node:path';

/** Name multer gives a file while it is being received (see upload-files.ts): '<uuid>.part'. */
const TEMP_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/i;

export interface SweepOptions {
  /** Only files last written at least this long ago (ms; default 1 hour: an upload in progress keeps writing). */
  olderThanMs?: number;
  /** The current time (epoch ms), for tests. */
  now?: number;
}

/**
 * Delete temporary upload files ('<uuid>.part') that a killed process left under `uploadsDir` and its
 * subfolders (.tmp/, where uploads are received, and the kind folders rooms/, cars/, … of older versions). Age-based, so it is safe while another server shares the folder.
 * Never throws: an unreadable folder or a file that vanished is skipped.
 * @returns how many files were removed
 */
export async function sweepTempUploads(uploadsDir: string, { olderThanMs = 3_600_000, now = Date.now() }: SweepOptions = {}): Promise<number> {
  let removed = 0;
  const visit = async (dir: string, depth: number): Promise<void> => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && depth < 2) await visit(full, depth + 1);
      else if (e.isFile() && TEMP_NAME.test(e.name)) {
        const st = await fsp.stat(full).catch(() => null);
        if (st && now - st.mtimeMs >= olderThanMs && (await fsp.rm(full).then(() => true, () => false))) removed++;
      }
    }
  };
  await visit(uploadsDir, 0);
  return removed;
}
