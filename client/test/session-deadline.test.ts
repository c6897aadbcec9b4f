import { describe, expect, it } from 'vitest';
import { jwtExpiryMs, sessionDeadline } from '@/lib/session-deadline';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;

describe('jwtExpiryMs', () => {
  it('when the token has an exp claim, then it is returned in ms', () => {
    expect(jwtExpiryMs(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });
  it('when the token is not a JWT or has no exp, then null', () => {
    expect(jwtExpiryMs('opaque')).toBeNull();
    expect(jwtExpiryMs(jwt({ sub: 'x' }))).toBeNull();
    expect(jwtExpiryMs('a.%%%.c')).toBeNull();
  });
});

describe('sessionDeadline', () => {
  const start = 1_000_000_000_000;
  it('when the token cannot be read, then the session lasts 2 hours (7,200,000 ms)', () => {
    expect(sessionDeadline('opaque', start)).toBe(start + 7_200_000);
  });
  it('when the token expires sooner, then its expiry wins', () => {
    expect(sessionDeadline(jwt({ exp: (start + 60_000) / 1000 }), start)).toBe(start + 60_000);
  });
  it('when the token lasts longer, then the 2-hour timer wins', () => {
    expect(sessionDeadline(jwt({ exp: (start + 10 * 3_600_000) / 1000 }), start)).toBe(start + 7_200_000);
  });
});
