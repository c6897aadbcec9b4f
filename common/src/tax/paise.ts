/** Money in paise (integers): converting rupee amounts and showing them. */

/**
 * Rupees (a number with at most two decimals, e.g. 1500 or 1500.5) as whole paise.
 * @throws RangeError when `rupees` is not finite or has more than two decimals
 */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(rupees) || Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`${rupees} is not an amount in rupees with at most two decimals`);
  }
  return paise;
}

/** Paise as rupees with two decimals for machines ('1500.00'): UPI's `am`, CSV columns. */
export const paiseToDecimal = (paise: number): string =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise for people, paise only where there are some: 750000 → '₹7,500', 787550 → '₹7,875.50'. */
export const formatPaise = (paise: number): string => (paise % 100 === 0 ? whole : withPaise).format(paise / 100);
