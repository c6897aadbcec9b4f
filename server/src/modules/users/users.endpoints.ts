/**
 * Accounts (docs/api.md#auth-and-users, #staff-accounts-and-the-audit-trail): login, registration
 * with its captcha, the current user and revoking sessions at /api/v1/users/*; the owner's staff
 * accounts at /api/staff (list, create, change role or disable, reset a password).
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { loginSchema, registerSchema } from '@pachmarhi/common/schemas/auth';
import { authUserSchema } from '@pachmarhi/common/schemas/records';
import {
  passwordResetSchema,
  staffCreateSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@pachmarhi/common/schemas/staff';
import { authClaims } from '../../platform/auth/require-auth';
import { guardMultipart } from '../../platform/errors/multipart';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { RouteContext } from '../../platform/http/route-context';
import type { Users } from './users.module';

/** The users module, and the process's NODE_ENV ('test' adds the captcha's answer, for the browser tests). */
const endpoint = endpointsOf<{ users: Users; nodeEnv: string }>();
const RATE_LIMITED = 'Past AUTH_RATE_LIMIT (10) a minute per IP, login and register counted together';

/**
 * Login and registration share one per-IP budget of AUTH_RATE_LIMIT a minute, so neither password
 * guessing nor probing which emails are registered (409) gets a second budget: one limiter per app.
 */
const authLimits = new WeakMap<RouteContext, RequestHandler>();
function authLimit(http: RouteContext): RequestHandler {
  let limit = authLimits.get(http);
  if (!limit) {
    const message = 'Too many attempts. Please wait a minute and try again.';
    limit = perIpLimit(http.rateLimits, 'auth', http.config.authRateLimit, 60_000, message);
    authLimits.set(http, limit);
  }
  return limit;
}

export const usersEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/v1/users/login/',
    tag: 'Auth and users',
    summary: 'Log in',
    description:
      'A token for `Authorization: Bearer …`, good for 2 hours. `role` is what the login screen asked for (informational).',
    use: (http) => [authLimit(http)],
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
    handle: async ({ body: { email, password } }, { users }) => {
      const { token, user } = await users.logIn(email, password);
      return {
        success: true,
        status: 200,
        message: 'Login successful',
        data: { token, user, message: 'Login successful' },
      };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/v1/users/captcha',
    tag: 'Auth and users',
    summary: 'A registration captcha',
    description:
      '`image` is a `data:image/svg+xml;base64,…` URL (distorted glyph paths, no text); `token` is good for one register attempt within 5 minutes. With `NODE_ENV=test` only, `answer` too.',
    // Drawing a captcha costs CPU; a person refreshes a few times, a script thousands.
    use: (http) => [
      perIpLimit(
        http.rateLimits,
        'captcha',
        http.config.authRateLimit * 3,
        60_000,
        'Too many captcha requests. Please wait a minute and try again.',
      ),
    ],
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
    handle: async (_in, { users, nodeEnv }) => {
      const { token, image, answer } = users.issueCaptcha();
      // Under NODE_ENV=test only, the answer rides along so the browser tests can register (they cannot read the image).
      return { success: true, data: nodeEnv === 'test' ? { token, image, answer } : { token, image } };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/v1/users/register',
    tag: 'Auth and users',
    summary: 'Register an account',
    description: 'A captcha token is spent by any attempt: fetch a new captcha after a failure.',
    use: (http) => [
      authLimit(http),
      guardMultipart(multer({ limits: { fields: 20, fieldSize: 4096, files: 0 } }).none()),
    ],
    body: registerSchema,
    bodyAsForm: true,
    status: 201,
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
    handle: async ({ body }, { users }) => ({
      success: true,
      status: 201,
      message: 'Registration successful',
      data: { user: await users.register(body) },
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/v1/users/me',
    tag: 'Auth and users',
    summary: 'The signed-in user',
    auth: 'user',
    responses: { 200: json(withData(authUserSchema), 'The user of the token') },
    handle: async ({ req }, { users }) => ({ success: true, data: await users.get(authClaims(req).sub) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/v1/users/:id/revoke-sessions',
    tag: 'Auth and users',
    summary: 'Sign a user out everywhere',
    auth: 'admin',
    description: 'Every token of that user issued before stops working (an admin may revoke their own).',
    params: idPath('user'),
    notFound: 'User',
    responses: {
      200: json(
        z.object({ success: z.literal(true), message: z.string(), data: z.object({ user: authUserSchema }) }),
        'Signed out',
      ),
    },
    errors: { 404: 'Unknown user' },
    handle: async ({ params }, { users }) => {
      const user = await users.revokeSessions(params.id);
      return { success: true, message: `Signed ${user.name} out everywhere`, data: { user } };
    },
  }),
];

const staffTag = 'Staff and audit trail';
const NOT_STAFF = 'Unknown id, or the account is not a staff account (role 1, 3 or 4)';
const staffId = { params: idPath('staff account'), notFound: 'Staff member' };

export const staffEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/staff',
    tag: staffTag,
    summary: 'Staff accounts',
    auth: 'admin',
    responses: {
      200: json(withData(z.array(staffMemberSchema)), 'Owners, front desk and accountants, oldest first'),
    },
    handle: async (_in, { users }) => ({ success: true, data: await users.listStaff() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/staff',
    tag: staffTag,
    summary: 'Create a staff account',
    auth: 'admin',
    description:
      'Role 1 (owner), 3 (front desk) or 4 (accountant: the money reads only). The password policy of registration applies.',
    body: staffCreateSchema,
    status: 201,
    responses: { 201: json(saved(staffMemberSchema), 'Created') },
    errors: { 409: 'An account with this email already exists' },
    handle: async ({ body }, { users }) => ({
      success: true,
      message: 'Staff account created',
      data: await users.createStaff(body),
    }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/staff/:id',
    tag: staffTag,
    summary: "Change a staff account's role, or disable or enable it",
    auth: 'admin',
    description: 'Disabling ends the sessions at once in every server process; a disabled account cannot sign in.',
    ...staffId,
    body: staffUpdateSchema,
    responses: { 200: json(saved(staffMemberSchema), 'Updated') },
    errors: { 404: NOT_STAFF, 409: 'No enabled owner account would remain' },
    handle: async ({ params, body }, { users }) => ({
      success: true,
      message: 'Staff account updated',
      data: await users.updateStaff(params.id, body),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/staff/:id/password',
    tag: staffTag,
    summary: "Reset a staff account's password",
    auth: 'admin',
    description: 'Its sessions end in every server process.',
    ...staffId,
    body: passwordResetSchema,
    responses: { 200: json(saved(staffMemberSchema), 'Password set') },
    errors: { 404: NOT_STAFF },
    handle: async ({ params, body }, { users }) => {
      const data = await users.resetStaffPassword(params.id, body.password);
      return { success: true, message: `New password set for ${data.name}; their sessions have ended`, data };
    },
  }),
];
