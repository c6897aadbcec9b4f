import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a stay page token carries: the reservation and the link's version (stay_links.version). */
export interface StayTokenClaims {
  reservationId: string;
  version: number;
}

/**
 * Stay page tokens, built like the payment page's (./../payments/pay-token.ts): `<reservation id
 * without dashes>v<version>.<HMAC-SHA256, 32 URL-safe characters>` under a key derived from the JWT
 * secret ('stay-page-key:v1'). Unguessable without the secret; a token whose version is not the
 * reservation's current one is revoked (the caller compares it with stay_links).
 */
export function stayTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('stay-page-key:v1').digest();
  const seal = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);
  return {
    sign(claims: StayTokenClaims): string {
      const body = `${claims.reservationId.replace(/-/g, '')}v${claims.version}`;
      return `${body}.${seal(body)}`;
    },
    /** The claims of a well-signed token; null for anything else (compared in constant time). */
    verify(token: string): StayTokenClaims | null {
      const m = /^([0-9a-f]{32})v([1-9]\d{0,8})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!m) return null;
      const [, hex, version, mac] = m;
      const body = `${hex}v${version}`;
      if (!timingSafeEqual(Buffer.from(seal(body)), Buffer.from(mac))) return null;
      const id = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
      return { reservationId: id, version: Number(version) };
    },
  };
}
