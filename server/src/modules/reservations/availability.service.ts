import type { ItemKind } from '@pachmarhi/common/kinds';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import { addDays, eachDate, quote, type Quote } from '@pachmarhi/common/pricing/quote';
import type { RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { DayAvailability, StayAvailability } from '@pachmarhi/common/reservation-types';
import type { AvailabilityQuery } from '@pachmarhi/common/schemas/reservation-queries';
import { withTax, type TaxSettings } from '@pachmarhi/common/tax/gst';
import { todayIST } from '@pachmarhi/common/time';
import { closureOn, type ParkClosureRule } from '@pachmarhi/common/operations/park-closures';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import type { Db } from '../../platform/db/database';
import type { Bookable } from '../inventory/inventory.module';
import { pricedItem } from '../rates/rates.module';
import { datesTaken, leftOver, usageByDate, type Occupant } from './occupancy';
import { occupants } from './reservations.repository';

/** What prices a stay besides the item: the weekend surcharge's status and every rate period. */
export interface Pricing {
  weekend: WeekendPricingStatus;
  periods: readonly RatePeriodRule[];
  /** The business's GST settings: public quotes carry `tax` and `grandTotal` (paise) under them. */
  tax?: TaxSettings;
  /** The park's closures: a park safari's quote on a closed shift is not available (issue 39). */
  closures?: readonly ParkClosureRule[];
}

/**
 * `q` refused with the park closure that shuts a park safari's shift on its date (absent shift:
 * morning), as the quote's `reason` (the closure's own sentence); `q` itself when the park is open.
 */
export function closedShiftQuote(
  item: Pick<Bookable, 'parkSafari'>,
  stay: { kind: ItemKind; checkIn: string; shift?: Shift | null },
  q: Quote,
  closures: readonly ParkClosureRule[] = [],
): Quote {
  if (stay.kind !== 'tour' || !item.parkSafari) return q;
  const closed = closureOn(closures, stay.checkIn, stay.shift ?? 'morning');
  return closed
    ? {
        ...q,
        available: false,
        reason: { code: 'park-closed', message: closed.reason, params: { date: stay.checkIn } },
      }
    : q;
}

/**
 * Availability of `items` (all of `q.kind`) for `q`'s dates and guests at `now`, with each item's
 * quote (rate periods, weekend surcharge, extra guests and stay rules; its GST under `prices.tax`
 * when given, common/src/tax/gst.ts): one query for the
 * reservations of the whole range, counted per item and date in JS. Available = the quote's stay
 * rules and guest capacity allow it and enough units (tours: seats for the guests) are left on
 * every date. The item's status and 'Mark as Booked' hold are a separate concept, not counted.
 * @returns per item, and `nextExpiry`: the earliest end (epoch ms) of a booking hold counted, the
 * instant from which the answer is wrong
 */
export async function availabilityOf(
  db: Db,
  items: Bookable[],
  q: AvailabilityQuery,
  prices: Pricing,
  now: Date,
): Promise<{ data: StayAvailability[]; nextExpiry?: number }> {
  const dates = datesTaken(q.kind, q.checkIn!, q.checkOut);
  const range = { from: dates[0], to: addDays(dates[dates.length - 1], 1) };
  const rows = await occupants(db, q.kind, range, now, { itemId: items.length === 1 ? items[0].id : undefined });
  const byItem = groupByItem(rows);
  // The periods that can touch this stay: the kind-wide ones, and each item's own.
  const kindWide: RatePeriodRule[] = [];
  const own = new Map<string, RatePeriodRule[]>();
  for (const p of prices.periods) {
    if (p.kind !== q.kind || p.startDate > range.to || p.endDate < range.from) continue;
    if (p.itemId === null) kindWide.push(p);
    else own.set(p.itemId, [...(own.get(p.itemId) ?? []), p]);
  }
  // Items without periods of their own share a quote with those priced alike (listings often are).
  const today = todayIST(now);
  const request = { kind: q.kind, checkIn: q.checkIn!, checkOut: q.checkOut, guests: q.guests };
  const quotes = new Map<string, Quote>();
  const quoteFor = (item: Bookable) => {
    const priced = pricedItem(q.kind, item);
    const mine = own.get(item.id);
    const key = mine ? item.id : JSON.stringify({ ...priced, id: undefined });
    let found = quotes.get(key);
    if (!found) {
      found = quote(priced, request, prices.weekend, { periods: mine ? [...kindWide, ...mine] : kindWide, today });
      if (prices.tax) found = withTax(found, prices.tax);
      quotes.set(key, found);
    }
    return found;
  };
  const data = items.map((item) => {
    const unitsLeft = leftOver(item.capacity, usageByDate(q.kind, byItem.get(item.id) ?? [], dates));
    const priced = closedShiftQuote(
      item,
      { kind: q.kind, checkIn: q.checkIn!, shift: q.shift },
      quoteFor(item),
      prices.closures,
    );
    return {
      _id: item.id,
      available: priced.available && unitsLeft >= (q.kind === 'tour' ? q.guests : 1),
      unitsLeft,
      quote: priced,
    };
  });
  return { data, nextExpiry: earliestHoldEnd(rows) };
}

/**
 * The public response `{ success: true, data }` as JSON, each distinct quote serialized once:
 * `availabilityOf` shares one quote object among the items of a price, and a 30-night quote is
 * most of an item's 2 KB. Same text as `JSON.stringify({ success: true, data })`.
 */
export function availabilityJson(data: StayAvailability[]): string {
  const quotes = new Map<Quote, string>();
  const items = data.map(({ quote: q, ...rest }) => {
    let json = quotes.get(q);
    if (json === undefined) quotes.set(q, (json = JSON.stringify(q)));
    return `${JSON.stringify(rest).slice(0, -1)},"quote":${json}}`;
  });
  return `{"success":true,"data":[${items.join(',')}]}`;
}

/**
 * Units (tours: seats) left on each day of `month` ('YYYY-MM') for one item; a day is available
 * when something is left and it is not before `today` (IST).
 */
export async function monthOf(
  db: Db,
  kind: ItemKind,
  item: Bookable,
  month: string,
  today: string,
  now: Date,
): Promise<{ data: DayAvailability[]; nextExpiry?: number }> {
  const first = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  const dates = eachDate(first, `${next}-01`);
  const rows = await occupants(db, kind, { from: first, to: `${next}-01` }, now, { itemId: item.id });
  const used = usageByDate(kind, rows, dates);
  const data = dates.map((date) => {
    const unitsLeft = Math.max(0, item.capacity - (used.get(date) ?? 0));
    return { date, unitsLeft, available: unitsLeft > 0 && date >= today };
  });
  return { data, nextExpiry: earliestHoldEnd(rows) };
}

/** When the first booking hold among `rows` ends (epoch ms), if any holds: an answer showing them is good until then. */
function earliestHoldEnd(rows: Occupant[]): number | undefined {
  const holds = rows.flatMap((r) => (r.holdExpiresAt ? [r.holdExpiresAt.getTime()] : []));
  return holds.length ? Math.min(...holds) : undefined;
}

function groupByItem(rows: Occupant[]): Map<string, Occupant[]> {
  const out = new Map<string, Occupant[]>();
  for (const r of rows) {
    const list = out.get(r.itemId);
    if (list) list.push(r);
    else out.set(r.itemId, [r]);
  }
  return out;
}
