import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';

/**
 * Secret feed tokens: an HMAC-SHA256 of the kind, id and the item's feed version under a key
 * derived from the JWT secret. Only the version is stored: resetting one item's link (version + 1)
 * ends its old URL, and rotating JWT_SECRET rotates every feed URL. Version 0 signs what the
 * tokens signed before versions existed, so those URLs keep working.
 */
export function icalTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('ical-feed-key:v1').digest();
  const sign = (kind: ItemKind, id: string, version: number) =>
    createHmac('sha256', key)
      .update(version ? `${kind}:${id}:${version}` : `${kind}:${id}`)
      .digest('base64url')
      .slice(0, 32);
  return {
    /** The token of one item's feed at `version` (32 URL-safe characters). */
    sign,
    /** True when `token` is the item's token at `version`; compared in constant time. */
    verify(kind: ItemKind, id: string, version: number, token: unknown): boolean {
      if (typeof token !== 'string') return false;
      const want = Buffer.from(sign(kind, id, version));
      const got = Buffer.from(token);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
