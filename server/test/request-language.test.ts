import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  email: 'not-an-email',
  phone: '12',
  subject: '',
  message: 'short',
};

describe('validation messages in the request’s language', () => {
  it('when a contact form arrives empty with Accept-Language hi-IN, then every field error is Hindi and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
      .send(EMPTY_CONTACT)
      .expect(400);
    expect(res.body.errors).toMatchObject({
      firstName: 'पहला नाम ज़रूरी है',
      lastName: 'उपनाम ज़रूरी है',
      email: 'कृपया सही ईमेल पता डालें',
      phone: 'कृपया सही फ़ोन नंबर डालें (कम से कम 10 अंक)',
      subject: 'विषय ज़रूरी है',
      message: 'संदेश कम से कम 20 अक्षरों का होना चाहिए',
    });
    expect(res.body.message).toBe('पहला नाम ज़रूरी है');
    const list = await request(t.app).get('/api/contact').set('Authorization', `Bearer ${t.adminToken}`).expect(200);
    expect(JSON.stringify(list.body)).not.toContain('not-an-email');
  });

  it('when ?lang=hi is given, then it wins over an English Accept-Language; without either the messages stay English', async () => {
    const hi = await request(t.app)
      .post('/api/contact?lang=hi')
      .set('Accept-Language', 'en-US')
      .send(EMPTY_CONTACT)
      .expect(400);
    expect(hi.body.errors.subject).toBe('विषय ज़रूरी है');
    const en = await request(t.app)
      .post('/api/contact')
      .set('Accept-Language', 'en-GB,hi;q=0.5')
      .send(EMPTY_CONTACT)
      .expect(400);
    expect(en.body.errors.subject).toBe('Subject is required');
    expect(en.body.errors.message).toBe('Message must be at least 20 characters long');
  });

  it('when a hostile client sends the wrong types in Hindi, then zod’s own messages come back in Hindi too', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .set('Accept-Language', 'hi')
      .send({ ...EMPTY_CONTACT, preferredContact: 'fax' })
      .expect(400);
    expect(res.body.errors.preferredContact).toMatch(/^अमान्य विकल्प/);
  });
});

describe('Hindi URLs: the API keeps its paths (docs/decisions/022-hindi-urls.md)', () => {
  it('when the API is called with ?lang=hi, a Hindi cookie or from a browser asking for HTML, then it answers itself (no redirect to /hi), in Hindi where it localizes', async () => {
    const list = await request(t.app)
      .get('/api/rooms/get?lang=hi')
      .set('Cookie', 'lang=hi')
      .set('Accept', 'text/html,application/json')
      .redirects(0);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const refused = await request(t.app)
      .post('/api/contact?lang=hi')
      .set('Cookie', 'lang=hi')
      .send(EMPTY_CONTACT)
      .redirects(0);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.subject).toBe('विषय ज़रूरी है');
  });
});
