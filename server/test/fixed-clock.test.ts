import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readConfig } from '../src/config';
import { signAccessToken, verifyAccessToken } from '../src/platform/auth/tokens';
import { bearer, JWT_SECRET, makeTestApp } from './support/test-app';

// The browser tests' fixed clock (client/e2e/support/clock.ts) and what follows the app's clock.

describe('TEST_FIXED_NOW', () => {
  it('when set outside production, then it is the configured instant; unset, there is none', () => {
    expect(readConfig({ NODE_ENV: 'test', TEST_FIXED_NOW: '2027-03-31T23:50:00+05:30' }).fixedNow?.toISOString()).toBe(
      '2027-03-31T18:20:00.000Z',
    );
    expect(readConfig({ NODE_ENV: 'test' }).fixedNow).toBeUndefined();
  });

  it('when NODE_ENV=production, then it is refused', () => {
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://pachmarhistays.in',
        JWT_SECRET: 'x'.repeat(40),
        TEST_FIXED_NOW: '2027-03-31T23:50:00+05:30',
      }),
    ).toThrow(
      'TEST_FIXED_NOW is a test-only setting (a fixed clock for the browser tests) and is refused when NODE_ENV=production: unset it.',
    );
  });

  it('when it is not an instant with an offset, then the configuration is refused naming it', () => {
    expect(() => readConfig({ NODE_ENV: 'test', TEST_FIXED_NOW: '2027-03-31' })).toThrow(
      /^Invalid environment variable TEST_FIXED_NOW/,
    );
  });
});

describe("access tokens on the app's clock", () => {
  const user = { _id: '00000000-0000-4000-8000-000000000001', role: 1, tokenVersion: 0 };
  const at = new Date('2027-03-31T18:20:00Z');

  it('when a token is signed at an instant, then it is valid for exactly 2 hours from it', () => {
    const token = signAccessToken(user, JWT_SECRET, at);
    expect(verifyAccessToken(token, JWT_SECRET, at)).toMatchObject({ sub: user._id, role: 1, tv: 0 });
    expect(verifyAccessToken(token, JWT_SECRET, new Date(at.getTime() + 2 * 3_600_000 - 1000))).not.toBeNull();
    expect(verifyAccessToken(token, JWT_SECRET, new Date(at.getTime() + 2 * 3_600_000))).toBeNull();
  });

  it("when the app's clock stands months ahead of real time, then a login there gives a token the API accepts at that time and not 2 hours later", async () => {
    const t = await makeTestApp();
    try {
      t.setNow(at);
      const login = await request(t.app)
        .post('/api/v1/users/login')
        .send({ email: 'admin@test.in', password: 'Admin#Satpura26' });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      expect((await request(t.app).get('/api/dashboard/stats').set(bearer(token))).status).toBe(200);
      t.setNow(new Date(at.getTime() + 2 * 3_600_000));
      expect((await request(t.app).get('/api/dashboard/stats').set(bearer(token))).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
