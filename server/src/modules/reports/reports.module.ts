import type { DashboardCharts } from '@pachmarhi/common/schemas/money-records';
import { todayIST } from '@pachmarhi/common/time';
import type { Business } from '../business/business.module';
import type { Invoices } from '../invoices/invoices.module';
import type { Payments } from '../payments/payments.module';
import type { Reservations } from '../reservations/reservations.module';
import type { MonthlyReport } from '@pachmarhi/common/schemas/reports';
import {
  chartStarts,
  dashboardCharts,
  dateRange,
  gstCsv,
  monthlyReport,
  monthlySpan,
  monthRange,
  paymentsCsv,
} from './reports.service';
import { tallyXml } from './tally-export';

/** The owner's CSV reports and the accountant's Tally file; see `createReports`. */
export interface Reports {
  /** GST invoice-wise for a month 'YYYY-MM' (IST): invoices and credit notes issued in it. */
  gstCsv(month: string): Promise<string>;
  /** Payments received (not voided) from `from` to `to` (IST dates, both included). */
  paymentsCsv(from: string, to: string): Promise<string>;
  /**
   * The dashboard charts' figures up to `to` (IST date, default today): revenue by month for 12
   * months (payments received, paise) and room occupancy by night for 30 nights.
   */
  dashboardCharts(to?: string): Promise<DashboardCharts>;
  /**
   * The Reports screen's figures for the 12 IST months ending with the month of `to` (IST date,
   * default today): room-nights on offer and taken, their share, and money received (paise).
   */
  monthly(to?: string): Promise<MonthlyReport>;
  /**
   * The books from `from` to `to` (IST dates, both included) as Tally Prime's XML import
   * (docs/tally.md): a Sales voucher per invoice and a Credit Note voucher per credit note issued
   * in the period, a Receipt voucher per payment and a Payment voucher per refund made in it (not
   * voided), posted to the business settings' `tallyLedgers`; UTF-8 text.
   * @throws Error when a document's tax lines do not add up to its total (no unbalanced voucher is written)
   */
  tallyXml(from: string, to: string): Promise<string>;
}

export interface ReportsDeps {
  invoices: Invoices;
  payments: Payments;
  reservations: Pick<Reservations, 'roomOccupancy'>;
  /** The Tally ledger names (`tallyLedgers`). */
  business: Pick<Business, 'get'>;
  now: () => Date;
}

/** Create the reports component over the invoices, payments and reservations modules. */
export function createReports({ invoices, payments, reservations, business, now }: ReportsDeps): Reports {
  return {
    async gstCsv(month) {
      const { from, to } = monthRange(month);
      return gstCsv(await invoices.issuedBetween(from, to));
    },
    async paymentsCsv(from, to) {
      const range = dateRange(from, to);
      return paymentsCsv(await payments.between(range.from, range.to));
    },
    async dashboardCharts(to = todayIST(now())) {
      const starts = chartStarts(to);
      const received = dateRange(starts.revenue, to);
      const [paid, occupancy] = await Promise.all([
        payments.between(received.from, received.to),
        reservations.roomOccupancy(starts.occupancy, to),
      ]);
      return dashboardCharts(to, paid, occupancy);
    },
    async monthly(to = todayIST(now())) {
      const span = monthlySpan(to);
      const received = dateRange(span.from, span.to);
      const [paid, occupancy] = await Promise.all([
        payments.between(received.from, received.to),
        reservations.roomOccupancy(span.from, span.to),
      ]);
      return monthlyReport(to, paid, occupancy);
    },
    async tallyXml(from, to) {
      const range = dateRange(from, to);
      const [settings, documents, paid] = await Promise.all([
        business.get(),
        invoices.issuedBetween(range.from, range.to),
        payments.between(range.from, range.to),
      ]);
      return await tallyXml({ ledgers: settings.tallyLedgers, documents, payments: paid });
    },
  };
}
