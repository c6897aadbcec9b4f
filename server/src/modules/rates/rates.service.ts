import type { ItemKind } from '@pachmarhi/common/kinds';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { addDays, nightsBetween, quote } from '@pachmarhi/common/pricing/quote';
import type { QuoteItem } from '@pachmarhi/common/pricing/quote';
import { closedOn, minimumStay, ratesFor, type RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import type { DayAvailability } from '@pachmarhi/common/reservation-types';
import type { RateCalendarDay, RateFields, RatePeriod } from '@pachmarhi/common/schemas/rates';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error';
import * as repo from './rates.repository';

/** A row as the API shows it. */
export function toRatePeriod(row: repo.RatePeriodRow): RatePeriod {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind as ItemKind,
    itemId: row.itemId,
    startDate: row.startDate,
    endDate: row.endDate,
    weekdays: row.weekdays ?? null,
    adjustment: row.adjustmentType
      ? { type: row.adjustmentType as 'percent' | 'fixed', value: row.adjustmentValue! }
      : null,
    minNights: row.minNights,
    closedToArrival: row.closedToArrival,
    closedToDeparture: row.closedToDeparture,
    nonRefundable: row.nonRefundable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Validated fields as column values. */
export const toValues = (f: RateFields) => ({
  name: f.name,
  kind: f.kind,
  itemId: f.itemId,
  startDate: f.startDate,
  endDate: f.endDate,
  weekdays: f.weekdays,
  adjustmentType: f.adjustment?.type ?? null,
  adjustmentValue: f.adjustment?.value ?? null,
  minNights: f.minNights,
  closedToArrival: f.closedToArrival,
  closedToDeparture: f.closedToDeparture,
  nonRefundable: f.nonRefundable,
});

/** True when two weekday sets share a day (null = every day). */
const weekdaysOverlap = (a: readonly number[] | null, b: readonly number[] | null) =>
  !a || !b || a.some((d) => b.includes(d));

/**
 * The checks beyond the input schema, before a period is saved.
 * @param itemExists whether `f.itemId` names an item of `f.kind`
 * @throws AppError 400 `{itemId}` unknown item; 409 naming the other period when one at the same
 * level (same kind and item, or both kind-wide) has the same dates and overlapping weekdays
 */
export async function assertSavable(
  db: repo.Executor,
  f: RateFields,
  itemExists: boolean,
  excludeId?: string,
): Promise<void> {
  if (f.itemId !== null && !itemExists) {
    const message = ruleMessage('unknownItem');
    throw badRequest(message, { itemId: message });
  }
  const clash = (await repo.sameLevelSameDates(db, f, excludeId)).find((r) =>
    weekdaysOverlap(r.weekdays ?? null, f.weekdays),
  );
  if (clash) throw conflict(ruleMessage('rateOverlap', { value: clash.name }));
}

/** @throws AppError 404 unknown id */
export async function requirePeriod(db: repo.Executor, id: string): Promise<repo.RatePeriodRow> {
  const row = await repo.findPeriod(db, id);
  if (!row) throw notFound('Rate period');
  return row;
}

/**
 * One item's rate calendar for a month: per day its price for one night, day or person (rate
 * period and weekend surcharge included; rooms for the guests the price includes), the period
 * that sets it, the minimum stay of a stay touching it, whether it is closed to arrival or
 * departure, and whether it can be booked (`days`: units or seats left and not past; tours also
 * not within the booking cut-off of `today`).
 * @param days the month's availability, one entry per day in order
 */
export function calendarOf(
  kind: ItemKind,
  item: QuoteItem,
  periods: readonly RatePeriodRule[],
  days: DayAvailability[],
  weekend: WeekendPricingStatus,
  today: string,
): RateCalendarDay[] {
  if (days.length === 0) return [];
  const first = days[0].date;
  const last = days[days.length - 1].date;
  const rules = ratesFor(periods, kind, item.id, { from: first, to: addDays(last, 1) });
  const cutoff = kind === 'tour' ? (item.bookingCutoffDays ?? 0) : 0;
  return days.map((d) => {
    const q = quote(
      item,
      { kind, checkIn: d.date, checkOut: kind === 'tour' ? null : addDays(d.date, 1), guests: 1 },
      weekend,
      { periods: rules },
    );
    const line = (q.kind === 'room' ? q.nights : q.days)[0];
    const min = kind === 'tour' ? null : minimumStay(rules, [d.date], kind === 'vehicle' ? (item.minimumDays ?? 1) : 1);
    return {
      date: d.date,
      price: line.base + line.surcharge,
      ruleName: line.rule?.name ?? null,
      minNights: min?.count ?? null,
      closedToArrival: closedOn(rules, d.date, 'closedToArrival') !== null,
      closedToDeparture: kind !== 'tour' && closedOn(rules, d.date, 'closedToDeparture') !== null,
      available: d.available && (cutoff === 0 || nightsBetween(today, d.date) >= cutoff),
    };
  });
}
