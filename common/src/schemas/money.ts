/**
 * The inputs of the money endpoints (docs/api.md#money): the business and tax settings, a
 * payment, a payment request, an invoice and the reports' queries. Shared by the admin forms and
 * the server (400 with `fieldErrors`). Amounts typed by people are rupees with at most two
 * decimals; the server keeps paise.
 */
import { z } from 'zod';
import { ruleMessage, type LabelKey } from '../i18n/validation-codes';
import { isValidGstin } from '../tax/gstin';
import { UPI_ID_PATTERN } from '../tax/upi';
import { safeText } from './fields';
import { wholeNumber } from './numbers';
import { blankToUndefined } from './reservation';

/** How a guest paid. */
export const PAYMENT_METHODS = ['upi', 'cash', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Largest single amount, rupees (ten lakh): a guard against a typo's extra zeros. */
export const AMOUNT_MAX_RUPEES = 10_00_000;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const optionalBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const percent = (label: LabelKey, max: number) =>
  wholeNumber(label, { min: 0, max, message: ruleMessage('wholeNumberRange', { label, min: 0, max }) });
const sac = () =>
  z.preprocess(upper, z.string({ error: ruleMessage('invalidSac') }).regex(/^\d{6}$/, ruleMessage('invalidSac')));

/** A GSTIN, upper-cased, checked by format and check character (common/src/tax/gstin.ts). */
export const gstinField = z.preprocess(
  upper,
  z.string({ error: ruleMessage('invalidGstin') }).refine(isValidGstin, ruleMessage('invalidGstin')),
);

/**
 * `PUT /api/business-settings`: the whole record. `gstin` is required when `gstRegistered`;
 * `invoicePrefix` is 1–4 capitals or digits so a number stays within the 16 characters of Rule
 * 46(b) of the CGST Rules ('INV/26-27/0001'); `depositPercent` 0–100.
 */
export const businessSettingsInputSchema = z
  .object({
    legalName: safeText('legalName', 200).default(''),
    address: safeText('address', 500).default(''),
    stateCode: z
      .string({ error: ruleMessage('invalidStateCode') })
      .trim()
      .regex(/^(0[1-9]|[1-9][0-9])$/, ruleMessage('invalidStateCode'))
      .default('23'),
    gstRegistered: z.boolean({ error: ruleMessage('notBoolean', { field: 'gstRegistered' }) }).default(false),
    gstin: optionalBlank(gstinField).transform((v) => v ?? null),
    invoicePrefix: z
      .preprocess(upper, z.string({ error: ruleMessage('invalidInvoicePrefix') }))
      .pipe(z.string().regex(/^[A-Z0-9]{1,4}$/, ruleMessage('invalidInvoicePrefix')))
      .default('INV'),
    pricesIncludeGst: z.boolean({ error: ruleMessage('notBoolean', { field: 'pricesIncludeGst' }) }).default(false),
    upiId: optionalBlank(
      z
        .string({ error: ruleMessage('invalidUpiId') })
        .trim()
        .regex(UPI_ID_PATTERN, ruleMessage('invalidUpiId')),
    ).transform((v) => v ?? null),
    upiName: safeText('upiName', 100).default(''),
    depositPercent: percent('depositPercent', 100).default(30),
    tourGstRate: percent('gstRate', 28).default(5),
    vehicleGstRate: percent('gstRate', 28).default(5),
    tourSac: sac().default('998552'),
    vehicleSac: sac().default('996601'),
  })
  .superRefine((v, ctx) => {
    if (v.gstRegistered && !v.gstin) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: ruleMessage('required', { label: 'gstin' }) });
    }
  });
export type BusinessSettingsInput = z.input<typeof businessSettingsInputSchema>;
export type BusinessSettingsFields = z.output<typeof businessSettingsInputSchema>;

/** Rupees above 0 with at most two decimals, at most AMOUNT_MAX_RUPEES; plain-number strings accepted. */
export const rupeeAmount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: ruleMessage('invalidAmount') })
    .refine(
      (n) => Number.isFinite(n) && n > 0 && n <= AMOUNT_MAX_RUPEES && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      ruleMessage('invalidAmount'),
    ),
);

/** `POST /api/reservations/:id/payments`. `receivedAt` an ISO instant (default: now). */
export const paymentInputSchema = z.object({
  amount: rupeeAmount,
  method: z.enum(PAYMENT_METHODS, { error: ruleMessage('choosePaymentMethod') }),
  reference: optionalBlank(safeText('paymentReference', 100)).transform((v) => v ?? ''),
  receivedAt: optionalBlank(
    z.iso.datetime({ offset: true, error: ruleMessage('invalidInstant') }).transform((v) => new Date(v)),
  ),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentFields = z.output<typeof paymentInputSchema>;

/** `POST /api/reservations/:id/payment-request`: `amount` rupees (default: the deposit or the balance). */
export const paymentRequestInputSchema = z.object({ amount: optionalBlank(rupeeAmount) });

/** `POST /api/reservations/:id/invoice`: the guest's address and, for a business guest, its GSTIN. */
export const invoiceInputSchema = z.object({
  guestAddress: optionalBlank(safeText('guestAddress', 500)).transform((v) => v ?? ''),
  guestGstin: optionalBlank(gstinField).transform((v) => v ?? null),
});
export type InvoiceFields = z.output<typeof invoiceInputSchema>;

/** `GET /api/reports/gst.csv?month=YYYY-MM`. */
export const gstReportQuerySchema = z.object({
  month: z
    .string({ error: ruleMessage('invalidMonth') })
    .trim()
    .regex(/^2[01]\d{2}-(0[1-9]|1[0-2])$/, ruleMessage('invalidMonth')),
});

/** `GET /api/reports/dashboard-charts?to=`: the last IST date of both charts (default: today). */
export const dashboardChartsQuerySchema = z.object({
  to: z.iso.date({ error: ruleMessage('invalidDate') }).optional(),
});

/** `GET /api/reports/payments.csv?from=&to=`: IST dates, both ends included. */
export const paymentsReportQuerySchema = z
  .object({
    from: z.iso.date({ error: ruleMessage('invalidDate') }),
    to: z.iso.date({ error: ruleMessage('invalidDate') }),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });
