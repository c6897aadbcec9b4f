import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ACCOUNTANT_MESSAGE, OWNER_ONLY_MESSAGE } from '@pachmarhi/common/staff-access';
import { bearer, DESK_PASSWORD, makeTestApp, type TestApp } from './support/test-app';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ AUTH_RATE_LIMIT: '1000' });
  t.setNow(new Date('2026-12-09T10:30:00+05:30'));
});
afterAll(() => t.close());

const owner = () => bearer(t.adminToken);
const login = (email: string, password: string) => request(t.app).post('/api/v1/users/login').send({ email, password });

describe('staff accounts', () => {
  it('when the owner creates a front-desk account, then it signs in with role 3, may list reservations and is refused the rates with a sentence', async () => {
    const res = await request(t.app)
      .post('/api/staff')
      .set(owner())
      .send({ name: 'Ramesh', email: 'Ramesh@Test.in', password: 'Deodar-Ridge-Monsoon-26', role: 3 })
      .expect(201);
    expect(res.body.data).toMatchObject({ name: 'Ramesh', email: 'ramesh@test.in', role: 3, disabled: false });
    const session = await login('ramesh@test.in', 'Deodar-Ridge-Monsoon-26').expect(200);
    expect(session.body.data.user.role).toBe(3);
    const token = bearer(session.body.data.token);
    await request(t.app).get('/api/reservations').set(token).expect(200);
    const refused = await request(t.app).get('/api/rates').set(token).expect(403);
    expect(refused.body.message).toBe(OWNER_ONLY_MESSAGE);
    await request(t.app).get('/api/staff').set(token).expect(403);
  });

  it('when the owner creates an accountant account (role 4), then it signs in, reads the money reports and the Tally file, and is refused reservations, the register and the settings with a sentence', async () => {
    const res = await request(t.app)
      .post('/api/staff')
      .set(owner())
      .send({ name: 'Meena CA', email: 'meena@test.in', password: 'Deodar-Ridge-Ledger-26', role: 4 })
      .expect(201);
    expect(res.body.data).toMatchObject({ name: 'Meena CA', role: 4, disabled: false });
    const session = await login('meena@test.in', 'Deodar-Ridge-Ledger-26').expect(200);
    expect(session.body.data.user.role).toBe(4);
    const token = bearer(session.body.data.token);
    await request(t.app).get('/api/reports/gst.csv?month=2026-12').set(token).expect(200);
    await request(t.app).get('/api/exports/tally.xml?from=2026-12-01&to=2026-12-31').set(token).expect(200);
    for (const path of [
      '/api/reservations',
      '/api/guest-register.csv?from=2026-12-01&to=2026-12-31',
      '/api/business-settings',
    ]) {
      const refused = await request(t.app).get(path).set(token).expect(403);
      expect(refused.body.message, path).toBe(ACCOUNTANT_MESSAGE);
    }
    const listed = await request(t.app).get('/api/staff').set(owner()).expect(200);
    expect(listed.body.data.map((m: { email: string; role: number }) => [m.email, m.role])).toContainEqual([
      'meena@test.in',
      4,
    ]);
  });

  it('when a role outside 1, 3 and 4 or a weak password is given, then 400 naming the field', async () => {
    const res = await request(t.app)
      .post('/api/staff')
      .set(owner())
      .send({ name: 'X', email: 'x@test.in', password: 'password123', role: 2 })
      .expect(400);
    expect(res.body.errors.role).toBe('Choose 1 (owner), 3 (front desk) or 4 (accountant)');
    const weak = await request(t.app)
      .post('/api/staff')
      .set(owner())
      .send({ name: 'X', email: 'x@test.in', password: 'password123', role: 3 })
      .expect(400);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
  });

  it('when the owner disables the front desk, then its open session is refused at once and it cannot sign in; enabled again, it can', async () => {
    const session = await login('desk@test.in', DESK_PASSWORD).expect(200);
    const token = bearer(session.body.data.token);
    await request(t.app).get('/api/reservations').set(token).expect(200);
    const off = await request(t.app)
      .patch(`/api/staff/${t.desk._id}`)
      .set(owner())
      .send({ disabled: true })
      .expect(200);
    expect(off.body.data.disabled).toBe(true);
    await request(t.app).get('/api/reservations').set(token).expect(401);
    const refused = await login('desk@test.in', DESK_PASSWORD).expect(401);
    expect(refused.body.message).toBe('This account has been disabled. Ask the owner to enable it again.');
    await request(t.app).patch(`/api/staff/${t.desk._id}`).set(owner()).send({ disabled: false }).expect(200);
    await login('desk@test.in', DESK_PASSWORD).expect(200);
  });

  it('when the owner resets a password, then the old sessions end and the new password signs in', async () => {
    const session = await login('desk@test.in', DESK_PASSWORD).expect(200);
    await request(t.app)
      .post(`/api/staff/${t.desk._id}/password`)
      .set(owner())
      .send({ password: 'Satpura-Dawn-Trail-99' })
      .expect(200);
    await request(t.app).get('/api/reservations').set(bearer(session.body.data.token)).expect(401);
    await login('desk@test.in', 'Satpura-Dawn-Trail-99').expect(200);
  });

  it('when the only owner would be demoted or disabled, then 409; a visitor account is not staff (404)', async () => {
    const demote = await request(t.app).patch(`/api/staff/${t.admin._id}`).set(owner()).send({ role: 3 }).expect(409);
    expect(demote.body.message).toMatch(/At least one enabled owner account must remain/);
    await request(t.app).patch(`/api/staff/${t.admin._id}`).set(owner()).send({ disabled: true }).expect(409);
    await request(t.app).patch(`/api/staff/${t.user._id}`).set(owner()).send({ role: 1 }).expect(404);
  });

  it('when staff changes are audited, then the rows name the fields changed and never a password', async () => {
    const res = await request(t.app).get('/api/audit?entity=staff').set(owner()).expect(200);
    const actions = res.body.data.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'password-reset']));
    expect(JSON.stringify(res.body.data)).not.toMatch(/password"|Deodar|Satpura|hash/i);
    const disabled = res.body.data.find(
      (r: { action: string; after: { disabled?: boolean } | null }) => r.action === 'update' && r.after?.disabled,
    );
    expect(disabled).toMatchObject({ userId: t.admin._id, userName: 'Admin', role: 1, before: { disabled: false } });
    expect(Object.keys(disabled.after)).toEqual(['disabled']);
  });
});

contractCoverage(['GET /api/staff', 'POST /api/staff', 'PATCH /api/staff/{id}', 'POST /api/staff/{id}/password']);
