/** Country calling code assumed for numbers written without one (the business is in India). */
export const DEFAULT_COUNTRY_CODE = '91';

/** Digits only, so '+91 98765-43210' becomes '919876543210'. */
export function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The one phone normaliser: a number as people write it → E.164 ('+919893011223'), or null when it
 * cannot be a phone number. Spaces, dashes, dots and brackets are ignored. Without a country code,
 * India (+91) is assumed:
 * - '98930 11223' (10 digits) → '+919893011223'
 * - '098930 11223' (trunk 0 + 10 digits, also STD landlines like '07578 252 100') → '+91…'
 * - '919893011223' (91 + 10 digits) → '+919893011223'
 * - '+44 20 7946 0958' or '0044 20 7946 0958' → '+442079460958' (kept as given)
 * @param raw the number as typed
 * @param countryCode digits of the default country code, '91' unless given
 * @returns '+<8–15 digits>' or null
 */
export function normalisePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  const s = raw.trim().replace(/[\s\-.()/]/g, '');
  if (!/^(\+|00)?\d+$/.test(s)) return null;
  let digits: string;
  if (s.startsWith('+')) digits = s.slice(1);
  else if (s.startsWith('00')) digits = s.slice(2);
  else if (s.length === 10) digits = countryCode + s;
  else if (s.length === 11 && s.startsWith('0')) digits = countryCode + s.slice(1);
  else if (s.length === countryCode.length + 10 && s.startsWith(countryCode)) digits = s;
  else return null;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/**
 * Digits for `https://wa.me/<digits>`: the normalised number without '+' ('98930 11223' → '919893011223').
 * A number that cannot be normalised falls back to its bare digits, so a link is still made.
 */
export function whatsappDigits(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  return normalisePhone(raw, countryCode)?.slice(1) ?? digitsOnly(raw);
}

/** The `tel:` target: '+<E.164 digits>', or the bare digits when the number cannot be normalised. */
export function telTarget(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  return normalisePhone(raw, countryCode) ?? digitsOnly(raw);
}
