/**
 * The message plan (docs/decisions/035-messages-and-the-job-runner.md): a confirmed stay's
 * messages at their planned IST instants (a test clock), held out of the night; the confirmation
 * email arriving at a real SMTP server with the stay's link; the WhatsApp messages in the owner's
 * outbox and marked sent; a cancelled stay sending nothing more; the WhatsApp Cloud API adapter
 * against a local server checking Meta's documented request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { contractCoverage } from './support/contract-hook';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { waitFor } from './support/wait-for';

let t: TestApp;
let smtp: SmtpPeer;
let room: string;
const admin = () => bearer(t.adminToken);

/** A confirmed room stay made by the desk at the app's clock. */
async function confirmedStay(app: TestApp, checkIn: string, checkOut: string, guest = 'Asha Verma') {
  const made = await request(app.app)
    .post('/api/reservations')
    .set(bearer(app.deskToken))
    .send({
      kind: 'room',
      itemId: room,
      checkIn,
      checkOut,
      guests: 2,
      status: 'confirmed',
      guestName: guest,
      guestPhone: '98765 43210',
      guestEmail: 'asha@example.in',
    })
    .expect(201);
  return made.body.data._id as string;
}

const planned = async (app: TestApp, id: string) =>
  (await app.jobs.messages.scheduledOf(id)).map((m) => ({
    key: m.key,
    channel: m.channel,
    status: m.status,
    dueAt: m.dueAt.toISOString(),
  }));

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await makeTestApp({ SMTP_URL: smtp.url, SITE_URL: 'https://stays.example.in' });
  t.setNow(new Date('2026-12-01T22:30:00+05:30'));
  room = await createRoom(t, { name: 'Deodar Room', units: '3', price: '2000' });
  await t.jobs.runner.start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the message plan', () => {
  it('when the owner reads and changes the plan, then the timing, the texts and the review link are kept; an unknown placeholder is 400', async () => {
    const plan = await request(t.app).get('/api/message-plan').set(admin()).expect(200);
    expect(plan.body.data.reviewLink).toBeNull();
    expect(plan.body.data.entries.map((e: { key: string }) => e.key)).toEqual([
      'confirmation',
      'advance-reminder',
      'pre-arrival',
      'arrival-day',
      'thank-you',
      'balance-reminder',
    ]);
    const thanks = plan.body.data.entries.find((e: { key: string }) => e.key === 'thank-you');
    const saved = await request(t.app)
      .put('/api/message-plan')
      .set(admin())
      .send({
        reviewLink: 'https://g.page/r/pachmarhi-stays/review',
        entries: [{ ...thanks, hours: 3, text: { ...thanks.text, en: 'Thank you {guestName}! Review: {reviewLink}' } }],
      })
      .expect(200);
    expect(saved.body.data.reviewLink).toBe('https://g.page/r/pachmarhi-stays/review');
    expect(saved.body.data.entries.find((e: { key: string }) => e.key === 'thank-you')).toMatchObject({
      hours: 3,
      days: null,
      text: { en: 'Thank you {guestName}! Review: {reviewLink}' },
    });
    const refused = await request(t.app)
      .put('/api/message-plan')
      .set(admin())
      .send({ reviewLink: null, entries: [{ ...thanks, text: { ...thanks.text, en: 'Hi {name}' } }] })
      .expect(400);
    expect(JSON.stringify(refused.body)).toMatch(/\{name\}/);
    await request(t.app).get('/api/message-plan').set(bearer(t.deskToken)).expect(403);
  });

  it('when a stay is confirmed at 22:30 IST, then its messages are planned at their IST instants, the reminders held to 08:00, and the confirmation is emailed at once with the stay link', async () => {
    const id = await confirmedStay(t, '2026-12-10', '2026-12-12');
    const rows = await planned(t, id);
    const at = (key: string) => rows.filter((r) => r.key === key).map((r) => r.dueAt);
    // The confirmation answers the owner's action: at once, even at night.
    expect(at('confirmation')).toEqual([
      new Date('2026-12-01T22:30:00+05:30').toISOString(),
      new Date('2026-12-01T22:30:00+05:30').toISOString(),
    ]);
    // 24 hours after 22:30 is 22:30 the next day, after 21:00: held to 08:00 the day after.
    expect(at('advance-reminder')[0]).toBe(new Date('2026-12-03T08:00:00+05:30').toISOString());
    expect(at('pre-arrival')[0]).toBe(new Date('2026-12-08T10:00:00+05:30').toISOString());
    expect(at('arrival-day')[0]).toBe(new Date('2026-12-10T08:00:00+05:30').toISOString());
    expect(at('thank-you')).toEqual([]);
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['email', 'whatsapp']));

    await waitFor('the confirmation email', () => smtp.received.some((m) => m.raw.includes('confirmed')), {
      timeoutMs: 20_000,
    });
    const mail = smtp.received.find((m) => m.raw.includes('confirmed'))!;
    expect(mail.to).toEqual(['asha@example.in']);
    const body = mail.raw.replace(/=\r?\n/g, '');
    expect(body).toMatch(/Subject: Booking \w+ confirmed/);
    expect(body).toContain('https://stays.example.in/stay/');
    await waitFor('the confirmation in the outbox', async () =>
      (await request(t.app).get('/api/outbox').set(admin())).body.data.some(
        (m: { reservationId: string }) => m.reservationId === id,
      ),
    );
  });

  it('when the owner taps an outbox message, then it is marked sent, leaves the outbox and is on the stay’s timeline; a second tap is 404', async () => {
    const box = await request(t.app).get('/api/outbox').set(bearer(t.deskToken)).expect(200);
    const message = box.body.data[0];
    expect(message).toMatchObject({ key: 'confirmation', lang: 'en' });
    expect(message.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Namaste%20Asha/);
    const sent = await request(t.app).post(`/api/outbox/${message._id}/sent`).set(bearer(t.deskToken)).expect(200);
    expect(sent.body.data._id).toBe(message._id);
    const after = await request(t.app).get('/api/outbox').set(admin()).expect(200);
    expect(after.body.data.map((m: { _id: string }) => m._id)).not.toContain(message._id);
    await request(t.app).post(`/api/outbox/${message._id}/sent`).set(admin()).expect(404);
    const stay = await request(t.app).get(`/api/reservations/${message.reservationId}`).set(admin()).expect(200);
    expect(stay.body.data.messagesSent.map((m: { key: string }) => m.key)).toEqual(['confirmation', 'confirmation']);
    const trail = await request(t.app)
      .get(`/api/audit?entity=reservation&entityId=${message.reservationId}`)
      .set(admin())
      .expect(200);
    const sentEntries = trail.body.data.filter((e: { action: string }) => e.action === 'message-sent');
    expect(sentEntries.map((e: { after: { channel: string } }) => e.after.channel).sort()).toEqual([
      'email',
      'whatsapp',
    ]);
  });

  it('when a stay is cancelled, then nothing more is sent: its due messages are cancelled when their time comes', async () => {
    t.setNow(new Date('2026-12-02T10:00:00+05:30'));
    const id = await confirmedStay(t, '2026-12-20', '2026-12-21', 'Ravi Kumar');
    await waitFor('its confirmation email', () => smtp.received.some((m) => m.raw.includes('Ravi Kumar')), {
      timeoutMs: 20_000,
    });
    const emails = smtp.received.length;
    await request(t.app).put(`/api/reservations/${id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
    t.setNow(new Date('2026-12-20T09:00:00+05:30'));
    // Every stay's messages are due by now: the tick puts them on the queue, and the cancelled stay's stay cancelled.
    await t.jobs.messages.runDue();
    expect((await planned(t, id)).filter((r) => r.key !== 'confirmation').map((r) => r.status)).toEqual(
      Array(6).fill('cancelled'),
    );
    expect(smtp.received.slice(emails).filter((m) => m.raw.includes('Ravi Kumar'))).toEqual([]);
  });

  it('when the stay’s pre-arrival time comes, then the tick sends it; outside 08:00–21:00 IST nothing is due', async () => {
    t.setNow(new Date('2026-12-05T12:00:00+05:30'));
    const id = await confirmedStay(t, '2026-12-28', '2026-12-30', 'Meera Iyer');
    await waitFor('its confirmation', () => smtp.received.some((m) => m.raw.includes('Meera Iyer')), {
      timeoutMs: 20_000,
    });
    t.setNow(new Date('2026-12-26T09:59:00+05:30'));
    await t.jobs.messages.runDue();
    expect((await planned(t, id)).find((r) => r.key === 'pre-arrival' && r.channel === 'email')?.status).toBe(
      'pending',
    );
    t.setNow(new Date('2026-12-26T10:00:00+05:30'));
    expect(await t.jobs.messages.runDue()).toBeGreaterThanOrEqual(2);
    await waitFor(
      'the pre-arrival email',
      () => smtp.received.some((m) => m.raw.includes('before you come') && m.raw.includes('Meera')),
      { timeoutMs: 20_000 },
    );
  });
});

describe('the WhatsApp Cloud API', () => {
  let cloud: http.Server;
  const requests: { path: string; auth: string | undefined; type: string | undefined; body: unknown }[] = [];
  let w: TestApp;
  beforeAll(async () => {
    cloud = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        requests.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: 'wamid.TEST1' }],
          }),
        );
      });
    });
    await new Promise<void>((r) => cloud.listen(0, '127.0.0.1', r));
    const { port } = cloud.address() as AddressInfo;
    w = await makeTestApp({
      WHATSAPP_TOKEN: 'EAAG-test-token',
      WHATSAPP_PHONE_ID: '106540352242922',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
    });
    w.setNow(new Date('2026-12-01T11:00:00+05:30'));
    room = await createRoom(w, { name: 'Sal Room', units: '2', price: '1800' });
    await w.jobs.runner.start();
  }, 60_000);
  afterAll(async () => {
    await w?.close();
    await new Promise((r) => cloud?.close(r));
  });

  it('when a stay is confirmed, then the confirmation goes as a template message shaped as Meta documents, and nothing waits in the outbox', async () => {
    const id = await confirmedStay(w, '2026-12-15', '2026-12-16', 'Kabir Shah');
    await waitFor('the Cloud API request', () => requests.length > 0, { timeoutMs: 20_000 });
    const [sent] = requests;
    expect(sent.path).toBe('/v21.0/106540352242922/messages');
    expect(sent.auth).toBe('Bearer EAAG-test-token');
    expect(sent.type).toMatch(/^application\/json/);
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'stay_confirmation',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: expect.stringMatching(/^Namaste Kabir Shah! Your booking/) }],
          },
        ],
      },
    });
    expect(
      (sent.body as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]
        .parameters[0].text,
    ).not.toMatch(/[\n\t]/);
    await waitFor('the message marked sent', async () =>
      (await w.jobs.messages.scheduledOf(id)).some(
        (m) => m.key === 'confirmation' && m.channel === 'whatsapp' && m.status === 'sent',
      ),
    );
    expect((await request(w.app).get('/api/outbox').set(bearer(w.adminToken)).expect(200)).body.data).toEqual([]);
    // No email address on the SMTP-less app: the email copy is skipped, saying why.
    const email = (await w.jobs.messages.scheduledOf(id)).find(
      (m) => m.key === 'confirmation' && m.channel === 'email',
    );
    expect(email).toMatchObject({ status: 'skipped', error: 'no SMTP_URL' });
  });
});

contractCoverage(['GET /api/message-plan', 'PUT /api/message-plan', 'GET /api/outbox', 'POST /api/outbox/{id}/sent']);
