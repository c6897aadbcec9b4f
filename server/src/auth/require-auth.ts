import type { Request, RequestHandler } from 'express';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { AppError } from '../errors/app-error';
import { verifyAccessToken, type TokenClaims } from './tokens';

const claimsOf = new WeakMap<Request, TokenClaims>();

/** The verified token claims of an authenticated request. */
export function authClaims(req: Request): TokenClaims {
  const c = claimsOf.get(req);
  if (!c) throw new AppError(401, 'Authentication required');
  return c;
}

/**
 * Require a valid Bearer token (401 without, or with a bad or expired one); with `admin`,
 * also role 1 (403 otherwise).
 */
export function requireAuth(secret: string, opts: { admin: boolean }): RequestHandler {
  return (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new AppError(401, 'Authentication required'));
    const claims = verifyAccessToken(match[1], secret);
    if (!claims) return next(new AppError(401, 'Your session is invalid or has expired. Please log in again.'));
    if (opts.admin && claims.role !== ROLE_ADMIN) return next(new AppError(403, 'Administrator access required'));
    claimsOf.set(req, claims);
    next();
  };
}
