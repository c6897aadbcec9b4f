import { CAPTCHA_LENGTH } from '@pachmarhi/common/constants';

/** Letters and digits without look-alikes (0/O, 1/I/L), upper case so it reads unambiguously. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new captcha code of `length` letters and digits (spec §5: 6 characters).
 * @param random returns a float in [0, 1); injectable for tests
 */
export function generateCaptcha(length = CAPTCHA_LENGTH, random: () => number = secureRandom): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length) % CAPTCHA_ALPHABET.length];
  return out;
}

/** True when the typed value equals the code (surrounding spaces and letter case ignored). */
export function captchaMatches(typed: string, code: string): boolean {
  return typed.trim().toUpperCase() === code;
}

function secureRandom(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0] / 2 ** 32;
}
