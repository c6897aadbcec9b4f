import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { ADMIN_PASSWORD, bearer, JWT_SECRET, makeTestApp, USER_PASSWORD, type TestApp } from './support/test-app';
import { readConfig } from '../src/config';
import { resolveJwtSecret } from '../src/platform/auth/jwt-secret';
import { solvedCaptcha } from './support/captcha';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const registration = {
  name: 'Asha Verma',
  email: 'Asha@Example.com',
  password: 'Monsoon#Trek26',
  confirm_password: 'Monsoon#Trek26',
  terms_and_conditions: true,
};
/** The registration with a fresh captcha answered (each challenge is good for one try). */
const withCaptcha = (over: Record<string, unknown> = {}) => ({ ...registration, ...solvedCaptcha(), ...over });

describe('login', () => {
  it('when the admin logs in, then 200 with a 2-hour token and the user with role 1', async () => {
    const res = await request(t.app)
      .post('/api/v1/users/login/')
      .send({ email: 'ADMIN@test.in', password: ADMIN_PASSWORD, role: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: 200,
      data: { user: { email: 'admin@test.in', role: 1, name: 'Admin' }, message: 'Login successful' },
    });
    expect(res.body.data.user.passwordHash).toBeUndefined();
    const claims = jwt.verify(res.body.data.token, JWT_SECRET) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(7200);
  });
  it('when a user logs in on the admin panel (role=1 asked), then the real role 2 comes back', async () => {
    const res = await request(t.app)
      .post('/api/v1/users/login')
      .send({ email: 'visitor@test.in', password: USER_PASSWORD, role: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe(2);
  });
  it('when the password is wrong or the email unknown, then the same 401', async () => {
    const a = await request(t.app).post('/api/v1/users/login').send({ email: 'admin@test.in', password: 'nope' });
    const b = await request(t.app).post('/api/v1/users/login').send({ email: 'ghost@test.in', password: 'nope' });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(b.body).toEqual(a.body);
  });
  it('when fields are missing or the JSON is malformed, then 400', async () => {
    const res = await request(t.app).post('/api/v1/users/login').send({ email: 'bad' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    const bad = await request(t.app)
      .post('/api/v1/users/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Malformed JSON body');
  });
});

describe('registration', () => {
  it('when a visitor registers, then 201 with a role-2 user who can log in', async () => {
    const res = await request(t.app).post('/api/v1/users/register').send(withCaptcha());
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ name: 'Asha Verma', email: 'asha@example.com', role: 2 });
    const login = await request(t.app)
      .post('/api/v1/users/login')
      .send({ email: 'asha@example.com', password: 'Monsoon#Trek26' });
    expect(login.status).toBe(200);
    const me = await request(t.app).get('/api/v1/users/me').set(bearer(login.body.data.token));
    expect(me.body.data).toMatchObject({ email: 'asha@example.com', role: 2 });
  });
  it('when sent as form data, then accepted too', async () => {
    const { captcha, captchaToken } = solvedCaptcha();
    const res = await request(t.app)
      .post('/api/v1/users/register')
      .field('captchaToken', captchaToken)
      .field('name', 'Ravi')
      .field('email', 'ravi@example.com')
      .field('password', 'satpura123')
      .field('confirm_password', 'satpura123')
      .field('captcha', captcha.toLowerCase())
      .field('terms_and_conditions', 'true');
    expect(res.status).toBe(201);
  });
  it('when the email is taken, then 409', async () => {
    const taken = { email: 'taken@example.com' };
    await request(t.app).post('/api/v1/users/register').send(withCaptcha(taken)).expect(201);
    const res = await request(t.app).post('/api/v1/users/register').send(withCaptcha(taken));
    expect(res.status).toBe(409);
  });
  it('when terms are refused, the captcha is malformed or passwords differ, then 400 with the messages', async () => {
    const res = await request(t.app)
      .post('/api/v1/users/register')
      .send({
        ...withCaptcha(),
        email: 'new@example.com',
        terms_and_conditions: false,
        captcha: '12',
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      terms_and_conditions: 'Please accept the terms and conditions.',
      captcha: 'Captcha does not match.',
    });
    const mismatch = await request(t.app)
      .post('/api/v1/users/register')
      .send(withCaptcha({ email: 'new@example.com', confirm_password: 'other123' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirm_password: 'Passwords do not match' });
  });
});

describe('tokens and secrets', () => {
  it('when /me has no token, a forged one or an expired one, then 401', async () => {
    expect((await request(t.app).get('/api/v1/users/me')).status).toBe(401);
    const forged = jwt.sign({ role: 1 }, 'other-secret', { subject: t.admin._id });
    expect((await request(t.app).get('/api/v1/users/me').set(bearer(forged))).status).toBe(401);
    const expired = jwt.sign({ role: 1, exp: Math.floor(Date.now() / 1000) - 10 }, JWT_SECRET, {
      subject: t.admin._id,
    });
    expect((await request(t.app).get('/api/v1/users/me').set(bearer(expired))).status).toBe(401);
  });
  it('when NODE_ENV=production has no JWT_SECRET, then the secret cannot be resolved', () => {
    expect(() =>
      resolveJwtSecret(readConfig({ NODE_ENV: 'production', SITE_URL: 'https://pachmarhistays.in' })),
    ).toThrow(/JWT_SECRET is required/);
  });
});

// The users module's other operations: the captcha in registration-hardening.test.ts, revoking sessions in
// accounts-hardening.test.ts.
contractCoverage(['POST /api/v1/users/login/', 'POST /api/v1/users/register', 'GET /api/v1/users/me']);
