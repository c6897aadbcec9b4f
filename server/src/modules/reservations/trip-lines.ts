/**
 * The lines of a trip quote (issue 35): each line priced as the single-item quote prices it
 * (`unitsQuote`: rate periods, weekend surcharge, stay rules, extra guests, × units) and its units
 * (tours: seats) counted against the reservations that occupy its dates and the lines of the same
 * trip before it, so two lines on one room type for the same nights need two free units.
 */
import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays, QuoteInputError, type Quote } from '@pachmarhi/common/pricing/quote';
import { quoteReason } from '@pachmarhi/common/pricing/quote-reasons';
import { unitsQuote } from '@pachmarhi/common/pricing/units-quote';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors/app-error';
import type { Bookable } from '../inventory/inventory.module';
import { pricedItem } from '../rates/rates.module';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import { closedShiftQuote, type Pricing } from './availability.service';
import { datesTaken, demand, firstClash, leftOver, usageByDate } from './occupancy';
import { occupants } from './reservations.repository';

/** One line asked about. */
export interface LineRequest {
  kind: ItemKind;
  itemId: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  units: number;
  /** A park safari's shift (absent: morning). */
  shift?: Shift | null;
}

/** A line priced: its item, its quote (`available`/`reason` counting the units left) and the units (seats) left. */
export interface PricedLine {
  item: Bookable;
  quote: Quote;
  unitsLeft: number;
}

/**
 * Price `lines` (items given in the same order) at `now`: one query per line for the reservations
 * occupying its dates. A line whose units do not fit reads `available: false` with the reason
 * `sold-out` naming the first full date (unless a stay rule refused it already).
 * @throws AppError 400 `lines.<i>.<field>` for inputs the quote refuses
 */
export async function priceLines(
  db: Db,
  items: readonly Bookable[],
  lines: readonly LineRequest[],
  prices: Pricing,
  now: Date,
): Promise<PricedLine[]> {
  const today = todayIST(now);
  const out: PricedLine[] = [];
  for (const [i, line] of lines.entries()) {
    const item = items[i];
    let priced: Quote;
    try {
      priced = unitsQuote(pricedItem(line.kind, item), line, line.units, prices.weekend, {
        periods: prices.periods,
        today,
      });
    } catch (e) {
      if (e instanceof QuoteInputError) throw badRequest(e.message, { [`lines.${i}.${e.field}`]: e.message });
      throw e;
    }
    const dates = datesTaken(line.kind, line.checkIn, line.checkOut);
    const range = { from: dates[0], to: addDays(dates[dates.length - 1], 1) };
    const taken = [
      ...(await occupants(db, line.kind, range, now, { itemId: item.id })),
      // The trip's own lines before this one on the same item.
      ...lines
        .slice(0, i)
        .filter((l) => l.kind === line.kind && l.itemId === line.itemId)
        .map((l) => ({ ...l, checkOut: l.checkOut ?? null, holdExpiresAt: null })),
    ];
    const used = usageByDate(line.kind, taken, dates);
    const clash = firstClash(item.capacity, used, demand(line.kind, line.guests, line.units));
    const quote: Quote =
      clash && priced.available
        ? {
            ...priced,
            available: false,
            reason: quoteReason(line.kind, { code: 'sold-out', params: { date: clash.date } }),
          }
        : priced;
    // A park safari on a shift the park is closed is not available, with the closure's sentence.
    out.push({
      item,
      quote: closedShiftQuote(item, line, quote, prices.closures),
      unitsLeft: leftOver(item.capacity, used),
    });
  }
  return out;
}
