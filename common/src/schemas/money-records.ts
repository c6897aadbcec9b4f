/**
 * Shapes the money endpoints answer with (docs/api.md#money), as zod schemas: the API reference
 * is generated from them and the server's tests check real responses against them. Money is
 * paise (integers); instants are ISO strings (UTC); dates are IST calendar dates.
 */
import { z } from 'zod';
import { ITEM_KINDS } from '../kinds';
import { PAYMENT_METHODS } from './money';
import { quoteTaxSchema } from './quote-record';
import { calendarDate, instant, paise, recordId } from './record-fields';

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
    /** Percent GST on tours and on vehicle hire (defaults 5), and their SAC. */
    tourGstRate: z.int().min(0).max(28),
    vehicleGstRate: z.int().min(0).max(28),
    tourSac: z.string(),
    vehicleSac: z.string(),
    updatedAt: instant().nullable(),
  })
  .meta({ id: 'BusinessSettings' });

/** What a reservation costs and what was paid against it, paise. */
export const moneySummarySchema = z.object({
  /** The quote's grand total (tax included); 0 for blocks. */
  amountDue: paise(),
  /** Payments not voided. */
  paid: paise(),
  /** amountDue − paid (never below 0). */
  balance: paise(),
});

/** One entry of a reservation's ledger. */
export const paymentSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    /** Paise. */
    amount: paise(),
    method: z.enum(PAYMENT_METHODS),
    /** UTR or other reference; '' when none. */
    reference: z.string(),
    receivedAt: instant(),
    /** The admin who recorded it (email). */
    recordedBy: z.string(),
    createdAt: instant(),
    /** When and by whom it was voided; null while it counts. */
    voidedAt: instant().nullable(),
    voidedBy: z.string().nullable(),
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
    payments: z.array(
      z.object({ date: calendarDate(), method: z.enum(PAYMENT_METHODS), reference: z.string(), amount: paise() }),
    ),
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
    reservationId: recordId(),
    /** '/api/invoices/<id>.pdf' (admin). */
    pdfUrl: z.string(),
    /** Grand total, paise. */
    total: paise(),
  })
  .meta({ id: 'Invoice' });

/** `GET /api/reservations/:id/payments`: the ledger, the invoice and credit note issued, and the reservation's figures. */
export const ledgerSchema = z
  .object({
    payments: z.array(paymentSchema),
    /** The reservation's invoice and its credit note (issued when it was cancelled), invoice first; empty before invoicing. */
    documents: z.array(invoiceSchema),
    ...moneySummarySchema.shape,
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
        /** Payments received in the month and not voided, paise. */
        amount: paise(),
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
