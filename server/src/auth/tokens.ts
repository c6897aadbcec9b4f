import jwt from 'jsonwebtoken';
import type { AuthUser } from '@pachmarhi/common/types';

/** Access tokens last 2 hours, the spec's session length. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: number;
}

/** Sign an access token (HS256, 2 h) for a user. */
export function signAccessToken(user: Pick<AuthUser, '_id' | 'role'>, secret: string): string {
  return jwt.sign({ role: user.role }, secret, { subject: user._id, expiresIn: TOKEN_LIFETIME_SECONDS, algorithm: 'HS256' });
}

/**
 * Verify an access token.
 * @returns its claims, or null when it is malformed, forged or expired
 */
export function verifyAccessToken(token: string, secret: string): TokenClaims | null {
  try {
    const p = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    return typeof p.sub === 'string' && typeof p.role === 'number' ? { sub: p.sub, role: p.role } : null;
  } catch {
    return null;
  }
}
