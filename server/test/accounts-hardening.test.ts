import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import { bearer, JWT_SECRET, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { insertUser, toAuthUser } from '../src/modules/users/users.repository';
import { upsertAdmin } from '../src/modules/users/users.service';
import { signAccessToken } from '../src/platform/auth/tokens';
import { SESSION_CACHE_MS } from '../src/modules/users/sessions';
import { rooms } from '../src/modules/inventory/inventory.tables';
import { users } from '../src/modules/users/users.tables';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());
afterEach(() => t.setNow(null));

let n = 0;
/** A new account (its own, so revoking or deleting it touches no other case) and a token for it. */
async function account(role: number, password = 'a-long-password') {
  const row = await insertUser(t.db, {
    name: `Person ${++n}`,
    email: `person${n}@test.in`,
    passwordHash: await bcrypt.hash(password, 4),
    role,
  });
  return {
    ...toAuthUser(row),
    token: signAccessToken({ ...toAuthUser(row), tokenVersion: row.tokenVersion }, JWT_SECRET),
  };
}
/** Step the clock past the session cache, as a request made later would see it. */
const afterCache = () => t.setNow(new Date(Date.now() + SESSION_CACHE_MS + 1000));
const roomCount = async () => (await t.db.select().from(rooms)).length;
const me = (token: string) => request(t.app).get('/api/v1/users/me').set(bearer(token));

describe('an admin token after the admin is deleted or demoted', () => {
  it('when the admin is deleted, then their token gets 401 and creates no room', async () => {
    const admin = await account(ROLE_ADMIN);
    await createRoom({ ...t, adminToken: admin.token }); // works while the admin exists (and warms the cache)
    await t.db.delete(users).where(eq(users.id, admin._id));
    afterCache();
    const before = await roomCount();
    const res = await request(t.app)
      .post('/api/rooms/create')
      .set(bearer(admin.token))
      .field('name', 'Ghost room')
      .field('price', '1')
      .field('description', 'x');
    expect(res.status).toBe(401);
    expect(await roomCount()).toBe(before);
  });

  it('when the admin is demoted to a user, then admin routes answer 403 and /me still works', async () => {
    const admin = await account(ROLE_ADMIN);
    await t.db.update(users).set({ role: ROLE_USER }).where(eq(users.id, admin._id));
    const res = await request(t.app).get('/api/contact').set(bearer(admin.token));
    expect(res.status).toBe(403);
    expect((await me(admin.token)).body.data.role).toBe(ROLE_USER);
  });

  it('when a token carries no token version (signed before versions existed), then 401', async () => {
    const legacy = jwt.sign({ role: ROLE_ADMIN }, JWT_SECRET, { subject: t.admin._id, expiresIn: 600 });
    expect((await me(legacy)).status).toBe(401);
  });
});

describe('POST /api/v1/users/:id/revoke-sessions', () => {
  it("when an admin revokes a user's sessions, then the old token gets 401 at once and a new login works", async () => {
    const user = await account(ROLE_USER, 'visitor-password');
    expect((await me(user.token)).status).toBe(200);
    const res = await request(t.app).post(`/api/v1/users/${user._id}/revoke-sessions`).set(bearer(t.adminToken));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { user: { _id: user._id, email: user.email } } });
    expect((await me(user.token)).status).toBe(401);
    const login = await request(t.app)
      .post('/api/v1/users/login')
      .send({ email: user.email, password: 'visitor-password' })
      .expect(200);
    expect((await me(login.body.data.token)).status).toBe(200);
  });

  it('when an admin revokes their own sessions, then their token stops working', async () => {
    const admin = await account(ROLE_ADMIN);
    await request(t.app).post(`/api/v1/users/${admin._id}/revoke-sessions`).set(bearer(admin.token)).expect(200);
    expect((await request(t.app).get('/api/contact').set(bearer(admin.token))).status).toBe(401);
  });

  it('when a user calls it, then 403; for an unknown id, 404', async () => {
    const user = await account(ROLE_USER);
    expect(
      (await request(t.app).post(`/api/v1/users/${t.admin._id}/revoke-sessions`).set(bearer(user.token))).status,
    ).toBe(403);
    expect(
      (
        await request(t.app)
          .post('/api/v1/users/00000000-0000-4000-8000-000000000000/revoke-sessions')
          .set(bearer(t.adminToken))
      ).status,
    ).toBe(404);
  });

  it("when create-admin resets an account's password, then its earlier tokens stop working", async () => {
    const user = await account(ROLE_USER);
    expect((await me(user.token)).status).toBe(200);
    await upsertAdmin(t.db, { name: 'x', email: user.email, password: 'a-brand-new-password' });
    afterCache(); // another process (the CLI) wrote: seen once the cache entry is older than SESSION_CACHE_MS
    expect((await me(user.token)).status).toBe(401);
  });
});

describe('password policy on create-admin', () => {
  it('when create-admin gets a password under 10 characters or over 72 bytes, then it is refused and nothing changes', async () => {
    await expect(upsertAdmin(t.db, { name: 'x', email: 'short@test.in', password: 'nine-char' })).rejects.toMatchObject(
      { status: 400, errors: { password: expect.any(String) } },
    );
    await expect(
      upsertAdmin(t.db, { name: 'x', email: 'long@test.in', password: 'ज'.repeat(25) }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await t.db.select().from(users).where(eq(users.email, 'short@test.in'))).toEqual([]);
  });
});

contractCoverage(['POST /api/v1/users/{id}/revoke-sessions']);
