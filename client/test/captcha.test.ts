import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaMatches, generateCaptcha } from '@/features/auth/lib/captcha';

describe('generateCaptcha', () => {
  it('when called with defaults, then gives 6 letters and digits from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCaptcha();
      expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
      for (const ch of code) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
  });

  it('when the random source is fixed, then the code is deterministic and covers both ends of the alphabet', () => {
    expect(generateCaptcha(3, () => 0)).toBe('AAA');
    expect(generateCaptcha(2, () => 0.999999)).toBe('99');
  });

  it('when a random source returns exactly 1, then the index still stays inside the alphabet', () => {
    expect(generateCaptcha(1, () => 1)).toHaveLength(1);
  });

  it('when many codes are generated, then they are not all the same', () => {
    expect(new Set(Array.from({ length: 50 }, () => generateCaptcha())).size).toBeGreaterThan(45);
  });

  it('never uses look-alike characters', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe('captchaMatches', () => {
  it('when the typed text equals the code, ignoring case and spaces, then it matches', () => {
    expect(captchaMatches('AB3XY9', 'AB3XY9')).toBe(true);
    expect(captchaMatches(' ab3xy9 ', 'AB3XY9')).toBe(true);
  });
  it('when it differs, then it does not', () => {
    expect(captchaMatches('AB3XY', 'AB3XY9')).toBe(false);
    expect(captchaMatches('', 'AB3XY9')).toBe(false);
  });
});
