/**
 * GSTIN (the 15-character GST identification number, Rule 10 of the CGST Rules 2017 and the
 * format of Form GST REG-06): two digits of the state code, the ten-character PAN, the entity
 * number (1–9 or A–Z), 'Z' by default, and a check character computed over the first 14
 * characters (modulus 36, weights 1 and 2 alternating, as GSTN publishes it).
 */
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** True when `value` (upper case, no spaces) is a GSTIN by format and check character. */
export function isValidGstin(value: string): boolean {
  return FORMAT.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** The two-digit state code a GSTIN starts with ('23' for Madhya Pradesh). */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
