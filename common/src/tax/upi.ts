/**
 * UPI payment links (NPCI's "UPI Linking Specifications", the `upi://pay` deep link every UPI
 * app opens): payee address `pa`, payee name `pn`, amount `am` (rupees, two decimals), currency
 * `cu` (INR), note `tn` and the payee's reference `tr`.
 */
import { paiseToDecimal } from './paise';

/** A business VPA, `name@bank` (letters, digits, '.', '-', '_' before the '@'; letters after it). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export interface UpiRequest {
  /** The payee's VPA ('pachmarhistays@okaxis'). */
  upiId: string;
  /** The payee's name as the app shows it. */
  upiName: string;
  /** Paise, more than 0. */
  amount: number;
  /** What the payment is for, shown in the app (kept to 80 characters). */
  note: string;
  /** The reservation's reference, returned in the payer's statement. */
  reference: string;
}

/**
 * Percent-encoding of one parameter value (RFC 3986: spaces as %20, never '+', which some apps
 * show literally; non-ASCII such as Hindi as UTF-8 bytes; '@' kept, as apps expect it in `pa`).
 */
const encode = (v: string) => encodeURIComponent(v).replace(/%40/g, '@');

/** The `upi://pay?...` link of a request; parameters in the specification's order. */
export function upiUrl(r: UpiRequest): string {
  const params: [string, string][] = [
    ['pa', r.upiId],
    ['pn', r.upiName],
    ['am', paiseToDecimal(r.amount)],
    ['cu', 'INR'],
    ['tn', [...r.note].slice(0, 80).join('')],
    ['tr', r.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
