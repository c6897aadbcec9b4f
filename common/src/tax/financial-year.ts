/**
 * The Indian financial year, 1 April to 31 March (Section 2(41) of the Income-tax Act 1961 and
 * Section 2(80) of the CGST Act 2017), by IST calendar date. Invoice series restart each year.
 */
import { todayIST } from '../time';

/** A financial year: `start` the calendar year of its 1 April, `label` as invoices write it ('26-27'). */
export interface FinancialYear {
  start: number;
  label: string;
}

/** The financial year of an IST calendar date 'YYYY-MM-DD' (31 Mar 2027 → '26-27', 1 Apr 2027 → '27-28'). */
export function financialYearOf(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { start, label: `${two(start)}-${two(start + 1)}` };
}

/** The financial year of an instant, by its IST date (00:30 IST on 1 April is already the new year). */
export const financialYearAt = (at: Date): FinancialYear => financialYearOf(todayIST(at));
