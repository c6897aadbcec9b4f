/**
 * The move from the embedded database to PostgreSQL (`npm run db:move-to-postgres`): a site of a
 * few hundred reservations with invoices, a credit note, guests and an audit trail is copied from
 * an embedded database folder into an empty PostgreSQL database; every table is compared, the
 * embedded data is unchanged, and the numbers (invoices, credit notes, the audit trail's order,
 * references) continue on PostgreSQL without a gap or a repeat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { moveToPostgres } from '../src/cli/backup-commands';
import { RestoreRefusedError } from '../src/platform/backup/archive';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { findUserByEmail } from '../src/modules/users/users.repository';
import { signAccessToken } from '../src/platform/auth/tokens';
import { openDatabase, type Database } from '../src/platform/db/database';
import { createScratchDatabase } from '../src/platform/db/scratch-database';
import { bearer, JWT_SECRET, makeTestApp } from './support/test-app';
import { auditSeq, DRILL_NOW, everyTable, fillForDrill, type DrillStay } from './support/backup-drill';
import { NEEDS_POSTGRES } from './support/shared-schema';

const base = process.env.TEST_DATABASE_URL;
if (!base) console.log(`[skip] move-to-postgres: ${NEEDS_POSTGRES}`);

describe.runIf(base)('moving from the embedded database to PostgreSQL', () => {
  let work: string;
  let pgliteDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let embedded: Record<string, string[]>;
  let stays: DrillStay[];
  let roomId: string;
  let database: Database | undefined;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-move-test-'));
    pgliteDir = path.join(work, 'pglite');
    scratch = await createScratchDatabase(base!, 'move');
    const site = await makeTestApp({ MAX_UPLOAD_MB: '5' }, { pgliteDir });
    try {
      ({ stays, roomId } = await fillForDrill(site, 300));
      embedded = await everyTable(site.db);
    } finally {
      await site.database.close(); // the embedded database has one owner at a time: the move opens it next
    }
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('when moved, then every table is the same on PostgreSQL, the embedded data is unchanged and the DATABASE_URL to set is printed', async () => {
    const { ok, lines } = await moveToPostgres(pgliteDir, scratch.url);
    expect(lines.join('\n')).not.toContain('MISMATCH');
    expect(ok).toBe(true);
    expect(lines[0]).toMatch(/^Copied \d+ rows in \d+ tables from the embedded database at .* to postgres:\/\//);
    expect(lines.join('\n')).toContain(
      'INV/26-27: last number 2, 2 issued, highest 2 → INV/26-27: last number 2, 2 issued, highest 2',
    );
    expect(lines.join('\n')).toContain('CN/26-27: last number 1, 1 issued, highest 1');
    expect(lines.at(-1)).toContain(`Set DATABASE_URL=${scratch.url}`);

    const target = await openDatabase({ url: scratch.url });
    try {
      const moved = await everyTable(target.db);
      expect(Object.keys(moved)).toEqual(Object.keys(embedded));
      for (const name of Object.keys(embedded)) expect(moved[name], name).toEqual(embedded[name]);
      expect(moved.reservations).toHaveLength(303);
    } finally {
      await target.close();
    }
    const again = await openDatabase({ pgliteDir, migrate: false });
    try {
      expect(await everyTable(again.db)).toEqual(embedded);
    } finally {
      await again.close();
    }
  });

  it('when the PostgreSQL database is not empty, then the move is refused and changes nothing', async () => {
    await expect(moveToPostgres(pgliteDir, scratch.url)).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(moveToPostgres(pgliteDir, 'mysql://x')).rejects.toThrow('Not a PostgreSQL URL');
  });

  it('when the site runs on PostgreSQL after the move, then invoice, credit-note and audit numbers continue without a gap or a repeat', async () => {
    database = await openDatabase({ url: scratch.url });
    const config = readConfig({ NODE_ENV: 'test', CLIENT_DIST: '/nonexistent' });
    const app = createApp({ database, config, jwtSecret: JWT_SECRET, now: () => DRILL_NOW });
    const owner = (await findUserByEmail(database.db, 'admin@test.in'))!;
    const admin = bearer(
      signAccessToken({ _id: owner.id, role: owner.role, tokenVersion: owner.tokenVersion }, JWT_SECRET, DRILL_NOW),
    );
    const seqBefore = await auditSeq(database.db);

    const third = await request(app).post(`/api/reservations/${stays[2].id}/invoice`).set(admin).send({}).expect(201);
    expect(third.body.data.number).toBe('INV/26-27/0003');
    const note = await request(app)
      .post(`/api/invoices/${stays[0].invoiceId}/credit-note`)
      .set(admin)
      .send({ reason: 'Stay moved' })
      .expect(201);
    expect(note.body.data.number).toBe('CN/26-27/0002');
    expect(await auditSeq(database!.db)).toBeGreaterThan(seqBefore);

    const made = await request(app)
      .post('/api/reservations')
      .set(admin)
      .send({
        kind: 'room',
        itemId: roomId,
        checkIn: '2026-12-20',
        checkOut: '2026-12-21',
        guests: 2,
        status: 'confirmed',
        guestName: 'After the move',
        guestPhone: '98260 12345',
      })
      .expect(201);
    const { rows } = (await database!.db.execute(
      sql`select count(*)::int as n from reservations where reference = ${made.body.data.reference}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });
});
