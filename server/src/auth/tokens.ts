import jwt from 'jsonwebtoken';

/** Access tokens last 2 hours, the documented session length. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: number;
  /** The user's token version when the token was signed; a bumped version revokes it. */
  tv: number;
}

/** Sign an access token (HS256, 2 h) for a user at their current token version. */
export function signAccessToken(user: { _id: string; role: number; tokenVersion: number }, secret: string): string {
  return jwt.sign({ role: user.role, tv: user.tokenVersion }, secret, { subject: user._id, expiresIn: TOKEN_LIFETIME_SECONDS, algorithm: 'HS256' });
}

/**
 * Verify an access token's signature, expiry and shape (not whether it was revoked: see require-auth).
 * @returns its claims, or null when it is malformed, forged, expired or has no token version
 */
export function verifyAccessToken(token: string, secret: string): TokenClaims | null {
  try {
    const p = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    return typeof p.sub === 'string' && typeof p.role === 'number' && Number.isInteger(p.tv)
      ? { sub: p.sub, role: p.role, tv: p.tv as number }
      : null;
  } catch {
    return null;
  }
}
