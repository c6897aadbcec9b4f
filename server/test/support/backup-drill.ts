/**
 * The restore drill's data and comparisons (test/backup-drill.test.ts, test/move-to-postgres.test.ts):
 * a site with rooms, photos, a few hundred reservations inserted in bulk, and stays with payments,
 * invoices, a credit note and registered guests made through the API; every table's rows and every
 * stored file, to compare two copies.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { addDays } from '@pachmarhi/common/pricing/quote';
import type { Db } from '../../src/platform/db/database';
import { reservations } from '../../src/modules/reservations/reservations.tables';
import { insertTrips } from '../../src/modules/reservations/reservations.repository';
import { GST_BUSINESS } from './business';
import { createRoom, createTour, uploadGalleryImage } from './records';
import { bearer, type TestApp } from './test-app';

/** Every case of the drill runs on Saturday 21 Nov 2026 (IST); the stays are in December. */
export const DRILL_NOW = new Date('2026-11-21T10:00:00Z');

/** One stay made through the API: its id, and its invoice's id when one was issued. */
export interface DrillStay {
  id: string;
  invoiceId?: string;
}

/**
 * Fill `t` for the drill: business settings (GST), a room and a tour, two gallery photos,
 * `bulk` room reservations inserted in one statement (every status), and three stays through the
 * API, each with a payment and a registered guest; the first two invoiced, the second credited.
 * @returns the room's id and the API stays
 */
export async function fillForDrill(t: TestApp, bulk: number): Promise<{ roomId: string; stays: DrillStay[] }> {
  t.setNow(DRILL_NOW);
  const admin = bearer(t.adminToken);
  await request(t.app).put('/api/business-settings').set(admin).send(GST_BUSINESS).expect(200);
  const roomId = await createRoom(t, { name: 'Deluxe Valley Room', price: '7500', units: '500' });
  await createTour(t, { title: 'Bee Falls ✓ – मधुमक्खी' });
  for (const title of ['Dhoopgarh sunrise', 'Jata Shankar']) {
    const res = await uploadGalleryImage(t, { title });
    if (res.status !== 201) throw new Error(`gallery upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const statuses = ['confirmed', 'confirmed', 'held', 'enquiry', 'cancelled', 'blocked'] as const;
  const rows = Array.from({ length: bulk }, (_, i) => {
    const checkIn = addDays('2026-12-01', i % 90);
    const status = statuses[i % statuses.length];
    return {
      kind: 'room',
      itemId: roomId,
      checkIn,
      checkOut: addDays(checkIn, 1 + (i % 4)),
      guests: 1 + (i % 3),
      status,
      holdExpiresAt: status === 'held' ? new Date(DRILL_NOW.getTime() + 86_400_000) : null,
      guestName: `Guest ${i} “Ünïcode” ${i % 2 ? 'रवि' : 'O\u2019Brien'}`,
      guestPhone: '+919876543210',
      notes: i % 7 ? '' : 'line one\nline two\ttab \\ backslash "quoted"',
      createdAt: new Date(DRILL_NOW.getTime() - i * 1_234_567),
      updatedAt: new Date(DRILL_NOW.getTime() - i * 1_234_567 + 123),
    };
  });
  // Each a one-line trip, as the app makes them.
  const tripIds = await insertTrips(
    t.db,
    rows.map((r) => ({ guestName: r.guestName, guestPhone: r.guestPhone })),
  );
  if (rows.length) await t.db.insert(reservations).values(rows.map((r, i) => ({ ...r, tripId: tripIds[i] })));

  const stays: DrillStay[] = [];
  for (const [i, guestName] of ['Ravi Sharma', 'Emma Clarke', 'Asha Verma'].entries()) {
    const made = await request(t.app)
      .post('/api/reservations')
      .set(admin)
      .send({
        kind: 'room',
        itemId: roomId,
        checkIn: addDays('2026-12-10', i),
        checkOut: addDays('2026-12-12', i),
        guests: 2,
        status: 'confirmed',
        guestName,
        guestPhone: '98260 12345',
      })
      .expect(201);
    const id = made.body.data._id as string;
    await request(t.app)
      .post(`/api/reservations/${id}/payments`)
      .set(admin)
      .send({ amount: 4725, method: 'upi', reference: `UTR ${i}` })
      .expect(201);
    await request(t.app)
      .post(`/api/reservations/${id}/guests`)
      .set(admin)
      .send({ name: guestName, nationality: 'IN', idType: 'aadhaar', idNumber: '0123', address: 'Bhopal' })
      .expect(201);
    const stay: DrillStay = { id };
    if (i < 2)
      stay.invoiceId = (
        await request(t.app).post(`/api/reservations/${id}/invoice`).set(admin).send({}).expect(201)
      ).body.data._id;
    stays.push(stay);
  }
  await request(t.app)
    .post(`/api/invoices/${stays[1].invoiceId}/credit-note`)
    .set(admin)
    .send({ reason: 'Billed in error' })
    .expect(201);
  return { roomId, stays };
}

type Rows<T> = { rows: T[] };

/**
 * Every table of the app's schema (Drizzle's bookkeeping aside) with its rows as JSON text
 * (instants in UTC), sorted: two databases with the same data give equal results.
 */
export async function everyTable(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const { rows: tables } = (await tx.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
          order by table_name`,
    )) as unknown as Rows<{ name: string }>;
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = (await tx.execute(
        sql.raw(`select row_to_json(t)::text as line from "${name}" t`),
      )) as unknown as Rows<{ line: string }>;
      out[name] = rows.map((r) => r.line).sort();
    }
    return out;
  });
}

/** Every file under `dir` (relative path → SHA-256 of its bytes). */
export function everyFile(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

/** The audit trail's next `seq` as the sequence stands (its last value, or 1 when never used). */
export async function auditSeq(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select max(seq) as seq from audit_log`)) as unknown as Rows<{
    seq: string | number | null;
  }>;
  return Number(rows[0]?.seq ?? 0);
}
