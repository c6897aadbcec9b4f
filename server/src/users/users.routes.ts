import { Router } from 'express';
import multer from 'multer';
import { loginSchema, registerSchema } from '@pachmarhi/common/schemas/auth';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import { guardMultipart } from '../errors/multipart';
import { idParam } from '../http';
import { authClaims } from '../auth/require-auth';
import { createCaptcha } from '../auth/captcha';
import { perIpLimit } from '../auth/rate-limit';
import { currentUser, logIn, registerUser, revokeSessions } from './users.service';

/** Login, registration (with its captcha), the current user and revoking sessions: /api/v1/users/*. */
export function usersRouter(ctx: AppContext): Router {
  const router = Router();
  // Login and registration share one per-IP budget of AUTH_RATE_LIMIT a minute, so neither
  // password guessing nor probing which emails are registered (409) gets a second budget.
  const authLimit = perIpLimit(ctx.rateLimits, 'auth', ctx.config.authRateLimit, 60_000, 'Too many attempts. Please wait a minute and try again.');
  // Drawing a captcha costs CPU; a person refreshes a few times, a script thousands.
  const captchaLimit = perIpLimit(ctx.rateLimits, 'captcha', ctx.config.authRateLimit * 3, 60_000, 'Too many captcha requests. Please wait a minute and try again.');
  const captcha = createCaptcha(ctx.jwtSecret, ctx.now);
  const formFields = guardMultipart(multer({ limits: { fields: 20, fieldSize: 4096, files: 0 } }).none());

  router.post('/login', authLimit, async (req, res) => {
    const { email, password } = validate(loginSchema, req.body ?? {});
    const { token, user } = await logIn(ctx.db, ctx.jwtSecret, email, password);
    res.json({ success: true, status: 200, message: 'Login successful', data: { token, user, message: 'Login successful' } });
  });

  // Under NODE_ENV=test only, the answer rides along so the browser tests can register (they cannot read the image).
  const revealAnswer = ctx.config.nodeEnv === 'test';
  router.get('/captcha', captchaLimit, (_req, res) => {
    const { token, image, answer } = captcha.issue();
    res.json({ success: true, data: revealAnswer ? { token, image, answer } : { token, image } });
  });

  router.post('/register', authLimit, formFields, async (req, res) => {
    const input = validate(registerSchema, req.body ?? {});
    const user = await registerUser(ctx.db, captcha, input);
    res.status(201).json({ success: true, status: 201, message: 'Registration successful', data: { user } });
  });

  router.get('/me', ctx.requireUser, async (req, res) => {
    res.json({ success: true, data: await currentUser(ctx.db, authClaims(req).sub) });
  });

  router.post('/:id/revoke-sessions', ctx.requireAdmin, async (req, res) => {
    const user = await revokeSessions(ctx.db, ctx.sessions, idParam(req, 'User'));
    res.json({ success: true, message: `Signed ${user.name} out everywhere`, data: { user } });
  });

  return router;
}
