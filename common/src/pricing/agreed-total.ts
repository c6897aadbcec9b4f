/**
 * An agreed total: the price the owner settled with the guest (a discount, a negotiated price),
 * whole rupees, kept on the reservation beside its computed quote. What the guest owes is then
 * based on the agreed total; the tax rules stay the quote's (per date, by rate: ../tax/gst.ts).
 * A room's slab follows the value of supply of the unit per day (Notification 11/2017-Central Tax
 * (Rate) item 7 as amended, ../tax/gst-rates.ts): the price actually charged, so each night's share
 * of the agreed total is what its slab is read from.
 */
import type { Quote, QuoteLine } from './quote';
import { quoteLines } from './quote';

/**
 * The quote a reservation is billed on: `q` itself when no total was agreed (`agreed` null or
 * undefined), else `q` with `total = agreed` and each date's `price` its share of the agreed total,
 * in proportion to the computed prices (whole rupees, the rupees left by rounding down going to
 * the dates with the largest remainders, earliest first), so each date keeps its GST rate's share.
 * A quote whose computed total is 0 shares the agreed total equally. `base`, `surcharge` and
 * `extraGuests` stay the computed figures.
 * @param agreed whole rupees, 0 or more
 */
export function billedQuote<Q extends Quote>(q: Q, agreed: number | null | undefined): Q {
  if (agreed === null || agreed === undefined || agreed === q.total) return q;
  const lines = quoteLines(q);
  if (lines.length === 0) return { ...q, total: agreed };
  const shares = shareWhole(
    lines.map((l) => l.price),
    agreed,
  );
  const scaled: QuoteLine[] = lines.map((l, i) => ({ ...l, price: shares[i] }));
  return q.kind === 'room' ? { ...q, total: agreed, nights: scaled } : { ...q, total: agreed, days: scaled };
}

/**
 * `total` (whole, ≥ 0) shared in proportion to `weights` (whole, ≥ 0) as whole numbers that add
 * up to it: each share rounded down, the units left going to the largest remainders, earliest
 * first. All weights 0: shared equally. Empty weights: [].
 */
export function shareWhole(weights: readonly number[], total: number): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((t, w) => t + w, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const exact = used.map((w) => (w * total) / usedSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((t, s) => t + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}
