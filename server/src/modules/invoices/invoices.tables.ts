/**
 * The invoices module's tables: the invoice and credit-note series and the documents themselves
 * (amounts in paise; dates of supply are IST calendar dates).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { reservations } from '../reservations/reservations.tables';
import { trips } from '../trips/trips.tables';

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
