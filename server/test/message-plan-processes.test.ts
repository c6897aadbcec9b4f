/**
 * Two app processes on one PostgreSQL (docs/decisions/035-messages-and-the-job-runner.md): both
 * run the message plan's job workers and both tick at the same instants; each message of each stay
 * reaches the SMTP server exactly once. PostgreSQL pass only (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import type { Messages } from '../src/modules/messages/messages.module';
import { insertUser, toAuthUser } from '../src/modules/users/users.repository';
import { signAccessToken } from '../src/platform/auth/tokens';
import { openDatabase, type Database } from '../src/platform/db/database';
import type { JobRunner } from '../src/platform/jobs/job-runner';
import { NEEDS_POSTGRES } from './support/shared-schema';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { ADMIN_PASSWORD, bearer, JWT_SECRET } from './support/test-app';
import { waitFor } from './support/wait-for';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log(`[skip] the message plan with two app processes: ${NEEDS_POSTGRES}`);

const STAYS = 6;

describe.skipIf(!url)('the message plan: two app processes on one PostgreSQL', () => {
  let smtp: SmtpPeer;
  const databases: Database[] = [];
  const apps: { app: ReturnType<typeof createApp>; jobs: JobRunner; messages: Messages }[] = [];
  let clock = new Date('2026-12-01T11:00:00+05:30');
  let token = '';

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const schemaName = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const config = readConfig({ NODE_ENV: 'test', CLIENT_DIST: '/nonexistent', SMTP_URL: smtp.url });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: url!, schemaName });
      databases.push(database);
      let captured: { jobs: JobRunner; messages: Messages } | undefined;
      const app = createApp({
        database,
        config,
        jwtSecret: JWT_SECRET,
        now: () => clock,
        onJobs: (jobs, m) => (captured = { jobs, messages: m.messages }),
      });
      apps.push({ app, ...captured! });
    }
    const admin = toAuthUser(
      await insertUser(databases[0].db, {
        name: 'Admin',
        email: 'admin@test.in',
        passwordHash: await bcrypt.hash(ADMIN_PASSWORD, 4),
        role: ROLE_ADMIN,
      }),
    );
    token = signAccessToken({ ...admin, tokenVersion: 0 }, JWT_SECRET, clock);
    // Both start together: pg-boss makes its schema once (its own advisory lock).
    await Promise.all(apps.map((a) => a.jobs.start()));
  }, 120_000);

  afterAll(async () => {
    for (const a of apps) await a.jobs.stop(2_000);
    for (const d of databases.reverse()) await d.close();
    await smtp?.close();
  });

  it('when both tick while stays are confirmed and their pre-arrival time comes, then every message is emailed once', async () => {
    const room = await request(apps[0].app)
      .post('/api/rooms/create')
      .set(bearer(token))
      .field('name', 'Teak Room')
      .field('price', '2000')
      .field('units', String(STAYS))
      .field('description', 'Room')
      .expect(201);
    const ids: string[] = [];
    for (let i = 0; i < STAYS; i++) {
      const made = await request(apps[i % 2].app)
        .post('/api/reservations')
        .set(bearer(token))
        .send({
          kind: 'room',
          itemId: room.body.data._id ?? room.body._id,
          checkIn: '2026-12-20',
          checkOut: '2026-12-21',
          guests: 1,
          status: 'confirmed',
          guestName: `Guest ${i}`,
          guestPhone: '98765 43210',
          guestEmail: `guest${i}@example.in`,
        })
        .expect(201);
      ids.push(made.body.data._id);
    }
    // Both processes tick at once, again and again, while the confirmations go out.
    await Promise.all(apps.map((a) => a.messages.runDue()));
    await waitFor('six confirmations', () => smtp.received.length >= STAYS, { timeoutMs: 30_000 });
    clock = new Date('2026-12-18T10:00:00+05:30');
    for (let round = 0; round < 3; round++) await Promise.all(apps.map((a) => a.messages.runDue()));
    // Nothing is paid: each stay's advance reminder is due too, beside its pre-arrival message.
    await waitFor('the reminders and pre-arrival emails', () => smtp.received.length >= 3 * STAYS, {
      timeoutMs: 30_000,
    });
    // Another round of ticks later sends nothing more.
    for (let round = 0; round < 3; round++) await Promise.all(apps.map((a) => a.messages.runDue()));
    await waitFor('the messages settled', async () =>
      (await Promise.all(ids.map((id) => apps[0].messages.scheduledOf(id))))
        .flat()
        .every((m) => m.status !== 'sending'),
    );
    // Each guest's three subjects (the reference differs per stay), each received once.
    const received = smtp.received.map((m) => `${m.to[0]} ${/Subject: (.*)/.exec(m.raw)?.[1] ?? ''}`);
    expect(received.length).toBe(3 * STAYS);
    expect(new Set(received).size).toBe(3 * STAYS);
    for (const id of ids) {
      const sent = (await apps[1].messages.scheduledOf(id)).filter((m) => m.channel === 'email' && m.status === 'sent');
      expect(sent.map((m) => m.key).sort()).toEqual(['advance-reminder', 'confirmation', 'pre-arrival']);
    }
  }, 120_000);
});
