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
import { MONTHLY_REPORT_MONTHS, type MonthlyReport } from '@pachmarhi/common/schemas/reports';
import { istDateTime, istDayStart, todayIST } from '@pachmarhi/common/time';
import { csvText as text } from '../../platform/http/csv';
import { taxShares } from './tax-shares';

/** `[start, end)` instants of a month 'YYYY-MM' in IST. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: istDayStart(`${month}-01`), to: istDayStart(`${next}-01`) };
}

/** `[start, end)` instants of the IST dates `from`..`to`, both included. */
export const dateRange = (from: string, to: string) => ({ from: istDayStart(from), to: istDayStart(addDays(to, 1)) });

/**
 * A document's taxable value and tax by SAC and rate (`taxShares`): a trip's invoice (a row per
 * line and extra) counts once, its rooms, tours, vehicle hire and extras each under its own SAC
 * and rate; a bill of supply is one row per SAC at rate 0.
 */
const bySacAndRate = (d: InvoiceDocument) =>
  taxShares(d, (row) => row.sac, [...new Set(d.lines.map((l) => l.sac))].join(' ')).map(({ key, ...l }) => ({
    ...l,
    sac: key,
  }));

/**
 * GST invoice-wise (what GSTR-1 asks, one row per invoice, SAC and rate): number, date, guest GSTIN,
 * SAC, taxable value, rate, CGST, SGST and total in rupees with two decimals; credit notes
 * negative. A document without tax lines (bill of supply) is one row at rate 0.
 */
export function gstCsv(docs: { invoice: Invoice; document: InvoiceDocument }[]): string {
  const rows = docs.flatMap(({ invoice, document: d }) => {
    const sign = d.type === 'credit-note' ? -1 : 1;
    const money = (paise: number) => paiseToDecimal(sign * paise);
    return bySacAndRate(d).map((l) => [
      d.number,
      d.date,
      d.type,
      d.original?.number ?? '',
      d.guest.gstin ?? '',
      text(d.guest.name),
      l.sac,
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

/** Signed paise of a ledger entry: refunds negative. */
const signed = (p: Payment) => (p.kind === 'refund' ? -p.amount : p.amount);

/**
 * Payments received and refunds paid (not voided): date and time (IST, 'YYYY-MM-DD' and
 * 'YYYY-MM-DD HH:mm'), reservation, guest, method, reference, amount in rupees (refunds negative)
 * and the kind of entry.
 */
export function paymentsCsv(rows: { payment: Payment; reference: string; guestName: string }[]): string {
  return stringify(
    rows.map(({ payment: p, reference, guestName }) => [
      todayIST(new Date(p.receivedAt)),
      istDateTime(p.receivedAt),
      reference,
      text(guestName),
      p.method,
      text(p.reference),
      paiseToDecimal(signed(p)),
      p.kind,
    ]),
    {
      header: true,
      columns: ['date', 'receivedAtIST', 'reservation', 'guestName', 'method', 'reference', 'amountRupees', 'kind'],
    },
  );
}

/** Paise received per IST month 'YYYY-MM', less the refunds paid in it (none voided). */
function receivedByMonth(payments: { payment: Payment }[]): Map<string, number> {
  const byMonth = new Map<string, number>();
  for (const { payment: p } of payments) {
    const month = todayIST(new Date(p.receivedAt)).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + signed(p));
  }
  return byMonth;
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
 * The dashboard charts' figures up to `to`: revenue by month (payments not voided less refunds, by
 * the IST month received or paid back, paise; months without any 0) and room occupancy by night (`occupied` ÷ `units`,
 * three decimals).
 */
export function dashboardCharts(
  to: string,
  payments: { payment: Payment }[],
  occupancy: { units: number; days: { date: string; occupied: number }[] },
): DashboardCharts {
  const byMonth = receivedByMonth(payments);
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

/** The first and last IST dates of the monthly report ending with the month of `to`. */
export function monthlySpan(to: string): { from: string; to: string } {
  const months = monthsUpTo(to, MONTHLY_REPORT_MONTHS);
  const last = months[months.length - 1];
  return { from: `${months[0]}-01`, to: addDays(nextMonthStart(last), -1) };
}

/** 'YYYY-MM' → the first IST date of the month after it. */
const nextMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The monthly report up to the month of `to`: per IST month, room-nights on offer (units × nights),
 * room-nights taken and their share (three decimals), and the money received (payments not voided,
 * by the IST month received, paise). Months without figures are 0.
 */
export function monthlyReport(
  to: string,
  payments: { payment: Payment }[],
  occupancy: { units: number; days: { date: string; occupied: number }[] },
): MonthlyReport {
  const revenue = receivedByMonth(payments);
  const nights = new Map<string, { days: number; occupied: number }>();
  for (const { date, occupied } of occupancy.days) {
    const m = nights.get(date.slice(0, 7)) ?? { days: 0, occupied: 0 };
    nights.set(date.slice(0, 7), { days: m.days + 1, occupied: m.occupied + occupied });
  }
  return {
    to,
    months: monthsUpTo(to, MONTHLY_REPORT_MONTHS).map((month) => {
      const n = nights.get(month) ?? { days: 0, occupied: 0 };
      const roomNights = occupancy.units * n.days;
      return {
        month,
        roomNights,
        occupied: n.occupied,
        rate: roomNights > 0 ? Math.round((n.occupied / roomNights) * 1000) / 1000 : 0,
        revenue: revenue.get(month) ?? 0,
      };
    }),
  };
}
