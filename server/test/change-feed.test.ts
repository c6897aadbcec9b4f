import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { bearer } from './support/test-app';
import { appsOnOneSchema, NEEDS_POSTGRES } from './support/shared-schema';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log(`[skip] change-feed: ${NEEDS_POSTGRES}`);

/** Poll `read` until `done(value)` or `withinMs` pass; resolves with the last value and the time it took (ms). */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < withinMs) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  let s: Awaited<ReturnType<typeof appsOnOneSchema>>;
  beforeAll(async () => {
    s = await appsOnOneSchema(2);
  });
  afterAll(() => s.close());

  const names = async (i: number) =>
    (await request(s.apps[i]).get('/api/rooms/get').expect(200)).body.map((r: { name: string }) => r.name);
  const createRoom = async (i: number, name: string) => {
    const res = await request(s.apps[i])
      .post('/api/rooms/create')
      .set(bearer(s.adminToken))
      .field('name', name)
      .field('price', '2000')
      .field('description', 'Cosy');
    expect(res.status).toBe(201);
    return res.body.data._id as string;
  };

  it('when a room is created through A, then B, whose list was cached, lists it within a second', async () => {
    expect(await names(1)).toEqual([]); // B caches the empty list (fresh for 5 s)
    await createRoom(0, 'Satpura Suite');
    expect(
      await poll(
        () => names(1),
        (n) => n.includes('Satpura Suite'),
        1_000,
      ),
    ).toContain('Satpura Suite');
  });

  it("when a reservation is made through A, then B's cached availability shows it within a second", async () => {
    const roomId = await createRoom(0, 'Dhoopgarh Room');
    const checkIn = addDays(todayIST(), 10);
    const url = `/api/availability?kind=room&itemId=${roomId}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&guests=1`;
    const left = async () => (await request(s.apps[1]).get(url).expect(200)).body.data[0].unitsLeft as number;
    const before = await left();
    const made = await request(s.apps[0])
      .post('/api/reservations')
      .set(bearer(s.adminToken))
      .send({
        kind: 'room',
        itemId: roomId,
        checkIn,
        checkOut: addDays(checkIn, 1),
        guests: 1,
        guestName: 'Asha',
        guestPhone: '98765 43210',
        status: 'confirmed',
      });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await poll(left, (n) => n === before - 1, 1_000)).toBe(before - 1);
  });

  it("when weekend pricing is activated through A, then B's cached quotes carry the surcharge within a second", async () => {
    const roomId = await createRoom(0, 'Bee Falls Room');
    const checkIn = addDays(todayIST(), 20);
    const url = `/api/availability?kind=room&itemId=${roomId}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=1`;
    const percentage = async () =>
      (await request(s.apps[1]).get(url).expect(200)).body.data[0].quote.weekendPercentage as number;
    expect(await percentage()).toBe(0); // B caches the quote without a surcharge
    await request(s.apps[0])
      .post('/api/weekend-pricing/activate')
      .set(bearer(s.adminToken))
      .send({ percentageIncrease: 40 })
      .expect(200);
    expect(await poll(percentage, (p) => p === 40, 1_000)).toBe(40);
  });

  it('when sessions are revoked through A, then B refuses the old token within a second', async () => {
    const me = () =>
      request(s.apps[1])
        .get('/api/v1/users/me')
        .set(bearer(s.adminToken))
        .then((r) => r.status);
    expect(await me()).toBe(200); // B caches the admin's token version (for 5 s)
    await request(s.apps[0]).post(`/api/v1/users/${s.admin._id}/revoke-sessions`).set(bearer(s.adminToken)).expect(200);
    expect(await poll(me, (status) => status === 401, 1_000)).toBe(401);
  });

  it('when the listening connections are cut, then they come back and drop every cached list (notifications may be lost)', async () => {
    expect(await names(1)).toContain('Satpura Suite');
    await s.databases[0].db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    // Written straight to the table, announced to nobody: only the reconnect's "everything" shows it.
    await s.databases[0].db.execute(sql`update rooms set name = 'Renamed while deaf'`);
    const seen = await poll(
      () => names(1),
      (n) => n.includes('Renamed while deaf'),
      3_000,
    );
    expect(seen).toContain('Renamed while deaf');
  });
});
