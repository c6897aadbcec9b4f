/**
 * Park closures as data (issue 39): the Madhya Pradesh Forest Department closes the core zone of
 * Satpura Tiger Reserve from 1 July to 30 September (monsoon), on Wednesday afternoons, and on
 * Holi and Diwali (dates change each year). The owner keeps the list (`/api/park-closures`); a tour
 * marked as a park safari cannot be quoted, enquired or reserved on a closed shift. The rules here
 * decide whether a closure covers a date and shift; the sentence shown is the closure's own.
 */
import { weekdayOf } from '../pricing/dates';
import type { Shift } from './shifts';

/** How a closure repeats: every year between two month-days, every week on a weekday, or on given dates. */
export const CLOSURE_RULES = ['annual', 'weekly', 'dates'] as const;
export type ClosureRule = (typeof CLOSURE_RULES)[number];

/**
 * One closure. `from`/`to`: 'MM-DD' for an annual rule (may wrap the new year: '12-25'…'01-05'),
 * 'YYYY-MM-DD' for dates (both included); `weekday` 0 = Sunday … 6 = Saturday for a weekly rule.
 * `shift` null closes the whole day. `reason`/`reasonHi` is the sentence shown to visitors
 * ("The core zone is closed on Wednesday afternoons"); `source` where the rule comes from.
 */
export interface ParkClosureRule {
  rule: ClosureRule;
  from: string | null;
  to: string | null;
  weekday: number | null;
  shift: Shift | null;
  reason: string;
  reasonHi: string;
}

/** True when `c` covers `date` (IST 'YYYY-MM-DD'); the shift is not looked at. */
export function closureCoversDate(c: ParkClosureRule, date: string): boolean {
  if (c.rule === 'weekly') return c.weekday !== null && weekdayOf(date) === c.weekday;
  if (!c.from || !c.to) return false;
  if (c.rule === 'dates') return c.from <= date && date <= c.to;
  const md = date.slice(5);
  return c.from <= c.to ? c.from <= md && md <= c.to : md >= c.from || md <= c.to;
}

/**
 * The first closure of `closures` that shuts `shift` on `date`: one of the whole day, or of that
 * shift. A job of the whole day (`shift` null) is shut by any closure of the date.
 * @returns the closure, or null when the park is open
 */
export function closureOn<C extends ParkClosureRule>(
  closures: readonly C[],
  date: string,
  shift: Shift | null,
): C | null {
  return (
    closures.find((c) => closureCoversDate(c, date) && (c.shift === null || shift === null || c.shift === shift)) ??
    null
  );
}
