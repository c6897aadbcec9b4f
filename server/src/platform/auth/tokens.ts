import jwt from 'jsonwebtoken';

/** Access tokens last 2 hours, the documented session length. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: number;
  /** The user's token version when the token was signed; a bumped version revokes it. */
  tv: number;
}

/** Seconds since the epoch of an instant, as JWT times are written. */
const jwtTime = (at: Date) => Math.floor(at.getTime() / 1000);

/** Sign an access token (HS256, 2 h from `now`, the app's clock) for a user at their current token version. */
export function signAccessToken(
  user: { _id: string; role: number; tokenVersion: number },
  secret: string,
  now: Date = new Date(),
): string {
  return jwt.sign({ role: user.role, tv: user.tokenVersion, iat: jwtTime(now) }, secret, {
    subject: user._id,
    expiresIn: TOKEN_LIFETIME_SECONDS,
    algorithm: 'HS256',
  });
}

/**
 * Verify an access token's signature, expiry (at `now`, the app's clock) and shape (not whether it was revoked: see require-auth).
 * @returns its claims, or null when it is malformed, forged, expired or has no token version
 */
export function verifyAccessToken(token: string, secret: string, now: Date = new Date()): TokenClaims | null {
  try {
    const p = jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: jwtTime(now) }) as jwt.JwtPayload;
    return typeof p.sub === 'string' && typeof p.role === 'number' && Number.isInteger(p.tv)
      ? { sub: p.sub, role: p.role, tv: p.tv as number }
      : null;
  } catch {
    return null;
  }
}
