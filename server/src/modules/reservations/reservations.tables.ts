/**
 * The reservations module's table: reservations by date, each a line of a trip
 * (docs/decisions/008-reservations-by-date.md; conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from '../../platform/db/schema-columns';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { BalanceCarried } from '@pachmarhi/common/schemas/folio-record';
import { RESERVATION_KINDS, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { MEAL_PLANS, type MealPrice } from '@pachmarhi/common/trip-terms';
import { calendarFeeds } from '../calendar-sync/calendar-sync.tables';
import { trips } from '../trips/trips.tables';

/**
 * Reservations by date (IST calendar dates). Rooms: nights [check_in, check_out); vehicles: rental
 * days [check_in, check_out); tours: check_in is the departure and check_out is null. Statuses
 * held, confirmed and blocked (admin blocks) take a unit or seats; a held one only while
 * hold_expires_at is in the future (computed on read, ADR 003). `quote` is the price snapshot taken
 * when the reservation was made (null for blocks).
 *
 * item_id has no foreign key: the item lives in rooms, vehicles or tours as `kind` says, and a
 * foreign key can name only one table. The service checks the item exists (and locks its row
 * while counting capacity). Rows with `feed_id` are blocks imported from a channel's calendar
 * (calendar-sync.tables.ts).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The trip this reservation is a line of (a reservation made on its own is a trip of one line). */
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** Identical rooms or vehicles this line takes on each date (tours: 1; their guests take seats). */
    units: integer('units').notNull().default(1),
    /** Rooms: the meal plan (EP room only, CP, MAP, AP); null for vehicles, tours and blocks. */
    mealPlan: text('meal_plan'),
    /** Rooms with a priced meal plan: its rupees per adult and per child per night when the line was priced. */
    mealPrice: jsonb('meal_price').$type<MealPrice>(),
    /** How many of `guests` are children (meal plans price them apart). */
    children: integer('children').notNull().default(0),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }),
    /** A park safari's shift (morning, evening); null for everything else. */
    shift: text('shift'),
    guests: integer('guests').notNull(),
    guestName: text('guest_name').notNull().default(''),
    /** Normalised, '+919876543210'; '' for admin blocks. */
    guestPhone: text('guest_phone').notNull().default(''),
    guestEmail: text('guest_email'),
    status: text('status').notNull().default('enquiry'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    source: text('source').notNull().default('other'),
    notes: text('notes').notNull().default(''),
    quote: jsonb('quote').$type<Quote>(),
    /** The total agreed with the guest, whole rupees (why: `notes`); null: the quote's total. What is owed is based on it. */
    agreedTotal: integer('agreed_total'),
    /** Short enquiry reference (e.g. 'K7Q2') to quote on the phone or WhatsApp. */
    reference: text('reference').unique(),
    /** Imported blocks (source 'ical'): their feed, the event's UID and, for one occurrence of a recurring event, its original start date. */
    feedId: uuid('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    externalUid: text('external_uid'),
    externalRecurrence: text('external_recurrence'),
    /** An imported block colliding with other bookings beyond the item's units; recomputed on every sync of the item. */
    conflict: boolean('conflict').notNull().default(false),
    /** When the guest was checked in (status 'checked-in'): Form III is due 24 h after it. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /** A balance the guest left owing at check-out, with the desk's reason; kept while it is owed. */
    balanceCarried: jsonb('balance_carried').$type<BalanceCarried>(),
    /** The messages the desk opened in WhatsApp for this guest: template key, instant, user id. */
    messagesSent: jsonb('messages_sent')
      .$type<{ key: string; at: string; by: string | null }[]>()
      .notNull()
      .default([]),
    ...timestamps,
  },
  (t) => [
    check('reservations_kind_check', inList('kind', RESERVATION_KINDS)),
    check('reservations_status_check', inList('status', RESERVATION_STATUSES)),
    check('reservations_source_check', inList('source', RESERVATION_SOURCES)),
    check('reservations_guests_check', sql`guests between 1 and 50`),
    check('reservations_agreed_total_check', sql`agreed_total is null or agreed_total >= 0`),
    check(
      'reservations_dates_check',
      sql`(kind = 'tour' and check_out is null) or (kind <> 'tour' and check_out is not null and check_out > check_in)`,
    ),
    check('reservations_hold_check', sql`status <> 'held' or hold_expires_at is not null`),
    index('reservations_item_dates_idx').on(t.kind, t.itemId, t.checkIn),
    index('reservations_status_idx').on(t.status),
    index('reservations_feed_idx').on(t.feedId),
    index('reservations_trip_idx').on(t.tripId),
    check('reservations_units_check', sql`units between 1 and 500 and (kind <> 'tour' or units = 1)`),
    check('reservations_children_check', sql`children between 0 and guests`),
    check(
      'reservations_meal_plan_check',
      sql`meal_plan is null or (kind = 'room' and ${inList('meal_plan', MEAL_PLANS)})`,
    ),
    check('reservations_feed_check', sql`feed_id is null or (status = 'blocked' and source = 'ical')`),
  ],
);
