/**
 * The backup archive (docs/decisions/028-backups.md): one .tar.gz holding `manifest.json` first,
 * then `tables/<name>.ndjson` (the logical dump, platform/db/logical-dump.ts, in restore order) and,
 * with the disk image store, `uploads/<kind>/<file>` (the stored images). With an S3 bucket the
 * images stay in the bucket and the manifest lists their keys and versions (ETags) instead.
 *
 * The same archive restores into either database: the move from the embedded database to
 * PostgreSQL is a backup of the one restored into the other.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/** One entry of an archive being read (a readable stream with its header). */
type Entry = tar.Extract extends AsyncIterable<infer E> ? E : never;
import type { Database, MigrationLevel } from '../db/database';
import {
  countRows,
  dumpTables,
  emptyTables,
  inRestore,
  inSnapshot,
  insertRows,
  readRows,
  readSequences,
  writeSequences,
  type DumpTable,
  type SequenceState,
} from '../db/logical-dump';
import type { ImageStore } from '../storage/image-store';
import serverPackage from '../../../package.json';

/** This build's version (server/package.json), written into each manifest. */
export const APP_VERSION: string = serverPackage.version;

export const MANIFEST_FORMAT = 'pachmarhi-backup';
export const MANIFEST_VERSION = 1;
const MANIFEST_ENTRY = 'manifest.json';
const tableEntry = (name: string) => `tables/${name}.ndjson`;

/** One table in the manifest: its rows and the SHA-256 (hex) of its canonical text. */
export interface ManifestTable {
  name: string;
  rows: number;
  sha256: string;
}

/** One stored image in the manifest: key 'uploads/<kind>/<file>', bytes, and its SHA-256 or (S3) ETag. */
export interface ManifestUpload {
  key: string;
  size: number;
  sha256?: string;
  etag?: string;
}

/** What `manifest.json` holds. */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  /** When the backup was taken (ISO instant). */
  createdAt: string;
  /** The app's version (server/package.json) that wrote it. */
  appVersion: string;
  /** The database it was taken from. */
  driver: Database['driver'];
  /** The schema's migration level: the first `applied` migrations of the journal, the last one's tag. */
  migrations: MigrationLevel;
  /** Every table, in restore order. */
  tables: ManifestTable[];
  sequences: SequenceState[];
  /**
   * The stored images: 'files' (in the archive, with SHA-256), 's3' (a list of the bucket's keys
   * and ETags; the images stay there) or 'none' (left out: the move to PostgreSQL keeps the folder).
   */
  uploads: { mode: 'files' | 's3' | 'none'; count: number; bytes: number; files: ManifestUpload[] };
}

/** What a database handle must offer to be backed up or restored into. */
export type BackupDatabase = Pick<Database, 'db' | 'driver' | 'migrationLevel'>;

export interface WriteBackupOptions {
  database: BackupDatabase;
  /** The image store whose images go in (disk) or are listed (S3); null: none (the move to PostgreSQL). */
  images: ImageStore | null;
  /** The archive to write (replaced whole when done: a partial file never takes its name). */
  file: string;
  appVersion: string;
  now: Date;
}

const sha256 = () => createHash('sha256');

/**
 * Write a backup archive of the database (one consistent snapshot) and the stored images.
 * @returns its manifest and size in bytes
 * @throws the database's or the file system's error (no archive is left behind then)
 */
export async function writeBackup(opts: WriteBackupOptions): Promise<{ manifest: BackupManifest; size: number }> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'pachmarhi-backup-'));
  const partial = `${opts.file}.partial`;
  try {
    const migrations = await opts.database.migrationLevel();
    const { tables, sequences } = await inSnapshot(opts.database.db, async (tx) => {
      const dumped: ManifestTable[] = [];
      for (const table of await dumpTables(tx)) {
        const out = fs.createWriteStream(path.join(work, `${table.name}.ndjson`));
        const hash = sha256();
        let rows = 0;
        await readRows(tx, table, async (lines) => {
          const text = `${lines.join('\n')}\n`;
          hash.update(text);
          rows += lines.length;
          if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        });
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
        dumped.push({ name: table.name, rows, sha256: hash.digest('hex') });
      }
      return { tables: dumped, sequences: await readSequences(tx) };
    });
    const uploads = await describeUploads(opts.images);
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: opts.now.toISOString(),
      appVersion: opts.appVersion,
      driver: opts.database.driver,
      migrations,
      tables,
      sequences,
      uploads,
    };

    await fsp.mkdir(path.dirname(path.resolve(opts.file)), { recursive: true });
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial));
    const add = (name: string, body: Buffer) =>
      new Promise<void>((resolve, reject) =>
        pack.entry({ name, mtime: opts.now }, body, (e) => (e ? reject(e) : resolve())),
      );
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const t of tables) {
      const file = path.join(work, `${t.name}.ndjson`);
      const { size } = await fsp.stat(file);
      const entry = pack.entry({ name: tableEntry(t.name), size, mtime: opts.now });
      await pipeline(fs.createReadStream(file), entry);
    }
    if (uploads.mode === 'files') {
      for (const u of uploads.files) {
        const body = await opts.images!.get(u.key);
        if (!body || sha256().update(body).digest('hex') !== u.sha256)
          throw new Error(`The stored image ${u.key} changed or went while the backup was written`);
        await add(u.key, body);
      }
    }
    pack.finalize();
    await written;
    await fsp.rename(partial, opts.file);
    return { manifest, size: (await fsp.stat(opts.file)).size };
  } catch (e) {
    await fsp.rm(partial, { force: true });
    throw e;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** The manifest's `uploads`: every stored image with its checksum (disk) or ETag (S3). */
async function describeUploads(images: ImageStore | null): Promise<BackupManifest['uploads']> {
  if (!images) return { mode: 'none', count: 0, bytes: 0, files: [] };
  const stored = (await images.list()).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const files: ManifestUpload[] = [];
  if (images.driver === 's3') {
    for (const s of stored) files.push({ key: s.key, size: s.size ?? 0, ...(s.etag ? { etag: s.etag } : {}) });
  } else {
    for (const s of stored) {
      const body = await images.get(s.key);
      if (body) files.push({ key: s.key, size: body.length, sha256: sha256().update(body).digest('hex') });
    }
  }
  const mode = images.driver === 's3' ? 's3' : 'files';
  return { mode, count: files.length, bytes: files.reduce((n, f) => n + f.size, 0), files };
}

/** The entries of an archive one at a time (each must be read to its end before the next). */
class ArchiveReader {
  private readonly entries: AsyncIterator<Entry>;

  constructor(file: string) {
    const extract = tar.extract();
    // A damaged or missing file fails the pipeline, which destroys the extractor: next() rejects.
    pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).catch(() => {});
    this.entries = extract[Symbol.asyncIterator]();
  }

  /** The next entry, or null at the end. @throws Error when the file is damaged or not a tar.gz */
  async next(): Promise<Entry | null> {
    try {
      const r = await this.entries.next();
      return r.done ? null : r.value;
    } catch (e) {
      throw new Error(`The backup file is damaged or not a backup: ${(e as Error).message}`, { cause: e });
    }
  }

  /** Stop reading (the rest of the file is not needed). */
  async close(): Promise<void> {
    await this.entries.return?.();
  }
}

/** The bytes of an entry as they come; a file cut short or corrupted fails with a sentence saying so. */
async function* chunksOf(entry: Entry): AsyncGenerator<Buffer> {
  const it = entry[Symbol.asyncIterator]();
  for (;;) {
    let r: IteratorResult<unknown>;
    try {
      r = await it.next();
    } catch (e) {
      throw new Error(`The backup file is damaged or not a backup: ${(e as Error).message}`, { cause: e });
    }
    if (r.done) return;
    yield r.value as Buffer;
  }
}

const readAll = async (entry: Entry): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const chunk of chunksOf(entry)) parts.push(chunk);
  return Buffer.concat(parts);
};

/** Read the first entry, the manifest, and check it is one of ours. @throws Error when it is not */
async function openManifest(reader: ArchiveReader, file: string): Promise<BackupManifest> {
  const first = await reader.next();
  if (!first || first.header.name !== MANIFEST_ENTRY)
    throw new Error(`${file} is not a backup (no manifest.json first)`);
  const manifest = JSON.parse((await readAll(first)).toString('utf8')) as BackupManifest;
  if (manifest.format !== MANIFEST_FORMAT || manifest.version !== MANIFEST_VERSION)
    throw new Error(`${file} is not a backup of this app (format ${manifest.format} ${manifest.version})`);
  return manifest;
}

/**
 * The manifest of a backup archive (reads only its first entry).
 * @throws Error when the file is missing, damaged or not a backup
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  const reader = new ArchiveReader(file);
  try {
    return await openManifest(reader, file);
  } finally {
    await reader.close();
  }
}

/** One table as compared after a restore: expected (manifest) and found (the database), rows and checksums. */
export interface TableCheck {
  name: string;
  rows: number;
  restoredRows: number;
  sha256: string;
  restoredSha256: string;
  ok: boolean;
}

/** What a restore did and found. */
export interface RestoreReport {
  manifest: BackupManifest;
  tables: TableCheck[];
  sequences: SequenceState[];
  /** Images restored (disk archive) or checked present (S3 list), and those missing or different after. */
  uploads: { mode: BackupManifest['uploads']['mode']; expected: number; restored: number; mismatched: string[] };
  /** Every count and checksum agrees. */
  ok: boolean;
}

/** A restore refused before anything changed: a non-empty database without force, another schema. */
export class RestoreRefusedError extends Error {}

/** The rows restored disagree with the manifest: the transaction was rolled back; `tables` say where. */
export class RestoreMismatchError extends Error {
  constructor(readonly tables: TableCheck[]) {
    super(
      `The restored rows do not match the backup (${tables
        .filter((t) => !t.ok)
        .map((t) => t.name)
        .join(', ')}); nothing was kept`,
    );
  }
}

export interface RestoreOptions {
  /** The database to restore into, at the backup's migration level. */
  database: BackupDatabase;
  /** Where the images go (or, for an S3 list, are looked for); null: leave images alone (the move). */
  images: ImageStore | null;
  file: string;
  /** Replace the contents of a database that is not empty. */
  force?: boolean;
}

/** Content type of a stored image by its extension (the S3 store keeps it). */
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
const contentTypeOf = (key: string) => IMAGE_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * Restore a backup archive: check the database is empty (not counting the single-row settings a
 * migration fills) unless `force`, and at the backup's migration level; then, in one transaction,
 * empty every table, load every table's rows, set the sequences and compare every table's row
 * count and checksum with the manifest (any difference rolls it all back); then write the images
 * (disk archive) and check each one, or check the listed objects are in the bucket (S3).
 * @returns the comparison, table by table, and of the images
 * @throws RestoreRefusedError before any change; RestoreMismatchError after rolling back; Error on
 *   a damaged file or the database's errors
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const { database, file } = opts;
  const reader = new ArchiveReader(file);
  try {
    const manifest = await openManifest(reader, file);
    const level = await database.migrationLevel();
    if (level.applied !== manifest.migrations.applied || level.last !== manifest.migrations.last)
      throw new RestoreRefusedError(
        `The database is at migration ${level.last ?? 'none'} (${level.applied}), the backup at ${manifest.migrations.last} (${manifest.migrations.applied}): restore into a fresh database`,
      );
    const db = database.db;
    const tables = await dumpTables(db);
    const names = (list: { name: string }[]) => list.map((t) => t.name).sort();
    if (names(tables).join() !== names(manifest.tables).join())
      throw new RestoreRefusedError(
        `The database's tables (${names(tables).join(', ')}) are not the backup's (${names(manifest.tables).join(', ')})`,
      );
    if (!opts.force) {
      const counts = await countRows(db, tables);
      const filled = tables.filter((t) => !t.singleRow && counts[t.name] > 0);
      if (filled.length)
        throw new RestoreRefusedError(
          `The database is not empty (${filled.map((t) => `${t.name}: ${counts[t.name]}`).join(', ')}); restore into an empty database, or add --force to replace its contents`,
        );
    }
    const byName = new Map(tables.map((t) => [t.name, t]));
    const checks = await inRestore(db, async (tx) => {
      await emptyTables(tx, tables);
      for (const expected of manifest.tables) {
        const entry = await reader.next();
        if (entry?.header.name !== tableEntry(expected.name))
          throw new Error(
            `The backup file is damaged: ${tableEntry(expected.name)} expected, ${entry?.header.name ?? 'the end'} found`,
          );
        await loadTable(tx, byName.get(expected.name)!, entry);
      }
      await writeSequences(tx, manifest.sequences);
      const found = await countRows(tx, tables);
      const result: TableCheck[] = [];
      for (const expected of manifest.tables) {
        const hash = sha256();
        await readRows(tx, byName.get(expected.name)!, async (lines) => void hash.update(`${lines.join('\n')}\n`));
        const restoredSha256 = hash.digest('hex');
        const restoredRows = found[expected.name];
        result.push({
          ...expected,
          restoredRows,
          restoredSha256,
          ok: restoredRows === expected.rows && restoredSha256 === expected.sha256,
        });
      }
      if (result.some((c) => !c.ok)) throw new RestoreMismatchError(result);
      return result;
    });
    const uploads = await restoreUploads(reader, manifest, opts.images);
    return {
      manifest,
      tables: checks,
      sequences: manifest.sequences,
      uploads,
      ok: checks.every((c) => c.ok) && uploads.mismatched.length === 0,
    };
  } finally {
    await reader.close();
  }
}

/** Stream one table's lines into the database in batches. */
async function loadTable(tx: Parameters<typeof insertRows>[0], table: DumpTable, entry: Entry): Promise<void> {
  // A character's bytes may straddle two chunks: the decoder keeps the first part for the next.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  for await (const chunk of chunksOf(entry)) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    batch.push(...lines.filter(Boolean));
    if (batch.length >= 2000) {
      await insertRows(tx, table, batch);
      batch = [];
    }
  }
  rest += decoder.end();
  if (rest) batch.push(rest);
  if (batch.length) await insertRows(tx, table, batch);
}

/** Write the archive's images into the store and check each (or check the S3 list against the bucket). */
async function restoreUploads(
  reader: ArchiveReader,
  manifest: BackupManifest,
  images: ImageStore | null,
): Promise<RestoreReport['uploads']> {
  const { mode, files } = manifest.uploads;
  const report = { mode, expected: files.length, restored: 0, mismatched: [] as string[] };
  if (!images || mode === 'none') return { ...report, expected: mode === 'none' ? 0 : files.length };
  const byKey = new Map(files.map((f) => [f.key, f]));
  if (mode === 's3') {
    const present = new Map((await images.list()).map((s) => [s.key, s]));
    for (const f of files) {
      const found = present.get(f.key);
      if (found && (!f.etag || !found.etag || found.etag === f.etag)) report.restored++;
      else report.mismatched.push(f.key);
    }
    return report;
  }
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    const body = await readAll(entry);
    const expected = byKey.get(entry.header.name);
    if (!expected) continue; // not listed: not ours to write
    if (sha256().update(body).digest('hex') !== expected.sha256) {
      report.mismatched.push(expected.key);
      continue;
    }
    await images.put(expected.key, body, contentTypeOf(expected.key));
    report.restored++;
  }
  // Read back what was written: every listed image there, byte for byte.
  for (const f of files) {
    const body = await images.get(f.key);
    if (!body || sha256().update(body).digest('hex') !== f.sha256) {
      if (!report.mismatched.includes(f.key)) report.mismatched.push(f.key);
    }
  }
  return report;
}
