/** Phone numbers as reservations store them: '+' and digits, India (+91) by default. */

export const DEFAULT_COUNTRY_CODE = '91';

/**
 * Normalise a phone number the contact form's rule accepted to '+<country><number>':
 * '98765 43210' → '+919876543210', '098765-43210' → '+919876543210', '+1 (415) 555-0100' →
 * '+14155550100', '0044 20 7946 0958' → '+442079460958', '919876543210' → '+919876543210'.
 * Other digit strings without a country code are kept as given behind a '+'.
 */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 10) return `+${DEFAULT_COUNTRY_CODE}${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+${DEFAULT_COUNTRY_CODE}${digits.slice(1)}`;
  return `+${digits}`;
}

/** Number of digits in a phone number, ignoring spaces, dashes, brackets and '+'. */
export const phoneDigitCount = (phone: string) => phone.replace(/\D/g, '').length;
