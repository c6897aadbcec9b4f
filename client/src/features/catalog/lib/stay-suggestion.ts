import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays, eachDate, MAX_NIGHTS } from '@pachmarhi/common/pricing/dates';
import { quoteItem, type PricedItemFields } from '@pachmarhi/common/pricing/quote-item';
import { calendarStayRules, suggestStay } from '@pachmarhi/common/pricing/rates';
import { todayIST } from '@pachmarhi/common/time';
import { monthsBetween, useRateDays } from './rate-days';
import { calendarDateFormat, calendarDay } from '@pachmarhi/common/format';

/** A stay that keeps the stay rules, suggested instead of one they refuse. */
export interface SuggestedStay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/**
 * The nearest stay (rooms, vehicles) that keeps the item's stay rules (common `suggestStay` over
 * the rate calendar's per-day rules) and is free on every night; null while the calendar loads,
 * without a refused stay (`active` false), for tours, or when none is near.
 */
export function useStaySuggestion(
  kind: ItemKind,
  item: PricedItemFields & { _id: string },
  stay: { checkIn: string | null; checkOut: string | null; guests: number },
  active: boolean,
): SuggestedStay | null {
  const on = active && kind !== 'tour' && !!stay.checkIn && !!stay.checkOut;
  const months = on ? monthsBetween(addDays(stay.checkIn!, -7), addDays(stay.checkIn!, 7 + MAX_NIGHTS)) : [];
  const { days, loading } = useRateDays(kind, item._id, months);
  if (!on || loading) return null;
  const found = suggestStay(
    kind,
    quoteItem(kind, item),
    calendarStayRules(days),
    { checkIn: stay.checkIn!, checkOut: stay.checkOut!, guests: stay.guests },
    MAX_NIGHTS,
    todayIST(),
  );
  if (!found) return null;
  const nights = eachDate(found.checkIn, found.checkOut);
  if (nights.some((d) => days.get(d)?.available === false)) return null;
  return { ...found, nights: nights.length };
}

const partsOf = (date: string) => {
  const f = calendarDateFormat({ day: 'numeric', month: 'short' });
  const parts = Object.fromEntries(f.formatToParts(calendarDay(date)).map((p) => [p.type, p.value]));
  return { day: parts.day, month: parts.month };
};

/** Two dates as a short range in the page's language: '25–28 Dec', '30 Dec – 2 Jan' ('25–28 दिस॰'). */
export function shortRange(from: string, to: string): string {
  const a = partsOf(from);
  const b = partsOf(to);
  return a.month === b.month ? `${a.day}–${b.day} ${b.month}` : `${a.day} ${a.month} – ${b.day} ${b.month}`;
}
