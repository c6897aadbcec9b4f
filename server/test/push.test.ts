/**
 * Web Push for staff (docs/decisions/035-messages-and-the-job-runner.md): a browser's subscription
 * and its person's choices stored; the VAPID keys made once and kept; a notification delivered to
 * a local HTTPS server acting as the push service (web-push posts the encrypted payload to the
 * subscription's endpoint with a VAPID Authorization header); only those who chose the topic are
 * told; a subscription the push service says is gone is forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { contractCoverage } from './support/contract-hook';
import { startPushService } from './support/push-service';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/wait-for';
import { createRoom } from './support/records';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  [t, service] = await Promise.all([makeTestApp(), startPushService()]);
  t.setNow(new Date('2026-12-09T10:30:00+05:30'));
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('push notifications', () => {
  it('when a person subscribes, then the key stays the same, their choices are stored and read back, and unsubscribing forgets them', async () => {
    const owner = service.subscription('owner-phone');
    const first = await request(t.app).get('/api/push/subscribe').set(bearer(t.adminToken)).expect(200);
    expect(first.body.data).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{80,}$/), topics: null });
    const saved = await request(t.app)
      .post('/api/push/subscribe')
      .set(bearer(t.adminToken))
      .send({ subscription: owner, topics: ['enquiry', 'paymentReported'], lang: 'hi' })
      .expect(200);
    expect(saved.body.data).toEqual({ publicKey: first.body.data.publicKey, topics: ['enquiry', 'paymentReported'] });
    const read = await request(t.app)
      .get(`/api/push/subscribe?endpoint=${encodeURIComponent(owner.endpoint)}`)
      .set(bearer(t.deskToken))
      .expect(200);
    expect(read.body.data.topics).toEqual(['enquiry', 'paymentReported']);
    await request(t.app)
      .post('/api/push/subscribe')
      .set(bearer(t.deskToken))
      .send({ subscription: owner, topics: ['nonsense'] })
      .expect(400);
    await request(t.app)
      .post('/api/push/subscribe')
      .set(bearer(t.accountantToken))
      .send({ subscription: owner, topics: [] })
      .expect(403);
    await request(t.app)
      .delete(`/api/push/subscribe?endpoint=${encodeURIComponent(owner.endpoint)}`)
      .set(bearer(t.adminToken))
      .expect(200);
    const gone = await request(t.app)
      .get(`/api/push/subscribe?endpoint=${encodeURIComponent(owner.endpoint)}`)
      .set(bearer(t.adminToken))
      .expect(200);
    expect(gone.body.data.topics).toBeNull();
  });

  it('when a guest reports a payment, then the push service receives an encrypted notification for those who chose it only; a gone subscription is forgotten', async () => {
    const [owner, desk, old] = ['owner', 'desk', 'old'].map((n) => service.subscription(n));
    for (const [sub, token, topics] of [
      [owner, t.adminToken, ['paymentReported']],
      [desk, t.deskToken, ['enquiry']],
      [old, t.deskToken, ['paymentReported']],
    ] as const)
      await request(t.app)
        .post('/api/push/subscribe')
        .set(bearer(token))
        .send({ subscription: sub, topics })
        .expect(200);
    service.gone.add('/push/old');
    expect(
      await t.jobs.push.notify('paymentReported', { reference: 'K7Q2XM', guest: 'Asha', utr: '123456789012' }),
    ).toBe(1);
    const delivered = service.deliveries.filter((d) => d.path === '/push/owner');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].headers['content-encoding']).toBe('aes128gcm');
    expect(delivered[0].headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivered[0].headers.ttl).toBe('86400');
    expect(delivered[0].body.length).toBeGreaterThan(100);
    expect(service.deliveries.some((d) => d.path === '/push/desk')).toBe(false);
    const oldState = await request(t.app)
      .get(`/api/push/subscribe?endpoint=${encodeURIComponent(old.endpoint)}`)
      .set(bearer(t.deskToken))
      .expect(200);
    expect(oldState.body.data.topics).toBeNull();
  });

  it('when a visitor sends an enquiry, then those who chose enquiries are told', async () => {
    const before = service.deliveries.filter((d) => d.path === '/push/desk').length;
    const roomId = await createRoom(t, { name: 'Deodar Room', price: '2000' });
    await request(t.app)
      .post('/api/enquiries')
      .send({ kind: 'room', itemId: roomId, checkIn: '2026-12-20', checkOut: '2026-12-22', guests: 2 })
      .expect(201);
    await waitFor(
      'the desk’s notification',
      () => service.deliveries.filter((d) => d.path === '/push/desk').length > before,
    );
    expect(service.deliveries.filter((d) => d.path === '/push/owner')).toHaveLength(1);
  });
});

contractCoverage(['GET /api/push/subscribe', 'POST /api/push/subscribe', 'DELETE /api/push/subscribe']);
