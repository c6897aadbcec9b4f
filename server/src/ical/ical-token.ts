import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';

/**
 * Secret feed tokens: an HMAC-SHA256 of the kind and id under a key derived from the JWT secret,
 * so no token is stored and rotating JWT_SECRET rotates every feed URL.
 */
export function icalTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('ical-feed-key:v1').digest();
  const sign = (kind: ItemKind, id: string) => createHmac('sha256', key).update(`${kind}:${id}`).digest('base64url').slice(0, 32);
  return {
    /** The token of one item's feed (32 URL-safe characters). */
    sign,
    /** True when `token` is the item's token; compared in constant time. */
    verify(kind: ItemKind, id: string, token: unknown): boolean {
      if (typeof token !== 'string') return false;
      const want = Buffer.from(sign(kind, id));
      const got = Buffer.from(token);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
