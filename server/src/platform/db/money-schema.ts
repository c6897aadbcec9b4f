/**
 * Money (issue 23): the business and tax settings (one row), the payments ledger, the invoice and
 * credit-note series and the documents themselves. Amounts are paise (integers); instants are
 * timestamptz; dates of supply are IST calendar dates.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@pachmarhi/common/schemas/money';
import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { reservations } from './enquiries-schema';
import { inList } from './schema-columns';

/** The one record of the business's legal and tax details (`id` is always 1). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    stateCode: text('state_code').notNull().default('23'),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstin: text('gstin'),
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(false),
    upiId: text('upi_id'),
    upiName: text('upi_name').notNull().default(''),
    depositPercent: integer('deposit_percent').notNull().default(30),
    tourGstRate: integer('tour_gst_rate').notNull().default(5),
    vehicleGstRate: integer('vehicle_gst_rate').notNull().default(5),
    tourSac: text('tour_sac').notNull().default('998552'),
    vehicleSac: text('vehicle_sac').notNull().default('996601'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('business_settings_one_row', sql`id = 1`)],
);

/** What a guest paid: kept when voided (`voided_at`, `voided_by`). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by'),
  },
  (t) => [
    check('payments_amount_check', sql`amount > 0`),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    index('payments_reservation_idx').on(t.reservationId),
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
 * changes). One invoice per reservation and one credit note per invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Grand total, paise (positive for both types; a credit note's reduces the supply). */
    total: integer('total').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    check('invoices_type_check', sql`type in ('invoice', 'credit-note')`),
    uniqueIndex('invoices_one_per_reservation')
      .on(t.reservationId)
      .where(sql`type = 'invoice'`),
    uniqueIndex('invoices_one_credit_note')
      .on(t.invoiceId)
      .where(sql`type = 'credit-note'`),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);
