/**
 * The payments module's table: the payments ledger (amounts in paise, instants timestamptz).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { LEDGER_KINDS, PAYMENT_METHODS } from '@pachmarhi/common/schemas/money';
import { reservations } from '../reservations/reservations.tables';
import { trips } from '../trips/trips.tables';

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
