import { Router } from 'express';
import multer from 'multer';
import rateLimit from 'express-rate-limit';
import { loginSchema, registerSchema } from '@pachmarhi/common/schemas/auth';
import type { AppContext } from '../context';
import { validate, AppError } from '../errors/app-error';
import { guardMultipart } from '../errors/multipart';
import { authClaims } from '../auth/require-auth';
import { signAccessToken } from '../auth/tokens';
import { authenticate, currentUser, registerUser } from './users.service';

/** Login, registration and the current user: /api/v1/users/*. */
export function usersRouter(ctx: AppContext): Router {
  const router = Router();
  // Each endpoint has its own per-IP budget of AUTH_RATE_LIMIT requests a minute.
  const limiter = () =>
    rateLimit({
      windowMs: 60_000,
      limit: ctx.config.authRateLimit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) => next(new AppError(429, 'Too many attempts. Please wait a minute and try again.')),
    });
  const formFields = guardMultipart(multer({ limits: { fields: 20, fieldSize: 4096, files: 0 } }).none());

  router.post('/login', limiter(), async (req, res) => {
    const { email, password } = validate(loginSchema, req.body ?? {});
    const user = await authenticate(ctx.db, email, password);
    const token = signAccessToken(user, ctx.jwtSecret);
    res.json({ success: true, status: 200, message: 'Login successful', data: { token, user, message: 'Login successful' } });
  });

  router.post('/register', limiter(), formFields, async (req, res) => {
    const input = validate(registerSchema, req.body ?? {});
    const user = await registerUser(ctx.db, input);
    res.status(201).json({ success: true, status: 201, message: 'Registration successful', data: { user } });
  });

  router.get('/me', ctx.requireUser, async (req, res) => {
    res.json({ success: true, data: await currentUser(ctx.db, authClaims(req).sub) });
  });

  return router;
}
