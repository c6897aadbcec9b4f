/**
 * The Reports screen's monthly figures (`GET /api/reports/monthly`, docs/api.md#money): room
 * occupancy and money received per IST month, for the owner's charts beside the CSV downloads.
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { calendarDate } from './record-fields';

/** Months the monthly report covers, the last one the month of `to`. */
export const MONTHLY_REPORT_MONTHS = 12;

/** `GET /api/reports/monthly?to=`: an IST date of the last month (default: today). */
export const monthlyReportQuerySchema = z.object({
  to: z.iso.date({ error: ruleMessage('invalidDate') }).optional(),
});

/** One IST month of the monthly report. */
export const reportMonthSchema = z.object({
  /** 'YYYY-MM' (IST). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Room-nights on offer: every room's units × the month's nights. */
  roomNights: z.int().min(0),
  /** Room-nights taken by occupying reservations (held within their hold, confirmed, checked in or out, blocked). */
  occupied: z.int().min(0),
  /** occupied ÷ roomNights, three decimals; 0 without rooms. */
  rate: z.number().min(0),
  /** Money received in the month: payments not voided less refunds paid in it, paise (below 0 in a month of more refunds). */
  revenue: z.int(),
});
export type ReportMonth = z.output<typeof reportMonthSchema>;

/** `GET /api/reports/monthly`: 12 months, oldest first, the last one the month of `to`. */
export const monthlyReportSchema = z
  .object({ to: calendarDate(), months: z.array(reportMonthSchema) })
  .meta({ id: 'MonthlyReport' });
export type MonthlyReport = z.output<typeof monthlyReportSchema>;
