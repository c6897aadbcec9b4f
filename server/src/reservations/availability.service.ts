import type { ItemKind } from '@pachmarhi/common/kinds';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing';
import { addDays, eachDate, quote, type Quote } from '@pachmarhi/common/quote';
import type { DayAvailability, ItemAvailability } from '@pachmarhi/common/reservation-types';
import { guestCapacityError } from '@pachmarhi/common/capacity';
import type { AvailabilityQuery } from '@pachmarhi/common/schemas/reservation-queries';
import type { Db } from '../db/database';
import type { Bookable } from '../inventory/inventory.repository';
import { datesTaken, leftOver, usageByDate, type Occupant } from './occupancy';
import { occupants } from './reservations.repository';

/**
 * Availability of `items` (all of `q.kind`) for `q`'s dates and guests at `now`, with each item's
 * quote: one query for the reservations of the whole range, counted per item and date in JS.
 * Available = enough units (tours: seats for the guests) on every date, and for rooms the guests
 * fit one room. The item's status and 'Mark as Booked' hold are a separate concept, not counted.
 * @returns per item, and `nextExpiry`: the earliest end (epoch ms) of a booking hold counted, the
 * instant from which the answer is wrong
 */
export async function availabilityOf(
  db: Db, items: Bookable[], q: AvailabilityQuery, weekend: WeekendPricingStatus, now: Date,
): Promise<{ data: ItemAvailability[]; nextExpiry?: number }> {
  const dates = datesTaken(q.kind, q.checkIn!, q.checkOut);
  const range = { from: dates[0], to: addDays(dates[dates.length - 1], 1) };
  const rows = await occupants(db, q.kind, range, now, { itemId: items.length === 1 ? items[0].id : undefined });
  const byItem = groupByItem(rows);
  // A quote depends on the item only through its price, and listings often share prices.
  const quotes = new Map<number, Quote>();
  const quoteFor = (price: number) => {
    if (!quotes.has(price)) quotes.set(price, quote({ price }, { kind: q.kind, checkIn: q.checkIn!, checkOut: q.checkOut, guests: q.guests }, weekend));
    return quotes.get(price)!;
  };
  const data = items.map((item) => {
    const unitsLeft = leftOver(item.capacity, usageByDate(q.kind, byItem.get(item.id) ?? [], dates));
    const fits = !guestCapacityError(q.kind, q.guests, { specifications: item.specifications, seatsPerDeparture: q.kind === 'tour' ? item.capacity : undefined });
    return {
      _id: item.id,
      available: fits && unitsLeft >= (q.kind === 'tour' ? q.guests : 1),
      unitsLeft,
      quote: quoteFor(item.price),
    };
  });
  const holds = rows.flatMap((r) => (r.holdExpiresAt ? [r.holdExpiresAt.getTime()] : []));
  return { data, nextExpiry: holds.length ? Math.min(...holds) : undefined };
}

/**
 * The public response `{ success: true, data }` as JSON, each distinct quote serialized once:
 * `availabilityOf` shares one quote object among the items of a price, and a 30-night quote is
 * most of an item's 2 KB. Same text as `JSON.stringify({ success: true, data })`.
 */
export function availabilityJson(data: ItemAvailability[]): string {
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
export async function monthOf(db: Db, kind: ItemKind, item: Bookable, month: string, today: string, now: Date): Promise<DayAvailability[]> {
  const first = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  const dates = eachDate(first, `${next}-01`);
  const used = usageByDate(kind, await occupants(db, kind, { from: first, to: `${next}-01` }, now, { itemId: item.id }), dates);
  return dates.map((date) => {
    const unitsLeft = Math.max(0, item.capacity - (used.get(date) ?? 0));
    return { date, unitsLeft, available: unitsLeft > 0 && date >= today };
  });
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
