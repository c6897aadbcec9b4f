import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('validation codes in 400s', () => {
  it('when a contact form is refused, then each field error keeps its English text and carries its code and parameters', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ firstName: '', lastName: 'Rao', email: 'x', phone: '12', subject: 'Hello', message: 'short' })
      .expect(400);
    expect(res.body.errors).toMatchObject({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 20 characters long',
    });
    expect(res.body.errorCodes).toMatchObject({
      firstName: { code: 'required', params: { label: 'firstName' } },
      email: { code: 'invalidEmail' },
      phone: { code: 'invalidPhone', params: { min: 10 } },
      message: { code: 'messageTooShort', params: { min: 20 } },
    });
  });

  it('when the request asks for Hindi, then the texts are Hindi and the codes the same', async () => {
    const res = await request(t.app).post('/api/contact?lang=hi').send({ firstName: '' }).expect(400);
    expect(res.body.errors.firstName).toBe('पहला नाम ज़रूरी है');
    expect(res.body.errorCodes.firstName).toEqual({ code: 'required', params: { label: 'firstName' } });
  });
});
