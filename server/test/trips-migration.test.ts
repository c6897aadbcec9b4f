/**
 * The trips migration (issue 35): a database made by the previous release — every migration before
 * the trips one — with reservations, payments, invoices, credit notes, guests, enquiries and audit
 * rows, migrated to this release: every reservation is a trip of one line with the same reference
 * and guest, and every row that pointed at a reservation still does. On the embedded database, and
 * on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths';

type Query = (text: string) => Promise<Record<string, unknown>[]>;
interface Opened {
  query: Query;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** Temporary folders made here, removed after the tests. */
const made: string[] = [];

/** A migrations folder holding every migration before the trips one (the previous release's). */
function previousRelease(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_trips'));
  expect(at).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-migrations-'));
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, at);
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function openPglite(): Promise<Opened> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create();
  const db = drizzle(client);
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Opened> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const db = drizzle(client);
  return {
    query: async (text) => (await client.query(text)).rows as Record<string, unknown>[],
    migrate: (folder) => migrate(db, { migrationsFolder: folder, migrationsSchema: schema }),
    close: async () => {
      await client.end();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

const ROOM = '11111111-1111-4111-8111-111111111111';
const TOUR = '22222222-2222-4222-8222-222222222222';
const STAY = 'aaaaaaaa-0000-4000-8000-000000000001';
const TOUR_BOOKING = 'aaaaaaaa-0000-4000-8000-000000000002';
const BLOCK = 'aaaaaaaa-0000-4000-8000-000000000003';
const INVOICE = 'bbbbbbbb-0000-4000-8000-000000000001';
const QUOTE = JSON.stringify({
  kind: 'room',
  unit: 'night',
  unitPrice: 2400,
  guests: 2,
  weekendPercentage: 0,
  total: 4800,
  available: true,
  reason: null,
  nights: [
    { date: '2026-12-01', base: 2400, surcharge: 0, extraGuests: 0, price: 2400, rule: null },
    { date: '2026-12-02', base: 2400, surcharge: 0, extraGuests: 0, price: 2400, rule: null },
  ],
});

/** The previous release's rows: a room stay (paid, invoiced and credited, a registered guest, from an enquiry), a tour booking and an imported block. */
async function fill(q: Query): Promise<void> {
  await q(
    `insert into rooms (id, name, slug, price, description, units) values ('${ROOM}', 'Pine Room', 'pine-room', 2400, 'Quiet', 2)`,
  );
  await q(
    `insert into tours (id, title, slug, location, price) values ('${TOUR}', 'Bee Falls', 'bee-falls', 'Pachmarhi', 900)`,
  );
  await q(`insert into reservations (id, kind, item_id, check_in, check_out, guests, guest_name, guest_phone, guest_email, status, source, notes, quote, agreed_total, reference, created_at, updated_at)
    values ('${STAY}', 'room', '${ROOM}', '2026-12-01', '2026-12-03', 2, 'Asha Verma', '+919876543210', 'asha@example.com', 'confirmed', 'whatsapp', 'Discount for a repeat guest', '${QUOTE}', 4500, 'K7Q2XM', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')`);
  await q(`insert into reservations (id, kind, item_id, check_in, guests, guest_name, guest_phone, status, hold_expires_at, source, reference)
    values ('${TOUR_BOOKING}', 'tour', '${TOUR}', '2026-12-02', 3, 'Ravi Kumar', '+919812345678', 'held', '2026-12-01T10:00:00Z', 'phone', 'T0URAB')`);
  await q(
    `insert into calendar_feeds (id, kind, item_id, label, url) values ('cccccccc-0000-4000-8000-000000000001', 'room', '${ROOM}', 'Airbnb', 'https://example.com/a.ics')`,
  );
  await q(`insert into reservations (id, kind, item_id, check_in, check_out, guests, guest_name, status, source, feed_id, external_uid)
    values ('${BLOCK}', 'room', '${ROOM}', '2026-12-10', '2026-12-12', 1, 'Airbnb', 'blocked', 'ical', 'cccccccc-0000-4000-8000-000000000001', 'uid-1@airbnb')`);
  await q(
    `insert into payments (reservation_id, amount, method, reference, received_at) values ('${STAY}', 150000, 'upi', 'UTR123', '2026-11-20T11:00:00Z')`,
  );
  await q(
    `insert into payments (reservation_id, kind, amount, method, reason, received_at) values ('${STAY}', 'refund', 20000, 'upi', 'Extra bed not used', '2026-11-21T11:00:00Z')`,
  );
  await q(`insert into invoices (id, type, number, financial_year, reservation_id, issued_at, total, document)
    values ('${INVOICE}', 'invoice', 'INV/26-27/0001', '26-27', '${STAY}', '2026-11-21T10:00:00Z', 472500, '{}')`);
  await q(`insert into invoices (type, number, financial_year, reservation_id, invoice_id, issued_at, total, document)
    values ('credit-note', 'CN/26-27/0001', '26-27', '${STAY}', '${INVOICE}', '2026-11-21T12:00:00Z', 10000, '{}')`);
  await q(`insert into reservation_guests (reservation_id, name, nationality, id_type, id_number, address)
    values ('${STAY}', 'Asha Verma', 'IN', 'aadhaar', 'XXXX XXXX 1234', 'Bhopal')`);
  await q(
    `insert into enquiries (reference, kind, item_id, guests, status, reservation_id) values ('XARE', 'room', '${ROOM}', 2, 'booked', '${STAY}')`,
  );
  await q(`insert into audit_log (action, entity, entity_id) values ('create', 'reservation', '${STAY}')`);
}

const count = async (q: Query, table: string) => Number((await q(`select count(*)::int as n from ${table}`))[0].n);

async function migrateAndCheck(open: () => Promise<Opened>): Promise<void> {
  const db = await open();
  try {
    await db.migrate(previousRelease());
    await fill(db.query);
    const before = {
      payments: await count(db.query, 'payments'),
      invoices: await count(db.query, 'invoices'),
      guests: await count(db.query, 'reservation_guests'),
      enquiries: await count(db.query, 'enquiries'),
      audit: await count(db.query, 'audit_log'),
    };
    const reservationsBefore = await db.query('select * from reservations order by id');

    await db.migrate(MIGRATIONS_DIR);

    // Every reservation is a line of its own trip, which has its reference and guest.
    const lines = await db.query(
      `select r.id, r.trip_id, r.reference, r.units, r.meal_plan, r.children, t.reference as trip_reference,
         t.guest_name, t.guest_phone, t.guest_email, t.source, t.notes, t.agreed_total, t.created_at
       from reservations r join trips t on t.id = r.trip_id order by r.id`,
    );
    expect(lines).toHaveLength(3);
    expect(await count(db.query, 'trips')).toBe(3);
    for (const [i, r] of reservationsBefore.entries()) {
      expect(lines[i]).toMatchObject({
        id: r.id,
        trip_id: r.id,
        reference: r.reference,
        trip_reference: r.reference,
        guest_name: r.guest_name,
        guest_phone: r.guest_phone,
        guest_email: r.guest_email,
        source: r.source,
        notes: r.notes,
        units: 1,
        meal_plan: r.kind === 'room' && r.status !== 'blocked' ? 'EP' : null,
        children: 0,
        agreed_total: null,
      });
      expect(new Date(lines[i].created_at as string).getTime()).toBe(new Date(r.created_at as string).getTime());
    }
    // The line keeps its own figures: quote, agreed total, status, dates, hold.
    const after = await db.query('select * from reservations order by id');
    for (const [i, r] of reservationsBefore.entries()) {
      // The columns later migrations add (a park safari's shift, issue 39) are left out.
      const { trip_id: _t, units: _u, meal_plan: _m, meal_price: _p, children: _c, shift: _s, ...kept } = after[i];
      expect(kept).toEqual(r);
    }
    // Nothing that pointed at a reservation is lost, and each still finds its reservation and trip.
    expect({
      payments: await count(db.query, 'payments'),
      invoices: await count(db.query, 'invoices'),
      guests: await count(db.query, 'reservation_guests'),
      enquiries: await count(db.query, 'enquiries'),
      audit: await count(db.query, 'audit_log'),
    }).toEqual(before);
    for (const table of ['payments', 'invoices', 'reservation_guests', 'enquiries']) {
      const orphans = await db.query(
        `select count(*)::int as n from ${table} x left join reservations r on r.id = x.reservation_id
           left join trips t on t.id = r.trip_id where t.id is null`,
      );
      expect(orphans[0].n).toBe(0);
    }
    // An enquiry booked as a reservation points at that reservation's trip too (migration 0021).
    expect(await db.query(`select trip_id, lines, trip_quote from enquiries`)).toEqual([
      { trip_id: STAY, lines: null, trip_quote: null },
    ]);
    expect((await db.query(`select number from invoices order by number`)).map((r) => r.number)).toEqual([
      'CN/26-27/0001',
      'INV/26-27/0001',
    ]);
    // The new catalogue is empty and rooms offer no meal plan yet.
    expect(await count(db.query, 'extras')).toBe(0);
    expect((await db.query(`select meal_plans from rooms`))[0].meal_plans).toEqual({});
    // A trip needs its lines' guest: trip_id is required from now on.
    await expect(
      db.query(
        `insert into reservations (kind, item_id, check_in, check_out, guests) values ('room', '${ROOM}', '2027-01-01', '2027-01-02', 1)`,
      ),
    ).rejects.toThrow();
  } finally {
    await db.close();
  }
}

const url = process.env.TEST_DATABASE_URL;
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

describe('the trips migration from the previous release', () => {
  it('when an embedded database of the previous release is migrated, then every reservation is a one-line trip and nothing is lost', async () => {
    await migrateAndCheck(openPglite);
  });

  it.runIf(url)(
    'when a PostgreSQL database of the previous release is migrated, then every reservation is a one-line trip and nothing is lost',
    async () => {
      await migrateAndCheck(() => openPostgres(url!));
    },
  );
});
