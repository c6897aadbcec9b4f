import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@pachmarhi/common/constants';

/** A challenge is answerable for 5 minutes after it is issued. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;
/** Upper-case letters and digits without look-alikes (0/O, 1/I/L); answers are compared upper-cased. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
// svg-captcha documents `svgCaptcha(text, options)` (README) but its typings omit the call signature.
const renderSvg = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired';

/** Issues and checks registration captchas (server-side: the browser never sees the answer as text). */
export interface Captcha {
  /** A new challenge: `image` an SVG data URL of distorted glyph paths, `token` to send back with the answer. */
  issue(): { token: string; image: string; answer: string };
  /**
   * Check an answer against a token (case and surrounding spaces ignored). Each token is checked
   * once: a second check, right or wrong, is 'expired', so one image cannot be guessed at repeatedly.
   */
  check(token: string, answer: string): CaptchaVerdict;
}

/**
 * Create the captcha issuer. A token is `expiresMs.nonce.tokenMac.answerMac`: tokenMac signs the
 * expiry and nonce (so forged tokens are refused before they take room in the used set), answerMac
 * signs them with the answer. Both are HMAC-SHA256 under a key derived from `secret`; the server
 * keeps no state except the nonces already checked, until they expire.
 * @param now the clock; tests inject one to pass the 5-minute expiry
 */
export function createCaptcha(secret: string, now: () => Date): Captcha {
  const key = createHmac('sha256', secret).update('registration-captcha').digest();
  const mac = (s: string) => createHmac('sha256', key).update(s).digest('base64url');
  const used = new Map<string, number>(); // nonce → expiry (ms)
  const forget = (t: number) => {
    for (const [nonce, exp] of used) if (exp <= t) used.delete(nonce);
  };

  return {
    issue() {
      let answer = '';
      for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += ALPHABET[randomInt(ALPHABET.length)];
      const head = `${now().getTime() + CAPTCHA_LIFETIME_MS}.${randomInt(2 ** 47).toString(36)}`;
      const svg = renderSvg(answer, { noise: 3, width: 180, height: 56, fontSize: 54, background: '#f4f1ea' });
      return {
        token: `${head}.${mac(`t:${head}`)}.${mac(`a:${head}.${answer}`)}`,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        answer,
      };
    },
    check(token, answer) {
      const t = now().getTime();
      forget(t);
      const [exp, nonce, tokenMac, answerMac, extra] = token.split('.');
      const head = `${exp}.${nonce}`;
      if (extra !== undefined || !answerMac || !same(tokenMac, mac(`t:${head}`))) return 'expired';
      if (!(Number(exp) > t) || used.has(nonce)) return 'expired';
      used.set(nonce, Number(exp));
      return same(answerMac, mac(`a:${head}.${answer.trim().toUpperCase()}`)) ? 'ok' : 'wrong';
    },
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
