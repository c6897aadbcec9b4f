import type { Request, RequestHandler } from 'express';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { AppError } from '../errors/app-error';
import { verifyAccessToken, type TokenClaims } from './tokens';
import type { Sessions } from './sessions';

const claimsOf = new WeakMap<Request, TokenClaims>();
const SESSION_ENDED = 'Your session is invalid or has expired. Please log in again.';

/** The verified token claims of an authenticated request (`role` is the user's current role). */
export function authClaims(req: Request): TokenClaims {
  const c = claimsOf.get(req);
  if (!c) throw new AppError(401, 'Authentication required');
  return c;
}

/**
 * Require a valid Bearer token of a user who still exists at the token's version (401 without,
 * with a bad or expired token, or once the user is deleted or their sessions revoked); with
 * `admin`, the user's current role must be 1 (403 otherwise, e.g. after a demotion). The role
 * comes from the database, not the token, so a demoted admin's 2-hour token loses admin rights.
 */
export function requireAuth(secret: string, sessions: Sessions, opts: { admin: boolean }): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new AppError(401, 'Authentication required'));
    const claims = verifyAccessToken(match[1], secret);
    if (!claims) return next(new AppError(401, SESSION_ENDED));
    const state = await sessions.lookup(claims.sub);
    if (!state || state.tokenVersion !== claims.tv) return next(new AppError(401, SESSION_ENDED));
    if (opts.admin && state.role !== ROLE_ADMIN) return next(new AppError(403, 'Administrator access required'));
    claimsOf.set(req, { ...claims, role: state.role });
    next();
  };
}
