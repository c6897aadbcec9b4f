import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { insertContactMessage } from '../src/modules/contact/contact.repository';
import { contactMessages } from '../src/modules/contact/contact.tables';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ CONTACT_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const fields = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  phone: '+91 98260 55555',
  subject: 'Trip',
  message: 'We are four people looking for two rooms and a safari.',
  preferredContact: 'email' as const,
  travelDate: '',
  numberOfPeople: undefined,
  serviceType: 'general' as const,
};
const admin = () => bearer(t.adminToken);
const list = (query = '') => request(t.app).get(`/api/contact${query}`).set(admin());
/** Start each case from a known set: `count` messages, subjects m1 (oldest) … m<count>. */
async function messages(count: number): Promise<string[]> {
  await t.db.delete(contactMessages);
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const row = await insertContactMessage(t.db, { ...fields, subject: `m${i}` });
    ids.push(row.id);
    // A minute apart, so "newest first" is defined.
    await t.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 20, 6, i)) })
      .where(eq(contactMessages.id, row.id));
  }
  return ids;
}

describe('contact form rate limit', () => {
  it('when one IP sends more than 5 messages in 10 minutes, then the 6th is 429 and not stored', async () => {
    const limited = await makeTestApp();
    try {
      const body = { ...fields, numberOfPeople: '2' };
      for (let i = 0; i < 5; i++) await request(limited.app).post('/api/contact').send(body).expect(201);
      const res = await request(limited.app).post('/api/contact').send(body);
      expect(res.status).toBe(429);
      expect(res.body.success).toBe(false);
      expect(await limited.db.select().from(contactMessages)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/contact pages', () => {
  it('when 25 messages are listed without a page, then the newest 20 with total 25, page 1, limit 20', async () => {
    await messages(25);
    const res = await list().expect(200);
    expect(res.body).toMatchObject({ success: true, total: 25, page: 1, limit: 20 });
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0]).toMatchObject({ subject: 'm25', status: 'new', archivedAt: null, isRead: false });
  });
  it('when page 3 of 10 is asked, then the 5 oldest; past the end, an empty page', async () => {
    await messages(25);
    const res = await list('?page=3&limit=10').expect(200);
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect((await list('?page=4&limit=10')).body).toMatchObject({ data: [], total: 25 });
  });
  it('when 25 messages are paged, then unread counts every unread, non-archived message, not only the page', async () => {
    const ids = await messages(25);
    await request(t.app).patch(`/api/contact/${ids[24]}`).set(admin()).send({ isRead: true }).expect(200);
    await request(t.app).patch(`/api/contact/${ids[0]}`).set(admin()).send({ archived: true }).expect(200);
    expect((await list('?limit=5')).body).toMatchObject({ total: 24, unread: 23 });
    expect((await list('?page=3&limit=10')).body).toMatchObject({ total: 24, unread: 23 });
    // Archived messages listed with ?archived=1 are not counted as unread.
    expect((await list('?archived=1')).body).toMatchObject({ total: 25, unread: 23 });
  });
  it('when limit is above 100 or page below 1, then 400 naming the parameter', async () => {
    expect((await list('?limit=101')).body.errors).toEqual({ limit: 'limit must be 1 to 100' });
    expect((await list('?page=0')).body).toMatchObject({
      success: false,
      errors: { page: 'page must be a whole number from 1' },
    });
    expect((await list('?page=abc')).body.errors).toEqual({ page: 'page must be a whole number from 1' });
  });
});

describe('archive, status and delete', () => {
  it('when a message is archived, then it leaves the list and total, and comes back with ?archived=1', async () => {
    const [first] = await messages(3);
    const res = await request(t.app).patch(`/api/contact/${first}`).set(admin()).send({ archived: true }).expect(200);
    expect(Date.parse(res.body.data.archivedAt)).not.toBeNaN();
    expect((await list()).body).toMatchObject({ total: 2 });
    const all = (await list('?archived=1')).body;
    expect(all.total).toBe(3);
    expect(all.data.find((m: { _id: string }) => m._id === first).archivedAt).toBe(res.body.data.archivedAt);
    await request(t.app).patch(`/api/contact/${first}`).set(admin()).send({ archived: false }).expect(200);
    expect((await list()).body.total).toBe(3);
  });
  it('when the status is set, then it is kept; an unknown status is 400; an empty body still marks read', async () => {
    const [id] = await messages(1);
    const res = await request(t.app).patch(`/api/contact/${id}`).set(admin()).send({ status: 'replied' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'replied', isRead: false, archivedAt: null });
    const bad = await request(t.app).patch(`/api/contact/${id}`).set(admin()).send({ status: 'spam' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'status must be one of new, replied, converted, closed' });
    const read = await request(t.app).patch(`/api/contact/${id}`).set(admin()).send({}).expect(200);
    expect(read.body.data).toMatchObject({ isRead: true, status: 'replied' });
  });
  it('when a message is deleted, then gone from every list; deleting again is 404; a user gets 403', async () => {
    const [id] = await messages(2);
    expect((await request(t.app).delete(`/api/contact/${id}`).set(bearer(t.userToken))).status).toBe(403);
    await request(t.app).delete(`/api/contact/${id}`).set(admin()).expect(200);
    expect((await list('?archived=1')).body.data.map((m: { _id: string }) => m._id)).not.toContain(id);
    expect((await request(t.app).delete(`/api/contact/${id}`).set(admin())).status).toBe(404);
  });
});

contractCoverage(['GET /api/contact', 'PATCH /api/contact/{id}', 'DELETE /api/contact/{id}']);
