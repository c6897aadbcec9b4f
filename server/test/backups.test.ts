/**
 * Scheduled backups and the owner's view of them (docs/api.md#backups): the nightly run at 02:30
 * IST, claimed once however many processes ask; the retention rule (7 daily, 4 weekly, 12 monthly)
 * as a pure function and applied to the files; a failed run on /api/ready and in the list; the
 * owner's download, audited. The app's clock is set per case.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backupsToKeep, createBackups, dueSlot } from '../src/modules/backups/backups.module';
import { createAudit } from '../src/modules/audit/audit.module';
import { dirTarget } from '../src/platform/backup/backup-targets';
import { readManifest } from '../src/platform/backup/archive';
import { createDiskStore } from '../src/platform/storage/disk-store';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { appsOnOneSchema, NEEDS_POSTGRES } from './support/shared-schema';
import { contractCoverage } from './support/contract-hook';

describe('when the nightly backup is due (pure)', () => {
  it('is the latest 02:30 IST (21:00 UTC) not after now, named by its IST date', () => {
    expect(dueSlot(new Date('2026-12-01T21:00:00Z'))).toEqual({
      slot: '2026-12-02',
      at: new Date('2026-12-01T21:00:00Z'),
    });
    expect(dueSlot(new Date('2026-12-01T20:59:59Z'))).toEqual({
      slot: '2026-12-01',
      at: new Date('2026-11-30T21:00:00Z'),
    });
    expect(dueSlot(new Date('2026-12-02T18:29:00Z')).slot).toBe('2026-12-02');
    expect(dueSlot(new Date('2027-01-01T02:00:00+05:30')).slot).toBe('2026-12-31');
  });
});

describe('which backups the retention rule keeps (pure)', () => {
  /** One backup a night at 02:30 IST for `nights` nights ending on the IST date `last`. */
  const nightly = (last: string, nights: number) =>
    Array.from({ length: nights }, (_, i) => {
      const d = new Date(`${last}T02:30:00+05:30`);
      d.setUTCDate(d.getUTCDate() - i);
      return { at: d };
    });
  const days = (kept: Set<{ at: Date }>) =>
    [...kept].map((b) => new Date(b.at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)).sort();

  it('keeps the 7 newest days, the newest of 4 weeks (Monday to Sunday) and of 12 months', () => {
    // 400 nights up to Thursday 31 Dec 2026.
    const kept = backupsToKeep(nightly('2026-12-31', 400));
    expect(days(kept)).toEqual([
      // monthly: the last night of each of the 12 newest months (December's is the newest night itself)
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      // weekly: the newest of the 4 newest weeks (Monday to Sunday): 31 Dec, 27 Dec (daily), 20 and 13 Dec
      '2026-12-13',
      '2026-12-20',
      // daily: the 7 newest nights
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('keeps the newest of a day when there are several, and counts only periods that have a backup', () => {
    const at = (iso: string) => ({ at: new Date(iso) });
    const b = [
      at('2026-12-31T10:00:00+05:30'),
      at('2026-12-31T02:30:00+05:30'),
      at('2026-11-01T02:30:00+05:30'),
      at('2025-06-01T02:30:00+05:30'),
    ];
    expect(backupsToKeep(b, { daily: 2, weekly: 0, monthly: 0 })).toEqual(new Set([b[0], b[2]]));
    expect(backupsToKeep(b, { daily: 0, weekly: 0, monthly: 3 })).toEqual(new Set([b[0], b[2], b[3]]));
    expect(backupsToKeep(b, { daily: 0, weekly: 0, monthly: 0 })).toEqual(new Set([b[0]]));
    expect(backupsToKeep([])).toEqual(new Set());
  });
});

describe('the nightly backup and the owner’s view', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-backups-'));
    t = await makeTestApp({ BACKUP_DIR: dir, MAX_UPLOAD_MB: '5' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const owner = () => bearer(t.adminToken);

  it('when no backup was made yet, then the list is empty, the download is 404 and ready says so', async () => {
    t.setNow(new Date('2026-12-01T12:00:00Z'));
    expect((await request(t.app).get('/api/backups').set(owner()).expect(200)).body).toEqual({
      success: true,
      data: [],
    });
    const none = await request(t.app).get('/api/backups/latest').set(owner()).expect(404);
    expect(none.body.message).toBe('A backup not found');
    expect((await request(t.app).get('/api/ready').expect(200)).body.backup).toEqual({
      lastOkAt: null,
      lastError: null,
    });
  });

  it('when the night is due and several ask at once, then one backup is made; asking again that night makes none', async () => {
    const night = new Date('2026-12-01T21:00:30Z'); // 02:30:30 IST on 2 Dec
    t.setNow(night);
    const runs = await Promise.all([t.backups.runDue(), t.backups.runDue(), t.backups.runDue()]);
    const made = runs.filter((r) => r !== null);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      ok: true,
      file: 'pachmarhi-backup-2026-12-01T21-00-30Z.tar.gz',
      at: night.toISOString(),
      error: null,
    });
    expect(fs.readdirSync(dir)).toEqual([made[0]!.file]);
    expect(made[0]!.size).toBe(fs.statSync(path.join(dir, made[0]!.file!)).size);
    t.setNow(new Date('2026-12-02T18:00:00Z')); // 23:30 IST the same day: still that night's slot
    expect(await t.backups.runDue()).toBeNull();

    const ready = await request(t.app).get('/api/ready').expect(200);
    expect(ready.body.backup).toEqual({ lastOkAt: night.toISOString(), lastError: null });
    const list = await request(t.app).get('/api/backups').set(owner()).expect(200);
    expect(list.body.data).toEqual([made[0]]);
    const manifest = await readManifest(path.join(dir, made[0]!.file!));
    expect(manifest.tables.find((x) => x.name === 'users')!.rows).toBe(4);
  });

  it('when the owner downloads the latest backup, then it is the file, as an attachment, and the download is audited', async () => {
    const [latest] = (await request(t.app).get('/api/backups').set(owner()).expect(200)).body.data;
    const res = await request(t.app)
      .get('/api/backups/latest')
      .set(owner())
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${latest.file}"`);
    expect((res.body as Buffer).equals(fs.readFileSync(path.join(dir, latest.file)))).toBe(true);
    const audit = await request(t.app).get('/api/audit?entity=backup').set(owner()).expect(200);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      action: 'download',
      entity: 'backup',
      entityId: latest.file,
      userId: t.admin._id,
    });
    await request(t.app).get('/api/backups/latest').set(bearer(t.deskToken)).expect(403);
    await request(t.app).get('/api/backups').set(bearer(t.deskToken)).expect(403);
    await request(t.app).get('/api/backups/latest').expect(401);
  });

  it('when a nightly backup fails, then ready and the list say why until a later one succeeds', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const failing = createBackups({
      database: t.database,
      db: t.db,
      images: createDiskStore(t.uploadsDir),
      targets: [dirTarget(blocked)],
      appVersion: 'test',
      now: () => new Date('2026-12-02T21:01:00Z'),
      audit: createAudit({ db: t.db, now: () => new Date() }),
      instance: 'other process',
    });
    const failed = await failing.runDue();
    expect(failed).toMatchObject({ ok: false, file: null, size: null });
    expect(failed!.error).toMatch(/ENOTDIR|EEXIST|not a directory/);
    t.setNow(new Date('2026-12-02T21:05:00Z'));
    const ready = await request(t.app).get('/api/ready').expect(200);
    expect(ready.body.backup).toEqual({ lastOkAt: '2026-12-01T21:00:30.000Z', lastError: failed!.error });
    const list = (await request(t.app).get('/api/backups').set(owner()).expect(200)).body.data;
    expect(list.map((b: { ok: boolean }) => b.ok)).toEqual([false, true]);
    // The same night is not tried again by another process; the next night succeeds.
    expect(await t.backups.runDue()).toBeNull();
    t.setNow(new Date('2026-12-03T21:00:00Z'));
    expect((await t.backups.runDue())!.ok).toBe(true);
    expect((await request(t.app).get('/api/ready').expect(200)).body.backup).toEqual({
      lastOkAt: '2026-12-03T21:00:00.000Z',
      lastError: null,
    });
  });

  it('when backups pile up night after night, then only those the retention rule keeps stay, on disk and in the list', async () => {
    // Good backups so far: the nights of 2 and 4 Dec 2026 (IST); now 5 to 12 Dec (Saturday).
    for (let day = 5; day <= 12; day++) {
      t.setNow(new Date(`2026-12-${String(day).padStart(2, '0')}T02:31:00+05:30`));
      expect(await t.backups.runDue()).toMatchObject({ ok: true, error: null }); // its error shows when it is not
    }
    const list = (await request(t.app).get('/api/backups').set(owner()).expect(200)).body.data as {
      file: string | null;
      at: string;
      ok: boolean;
    }[];
    const ist = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    // Daily: the 7 newest nights, 6–12 Dec. Weekly: the newest of 7–13 Dec (12th) and of 30 Nov–6 Dec
    // (6th), both kept already. Monthly: December's newest, the 12th. So 2, 4 and 5 Dec go.
    const good = list.filter((b) => b.ok);
    expect(good.map((b) => ist(b.at))).toEqual([
      '2026-12-12',
      '2026-12-11',
      '2026-12-10',
      '2026-12-09',
      '2026-12-08',
      '2026-12-07',
      '2026-12-06',
    ]);
    // The failed run of 3 Dec is listed for a week, then cleared (this is the 12th).
    expect(list.filter((b) => !b.ok)).toEqual([]);
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.tar.gz'))
        .sort(),
    ).toEqual(good.map((b) => b.file).sort());
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log(`[skip] backups across processes: ${NEEDS_POSTGRES}`);

describe.runIf(url)('the nightly backup with several processes on one PostgreSQL', () => {
  it('when three processes find the night due at once, then exactly one backs up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-backups-'));
    const at = new Date('2026-12-01T21:00:00Z');
    const site = await appsOnOneSchema(3, { now: () => at });
    try {
      const processes = site.databases.map((database, i) =>
        createBackups({
          database,
          db: database.db,
          images: createDiskStore(dir),
          targets: [dirTarget(dir)],
          appVersion: 'test',
          now: () => at,
          audit: createAudit({ db: database.db, now: () => at }),
          instance: `process ${i}`,
        }),
      );
      const runs = await Promise.all(processes.map((p) => p.runDue()));
      expect(runs.filter((r) => r?.ok)).toHaveLength(1);
      expect(runs.filter((r) => r === null)).toHaveLength(2);
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

contractCoverage(['GET /api/backups', 'GET /api/backups/latest']);
