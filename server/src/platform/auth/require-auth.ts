import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { ROLE_ACCOUNTANT, ROLE_FRONT_DESK } from '@pachmarhi/common/constants';
import { ACCOUNTANT_MESSAGE, OWNER_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from '@pachmarhi/common/staff-access';
import { AppError } from '../errors/app-error';
import { verifyAccessToken, type TokenClaims } from './tokens';

/**
 * A user's current role and token version, or null when the user no longer exists or is disabled.
 * The users module provides it (`Users.sessionState`); the composition root passes it in.
 */
export type SessionLookup = (userId: string) => Promise<{ role: number; tokenVersion: number } | null>;

/** Who is making the current request: what the audit trail records beside each write. */
export interface Actor {
  userId: string;
  role: number;
}

const claimsOf = new WeakMap<Request, TokenClaims>();
const actors = new AsyncLocalStorage<Actor>();
const SESSION_ENDED = 'Your session is invalid or has expired. Please log in again.';

/** The verified token claims of an authenticated request (`role` is the user's current role). */
export function authClaims(req: Request): TokenClaims {
  const c = claimsOf.get(req);
  if (!c) throw new AppError(401, 'Authentication required');
  return c;
}

/** The signed-in account behind the request being handled (through its async calls), or null outside one. */
export function currentActor(): Actor | null {
  return actors.getStore() ?? null;
}

/** The 403 sentence for `role` refused by a guard. */
const refusal = (role: number) =>
  role === ROLE_FRONT_DESK ? OWNER_ONLY_MESSAGE : role === ROLE_ACCOUNTANT ? ACCOUNTANT_MESSAGE : STAFF_ONLY_MESSAGE;

/**
 * Require a valid Bearer token of a user who still exists, is not disabled and is at the token's
 * version (401 without, with a bad or expired token, or once the user is deleted, disabled or their
 * sessions revoked); with `roles`, the user's current role must be one of them (403 with a sentence
 * otherwise, e.g. after a demotion). The role comes from the database, not the token, so a demoted
 * admin's 2-hour token loses admin rights. Expiry is judged at `opts.now()`, the app's clock
 * (default: real time). The rest of the request runs with the user as `currentActor()`.
 */
export function requireAuth(
  secret: string,
  lookup: SessionLookup,
  opts: { roles?: readonly number[]; now?: () => Date },
): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new AppError(401, 'Authentication required'));
    const claims = verifyAccessToken(match[1], secret, opts.now?.());
    if (!claims) return next(new AppError(401, SESSION_ENDED));
    const state = await lookup(claims.sub);
    if (!state || state.tokenVersion !== claims.tv) return next(new AppError(401, SESSION_ENDED));
    if (opts.roles && !opts.roles.includes(state.role)) return next(new AppError(403, refusal(state.role)));
    claimsOf.set(req, { ...claims, role: state.role });
    actors.run({ userId: claims.sub, role: state.role }, next);
  };
}
