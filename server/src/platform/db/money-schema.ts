/**
 * Money (issue 23): the business and tax settings (one row), the payments ledger, the invoice and
 * credit-note series and the documents themselves. Amounts are paise (integers); instants are
 * timestamptz; dates of supply are IST calendar dates.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_INVOICE_PREFIX, DEFAULT_STATE_CODE } from '@pachmarhi/common/constants';
import { DEFAULT_SERVICE_GST_RATE, DEFAULT_TOUR_SAC, DEFAULT_VEHICLE_SAC } from '@pachmarhi/common/tax/gst-rates';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_TALLY_LEDGERS,
  LEDGER_KINDS,
  PAYMENT_METHODS,
  type TallyLedgers,
} from '@pachmarhi/common/schemas/money';
import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { reservations } from './enquiries-schema';
import { trips } from './trips-schema';
import { inList } from './schema-columns';

/** The one record of the business's legal and tax details (`id` is always 1). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    stateCode: text('state_code').notNull().default(DEFAULT_STATE_CODE),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstin: text('gstin'),
    invoicePrefix: text('invoice_prefix').notNull().default(DEFAULT_INVOICE_PREFIX),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(false),
    upiId: text('upi_id'),
    upiName: text('upi_name').notNull().default(''),
    depositPercent: integer('deposit_percent').notNull().default(DEFAULT_DEPOSIT_PERCENT),
    /** Most a front-desk helper may take off a quote by an agreed total, percent (the owner: any). */
    deskDiscountPercent: integer('desk_discount_percent').notNull().default(0),
    tourGstRate: integer('tour_gst_rate').notNull().default(DEFAULT_SERVICE_GST_RATE),
    vehicleGstRate: integer('vehicle_gst_rate').notNull().default(DEFAULT_SERVICE_GST_RATE),
    tourSac: text('tour_sac').notNull().default(DEFAULT_TOUR_SAC),
    vehicleSac: text('vehicle_sac').notNull().default(DEFAULT_VEHICLE_SAC),
    /** The Tally ledger names the export posts to (docs/tally.md). */
    tallyLedgers: jsonb('tally_ledgers').$type<TallyLedgers>().notNull().default(DEFAULT_TALLY_LEDGERS),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('business_settings_one_row', sql`id = 1`)],
);

/**
 * The ledger: what a guest paid (`kind` 'payment') and what was paid back ('refund', with its
 * `reason`), both positive paise; kept when voided (`voided_at`, `voided_by`, `void_reason`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('payment'),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    /** Refunds: why the money went back. */
    reason: text('reason').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [
    check('payments_amount_check', sql`amount > 0`),
    check('payments_kind_check', inList('kind', LEDGER_KINDS)),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_trip_idx').on(t.tripId),
    index('payments_received_idx').on(t.receivedAt),
  ],
);

/**
 * The last number given in each series and financial year: raised in the same transaction as the
 * document that takes it (`insert … on conflict do update … returning`), so numbers are
 * consecutive, never reused and unique across processes (the row lock serialises them).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Tax invoices and credit notes; `document` is the frozen content (an issued invoice never
 * changes). A reservation has at most one invoice in force (issued and not fully credited: the
 * invoices module checks it under the reservation's row lock); an invoice may have several
 * partial credit notes up to its total. Every document is its trip's (`trip_id`, issue 35): a
 * reservation's own invoice names its line (`reservation_id`); a trip's invoice (a row per line and
 * extra) has none, and a trip has at most one invoice in force (checked under the trip's row lock).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Grand total, paise (positive for both types; a credit note's reduces the supply). */
    total: integer('total').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    check('invoices_type_check', sql`type in ('invoice', 'credit-note')`),
    index('invoices_reservation_idx').on(t.reservationId),
    index('invoices_trip_idx').on(t.tripId),
    index('invoices_invoice_idx').on(t.invoiceId),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);
