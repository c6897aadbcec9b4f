import { useQueries } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays } from '@pachmarhi/common/pricing/quote';
import type { RateCalendarDay } from '@pachmarhi/common/schemas/rates';
import { rateQueries } from '@/lib/queries/rates';

/** Days by date ('YYYY-MM-DD'), and whether any requested month is still loading. */
export interface RateDays {
  days: Map<string, RateCalendarDay>;
  loading: boolean;
}

/**
 * One item's rate calendar (`GET /api/rates/calendar`: each day's price, rule name, minimum stay,
 * closed days and availability) for `months` ('YYYY-MM'), by date; days of months still loading
 * are missing (unknown, not refused) and `loading` is true meanwhile.
 */
export function useRateDays(kind: ItemKind, id: string, months: string[]): RateDays {
  const results = useQueries({ queries: months.map((m) => rateQueries.calendar(kind, id, m)) });
  const days = new Map<string, RateCalendarDay>();
  for (const r of results) for (const d of r.data ?? []) days.set(d.date, d);
  return { days, loading: results.some((r) => r.isPending) };
}

/** The months ('YYYY-MM') from `from` to `to` (IST dates 'YYYY-MM-DD'), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = addDays(`${m}-28`, 4).slice(0, 7)) out.push(m);
  return out;
}
