/**
 * Shapes the money endpoints answer with (docs/api.md#money), as zod schemas: the API reference
 * is generated from them and the server's tests check real responses against them. Money is
 * paise (integers); instants are ISO strings (UTC); dates are IST calendar dates.
 */
import { z } from 'zod';
import { SITE_CLAIM_KEYS, type SiteClaimKey } from '../site-claims';

/** The site's claims as answered: every key, '' when hidden. */
export const siteClaimsSchema = z.object(
  Object.fromEntries(SITE_CLAIM_KEYS.map((key) => [key, z.string()])) as Record<SiteClaimKey, z.ZodString>,
);
import { ITEM_KINDS } from '../kinds';
import { LEDGER_KINDS, PAYMENT_METHODS } from './money';
import { folioSchema } from './folio-record';
import { quoteTaxSchema } from './quote-record';
import { calendarDate, instant, paise, recordId } from './record-fields';

/** The site's name, address and hours in Hindi as answered: every key, '' when not written (the English shows). */
export const siteHindiRecordSchema = z.object({
  businessName: z.string(),
  address: z.string(),
  officeHours: z.string(),
  supportHours: z.string(),
});

/** The business and tax settings as stored (`PUT` takes the same fields). */
export const businessSettingsSchema = z
  .object({
    legalName: z.string(),
    address: z.string(),
    /** Two digits, the state of the property and so the place of supply (Madhya Pradesh 23). */
    stateCode: z.string(),
    gstRegistered: z.boolean(),
    gstin: z.string().nullable(),
    /** 1–4 capitals or digits: numbers read `INV/26-27/0001`. */
    invoicePrefix: z.string(),
    /** True: prices include GST; false (default): GST is added on top. */
    pricesIncludeGst: z.boolean(),
    /** The business VPA ('name@bank'); null: no UPI requests (409). */
    upiId: z.string().nullable(),
    upiName: z.string(),
    /** Percent of the amount due asked as the deposit (default 30). */
    depositPercent: z.int().min(0).max(100),
    /** Most a front-desk helper may take off a quote by an agreed total, percent (default 0; the owner: any). */
    deskDiscountPercent: z.int().min(0).max(100),
    /** Percent GST on tours and on vehicle hire (defaults 5), and their SAC. */
    tourGstRate: z.int().min(0).max(28),
    vehicleGstRate: z.int().min(0).max(28),
    tourSac: z.string(),
    vehicleSac: z.string(),
    /** The names of the Tally ledgers the export posts to (`GET /api/exports/tally.xml`, docs/tally.md). */
    tallyLedgers: z.object({
      roomIncome: z.string(),
      tourIncome: z.string(),
      vehicleIncome: z.string(),
      extrasIncome: z.string(),
      cgstOutput: z.string(),
      sgstOutput: z.string(),
      cash: z.string(),
      upi: z.string(),
      bank: z.string(),
    }),
    /** The figures the home and about pages claim, each '' when hidden (common/src/site-claims.ts). */
    siteClaims: siteClaimsSchema,
    siteHi: siteHindiRecordSchema,
    updatedAt: instant().nullable(),
  })
  .meta({ id: 'BusinessSettings' });

/** What a reservation costs and what was paid against it, paise (the folio's figures: ../money/folio.ts). */
export const moneySummarySchema = z.object({
  /** What is owed in all, tax included, less credit notes; 0 for blocks and cancelled stays. */
  amountDue: paise(),
  /** Payments less refunds, voided entries left out. */
  paid: paise(),
  /** amountDue − paid (never below 0). */
  balance: paise(),
});

/** One entry of a reservation's ledger: a payment, or a refund paid back to the guest. */
export const paymentSchema = z
  .object({
    _id: recordId(),
    /** The line it was taken on (a reservation's own path); null when taken on the trip. */
    reservationId: recordId().nullable(),
    /** The trip whose money it is. */
    tripId: recordId(),
    /** 'payment': money received; 'refund': money paid back (reduces `paid`). */
    kind: z.enum(LEDGER_KINDS),
    /** Paise, positive for both kinds. */
    amount: paise(),
    method: z.enum(PAYMENT_METHODS),
    /** UTR or other reference; '' when none. */
    reference: z.string(),
    /** Refunds: why; '' for payments. */
    reason: z.string(),
    receivedAt: instant(),
    /** The admin who recorded it (email). */
    recordedBy: z.string(),
    createdAt: instant(),
    /** When, by whom and why it was voided; null while it counts. */
    voidedAt: instant().nullable(),
    voidedBy: z.string().nullable(),
    voidReason: z.string().nullable(),
  })
  .meta({ id: 'Payment' });

/** `POST /api/reservations/:id/payment-request`. */
export const paymentRequestSchema = z
  .object({
    /** Paise asked. */
    amount: paise(),
    /** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…` */
    upiUrl: z.string(),
    /** The public page `/pay/<token>`, absolute. */
    pageUrl: z.string(),
    /** wa.me to the guest with the request in the guest's language. */
    whatsappUrl: z.string(),
  })
  .meta({ id: 'PaymentRequest' });

/** `GET /api/pay/:token`: what the public payment page shows (no guest data beyond the first name). */
export const payPageSchema = z
  .object({
    firstName: z.string(),
    businessName: z.string(),
    kind: z.enum(ITEM_KINDS),
    itemName: z.string().nullable(),
    checkIn: calendarDate(),
    checkOut: calendarDate().nullable(),
    reference: z.string(),
    /** Paise asked by this request, and the reservation's figures now. */
    amount: paise(),
    ...moneySummarySchema.shape,
    /** The stay's folio: the same figures every screen shows (charges, tax, total, paid, balance). */
    folio: folioSchema,
    upiUrl: z.string(),
    /** wa.me to the business, the text naming the reference, to send the UTR. */
    whatsappUrl: z.string().nullable(),
    /** The invoice PDF of this request (same token) once issued; else null. */
    invoiceUrl: z.string().nullable(),
  })
  .meta({ id: 'PayPage' });

/** One line of an invoice: a night, a rental day or a tour departure. */
const invoiceLineSchema = z.object({
  date: calendarDate(),
  description: z.string(),
  sac: z.string(),
  /** Nights, days or persons. */
  quantity: z.int().min(1),
  /** Paise per night or day (tours: per person). */
  unitPrice: paise(),
  /** quantity × unitPrice, paise. */
  amount: paise(),
  /** Percent, CGST + SGST. */
  rate: z.number(),
  /** A trip's invoice: the line (reservation) or extra line the row bills; credit notes by line name it. */
  lineId: recordId().optional(),
  /** A trip's invoice: what the row bills, for the accounts (the income ledger); a stay's rows are its reservation's kind. */
  income: z.enum(['room', 'tour', 'vehicle', 'extra']).optional(),
});

/** What an issued invoice or credit note says, frozen when issued (CGST Rule 46 and Rule 53). */
export const invoiceDocumentSchema = z
  .object({
    type: z.enum(['invoice', 'credit-note']),
    /** 'Tax invoice', 'Bill of supply' (not registered) or 'Credit note'. */
    title: z.string(),
    number: z.string(),
    date: calendarDate(),
    /** Credit notes: the invoice they reduce. */
    original: z.object({ number: z.string(), date: calendarDate() }).nullable(),
    supplier: z.object({
      legalName: z.string(),
      address: z.string(),
      gstin: z.string().nullable(),
      stateCode: z.string(),
    }),
    guest: z.object({ name: z.string(), phone: z.string(), address: z.string(), gstin: z.string().nullable() }),
    /** 'Madhya Pradesh (23)'. */
    placeOfSupply: z.string(),
    reverseCharge: z.boolean(),
    reservation: z.object({
      reference: z.string(),
      kind: z.enum(ITEM_KINDS),
      itemName: z.string(),
      checkIn: calendarDate(),
      checkOut: calendarDate().nullable(),
    }),
    lines: z.array(invoiceLineSchema),
    /** Sum of the lines, paise. */
    subtotal: paise(),
    tax: quoteTaxSchema,
    grandTotal: paise(),
    grandTotalInWords: z.string(),
    /** Credit notes: why they were issued (absent on documents issued before reasons were kept). */
    reason: z.string().optional(),
    /** Credit notes: 'lines' when they credit the invoice's own lines (by date), 'amount' for a reduction in value. */
    creditBasis: z.enum(['lines', 'amount']).optional(),
    /** Invoices: the ledger's entries that count (refunds with `kind` 'refund'); as issued, and as of the download in a PDF. */
    payments: z.array(
      z.object({
        date: calendarDate(),
        kind: z.enum(LEDGER_KINDS).optional(),
        method: z.enum(PAYMENT_METHODS),
        reference: z.string(),
        amount: paise(),
      }),
    ),
    /** Invoices: paise its credit notes took off (absent on older documents: none). */
    credited: paise().optional(),
    paid: paise(),
    balance: paise(),
  })
  .meta({ id: 'InvoiceDocument' });
export type InvoiceDocument = z.output<typeof invoiceDocumentSchema>;

/** An issued invoice or credit note. */
export const invoiceSchema = z
  .object({
    _id: recordId(),
    type: z.enum(['invoice', 'credit-note']),
    /** 'INV/26-27/0001' (credit notes 'CN/26-27/0001'), at most 16 characters. */
    number: z.string().max(16),
    issuedAt: instant(),
    /** The reservation invoiced on its own; null for a trip's invoice (a row per line and extra) and its credit notes. */
    reservationId: recordId().nullable(),
    /** The trip it belongs to. */
    tripId: recordId(),
    /** '/api/invoices/<id>.pdf' (admin). */
    pdfUrl: z.string(),
    /** Grand total, paise. */
    total: paise(),
    /** Credit notes: the invoice they reduce and why; null for invoices. */
    invoiceId: recordId().nullable(),
    reason: z.string().nullable(),
    /** Invoices: paise taken off by their credit notes so far (= `total` once fully credited); 0 for credit notes. */
    credited: paise(),
  })
  .meta({ id: 'Invoice' });

/** `GET /api/reservations/:id/payments`: the ledger, the invoice and credit note issued, and the reservation's figures. */
export const ledgerSchema = z
  .object({
    payments: z.array(paymentSchema),
    /** The reservation's invoices and credit notes in issue order; empty before invoicing. */
    documents: z.array(invoiceSchema),
    ...moneySummarySchema.shape,
    /** Every figure of the stay, the same as the reservation's `folio`. */
    folio: folioSchema,
  })
  .meta({ id: 'Ledger' });

/** Months of the revenue chart and days of the occupancy chart (`GET /api/reports/dashboard-charts`). */
export const REVENUE_CHART_MONTHS = 12;
export const OCCUPANCY_CHART_DAYS = 30;

/**
 * `GET /api/reports/dashboard-charts`: the figures the dashboard's two charts draw, computed by
 * the server. Revenue is money received: payments not voided, by the IST month they were received
 * in (paise; invoices are not the measure, since a business not registered for GST or a stay not
 * yet invoiced still takes payments). Occupancy is room-nights taken ÷ room units, per night.
 */
export const dashboardChartsSchema = z
  .object({
    /** The last IST date of both charts. */
    to: calendarDate(),
    /** 12 months, oldest first, the last one the month of `to`. */
    revenue: z.array(
      z.object({
        /** 'YYYY-MM' (IST). */
        month: z.string().regex(/^\d{4}-\d{2}$/),
        /** Payments received in the month less refunds paid in it (none voided), paise; below 0 in a month of more refunds than payments. */
        amount: z.int(),
      }),
    ),
    /** 30 nights, oldest first, the last one `to`. */
    occupancy: z.array(
      z.object({
        date: calendarDate(),
        /** Room units taken that night by occupying reservations (held within their hold, confirmed, checked in or out, blocked). */
        occupied: z.int().min(0),
        /** Room units listed (every room's `units`). */
        units: z.int().min(0),
        /** occupied ÷ units with three decimals (above 1 only when imported blocks overbook); 0 without units. */
        rate: z.number().min(0),
      }),
    ),
  })
  .meta({ id: 'DashboardCharts' });

/** Money figures of `GET /api/dashboard/stats` (`data.money`), paise. */
export const dashboardMoneySchema = z
  .object({
    /** Held and confirmed reservations from today on whose deposit is not fully paid: how many and the paise missing. */
    depositsAwaited: z.object({ count: z.int().min(0), amount: paise() }),
    /** Balances of the held and confirmed reservations arriving today and tomorrow (IST). */
    balancesDue: z.object({ today: paise(), tomorrow: paise() }),
    /** Payments (not voided) received since the first of this month (IST). */
    receivedThisMonth: paise(),
  })
  .meta({ id: 'DashboardMoney' });

export type DashboardMoney = z.output<typeof dashboardMoneySchema>;
export type BusinessSettings = z.output<typeof businessSettingsSchema>;
export type MoneySummary = z.output<typeof moneySummarySchema>;
export type Payment = z.output<typeof paymentSchema>;
export type Ledger = z.output<typeof ledgerSchema>;
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
export type PayPage = z.output<typeof payPageSchema>;
export type Invoice = z.output<typeof invoiceSchema>;
export type DashboardCharts = z.output<typeof dashboardChartsSchema>;
