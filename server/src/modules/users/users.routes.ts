import { Router } from 'express';
import multer from 'multer';
import { loginSchema, registerSchema } from '@pachmarhi/common/schemas/auth';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { guardMultipart } from '../../platform/errors/multipart';
import { idParam } from '../../platform/http/http';
import { authClaims } from '../../platform/auth/require-auth';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { Users } from './users.module';

/** Login, registration (with its captcha), the current user and revoking sessions: /api/v1/users/*. */
export function usersRouter(users: Users, http: RouteContext): Router {
  const router = Router();
  // Login and registration share one per-IP budget of AUTH_RATE_LIMIT a minute, so neither
  // password guessing nor probing which emails are registered (409) gets a second budget.
  const authLimit = perIpLimit(
    http.rateLimits,
    'auth',
    http.config.authRateLimit,
    60_000,
    'Too many attempts. Please wait a minute and try again.',
  );
  // Drawing a captcha costs CPU; a person refreshes a few times, a script thousands.
  const captchaLimit = perIpLimit(
    http.rateLimits,
    'captcha',
    http.config.authRateLimit * 3,
    60_000,
    'Too many captcha requests. Please wait a minute and try again.',
  );
  const formFields = guardMultipart(multer({ limits: { fields: 20, fieldSize: 4096, files: 0 } }).none());

  router.post('/login', authLimit, async (req, res) => {
    const { email, password } = validate(loginSchema, req.body ?? {});
    const { token, user } = await users.logIn(email, password);
    res.json({
      success: true,
      status: 200,
      message: 'Login successful',
      data: { token, user, message: 'Login successful' },
    });
  });

  // Under NODE_ENV=test only, the answer rides along so the browser tests can register (they cannot read the image).
  const revealAnswer = http.config.nodeEnv === 'test';
  router.get('/captcha', captchaLimit, (_req, res) => {
    const { token, image, answer } = users.issueCaptcha();
    res.json({ success: true, data: revealAnswer ? { token, image, answer } : { token, image } });
  });

  router.post('/register', authLimit, formFields, async (req, res) => {
    const input = validate(registerSchema, req.body ?? {});
    const user = await users.register(input);
    res.status(201).json({ success: true, status: 201, message: 'Registration successful', data: { user } });
  });

  router.get('/me', http.requireUser, async (req, res) => {
    res.json({ success: true, data: await users.get(authClaims(req).sub) });
  });

  router.post('/:id/revoke-sessions', http.requireAdmin, async (req, res) => {
    const user = await users.revokeSessions(idParam(req, 'User'));
    res.json({ success: true, message: `Signed ${user.name} out everywhere`, data: { user } });
  });

  return router;
}
