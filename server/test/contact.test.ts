import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ CONTACT_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());
// The travel date must not be in the past: every case runs on 21 Nov 2026.
beforeEach(() => t.setNow(new Date('2026-11-21T10:00:00Z')));
afterEach(() => t.setNow(null));

const message = {
  firstName: '  Meera ',
  lastName: 'Iyer',
  email: 'meera@example.com',
  phone: '+91 (98260) 55-555',
  subject: 'Family trip',
  message: 'We are four people looking for two rooms and a safari.',
  preferredContact: 'whatsapp',
  travelDate: '2026-12-20',
  numberOfPeople: '4',
  serviceType: 'hotel',
};

const list = async () => (await request(t.app).get('/api/contact').set(bearer(t.adminToken)).expect(200)).body.data;

describe('contact messages', () => {
  it('when a visitor sends a valid message, then 201 and it is stored trimmed and unread', async () => {
    const res = await request(t.app).post('/api/contact').send(message);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      firstName: 'Meera',
      numberOfPeople: 4,
      travelDate: '2026-12-20',
      isRead: false,
      serviceType: 'hotel',
    });
    expect((await list())[0]).toEqual(res.body.data);
  });

  it('when fields break docs/product.md rules, then 400 with docs/product.md messages and nothing stored', async () => {
    const before = (await list()).length;
    const res = await request(t.app).post('/api/contact').send({
      firstName: ' ',
      email: 'x@',
      phone: 'abc',
      message: 'short',
      travelDate: '2026-11-20',
      numberOfPeople: 60,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number (minimum 10 digits)',
      subject: 'Subject is required',
      message: 'Message must be at least 20 characters long',
      travelDate: 'Travel date cannot be in the past',
      numberOfPeople: 'Number of people must be between 1 and 50',
    });
    expect(await list()).toHaveLength(before);
  });

  it('when the admin lists and marks one read, then newest first and isRead true', async () => {
    const id = (
      await request(t.app)
        .post('/api/contact')
        .send({ ...message, subject: 'First' })
        .expect(201)
    ).body.data._id;
    await request(t.app)
      .post('/api/contact')
      .send({ ...message, subject: 'Second', travelDate: '' })
      .expect(201);
    const messages = await list();
    expect(messages.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0].travelDate).toBeNull();
    const res = await request(t.app).patch(`/api/contact/${id}`).set(bearer(t.adminToken)).send({ isRead: true });
    expect(res.body.data.isRead).toBe(true);
    expect((await request(t.app).patch('/api/contact/not-an-id').set(bearer(t.adminToken)).send({})).status).toBe(404);
  });

  it('when WhatsApp or phone is the preferred contact, then email may be left out and is stored blank; a malformed one is still refused (issue 25, point 3)', async () => {
    for (const preferredContact of ['whatsapp', 'phone']) {
      const res = await request(t.app)
        .post('/api/contact')
        .send({ ...message, email: '  ', preferredContact, subject: `No email, ${preferredContact}` });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ email: '', preferredContact });
      expect((await list())[0]).toMatchObject({ subject: `No email, ${preferredContact}`, email: '' });
    }
    const { email: _left, ...withoutEmail } = message;
    expect((await request(t.app).post('/api/contact').send(withoutEmail)).status).toBe(201);
    const bad = await request(t.app)
      .post('/api/contact')
      .send({ ...message, email: 'meera@', preferredContact: 'phone' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('when email is the preferred contact (or none is given), then email is required, alongside the other messages (issue 25, point 3)', async () => {
    const before = (await list()).length;
    const alone = await request(t.app)
      .post('/api/contact')
      .send({ ...message, email: '', preferredContact: 'email' });
    expect(alone.status).toBe(400);
    expect(alone.body.errors).toEqual({ email: 'Email is required' });
    const { preferredContact: _p, email: _e, ...noChoice } = message;
    const withOthers = await request(t.app)
      .post('/api/contact')
      .send({ ...noChoice, subject: '' });
    expect(withOthers.status).toBe(400);
    expect(withOthers.body.errors).toEqual({ email: 'Email is required', subject: 'Subject is required' });
    expect(await list()).toHaveLength(before);
  });

  it('when WhatsApp or a call is the preferred contact, then a first name, a phone and the message suffice (issue 37); with email, last name and subject are required too', async () => {
    for (const preferredContact of ['whatsapp', 'phone']) {
      const res = await request(t.app).post('/api/contact').send({
        firstName: 'Asha',
        phone: '9826055555',
        message: 'Two rooms for the Christmas week, please.',
        preferredContact,
      });
      expect(res.status, preferredContact).toBe(201);
      expect(res.body.data).toMatchObject({ firstName: 'Asha', lastName: '', subject: '', email: '' });
    }
    const byEmail = await request(t.app).post('/api/contact').send({
      firstName: 'Asha',
      phone: '9826055555',
      email: 'asha@example.com',
      message: 'Two rooms for the Christmas week, please.',
      preferredContact: 'email',
    });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.errors).toEqual({ lastName: 'Last name is required', subject: 'Subject is required' });
  });

  it('when the message is longer than the form allows (500 characters), then 400 with the sentence and nothing is stored', async () => {
    const before = (await list()).length;
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...message, message: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toMatch(/500/);
    expect(
      (
        await request(t.app)
          .post('/api/contact')
          .send({ ...message, message: 'x'.repeat(500) })
      ).status,
    ).toBe(201);
    expect(await list()).toHaveLength(before + 1);
  });
});

contractCoverage(['POST /api/contact']);
