import { z } from 'zod';
import { CAPTCHA_LENGTH } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { invalidCharacterMessage, optionalRole, requiredText } from './fields';

const PASSWORD_REQUIRED = ruleMessage('required', { label: 'password' });
const CONFIRM_PASSWORD = ruleMessage('confirmPassword');
const CAPTCHA_MISMATCH = ruleMessage('captchaMismatch');

/** An email address, lower-cased. */
export const email = () =>
  requiredText('email', 200)
    .toLowerCase()
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), ruleMessage('invalidEmail'));

/** Body of `POST /api/v1/users/login/`; `role` is what the login screen asked for (informational). */
export const loginSchema = z.object({
  email: email(),
  // No policy here: accounts made before a policy change must still be able to log in.
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(200, ruleMessage('tooLong', { label: 'password', max: 200 }))
    .refine((v) => !v.includes('\u0000'), invalidCharacterMessage('password')),
  role: optionalRole(),
});

export const PASSWORD_MIN_LENGTH = 10;
/** bcrypt reads only the first 72 bytes (UTF-8) of a password; longer ones are refused, not silently cut. */
export const PASSWORD_MAX_BYTES = 72;

/** UTF-8 length in bytes, as bcrypt sees it (a lone surrogate counts as its 3-byte replacement). */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * The password rules shared by the register form and the server: at least PASSWORD_MIN_LENGTH
 * characters, at most PASSWORD_MAX_BYTES bytes of UTF-8, no NUL byte. Not trimmed.
 * The common-password check is server-only (a big dictionary): server/src/platform/auth/password-policy.ts.
 */
export const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, ruleMessage('tooShort', { label: 'password', min: PASSWORD_MIN_LENGTH }))
  .refine((v) => !v.includes('\u0000'), invalidCharacterMessage('password'))
  .refine((v) => utf8Bytes(v) <= PASSWORD_MAX_BYTES, ruleMessage('passwordTooManyBytes', { max: PASSWORD_MAX_BYTES }));

/** Body of `POST /api/v1/users/register` (docs/product.md#registration-payload). */
export const registerSchema = z
  .object({
    name: requiredText('name', 100),
    email: email(),
    password: passwordSchema,
    confirm_password: z
      .string({ error: CONFIRM_PASSWORD })
      .min(1, CONFIRM_PASSWORD)
      .max(200, ruleMessage('passwordsDiffer')),
    captcha: z
      .string({ error: CAPTCHA_MISMATCH })
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`), CAPTCHA_MISMATCH),
    /** The token of the challenge from `GET /api/v1/users/captcha`; the server checks the answer against it. */
    captchaToken: z.string().trim().max(300).default(''),
    terms_and_conditions: z.preprocess(
      (v) => v === true || v === 'true' || v === 'on' || v === '1',
      z.literal(true, { error: ruleMessage('acceptTerms') }),
    ),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: ruleMessage('passwordsDiffer'),
    path: ['confirm_password'],
  });

export type RegisterInput = z.input<typeof registerSchema>;
