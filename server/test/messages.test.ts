import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { contractCoverage } from './support/contract-hook';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';

let t: TestApp;
let reservation: string;
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(new Date('2026-12-01T09:00:00+05:30'));
  const room = await createRoom(t, { name: 'Deodar Room', units: '2', price: '2000' });
  const made = await request(t.app)
    .post('/api/reservations')
    .set(bearer(t.deskToken))
    .send({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      guests: 2,
      status: 'confirmed',
      guestName: 'Asha Verma',
      guestPhone: '98765 43210',
    })
    .expect(201);
  reservation = made.body.data._id;
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const desk = () => bearer(t.deskToken);

describe('message templates', () => {
  it('when the owner replaces a template, then it is listed as custom and a stay’s message uses it; an unknown placeholder is 400 naming it', async () => {
    const before = await request(t.app).get('/api/message-templates').set(admin()).expect(200);
    expect(
      before.body.data.find((m: { key: string; lang: string }) => m.key === 'confirmation' && m.lang === 'hi'),
    ).toMatchObject({ custom: false });
    const saved = await request(t.app)
      .put('/api/message-templates')
      .set(admin())
      .send({ key: 'confirmation', lang: 'hi', text: 'नमस्ते {guestName}, बुकिंग {reference} पक्की है' })
      .expect(200);
    expect(saved.body).toMatchObject({ message: 'Template saved', data: { key: 'confirmation', custom: true } });
    const refused = await request(t.app)
      .put('/api/message-templates')
      .set(admin())
      .send({ key: 'confirmation', lang: 'en', text: 'Hi {name}' })
      .expect(400);
    expect(refused.body.message).toMatch(/\{name\}/);
    await request(t.app).get('/api/message-templates').set(desk()).expect(403);

    const messages = await request(t.app)
      .get(`/api/reservations/${reservation}/messages?lang=hi`)
      .set(desk())
      .expect(200);
    const confirmation = messages.body.data.find((m: { key: string }) => m.key === 'confirmation');
    expect(confirmation.text).toMatch(/^नमस्ते Asha Verma, बुकिंग \w+ पक्की है$/);
    expect(confirmation.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  });
});

describe("a reservation's messages", () => {
  it('when the desk records a message as sent, then the reservation lists it and the message shows when; an unknown key is 400, an unknown reservation 404', async () => {
    const sent = await request(t.app)
      .post(`/api/reservations/${reservation}/messages`)
      .set(desk())
      .send({ key: 'pre-arrival' })
      .expect(200);
    expect(sent.body.message).toBe('Message recorded as sent');
    expect(sent.body.data.messagesSent).toEqual([expect.objectContaining({ key: 'pre-arrival' })]);
    const listed = await request(t.app).get(`/api/reservations/${reservation}/messages`).set(desk()).expect(200);
    expect(listed.body.data.find((m: { key: string }) => m.key === 'pre-arrival').sentAt).toEqual(expect.any(String));
    await request(t.app)
      .post(`/api/reservations/${reservation}/messages`)
      .set(desk())
      .send({ key: 'nope' })
      .expect(400);
    const unknown = await request(t.app)
      .get('/api/reservations/2b1d7a4e-0000-4000-8000-000000000000/messages')
      .set(desk())
      .expect(404);
    expect(unknown.body.message).toBe('Reservation not found');
    await request(t.app).get('/api/reservations/not-an-id/messages').set(desk()).expect(404);
  });
});

contractCoverage([
  'GET /api/message-templates',
  'PUT /api/message-templates',
  'GET /api/reservations/{id}/messages',
  'POST /api/reservations/{id}/messages',
]);
