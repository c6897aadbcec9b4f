/**
 * npm run bench:backup — a backup and a restore of the demo database with the bench's 2,000
 * reservations (bench-data.ts): the demo content with its photos, plus 50 rooms, vehicles and
 * tours and 2,000 room reservations; backed up to one archive, restored into a fresh database and
 * uploads folder. Prints the archive's size, the seconds each took and the rows of every table,
 * backed up and restored (and whether their checksums agree).
 *
 * Database: BENCH_DATABASE_URL or TEST_DATABASE_URL (two fresh databases are created on that server
 * and dropped afterwards); without either, the embedded database in temp folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIST } from '@pachmarhi/common/time';
import { APP_VERSION, restoreBackup, writeBackup } from '../src/platform/backup/archive';
import { openDatabase, type Database } from '../src/platform/db/database';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { createDiskStore } from '../src/platform/storage/disk-store';
import { seedDemoContent } from '../src/seed/seed';
import { seedBenchData } from './bench-data';

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-backup-bench-'));
  const scratch = base
    ? await Promise.all([createScratchDatabase(base, 'bench'), createScratchDatabase(base, 'bench')])
    : [];
  const open = (i: number): Promise<Database> =>
    openDatabase(base ? { url: scratch[i].url } : { pgliteDir: path.join(work, `db${i}`) });
  try {
    const [source, target] = [await open(0), await open(1)];
    try {
      const images = createDiskStore(path.join(work, 'uploads'));
      let t = performance.now();
      await seedDemoContent(source.db, images, todayIST());
      await seedBenchData(source.db);
      console.log(
        `[backup bench] ${source.driver === 'postgres' ? 'PostgreSQL' : 'embedded database'}: demo content and bench data added in ${seconds(t)} s`,
      );

      const file = path.join(work, 'bench.tar.gz');
      t = performance.now();
      const { manifest, size } = await writeBackup({
        database: source,
        images,
        file,
        appVersion: APP_VERSION,
        now: new Date(),
      });
      const backupS = seconds(t);
      t = performance.now();
      const report = await restoreBackup({
        database: target,
        images: createDiskStore(path.join(work, 'uploads-restored')),
        file,
        force: true,
      });
      const restoreS = seconds(t);
      const rows = manifest.tables.reduce((n, x) => n + x.rows, 0);
      console.log(
        `[backup bench] archive ${(size / 1024 / 1024).toFixed(2)} MB (${rows} rows, ${manifest.uploads.count} stored images of ${(manifest.uploads.bytes / 1024 / 1024).toFixed(2)} MB)`,
      );
      console.log(
        `[backup bench] backup ${backupS} s, restore ${restoreS} s (with the comparison of every table and image)`,
      );
      console.log('[backup bench] table                       backed up   restored  checksum');
      for (const c of report.tables)
        if (c.rows || c.restoredRows)
          console.log(
            `[backup bench] ${c.name.padEnd(26)} ${String(c.rows).padStart(10)} ${String(c.restoredRows).padStart(10)}  ${c.ok ? 'same' : 'DIFFERENT'}`,
          );
      console.log(
        `[backup bench] ${report.tables.filter((c) => !c.rows).length} empty tables, compared too; images: ${report.uploads.restored} of ${report.uploads.expected} restored, ${report.uploads.mismatched.length} different`,
      );
      console.log(`[backup bench] ${report.ok ? 'every count and checksum matches' : 'MISMATCH'}`);
      if (!report.ok) process.exitCode = 1;
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  } finally {
    await Promise.all(scratch.map((s) => s.drop()));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
