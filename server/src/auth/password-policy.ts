import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordSchema } from '@pachmarhi/common/schemas/auth';
import { AppError } from '../errors/app-error';

/** A password refused by the policy: a 400 whose `message` is safe to show, also sent as `errors.password`. */
export class PasswordPolicyError extends AppError {
  readonly field = 'password';
  constructor(message: string) {
    super(400, message, { password: message });
    this.name = 'PasswordPolicyError';
  }
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one';

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

/**
 * The whole password policy on the server: the shared rules (10+ characters, at most 72 UTF-8
 * bytes, no NUL) and the common-password list (server-only: the list is too big for the client).
 * Call it before hashing a new password (register, create-admin, ADMIN_PASSWORD).
 * @throws PasswordPolicyError (AppError 400 with `errors.password`)
 */
export function assertPasswordAllowed(password: string): void {
  const r = passwordSchema.safeParse(password);
  if (!r.success) throw new PasswordPolicyError(r.error.issues[0].message);
  if (isCommonPassword(password)) throw new PasswordPolicyError(COMMON_PASSWORD_MESSAGE);
}
