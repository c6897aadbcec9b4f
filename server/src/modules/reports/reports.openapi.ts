/** The owner's reports in the API reference (docs/api.md#money). */
import {
  dashboardChartsQuerySchema,
  gstReportQuerySchema,
  paymentsReportQuerySchema,
} from '@pachmarhi/common/schemas/money';
import { dashboardChartsSchema } from '@pachmarhi/common/schemas/money-records';
import { withData } from '../../platform/http/openapi/envelopes';
import { json, operation, text, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Money';

export const reportsApi: ApiPaths = {
  '/api/reports/gst.csv': {
    get: operation({
      tag,
      summary: 'GST report of a month (CSV)',
      auth: 'admin',
      description:
        'Invoice-wise, one row per invoice and rate: number, date, type, guest GSTIN, SAC, taxable, rate, CGST, SGST, totals (rupees, two decimals); credit notes negative.',
      query: gstReportQuerySchema,
      responses: { 200: text('text/csv', 'CSV attachment with a header row') },
    }),
  },
  '/api/reports/payments.csv': {
    get: operation({
      tag,
      summary: 'Payments received between two dates (CSV)',
      auth: 'admin',
      description: 'Payments not voided, received from `from` to `to` (IST dates, both included), oldest first.',
      query: paymentsReportQuerySchema,
      responses: { 200: text('text/csv', 'CSV attachment with a header row') },
    }),
  },
  '/api/reports/dashboard-charts': {
    get: operation({
      tag,
      summary: "The dashboard charts' figures",
      auth: 'admin',
      description:
        'Up to `to` (IST date, default today): `revenue`, 12 months oldest first, the paise received by payments not voided in each IST month (money received, not invoiced); `occupancy`, 30 nights oldest first, room units taken by occupying reservations ÷ room units listed.',
      query: dashboardChartsQuerySchema,
      responses: { 200: json(withData(dashboardChartsSchema), 'The figures of both charts') },
    }),
  },
};
