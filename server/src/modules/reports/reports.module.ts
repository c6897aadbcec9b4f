import type { DashboardCharts } from '@pachmarhi/common/schemas/money-records';
import { todayIST } from '@pachmarhi/common/time';
import type { Invoices } from '../invoices/invoices.module';
import type { Payments } from '../payments/payments.module';
import type { Reservations } from '../reservations/reservations.module';
import { chartStarts, dashboardCharts, dateRange, gstCsv, monthRange, paymentsCsv } from './reports.service';

/** The owner's CSV reports; see `createReports`. */
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
}

export interface ReportsDeps {
  invoices: Invoices;
  payments: Payments;
  reservations: Pick<Reservations, 'roomOccupancy'>;
  now: () => Date;
}

/** Create the reports component over the invoices, payments and reservations modules. */
export function createReports({ invoices, payments, reservations, now }: ReportsDeps): Reports {
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
  };
}
