/**
 * The Rates screen's arithmetic, on the shared price engine (common/src/pricing): each grid cell is
 * `quote()` of one night (rooms), day (vehicles) or person (tours) on that date, so the grid shows
 * what visitors are quoted. Dates are IST calendar dates 'YYYY-MM-DD'; money is whole rupees.
 */
import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays, quote, quoteLines, type Quote, type QuoteItem } from '@pachmarhi/common/pricing/quote';
import { quoteItem, type PricedItemFields } from '@pachmarhi/common/pricing/quote-item';
import { minimumStay, ratesFor, type RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import type { RateInput, RatePeriod } from '@pachmarhi/common/schemas/rates';

export { monthDates, shiftMonth } from '@pachmarhi/common/time';

/** One row of the grid: an item and what the quote reads of it. */
export interface RateRow {
  id: string;
  name: string;
  item: QuoteItem;
}

/** The rows of a kind from its records as the list endpoints give them (rooms and vehicles `name`, tours `title`). */
export function rateRows(
  kind: ItemKind,
  records: readonly (PricedItemFields & { _id: string; name?: string; title?: string })[],
): RateRow[] {
  return records.map((r) => ({ id: r._id, name: r.name ?? r.title ?? '', item: quoteItem(kind, r) }));
}

/** What one cell shows: the price that date, the period that sets it and the minimum stay of a stay touching it. */
export interface RateCell {
  date: string;
  /** Rupees for one night (rooms, guests included in the price), day (vehicles) or person (tours), weekend surcharge included. */
  price: number;
  rule: { _id: string; name: string } | null;
  /** Nights (rooms) or days (vehicles); null when 1 or for tours. */
  minNights: number | null;
}

/** The cells of one row for `dates` (consecutive), under `periods` and the weekend status. */
export function rowCells(
  kind: ItemKind,
  row: RateRow,
  periods: readonly RatePeriodRule[],
  dates: readonly string[],
  weekend: WeekendPricingStatus,
): RateCell[] {
  if (dates.length === 0) return [];
  const rules = ratesFor(periods, kind, row.id, { from: dates[0], to: addDays(dates[dates.length - 1], 1) });
  return dates.map((date) => {
    const line = quoteLines(
      quote(
        row.item,
        { kind, checkIn: date, checkOut: kind === 'tour' ? null : addDays(date, 1), guests: 1 },
        weekend,
        { periods: rules },
      ),
    )[0];
    const min =
      kind === 'tour' ? null : minimumStay(rules, [date], kind === 'vehicle' ? (row.item.minimumDays ?? 1) : 1);
    return { date, price: line.base + line.surcharge, rule: line.rule, minNights: min?.count ?? null };
  });
}

/** How many colours the grid gives rules before it repeats them. */
export const RULE_COLOURS = 8;

/** A colour number (0 … RULE_COLOURS − 1) per period, in list order, so a rule keeps its colour in the grid and the list. */
export function ruleColours(periods: readonly { _id: string }[]): Map<string, number> {
  return new Map(periods.map((p, i) => [p._id, i % RULE_COLOURS]));
}

/** The same calendar date a year later; 29 February becomes 28 February. */
export function nextYear(date: string): string {
  const year = Number(date.slice(0, 4)) + 1;
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** The input of a period as it is (for a replace), with its dates moved by `shift` (identity by default). */
export function inputOf(p: RatePeriod, shift: (date: string) => string = (d) => d): RateInput {
  return {
    name: p.name,
    kind: p.kind,
    itemId: p.itemId,
    startDate: shift(p.startDate),
    endDate: shift(p.endDate),
    weekdays: p.weekdays,
    adjustment: p.adjustment,
    minNights: p.minNights,
    closedToArrival: p.closedToArrival,
    closedToDeparture: p.closedToDeparture,
    nonRefundable: p.nonRefundable,
  };
}

/** What the rate form holds while the owner types (text fields as typed). */
export interface RateDraft {
  name: string;
  /** 'all': every item of the kind; 'items': the chosen `itemIds` (one period each). */
  scope: 'all' | 'items';
  itemIds: string[];
  startDate: string;
  endDate: string;
  /** Days of the week, 0 = Sunday … 6 = Saturday; empty = every day. */
  weekdays: number[];
  adjustType: 'none' | 'percent' | 'fixed';
  adjustValue: string;
  minNights: string;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** Stays touching it cannot be refunded. */
  nonRefundable: boolean;
}

/** The API inputs of a draft: one kind-wide period, or one per chosen item. */
export function draftInputs(kind: ItemKind, d: RateDraft): RateInput[] {
  const base = {
    name: d.name,
    kind,
    startDate: d.startDate,
    endDate: d.endDate,
    weekdays: d.weekdays.length ? d.weekdays : null,
    adjustment:
      d.adjustType === 'none'
        ? null
        : { type: d.adjustType, value: d.adjustValue.trim() === '' ? Number.NaN : Number(d.adjustValue) },
    minNights: d.minNights.trim() === '' ? null : d.minNights,
    closedToArrival: d.closedToArrival,
    closedToDeparture: d.closedToDeparture,
    nonRefundable: d.nonRefundable,
  };
  return d.scope === 'all' ? [{ ...base, itemId: null }] : d.itemIds.map((itemId) => ({ ...base, itemId }));
}

/** A draft of a period (for editing it). */
export function draftOf(p: RatePeriod): RateDraft {
  return {
    name: p.name,
    scope: p.itemId ? 'items' : 'all',
    itemIds: p.itemId ? [p.itemId] : [],
    startDate: p.startDate,
    endDate: p.endDate,
    weekdays: p.weekdays ?? [],
    adjustType: p.adjustment?.type ?? 'none',
    adjustValue: p.adjustment ? String(p.adjustment.value) : '',
    minNights: p.minNights ? String(p.minNights) : '',
    closedToArrival: p.closedToArrival,
    closedToDeparture: p.closedToDeparture,
    nonRefundable: p.nonRefundable,
  };
}

/**
 * A sample stay to preview a draft on: from its start date, as many nights (days) as its minimum
 * stay, at least 2 (tours: one departure for 2 persons, or the item's minimum).
 */
export function sampleStay(kind: ItemKind, row: RateRow, d: Pick<RateDraft, 'startDate' | 'minNights'>) {
  if (kind === 'tour')
    return { kind, checkIn: d.startDate, checkOut: null, guests: Math.max(2, row.item.minPersons ?? 1) };
  const nights = Math.min(30, Math.max(2, Number(d.minNights) || 0));
  return { kind, checkIn: d.startDate, checkOut: addDays(d.startDate, nights), guests: 2 };
}

/**
 * The sample stay priced now and with the draft saved (the draft counts as the newest period; the
 * period being edited is left out of "with"). Null when the draft's dates cannot be priced.
 */
export function previewQuotes(
  kind: ItemKind,
  row: RateRow,
  periods: readonly RatePeriodRule[],
  draft: RatePeriodRule,
  editingId: string | null,
  weekend: WeekendPricingStatus,
): { before: Quote; after: Quote } | null {
  try {
    const stay = sampleStay(kind, row, { startDate: draft.startDate, minNights: String(draft.minNights ?? '') });
    const others = periods.filter((p) => p._id !== editingId);
    return {
      before: quote(row.item, stay, weekend, { periods }),
      after: quote(row.item, stay, weekend, { periods: [...others, draft] }),
    };
  } catch {
    return null;
  }
}
