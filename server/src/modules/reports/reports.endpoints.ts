/**
 * The money reports and the Tally export (docs/api.md#money), for the owner and the accountant
 * (common/src/staff-access.ts): the CSV reports, the dashboard charts' and the Reports screen's
 * figures at /api/reports, and the Tally file of a period at /api/exports/tally.xml.
 */
import type { Response } from 'express';
import {
  dashboardChartsQuerySchema,
  gstReportQuerySchema,
  paymentsReportQuerySchema,
  tallyExportQuerySchema,
} from '@pachmarhi/common/schemas/money';
import { dashboardChartsSchema } from '@pachmarhi/common/schemas/money-records';
import { monthlyReportQuerySchema, monthlyReportSchema } from '@pachmarhi/common/schemas/reports';
import { endpointsOf } from '../../platform/http/endpoints';
import { withData } from '../../platform/http/openapi/envelopes';
import { json, text } from '../../platform/http/openapi/operation';
import type { Reports } from './reports.module';

const endpoint = endpointsOf<{ reports: Reports }>();
const tag = 'Money';
const auth = 'money';

/** Send `body` as the attachment `name` of media type `type` (UTF-8); the handler's answer (`undefined`). */
function attachment(res: Response, name: string, type: string, body: string): undefined {
  res.attachment(name).type(`${type}; charset=utf-8`).send(body);
  return undefined;
}

export const reportsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/reports/gst.csv',
    tag,
    summary: 'GST report of a month (CSV)',
    auth,
    description:
      'Invoice-wise, one row per invoice and rate: number, date, type, guest GSTIN, SAC, taxable, rate, CGST, SGST, totals (rupees, two decimals); credit notes negative.',
    query: gstReportQuerySchema,
    responses: { 200: text('text/csv', 'CSV attachment with a header row') },
    handle: async ({ query: { month }, res }, { reports }) =>
      attachment(res, `gst-${month}.csv`, 'text/csv', await reports.gstCsv(month)),
  }),
  endpoint({
    method: 'get',
    path: '/api/reports/payments.csv',
    tag,
    summary: 'Payments received between two dates (CSV)',
    auth,
    description: 'Payments not voided, received from `from` to `to` (IST dates, both included), oldest first.',
    query: paymentsReportQuerySchema,
    responses: { 200: text('text/csv', 'CSV attachment with a header row') },
    handle: async ({ query: { from, to }, res }, { reports }) =>
      attachment(res, `payments-${from}-to-${to}.csv`, 'text/csv', await reports.paymentsCsv(from, to)),
  }),
  endpoint({
    method: 'get',
    path: '/api/reports/dashboard-charts',
    tag,
    summary: "The dashboard charts' figures",
    auth,
    description:
      'Up to `to` (IST date, default today): `revenue`, 12 months oldest first, the paise received by payments not voided in each IST month (money received, not invoiced); `occupancy`, 30 nights oldest first, room units taken by occupying reservations ÷ room units listed.',
    query: dashboardChartsQuerySchema,
    responses: { 200: json(withData(dashboardChartsSchema), 'The figures of both charts') },
    handle: async ({ query: { to } }, { reports }) => ({ success: true, data: await reports.dashboardCharts(to) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/reports/monthly',
    tag,
    summary: 'Occupancy and money received by month',
    auth,
    description:
      '12 IST months, oldest first, the last one the month of `to` (IST date, default today): `roomNights` on offer (room units × nights), `occupied` room-nights taken by occupying reservations, `rate` = occupied ÷ roomNights, `revenue` paise received by payments not voided.',
    query: monthlyReportQuerySchema,
    responses: { 200: json(withData(monthlyReportSchema), 'The months') },
    handle: async ({ query: { to } }, { reports }) => ({ success: true, data: await reports.monthly(to) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/exports/tally.xml',
    tag,
    summary: 'The books of a period as a Tally Prime XML import',
    auth,
    description:
      "From `from` to `to` (IST dates, both included): an `ENVELOPE` of TALLYMESSAGEs, the guests' ledgers (Sundry Debtors) then the vouchers by date — Sales per invoice, Credit Note per credit note (issued in the period), Receipt per payment and Payment per refund (made in it, not voided) — posted to the ledgers named in the business settings' `tallyLedgers`; amounts rupees with two decimals (debits negative), dates `YYYYMMDD` (docs/tally.md).",
    query: tallyExportQuerySchema,
    responses: { 200: text('application/xml', 'XML attachment (UTF-8), `tally-<from>-to-<to>.xml`') },
    handle: async ({ query: { from, to }, res }, { reports }) =>
      attachment(res, `tally-${from}-to-${to}.xml`, 'application/xml', await reports.tallyXml(from, to)),
  }),
];
