/**
 * The inputs of the money endpoints (docs/api.md#money): the business and tax settings, a
 * payment, a payment request, an invoice and the reports' queries. Shared by the admin forms and
 * the server (400 with `fieldErrors`). Amounts typed by people are rupees with at most two
 * decimals; the server keeps paise.
 */
import { siteHindiSchema } from './hindi';
import { z } from 'zod';
import { DEFAULT_SITE_CLAIMS, SITE_CLAIM_KEYS, SITE_CLAIM_MAX, type SiteClaimKey } from '../site-claims';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_INVOICE_PREFIX, DEFAULT_STATE_CODE } from '../constants';
import { ruleMessage, type LabelKey } from '../i18n/validation-codes';
import { DEFAULT_SERVICE_GST_RATE, DEFAULT_TOUR_SAC, DEFAULT_VEHICLE_SAC } from '../tax/gst-rates';
import { isValidGstin } from '../tax/gstin';
import { UPI_ID_PATTERN } from '../tax/upi';
import { optionalText, requiredText, safeText } from './fields';
import { wholeNumber } from './numbers';
import { blankToUndefined } from './reservation';

/** How a guest paid (or was paid back). */
export const PAYMENT_METHODS = ['upi', 'cash', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The ledger's entries: money in ('payment') and money paid back ('refund'). */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Largest single amount, rupees (ten lakh): a guard against a typo's extra zeros. */
export const AMOUNT_MAX_RUPEES = 10_00_000;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const optionalBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const percent = (label: LabelKey, max: number) =>
  wholeNumber(label, { min: 0, max, message: ruleMessage('wholeNumberRange', { label, min: 0, max }) });
const sac = () =>
  z.preprocess(upper, z.string({ error: ruleMessage('invalidSac') }).regex(/^\d{6}$/, ruleMessage('invalidSac')));

/**
 * The ledgers of the accountant's Tally company the export posts to (docs/tally.md), by what they
 * hold: income of rooms, tours, vehicle hire and extras (each with the GST rate appended, 'Room
 * Income 5%'), the output CGST and SGST, and the cash, UPI and bank accounts that receive payments.
 */
export const TALLY_LEDGER_KEYS = [
  'roomIncome',
  'tourIncome',
  'vehicleIncome',
  'extrasIncome',
  'cgstOutput',
  'sgstOutput',
  'cash',
  'upi',
  'bank',
] as const;
export type TallyLedgerKey = (typeof TALLY_LEDGER_KEYS)[number];

/** The names until the owner sets them: Tally's own wording for a small hotel's books. */
export const DEFAULT_TALLY_LEDGERS: Readonly<Record<TallyLedgerKey, string>> = {
  roomIncome: 'Room Income',
  tourIncome: 'Tour Income',
  vehicleIncome: 'Vehicle Hire Income',
  extrasIncome: 'Extras Income',
  cgstOutput: 'Output CGST',
  sgstOutput: 'Output SGST',
  cash: 'Cash',
  upi: 'UPI',
  bank: 'Bank',
};

/** Longest ledger name, characters (the income names get ' 28%' appended and stay well within Tally's names). */
export const TALLY_LEDGER_NAME_MAX = 60;

const ledgerName = (key: TallyLedgerKey) =>
  requiredText('tallyLedger', TALLY_LEDGER_NAME_MAX).default(DEFAULT_TALLY_LEDGERS[key]);

/** `tallyLedgers` of the business settings: every name required, each missing one its default. */
export const tallyLedgersSchema = z
  .object({
    roomIncome: ledgerName('roomIncome'),
    tourIncome: ledgerName('tourIncome'),
    vehicleIncome: ledgerName('vehicleIncome'),
    extrasIncome: ledgerName('extrasIncome'),
    cgstOutput: ledgerName('cgstOutput'),
    sgstOutput: ledgerName('sgstOutput'),
    cash: ledgerName('cash'),
    upi: ledgerName('upi'),
    bank: ledgerName('bank'),
  })
  .prefault({});
export type TallyLedgers = z.output<typeof tallyLedgersSchema>;

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
      .default(DEFAULT_STATE_CODE),
    gstRegistered: z.boolean({ error: ruleMessage('notBoolean', { field: 'gstRegistered' }) }).default(false),
    gstin: optionalBlank(gstinField).transform((v) => v ?? null),
    invoicePrefix: z
      .preprocess(upper, z.string({ error: ruleMessage('invalidInvoicePrefix') }))
      .pipe(z.string().regex(/^[A-Z0-9]{1,4}$/, ruleMessage('invalidInvoicePrefix')))
      .default(DEFAULT_INVOICE_PREFIX),
    pricesIncludeGst: z.boolean({ error: ruleMessage('notBoolean', { field: 'pricesIncludeGst' }) }).default(false),
    upiId: optionalBlank(
      z
        .string({ error: ruleMessage('invalidUpiId') })
        .trim()
        .regex(UPI_ID_PATTERN, ruleMessage('invalidUpiId')),
    ).transform((v) => v ?? null),
    upiName: safeText('upiName', 100).default(''),
    depositPercent: percent('depositPercent', 100).default(DEFAULT_DEPOSIT_PERCENT),
    deskDiscountPercent: percent('deskDiscountPercent', 100).default(0),
    tourGstRate: percent('gstRate', 28).default(DEFAULT_SERVICE_GST_RATE),
    vehicleGstRate: percent('gstRate', 28).default(DEFAULT_SERVICE_GST_RATE),
    tourSac: sac().default(DEFAULT_TOUR_SAC),
    vehicleSac: sac().default(DEFAULT_VEHICLE_SAC),
    tallyLedgers: tallyLedgersSchema,
    /** The figures the home and about pages claim (../site-claims.ts); blank hides one, missing keeps its default. */
    siteClaims: z
      .object(
        Object.fromEntries(
          SITE_CLAIM_KEYS.map((key) => [
            key,
            optionalText('siteClaim', SITE_CLAIM_MAX).default(DEFAULT_SITE_CLAIMS[key]),
          ]),
        ) as Record<SiteClaimKey, z.ZodDefault<ReturnType<typeof optionalText>>>,
      )
      .prefault({}),
    /** The site's name, address and hours in Hindi (./hindi.ts); blank shows the English. */
    siteHi: siteHindiSchema.prefault({}),
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

/** Why a payment is voided, a refund made or a credit note issued: 3–300 characters. */
const reasonField = requiredText('reason', 300).refine((v) => v.length >= 3, ruleMessage('reasonTooShort'));

/** `DELETE /api/reservations/:id/payments/:paymentId`: the JSON body `{ reason }`. */
export const voidInputSchema = z.object({ reason: reasonField });
export type VoidFields = z.output<typeof voidInputSchema>;

/** `POST /api/reservations/:id/refunds`: `amount` rupees, never above what was paid (server). */
export const refundInputSchema = z.object({
  amount: rupeeAmount,
  method: z.enum(PAYMENT_METHODS, { error: ruleMessage('choosePaymentMethod') }),
  reference: optionalBlank(safeText('paymentReference', 100)).transform((v) => v ?? ''),
  reason: reasonField,
});
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundFields = z.output<typeof refundInputSchema>;

/**
 * `POST /api/invoices/:id/credit-note`: the whole invoice (neither `amount` nor `nights`), an
 * amount in rupees, or the invoice's lines of the chosen dates (`nights`, IST 'YYYY-MM-DD').
 */
export const creditNoteInputSchema = z
  .object({
    reason: reasonField,
    amount: optionalBlank(rupeeAmount),
    nights: z
      .array(z.iso.date({ error: ruleMessage('invalidDate') }), { error: ruleMessage('invalidDate') })
      .min(1, ruleMessage('chooseNights'))
      .max(366)
      .optional(),
    /** A trip's invoice: the rows of these lines or extras (`lineId` of its rows: a line's or an extra line's _id). */
    lines: z
      .array(z.uuid({ error: ruleMessage('unknownLine') }), { error: ruleMessage('unknownLine') })
      .min(1, ruleMessage('unknownLine'))
      .max(40)
      .optional(),
  })
  .refine((v) => [v.amount, v.nights, v.lines].filter((x) => x !== undefined).length <= 1, {
    path: ['nights'],
    message: ruleMessage('amountOrNights'),
  });
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;
export type CreditNoteFields = z.output<typeof creditNoteInputSchema>;

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

/** `GET /api/exports/tally.xml?from=&to=`: IST dates, both ends included (the same rules as the payments CSV). */
export const tallyExportQuerySchema = paymentsReportQuerySchema;
