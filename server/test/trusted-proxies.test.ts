import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp } from './support/test-app';
import { readConfig } from '../src/config';

const PROD = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SITE_URL: 'https://pachmarhistays.in' };

describe('TRUST_PROXY in production needs TRUSTED_PROXIES', () => {
  it('when NODE_ENV=production sets TRUST_PROXY without TRUSTED_PROXIES, then the configuration is refused', () => {
    expect(() => readConfig({ ...PROD, TRUST_PROXY: '1' })).toThrow(/TRUSTED_PROXIES/);
  });
  it('when TRUSTED_PROXIES lists addresses and CIDRs, then that list is the trust proxy setting', () => {
    expect(readConfig({ ...PROD, TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(readConfig({ NODE_ENV: 'development', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
  it('when TRUSTED_PROXIES has something that is not an address or range, then refused naming it', () => {
    expect(() => readConfig({ ...PROD, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES.*10\.0\.0\.0\/33/);
    expect(() => readConfig({ ...PROD, TRUSTED_PROXIES: 'proxy.local' })).toThrow(/proxy\.local/);
  });
});

/** 11 failed logins, each claiming another client address in X-Forwarded-For. @returns the statuses */
async function rotatingLogins(env: Record<string, string>): Promise<number[]> {
  const t = await makeTestApp(env);
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(t.app)
        .post('/api/v1/users/login')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email: 'admin@test.in', password: 'wrong' });
      statuses.push(res.status);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('X-Forwarded-For from an untrusted peer', () => {
  it('when the peer is not in TRUSTED_PROXIES, then a rotating X-Forwarded-For does not dodge the login limit', async () => {
    const statuses = await rotatingLogins({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.1' });
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
  it('when the peer is a trusted proxy, then each forwarded client has its own budget', async () => {
    const statuses = await rotatingLogins({ TRUSTED_PROXIES: 'loopback' });
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});
