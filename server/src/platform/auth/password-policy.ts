import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordSchema } from '@pachmarhi/common/schemas/auth';
import { COMMON_PASSWORD_MESSAGE, WEAK_PASSWORD_MESSAGES } from '@pachmarhi/common/i18n/password-messages';
import { AppError } from '../errors/app-error';

/** A password refused by the policy: a 400 whose message is safe to show, keyed to the `password` field. */
export class PasswordPolicyError extends AppError {
  readonly field = 'password';
  constructor(message: string) {
    super(400, message, { password: message });
    this.name = 'PasswordPolicyError';
  }
}

export { COMMON_PASSWORD_MESSAGE, WEAK_PASSWORD_MESSAGES };

/** The lowest zxcvbn score (0–4) a new password must reach: 3, "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

// The zxcvbn-ts common-password list (~49k entries, lower case, most used first); built on first use.
let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/**
 * True when `password` (case-insensitive) is on the common-password list, or is a listed word
 * followed only by digits ('password2026', 'monsoon123'), the commonest way people lengthen one.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const base = lower.replace(/\d+$/, '');
  return base.length >= 4 && base !== lower && commonPasswords().has(base);
}

// The strength estimator with the common dictionaries and keyboard layouts; built on first use.
let estimator: ZxcvbnFactory | null = null;

/** zxcvbn's warning for a weak password → the message saying what would make it stronger. */
const MESSAGE_BY_WARNING: Record<string, string> = {
  simpleRepeat: WEAK_PASSWORD_MESSAGES.repeat,
  extendedRepeat: WEAK_PASSWORD_MESSAGES.repeat,
  sequences: WEAK_PASSWORD_MESSAGES.sequence,
  straightRow: WEAK_PASSWORD_MESSAGES.keyboard,
  keyPattern: WEAK_PASSWORD_MESSAGES.keyboard,
  recentYears: WEAK_PASSWORD_MESSAGES.dates,
  dates: WEAK_PASSWORD_MESSAGES.dates,
  wordByItself: WEAK_PASSWORD_MESSAGES.word,
  namesByThemselves: WEAK_PASSWORD_MESSAGES.word,
  commonNames: WEAK_PASSWORD_MESSAGES.word,
  topTen: COMMON_PASSWORD_MESSAGE,
  topHundred: COMMON_PASSWORD_MESSAGE,
  common: COMMON_PASSWORD_MESSAGE,
  similarToCommon: COMMON_PASSWORD_MESSAGE,
  pwned: COMMON_PASSWORD_MESSAGE,
};

/**
 * How hard `password` is to guess: zxcvbn's score (0 too guessable … 4 very unguessable) and, under
 * MIN_PASSWORD_SCORE, the message saying what makes it weak and what would make it stronger
 * (WEAK_PASSWORD_MESSAGES or COMMON_PASSWORD_MESSAGE).
 */
export function passwordStrength(password: string): { score: number; message?: string } {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = estimator.check(password);
  if (score >= MIN_PASSWORD_SCORE) return { score };
  return { score, message: (feedback.warning && MESSAGE_BY_WARNING[feedback.warning]) || WEAK_PASSWORD_MESSAGES.other };
}

/**
 * The whole password policy on the server: the shared rules (10+ characters, at most 72 UTF-8
 * bytes, no NUL), the common-password list and a zxcvbn strength score of at least
 * MIN_PASSWORD_SCORE (server-only: the dictionaries are too big for the client). Call it before
 * hashing a new password (register, create-admin, ADMIN_PASSWORD).
 * @throws PasswordPolicyError (an AppError 400 with `errors.password`, saying what would make it stronger)
 */
export function assertPasswordAllowed(password: string): void {
  const r = passwordSchema.safeParse(password);
  if (!r.success) throw new PasswordPolicyError(r.error.issues[0].message);
  if (isCommonPassword(password)) throw new PasswordPolicyError(COMMON_PASSWORD_MESSAGE);
  const weak = passwordStrength(password).message;
  if (weak) throw new PasswordPolicyError(weak);
}
