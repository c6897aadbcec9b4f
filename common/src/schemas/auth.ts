import { z } from 'zod';
import { CAPTCHA_LENGTH } from '../constants';
import { requiredText } from './fields';

const email = () =>
  requiredText('Email is required')
    .max(200)
    .toLowerCase()
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Please enter a valid email address');

/** Body of `POST /api/v1/users/login/`; `role` is what the login screen asked for (informational). */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  role: z.coerce.number().int().optional(),
});

export const PASSWORD_MIN_LENGTH = 8;

/** Body of `POST /api/v1/users/register` (spec §3 "Registration payload"). */
export const registerSchema = z
  .object({
    name: requiredText('Name is required').max(100),
    email: email(),
    password: z.string({ error: 'Password is required' }).min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(200),
    confirm_password: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
    captcha: z.string({ error: 'Captcha does not match.' }).trim().regex(new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`), 'Captcha does not match.'),
    /** The token of the challenge from `GET /api/v1/users/captcha`; the server checks the answer against it. */
    captchaToken: z.string().trim().max(300).default(''),
    terms_and_conditions: z.preprocess(
      (v) => v === true || v === 'true' || v === 'on' || v === '1',
      z.literal(true, { error: 'Please accept the terms and conditions.' }),
    ),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });

export type RegisterInput = z.input<typeof registerSchema>;
