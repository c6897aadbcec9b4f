/** /api/v1/users/* in the API reference (docs/api.md#auth-and-users). */
import { z } from 'zod';
import { loginSchema, registerSchema } from '@pachmarhi/common/schemas/auth';
import { authUserSchema } from '@pachmarhi/common/schemas/records';
import { idPath, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Auth and users';
const RATE_LIMITED = 'Past AUTH_RATE_LIMIT (10) a minute per IP, login and register counted together';

export const usersApi: ApiPaths = {
  '/api/v1/users/login/': {
    post: operation({
      tag,
      summary: 'Log in',
      description:
        'A token for `Authorization: Bearer …`, good for 2 hours. `role` is what the login screen asked for (informational).',
      body: loginSchema,
      responses: {
        200: json(
          z.object({
            success: z.literal(true),
            status: z.literal(200),
            message: z.string(),
            data: z.object({ token: z.string(), user: authUserSchema, message: z.string() }),
          }),
          'Logged in',
        ),
      },
      errors: { 401: 'Invalid email or password', 429: RATE_LIMITED },
    }),
  },
  '/api/v1/users/captcha': {
    get: operation({
      tag,
      summary: 'A registration captcha',
      description:
        '`image` is a `data:image/svg+xml;base64,…` URL (distorted glyph paths, no text); `token` is good for one register attempt within 5 minutes. With `NODE_ENV=test` only, `answer` too.',
      responses: {
        200: json(
          withData(
            z.object({
              token: z.string(),
              image: z.string().regex(/^data:image\/svg\+xml;base64,/),
              answer: z.string().optional(),
            }),
          ),
          'A new challenge',
        ),
      },
      errors: { 429: 'Past 3 × AUTH_RATE_LIMIT a minute per IP' },
    }),
  },
  '/api/v1/users/register': {
    post: operation({
      tag,
      summary: 'Register an account',
      description: 'A captcha token is spent by any attempt: fetch a new captcha after a failure.',
      body: registerSchema,
      bodyAsForm: true,
      responses: {
        201: json(
          z.object({
            success: z.literal(true),
            status: z.literal(201),
            message: z.string(),
            data: z.object({ user: authUserSchema }),
          }),
          'Registered (role 2)',
        ),
      },
      errors: {
        400: 'Invalid fields: `errors.captcha` for a wrong answer or a missing, expired or used token; `errors.password` under 10 characters, over 72 bytes or too common',
        409: 'The email is taken',
        429: RATE_LIMITED,
      },
    }),
  },
  '/api/v1/users/me': {
    get: operation({
      tag,
      summary: 'The signed-in user',
      auth: 'user',
      responses: { 200: json(withData(authUserSchema), 'The user of the token') },
    }),
  },
  '/api/v1/users/{id}/revoke-sessions': {
    post: operation({
      tag,
      summary: 'Sign a user out everywhere',
      auth: 'admin',
      description: 'Every token of that user issued before stops working (an admin may revoke their own).',
      path: idPath('user'),
      responses: {
        200: json(
          z.object({ success: z.literal(true), message: z.string(), data: z.object({ user: authUserSchema }) }),
          'Signed out',
        ),
      },
      errors: { 404: 'Unknown user' },
    }),
  },
};
