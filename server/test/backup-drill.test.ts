/**
 * The restore drill (docs/deploy.md#backups), on the database the run uses (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL; CI runs it on both): a site with photos, a few hundred reservations,
 * payments, invoices, a credit note and registered guests is backed up, restored into a fresh
 * database and uploads folder, and every table and file is compared. Then what a restore refuses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import tar from 'tar-stream';
import {
  APP_VERSION,
  readManifest,
  restoreBackup,
  RestoreMismatchError,
  RestoreRefusedError,
  writeBackup,
} from '../src/platform/backup/archive';
import { createDiskStore } from '../src/platform/storage/disk-store';
import { migrationJournal } from '../src/platform/db/database';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { DRILL_NOW, everyFile, everyTable, fillForDrill, type DrillStay } from './support/backup-drill';

const BULK = 300;
let source: TestApp;
let target: TestApp;
let work: string;
let file: string;
let stays: DrillStay[];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-drill-'));
  file = path.join(work, 'drill.tar.gz');
  [source, target] = await Promise.all([makeTestApp({ MAX_UPLOAD_MB: '5' }), makeTestApp({ MAX_UPLOAD_MB: '5' })]);
  ({ stays } = await fillForDrill(source, BULK));
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('when a site is backed up and restored into a fresh database and uploads folder, then every table and file is the same', async () => {
    const { manifest, size } = await writeBackup({
      database: source.database,
      images: createDiskStore(source.uploadsDir),
      file,
      appVersion: APP_VERSION,
      now: DRILL_NOW,
    });
    expect(size).toBe(fs.statSync(file).size);
    const journal = migrationJournal();
    expect(manifest).toMatchObject({
      format: 'pachmarhi-backup',
      createdAt: DRILL_NOW.toISOString(),
      driver: source.database.driver,
      migrations: { applied: journal.length, last: journal.at(-1)!.tag },
    });
    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows).toMatchObject({
      reservations: BULK + 3,
      payments: 3,
      invoices: 3,
      reservation_guests: 3,
      gallery_images: 2,
    });
    expect(rows.users).toBe(4); // the test app's admin, visitor, front desk and accountant
    expect(manifest.uploads.mode).toBe('files');
    expect(manifest.uploads.count).toBe(Object.keys(everyFile(source.uploadsDir)).length);
    expect(manifest.uploads.count).toBeGreaterThan(2);
    expect(await readManifest(file)).toEqual(manifest);

    // The target is a fresh app: its own three accounts are replaced (force), its uploads folder empty.
    expect(everyFile(target.uploadsDir)).toEqual({});
    const report = await restoreBackup({
      database: target.database,
      images: createDiskStore(target.uploadsDir),
      file,
      force: true,
    });
    expect(report.ok).toBe(true);
    expect(report.tables.filter((t) => !t.ok)).toEqual([]);
    expect(report.uploads).toEqual({
      mode: 'files',
      expected: manifest.uploads.count,
      restored: manifest.uploads.count,
      mismatched: [],
    });

    const [before, after] = await Promise.all([everyTable(source.db), everyTable(target.db)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
    expect(everyFile(target.uploadsDir)).toEqual(everyFile(source.uploadsDir));

    // The restored site answers: the stay, its invoice PDF and the photos (to the source's owner, now the target's).
    target.setNow(DRILL_NOW);
    const admin = bearer(source.adminToken);
    const stay = await request(target.app).get(`/api/reservations/${stays[0].id}`).set(admin).expect(200);
    expect(stay.body.data.guestName).toBe('Ravi Sharma');
    await request(target.app).get(`/api/invoices/${stays[0].invoiceId}.pdf`).set(admin).expect(200);
    const gallery = await request(target.app).get('/api/gallery/get').expect(200);
    const photo = JSON.stringify(gallery.body).match(/uploads\/gallery\/[^"]+\.jpg/)![0];
    await request(target.app).get(`/${photo}`).expect(200);
  });

  it('when the database is not empty, then the restore is refused without --force and nothing changes', async () => {
    const before = await everyTable(target.db);
    const refused = await restoreBackup({ database: target.database, images: null, file }).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as Error).message).toMatch(
      /^The database is not empty \(.*reservations: 303.*\); restore into an empty database, or add --force/,
    );
    expect(await everyTable(target.db)).toEqual(before);
  });

  it('when a table in the file was altered, then the counts or checksums disagree, the restore is rolled back and says where', async () => {
    const altered = path.join(work, 'altered.tar.gz');
    await rewriteArchive(file, altered, (name, body) =>
      name === 'tables/rooms.ndjson'
        ? Buffer.from(body.toString('utf8').replace('"price":7500', '"price":7499'))
        : body,
    );
    const before = await everyTable(target.db);
    const failed = await restoreBackup({ database: target.database, images: null, file: altered, force: true }).catch(
      (e: Error) => e,
    );
    expect(failed).toBeInstanceOf(RestoreMismatchError);
    expect((failed as RestoreMismatchError).tables.filter((t) => !t.ok).map((t) => t.name)).toEqual(['rooms']);
    expect(await everyTable(target.db)).toEqual(before);
  });

  it('when the file is not a backup or is cut short, then it is refused with a sentence saying so', async () => {
    const notOurs = path.join(work, 'not-ours.tar.gz');
    fs.writeFileSync(notOurs, 'hello');
    await expect(readManifest(notOurs)).rejects.toThrow(/damaged or not a backup/);
    const cut = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 2000));
    const before = await everyTable(target.db);
    await expect(restoreBackup({ database: target.database, images: null, file: cut, force: true })).rejects.toThrow(
      /damaged/,
    );
    expect(await everyTable(target.db)).toEqual(before);
  });
});

/** Copy an archive entry by entry, passing each body through `change`. */
async function rewriteArchive(from: string, to: string, change: (name: string, body: Buffer) => Buffer): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(to));
  const read = pipeline(fs.createReadStream(from), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    const body = change(entry.header.name, Buffer.concat(parts));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name }, body, (e) => (e ? reject(e) : resolve())),
    );
  }
  await read;
  pack.finalize();
  await written;
}
