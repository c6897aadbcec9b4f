import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a payment page's token carries: the reservation and the paise asked. */
export interface PayTokenClaims {
  reservationId: string;
  amount: number;
}

/**
 * Payment-page tokens: `<reservation id without dashes>.<paise>.<HMAC-SHA256, 32 URL-safe
 * characters>` under a key derived from the JWT secret. Unguessable without the secret, and
 * carrying no guest data; rotating JWT_SECRET ends every link.
 */
export function payTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('pay-page-key:v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);
  return {
    sign({ reservationId, amount }: PayTokenClaims): string {
      const body = `${reservationId.replace(/-/g, '')}.${amount}`;
      return `${body}.${mac(body)}`;
    },
    /** The claims of a valid token; null for anything else (compared in constant time). */
    verify(token: string): PayTokenClaims | null {
      const m = /^([0-9a-f]{32})\.(\d{1,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!m) return null;
      const want = Buffer.from(mac(`${m[1]}.${m[2]}`));
      if (!timingSafeEqual(want, Buffer.from(m[3]))) return null;
      const h = m[1];
      const reservationId = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
      return { reservationId, amount: Number(m[2]) };
    },
  };
}
export type PayTokens = ReturnType<typeof payTokens>;
