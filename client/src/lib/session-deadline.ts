import { SESSION_TIMEOUT_MS } from '@pachmarhi/common/constants';

/** The `exp` claim (seconds) of a JWT as epoch ms, or null when the token cannot be read. */
export function jwtExpiryMs(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * When a session ends (epoch ms): 2 hours (docs/product.md#behaviour) after `startedAt`, or earlier when the
 * token itself expires earlier.
 */
export function sessionDeadline(token: string, startedAt: number, timeoutMs = SESSION_TIMEOUT_MS): number {
  const byTimer = startedAt + timeoutMs;
  const byToken = jwtExpiryMs(token);
  return byToken === null ? byTimer : Math.min(byTimer, byToken);
}
