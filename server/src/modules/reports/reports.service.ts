/** The owner's CSV reports: GST invoice-wise by month, and payments received between two dates. */
import { stringify } from 'csv-stringify/sync';
import { addDays } from '@pachmarhi/common/pricing/quote';
import {
  OCCUPANCY_CHART_DAYS,
  REVENUE_CHART_MONTHS,
  type DashboardCharts,
  type InvoiceDocument,
  type Invoice,
  type Payment,
} from '@pachmarhi/common/schemas/money-records';
import { paiseToDecimal } from '@pachmarhi/common/tax/paise';
import { istDayStart, todayIST } from '@pachmarhi/common/time';

/** A spreadsheet runs a cell starting with = + - @ as a formula: free text gets a leading apostrophe. */
const text = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** `[start, end)` instants of a month 'YYYY-MM' in IST. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: istDayStart(`${month}-01`), to: istDayStart(`${next}-01`) };
}

/** `[start, end)` instants of the IST dates `from`..`to`, both included. */
export const dateRange = (from: string, to: string) => ({ from: istDayStart(from), to: istDayStart(addDays(to, 1)) });

/**
 * GST invoice-wise (what GSTR-1 asks, one row per invoice and rate): number, date, guest GSTIN,
 * SAC, taxable value, rate, CGST, SGST and total in rupees with two decimals; credit notes
 * negative. A document without tax lines (bill of supply) is one row at rate 0.
 */
export function gstCsv(docs: { invoice: Invoice; document: InvoiceDocument }[]): string {
  const rows = docs.flatMap(({ invoice, document: d }) => {
    const sign = d.type === 'credit-note' ? -1 : 1;
    const money = (paise: number) => paiseToDecimal(sign * paise);
    const sac = [...new Set(d.lines.map((l) => l.sac))].join(' ');
    const lines = d.tax.lines.length ? d.tax.lines : [{ rate: 0, taxable: d.subtotal, cgst: 0, sgst: 0 }];
    return lines.map((l) => [
      d.number,
      d.date,
      d.type,
      d.original?.number ?? '',
      d.guest.gstin ?? '',
      text(d.guest.name),
      sac,
      money(l.taxable),
      l.rate,
      money(l.cgst),
      money(l.sgst),
      money(l.taxable + l.cgst + l.sgst),
      money(invoice.total),
    ]);
  });
  return stringify(rows, {
    header: true,
    columns: [
      'number',
      'date',
      'type',
      'againstInvoice',
      'guestGstin',
      'guestName',
      'sac',
      'taxableRupees',
      'ratePercent',
      'cgstRupees',
      'sgstRupees',
      'lineTotalRupees',
      'documentTotalRupees',
    ],
  });
}

/** Payments received (not voided): date (IST), reservation, guest, method, reference, amount in rupees. */
export function paymentsCsv(rows: { payment: Payment; reference: string; guestName: string }[]): string {
  return stringify(
    rows.map(({ payment: p, reference, guestName }) => [
      todayIST(new Date(p.receivedAt)),
      p.receivedAt,
      reference,
      text(guestName),
      p.method,
      text(p.reference),
      paiseToDecimal(p.amount),
    ]),
    {
      header: true,
      columns: ['date', 'receivedAt', 'reservation', 'guestName', 'method', 'reference', 'amountRupees'],
    },
  );
}

/** The `count` months 'YYYY-MM' ending with the month of `to` ('YYYY-MM-DD'), oldest first. */
export function monthsUpTo(to: string, count: number): string[] {
  const [y, m] = to.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const k = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first IST date of the charts: the revenue chart's first month and the occupancy chart's first night. */
export const chartStarts = (to: string) => ({
  revenue: `${monthsUpTo(to, REVENUE_CHART_MONTHS)[0]}-01`,
  occupancy: addDays(to, 1 - OCCUPANCY_CHART_DAYS),
});

/**
 * The dashboard charts' figures up to `to`: revenue by month (payments not voided, by the IST month
 * received, paise; months without payments 0) and room occupancy by night (`occupied` ÷ `units`,
 * three decimals).
 */
export function dashboardCharts(
  to: string,
  payments: { payment: Payment }[],
  occupancy: { units: number; days: { date: string; occupied: number }[] },
): DashboardCharts {
  const byMonth = new Map<string, number>();
  for (const { payment: p } of payments) {
    const month = todayIST(new Date(p.receivedAt)).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + p.amount);
  }
  const { units } = occupancy;
  return {
    to,
    revenue: monthsUpTo(to, REVENUE_CHART_MONTHS).map((month) => ({ month, amount: byMonth.get(month) ?? 0 })),
    occupancy: occupancy.days.map(({ date, occupied }) => ({
      date,
      occupied,
      units,
      rate: units > 0 ? Math.round((occupied / units) * 1000) / 1000 : 0,
    })),
  };
}
