/**
 * What a quote charges, line by line, so a bill adds up as written ("2 nights × ₹6,200 = ₹12,400;
 * extra guests ₹1,600 a night × 2 nights = ₹3,200"), and which room nights cross into the higher
 * GST slab ("this night is taxed at 18 %: ₹7,800 > ₹7,500"). Numbers only (whole rupees); each
 * screen words them in its language.
 */
import { quoteLines, type Quote } from '../pricing/quote';
import { roomGstRate, roomSlabsOn } from '../tax/gst-rates';

/** One line of a bill: `count × each = amount`, whole rupees. */
export interface ChargeLine {
  /**
   * 'nights' (rooms), 'days' (vehicles), 'persons' (tours): the dates at their price before the
   * weekend surcharge; 'weekend': the surcharge of the weekend dates; 'extraGuests': rooms' extra
   * guests, `each` per night over `count` nights.
   */
  code: 'nights' | 'days' | 'persons' | 'weekend' | 'extraGuests';
  count: number;
  each: number;
  amount: number;
  /** The rate period that priced these dates ('Diwali'); null for the item's own price. */
  rule: string | null;
  /** 'weekend' only: the percentage. */
  percent?: number;
}

/**
 * The lines of `q` in order: its dates grouped by price (and rate period), then the weekend
 * surcharge, then extra guests. The amounts add up to `q.total`.
 */
export function chargeLines(q: Quote): ChargeLine[] {
  const lines = quoteLines(q);
  const out: ChargeLine[] = [];
  const code = q.kind === 'room' ? 'nights' : q.kind === 'vehicle' ? 'days' : 'persons';
  for (const l of lines) {
    const rule = l.rule?.name ?? null;
    if (q.kind === 'tour') {
      const each = Math.round(l.base / q.guests);
      out.push({ code, count: q.guests, each, amount: l.base, rule });
      continue;
    }
    const same = out.find((o) => o.each === l.base && o.rule === rule);
    if (same) {
      same.count += 1;
      same.amount += l.base;
    } else out.push({ code, count: 1, each: l.base, amount: l.base, rule });
  }
  const surcharged = lines.filter((l) => l.surcharge > 0);
  if (surcharged.length) {
    const amount = surcharged.reduce((t, l) => t + l.surcharge, 0);
    const each = Math.round(amount / surcharged.length);
    out.push({ code: 'weekend', count: surcharged.length, each, amount, rule: null, percent: q.weekendPercentage });
  }
  const extra = lines.filter((l) => (l.extraGuests ?? 0) > 0);
  if (extra.length) {
    const amount = extra.reduce((t, l) => t + l.extraGuests, 0);
    out.push({ code: 'extraGuests', count: extra.length, each: extra[0].extraGuests, amount, rule: null });
  }
  return out;
}

/** Room nights taxed above the lowest slab: how many, at what rate, and the value they crossed. */
export interface SlabNote {
  rate: number;
  nights: number;
  /** The highest price of those nights, rupees. */
  price: number;
  /** The slab's lower bound they are above, rupees per unit per night (₹7,500 since 22 Sep 2025). */
  above: number;
}

/**
 * The room nights of `q` (as billed) taxed at a higher slab than the lowest (by rate, ascending),
 * e.g. `[{ rate: 18, nights: 2, price: 7800, above: 7500 }]`; empty for tours, vehicles and when
 * every night is in the lowest slab or the business is not registered.
 */
export function slabNotes(q: Quote, s: { gstRegistered: boolean; pricesIncludeGst: boolean }): SlabNote[] {
  if (q.kind !== 'room' || !s.gstRegistered) return [];
  const notes = new Map<number, SlabNote>();
  for (const l of q.nights) {
    const slabs = roomSlabsOn(l.date);
    const rate = roomGstRate(l.date, l.price, s.pricesIncludeGst);
    const band = slabs.findIndex((b) => b.rate === rate);
    if (band <= 0) continue;
    const above = slabs[band - 1].upTo ?? 0;
    const note = notes.get(rate) ?? { rate, nights: 0, price: 0, above };
    note.nights += 1;
    note.price = Math.max(note.price, l.price);
    notes.set(rate, note);
  }
  return [...notes.values()].sort((a, b) => a.rate - b.rate);
}
