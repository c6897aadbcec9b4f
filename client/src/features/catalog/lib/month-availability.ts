import { useQueries } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { shiftMonth } from '@pachmarhi/common/time';
import type { DayAvailability } from '@pachmarhi/common/reservation-types';
import { availabilityQueries } from '@/lib/queries/availability';
import { isoOf } from './calendar-dates';

/** 'YYYY-MM' of `first` and the `count - 1` months after it. */
export function monthsFrom(first: Date, count: number): string[] {
  const month = isoOf(first).slice(0, 7);
  return Array.from({ length: count }, (_, i) => shiftMonth(month, i));
}

/** Days by date ('YYYY-MM-DD'), and whether any requested month is still loading. */
export interface MonthAvailability {
  days: Map<string, DayAvailability>;
  loading: boolean;
}

/**
 * Units (tours: seats) left per day of `months` ('YYYY-MM') for one item, by date; days of months
 * still loading are missing (treated as unknown, not as full) and `loading` is true meanwhile.
 */
export function useMonthAvailability(kind: ItemKind, id: string, months: string[]): MonthAvailability {
  const results = useQueries({ queries: months.map((m) => availabilityQueries.month(kind, id, m)) });
  const days = new Map<string, DayAvailability>();
  for (const r of results) for (const d of r.data ?? []) days.set(d.date, d);
  return { days, loading: results.some((r) => r.isPending) };
}
