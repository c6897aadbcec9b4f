import { createCaptcha } from '../../src/platform/auth/captcha';
import { JWT_SECRET } from './test-app';

/**
 * A fresh captcha challenge signed with the test apps' secret, and its answer: what a person
 * reading the image would type. `at` is the instant it is issued (default now).
 */
export function solvedCaptcha(at: Date = new Date()): { captcha: string; captchaToken: string } {
  const { token, answer } = createCaptcha(JWT_SECRET, () => at).issue();
  return { captcha: answer, captchaToken: token };
}
