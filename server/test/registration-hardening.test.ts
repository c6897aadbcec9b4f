import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from './support/test-app';
import { solvedCaptcha } from './support/captcha';
import { CAPTCHA_LIFETIME_MS } from '../src/platform/auth/captcha';
import { users } from '../src/modules/users/users.tables';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

let n = 0;
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: `asha${++n}@example.com`,
  password: 'monsoon-2026',
  confirm_password: 'monsoon-2026',
  terms_and_conditions: true,
  ...solvedCaptcha(),
  ...over,
});
const register = (body: Record<string, unknown>) => request(t.app).post('/api/v1/users/register').send(body);
const accountExists = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email))).length > 0;

describe('registration captcha issued and checked by the server', () => {
  it('when the captcha is fetched, then an SVG image of paths (no answer as text) and a token', async () => {
    const res = await request(t.app).get('/api/v1/users/captcha').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, image } = res.body.data;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|font-family/);
    expect(token).toMatch(/^\d+\.[a-z0-9]+\.[\w-]+\.[\w-]+$/);
  });

  it('when the server runs with NODE_ENV=test, then the answer comes along (for browser tests) and registers; otherwise it does not', async () => {
    const { data } = (await request(t.app).get('/api/v1/users/captcha').expect(200)).body;
    expect(data.answer).toMatch(/^[A-Z0-9]{6}$/);
    expect((await register(form({ captcha: data.answer, captchaToken: data.token }))).status).toBe(201);
    const dev = await makeTestApp({ NODE_ENV: 'development' });
    try {
      const res = await request(dev.app).get('/api/v1/users/captcha').expect(200);
      expect(Object.keys(res.body.data).sort()).toEqual(['image', 'token']);
    } finally {
      await dev.close();
    }
  });

  it('when the answer is wrong, then 400 with a captcha error and no account', async () => {
    const { data } = (await request(t.app).get('/api/v1/users/captcha')).body;
    const body = form({ captchaToken: data.token, captcha: '222222' }); // right by chance once in 31^6
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ captcha: 'Captcha does not match.' });
    expect(await accountExists(body.email)).toBe(false);
  });

  it('when the captcha token is missing, forged or expired, then 400 with a captcha error', async () => {
    const solved = solvedCaptcha();
    const forged = solved.captchaToken.replace(/\.[\w-]+$/, '.AAAA');
    const old = solvedCaptcha(new Date(Date.now() - CAPTCHA_LIFETIME_MS - 1000));
    for (const c of [
      { captcha: solved.captcha, captchaToken: '' },
      { captcha: solved.captcha, captchaToken: forged },
      old,
    ]) {
      const res = await register(form(c));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['captcha']);
    }
  });

  it('when a solved captcha is used a second time, then 400: each challenge answers once', async () => {
    const solved = solvedCaptcha();
    await register(form(solved)).expect(201);
    const again = await register(form(solved));
    expect(again.status).toBe(400);
    expect(again.body.errors.captcha).toMatch(/expired/);
  });
});

describe('password policy on registration', () => {
  it('when the password is under 10 characters or over 72 bytes, then 400 on password and no account', async () => {
    for (const password of ['nine-char', 'ज'.repeat(25)]) {
      const body = form({ password, confirm_password: password });
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['password']);
      expect(await accountExists(body.email)).toBe(false);
    }
  });
});

describe('one rate limit for login and registration', () => {
  it('when one IP has used its 10 login attempts, then registration from it is 429 too', async () => {
    const limited = await makeTestApp();
    try {
      for (let i = 0; i < 10; i++)
        await request(limited.app)
          .post('/api/v1/users/login')
          .send({ email: 'admin@test.in', password: 'wrong' })
          .expect(401);
      expect(
        (await request(limited.app).post('/api/v1/users/login').send({ email: 'admin@test.in', password: 'wrong' }))
          .status,
      ).toBe(429);
      expect((await request(limited.app).post('/api/v1/users/register').send(form())).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('when one IP probes 10 emails by registering, then its next login is 429', async () => {
    const limited = await makeTestApp();
    try {
      for (let i = 0; i < 10; i++)
        await request(limited.app)
          .post('/api/v1/users/register')
          .send(form({ email: 'visitor@test.in' }))
          .expect(409);
      expect(
        (await request(limited.app).post('/api/v1/users/login').send({ email: 'visitor@test.in', password: 'x' }))
          .status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

contractCoverage(['GET /api/v1/users/captcha']);
