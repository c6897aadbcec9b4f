import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@pachmarhi/common/schemas/audit';
import { bearer, fixture, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, uploadGalleryImage } from './support/records';
import { contractCoverage } from './support/contract-hook';

// Real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); the clock is fixed.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://stays.example' });
  t.setNow(new Date('2026-11-21T10:00:00+05:30'));
});
afterAll(() => t.close());
const owner = () => bearer(t.adminToken);

/** Field names an audit row must never hold. */
const SECRET = /password|token|secret|hash/i;

/**
 * The newest audit row of `entity` (and `entityId` when given), checked to be the owner's with
 * `action` and free of secrets. @throws when there is none
 */
async function lastRow(entity: string, action: string, entityId?: string): Promise<AuditEntry> {
  const query = new URLSearchParams({ entity, ...(entityId && { entityId }) });
  const res = await request(t.app).get(`/api/audit?${query.toString()}`).set(owner()).expect(200);
  const row = (res.body.data as AuditEntry[]).find((r) => r.action === action);
  if (!row) throw new Error(`no '${action}' row of ${entity}: ${JSON.stringify(res.body.data)}`);
  expect(AUDIT_ENTITIES).toContain(row.entity);
  expect(AUDIT_ACTIONS).toContain(row.action);
  expect(row).toMatchObject({ userId: t.admin._id, role: 1, userName: 'Admin' });
  if (entityId) expect(row.entityId).toBe(entityId);
  for (const side of [row.before, row.after])
    for (const key of Object.keys(side ?? {})) expect(key).not.toMatch(SECRET);
  return row;
}

describe('the audit trail of every back-office write', () => {
  it('when the owner creates, edits (photos too), holds and deletes a room, then each is a room row with the changed fields only', async () => {
    const id = await createRoom(t, { name: 'Audit Room', price: '2500' });
    const created = await lastRow('room', 'create', id);
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ name: 'Audit Room', price: 2500 });
    expect(created.after).not.toHaveProperty('createdAt');

    await request(t.app)
      .put(`/api/rooms/update/${id}`)
      .set(owner())
      .field('name', 'Audit Room')
      .field('price', '2800')
      .field('description', 'Cosy room')
      .attach('photos', fixture('photo.jpg'))
      .expect(200);
    const updated = await lastRow('room', 'update', id);
    expect(Object.keys(updated.after ?? {}).sort()).toEqual(['photos', 'price']);
    expect(updated.before).toEqual({ photos: [], price: 2500 });
    expect((updated.after?.photos as string[])[0]).toMatch(/^uploads\/rooms\//);

    await request(t.app).put(`/api/bookings/room/${id}/toggle`).set(owner()).send({ isBooked: true }).expect(200);
    expect((await lastRow('room', 'hold', id)).after).toMatchObject({ isBooked: true });

    await request(t.app).delete(`/api/rooms/delete/${id}`).set(owner()).expect(200);
    const deleted = await lastRow('room', 'delete', id);
    expect(deleted.after).toBeNull();
    expect(deleted.before).toMatchObject({ name: 'Audit Room', price: 2800 });
  });

  it('when the owner saves, changes and deletes a rate period, then each is a rate row', async () => {
    const body = {
      name: 'Christmas week',
      kind: 'room',
      itemId: null,
      startDate: '2026-12-24',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 40 },
      minNights: 3,
    };
    const id = (await request(t.app).post('/api/rates').set(owner()).send(body).expect(201)).body.data._id;
    expect((await lastRow('rate', 'create', id)).after).toMatchObject({ name: 'Christmas week', adjustmentValue: 40 });
    await request(t.app)
      .put(`/api/rates/${id}`)
      .set(owner())
      .send({ ...body, minNights: 2 })
      .expect(200);
    const updated = await lastRow('rate', 'update', id);
    expect(updated).toMatchObject({ before: { minNights: 3 }, after: { minNights: 2 } });
    await request(t.app).delete(`/api/rates/${id}`).set(owner()).expect(200);
    expect((await lastRow('rate', 'delete', id)).before).toMatchObject({ name: 'Christmas week' });
  });

  it('when the owner turns weekend pricing on, changes it and turns it off, then each is a weekend-pricing row', async () => {
    const wp = (method: 'post' | 'put', path: string) =>
      request(t.app)[method](`/api/weekend-pricing${path}`).set(owner());
    await wp('post', '/activate').send({ percentageIncrease: 20, description: 'Weekends' }).expect(200);
    expect((await lastRow('weekend-pricing', 'activate')).after).toMatchObject({
      isActive: true,
      percentageIncrease: 20,
    });
    await wp('put', '/percentage').send({ percentageIncrease: 25 }).expect(200);
    const changed = await lastRow('weekend-pricing', 'update');
    expect(changed.before).toMatchObject({ percentageIncrease: 20 });
    expect(changed.after).toMatchObject({ percentageIncrease: 25 });
    await wp('post', '/deactivate').expect(200);
    expect(await lastRow('weekend-pricing', 'deactivate')).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('when the owner uploads and deletes a gallery image, then each is a gallery-image row', async () => {
    const res = await uploadGalleryImage(t, { title: 'Audit Falls' });
    expect(res.status).toBe(201);
    const id = res.body.data._id;
    expect((await lastRow('gallery-image', 'upload', id)).after).toMatchObject({ title: 'Audit Falls' });
    await request(t.app).delete(`/api/gallery/admin/${id}`).set(owner()).expect(200);
    expect((await lastRow('gallery-image', 'delete', id)).before).toMatchObject({ title: 'Audit Falls' });
  });

  it('when the owner saves the business settings and repairs the image paths, then a business-settings and a settings row', async () => {
    const settings = { legalName: 'Satpura Hospitality LLP', upiId: 'satpura.stays@okaxis', depositPercent: 40 };
    await request(t.app).put('/api/business-settings').set(owner()).send(settings).expect(200);
    expect((await lastRow('business-settings', 'update')).after).toMatchObject(settings);
    await request(t.app)
      .put('/api/business-settings')
      .set(owner())
      .send({ ...settings, depositPercent: 30 })
      .expect(200);
    expect(await lastRow('business-settings', 'update')).toMatchObject({
      before: { depositPercent: 40 },
      after: { depositPercent: 30 },
    });
    await request(t.app).post('/api/fix-image-paths').set(owner()).expect(200);
    expect((await lastRow('settings', 'fix-image-paths')).after).toEqual({ fixedCount: 0 });
  });

  it('when the owner records and voids a payment and issues an invoice and its credit note, then payment, invoice and credit-note rows', async () => {
    const roomId = await createRoom(t, { name: 'Audit Money Room', price: '3000' });
    const stay = await request(t.app)
      .post('/api/reservations')
      .set(owner())
      .send({
        kind: 'room',
        itemId: roomId,
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
        guests: 2,
        status: 'confirmed',
        guestName: 'Ravi Sharma',
        guestPhone: '98260 12345',
      })
      .expect(201);
    const id = stay.body.data._id;
    const paid = await request(t.app)
      .post(`/api/reservations/${id}/payments`)
      .set(owner())
      .send({ amount: 1000, method: 'upi', reference: 'UTR 112233' })
      .expect(201);
    const paymentId = paid.body.data._id;
    const recorded = await lastRow('payment', 'record', paymentId);
    expect(recorded.after).toMatchObject({
      reservationId: id,
      amount: 100_000,
      method: 'upi',
      recordedBy: t.admin._id,
    });
    await request(t.app)
      .delete(`/api/reservations/${id}/payments/${paymentId}`)
      .set(owner())
      .send({ reason: 'Entered on the wrong stay' })
      .expect(200);
    const voided = await lastRow('payment', 'void', paymentId);
    expect(voided.before).toEqual({ voidedAt: null, voidedBy: null, voidReason: null });
    expect(voided.after).toMatchObject({ voidedBy: t.admin._id });

    const invoice = (await request(t.app).post(`/api/reservations/${id}/invoice`).set(owner()).send({}).expect(201))
      .body.data;
    expect((await lastRow('invoice', 'create', invoice._id)).after).toMatchObject({
      number: invoice.number,
      reservationId: id,
      total: invoice.total,
    });
    const note = (
      await request(t.app)
        .post(`/api/invoices/${invoice._id}/credit-note`)
        .set(owner())
        .send({ reason: 'Billed in error' })
        .expect(201)
    ).body.data;
    const noteRow = await lastRow('credit-note', 'create', note._id);
    expect(noteRow.after).toMatchObject({ number: note.number, invoiceId: invoice._id });
    expect(noteRow.after).not.toHaveProperty('document');
  });

  it('when the owner adds and removes a calendar import, then calendar-feed rows without its secret URL', async () => {
    const roomId = await createRoom(t, { name: 'Audit Feed Room' });
    const feed = await request(t.app)
      .post('/api/calendar-feeds')
      .set(owner())
      .send({ kind: 'room', itemId: roomId, label: 'Airbnb', url: 'https://calendar.example/ical/secret-key.ics' });
    // The first sync of an unreachable host fails, but the feed is kept (201).
    expect(feed.status).toBe(201);
    const id = feed.body.data._id;
    const created = await lastRow('calendar-feed', 'create', id);
    expect(created.after).toEqual({ kind: 'room', itemId: roomId, label: 'Airbnb' });
    expect(JSON.stringify(created)).not.toContain('secret-key');
    await request(t.app).delete(`/api/calendar-feeds/${id}`).set(owner()).expect(200);
    expect((await lastRow('calendar-feed', 'delete', id)).before).toMatchObject({ label: 'Airbnb' });
  });

  it('when the owner resets a calendar link and signs a visitor out everywhere, then an ical-link and a user row', async () => {
    const roomId = await createRoom(t, { name: 'Audit Link Room' });
    const link = (await request(t.app).post(`/api/ical-links/room/${roomId}/reset`).set(owner()).expect(200)).body.data;
    const reset = await lastRow('ical-link', 'reset', roomId);
    expect(reset.after).toEqual({ kind: 'room', version: 1 });
    expect(JSON.stringify(reset)).not.toContain(link.url);
    await request(t.app).post(`/api/v1/users/${t.user._id}/revoke-sessions`).set(owner()).expect(200);
    await lastRow('user', 'revoke-sessions', t.user._id);
  });
});

contractCoverage(['GET /api/audit']);
