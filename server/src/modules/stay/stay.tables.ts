/**
 * The stay module's tables: the guest's page link of each reservation, the consent and ID photo of
 * each guest who sent pre-arrival details, payments guests reported, data requests, and the
 * arrival information the page shows (docs/decisions/034-the-guest-stay-page.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES } from '@pachmarhi/common/schemas/stay';
import type { StayInfo } from '@pachmarhi/common/stay/stay-info';
import { reservations } from '../reservations/reservations.tables';
import { reservationGuests } from '../guests/guests.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * One guest page link per reservation: the token carries `version`, and a new link raises it, so
 * every earlier token stops working (a 404).
 */
export const stayLinks = pgTable('stay_links', {
  reservationId: uuid('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the guest agreed to when sending a register record from the page (Digital Personal Data
 * Protection Act 2023, s. 6: consent; the notice of s. 5 by its version), whether a child, and the
 * optional ID photo (a re-encoded JPEG without metadata, staff only). Deleted with the register
 * record (the retention purge), so the photo never outlives it.
 */
export const stayGuestDetails = pgTable(
  'stay_guest_details',
  {
    guestId: uuid('guest_id')
      .primaryKey()
      .references(() => reservationGuests.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    child: boolean('child').notNull().default(false),
    noticeVersion: text('notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    idPhoto: bytea('id_photo'),
  },
  (t) => [index('stay_guest_details_reservation_idx').on(t.reservationId)],
);

/** "I have paid": a guest's report of a UPI payment, counted only once the desk confirms it (then `payment_id`). */
export const stayReportedPayments = pgTable(
  'stay_reported_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** Paise the page asked for when the guest reported. */
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    paymentId: uuid('payment_id'),
  },
  (t) => [
    check('stay_reported_payments_amount_check', sql`amount >= 0`),
    index('stay_reported_payments_reservation_idx').on(t.reservationId),
  ],
);

/** A guest's request for a copy or the erasure of their data, due within DATA_REQUEST_DAYS. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('open'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  () => [
    check('data_requests_type_check', inList('type', DATA_REQUEST_TYPES)),
    check('data_requests_status_check', inList('status', DATA_REQUEST_STATUSES)),
  ],
);

/** The arrival information the guest page shows (one row, `id` 1): what the owner changed from the defaults. */
export const staySettings = pgTable(
  'stay_settings',
  {
    id: integer('id').primaryKey().default(1),
    info: jsonb('info').$type<Partial<StayInfo>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('stay_settings_one_row', sql`id = 1`)],
);
