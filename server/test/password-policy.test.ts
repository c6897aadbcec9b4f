import { describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '../src/config';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import {
  assertPasswordAllowed,
  COMMON_PASSWORD_MESSAGE,
  PasswordPolicyError,
  WEAK_PASSWORD_MESSAGES,
} from '../src/platform/auth/password-policy';

const refusal = (pw: string) => {
  try {
    assertPasswordAllowed(pw);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(PasswordPolicyError);
    return (e as PasswordPolicyError).message;
  }
};

describe('password policy (server)', () => {
  it('when the password is on the common-password list, then refused whatever its case', () => {
    expect(refusal('password123')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(refusal('QwertyUIOP')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(refusal('1234567890')).toBe(COMMON_PASSWORD_MESSAGE);
  });
  it('when the password is a listed word followed by digits, then refused', () => {
    expect(refusal('password2026')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(refusal('Dragon12345')).toBe(COMMON_PASSWORD_MESSAGE);
  });
  it('when the password is too short, too long in bytes or has a NUL, then the shared message', () => {
    expect(refusal('Short@1')).toBe('Password must be at least 10 characters');
    expect(refusal('€'.repeat(25))).toMatch(/^Password must be at most 72 bytes/);
    expect(refusal('Satpura#2026\u0000')).toBe('Password contains an invalid character');
  });
  it('when the password is the dev default admin password or an uncommon one, then allowed', () => {
    expect(refusal(DEV_ADMIN.password)).toBeNull();
    expect(refusal('Satpura#2026')).toBeNull();
    expect(refusal('Forsyth#Point26')).toBeNull();
  });
  it('when the password scores under 3 (aaaaaaaaaa and the like), then refused with what would make it stronger, in English and Hindi', () => {
    expect(refusal('aaaaaaaaaa')).toBe(WEAK_PASSWORD_MESSAGES.repeat);
    expect(refusal('abcdefghij')).toBe(WEAK_PASSWORD_MESSAGES.sequence);
    expect(refusal('1990-08-19ab')).toBe(WEAK_PASSWORD_MESSAGES.dates);
    expect(refusal('User@12345')).toBe(WEAK_PASSWORD_MESSAGES.other);
    expect(refusal('Admin@12345')).toBe(COMMON_PASSWORD_MESSAGE);
    for (const message of [...Object.values(WEAK_PASSWORD_MESSAGES), COMMON_PASSWORD_MESSAGE]) {
      expect(message).toMatch(/\b(add|make it longer|choose)\b/i);
      expect(localizeMessage(message, 'hi')).toMatch(/[\u0900-\u097F]/);
    }
  });
});
