/**
 * Who asked and who is coming: contact messages and reservations by date (see schema.ts for the
 * conventions: CHECK constraints for enumerations, whole rupees, timestamptz instants).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_SERVICE_VALUES, CONTACT_STATUSES, PREFERRED_CONTACT_METHODS } from '@pachmarhi/common/constants';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { BalanceCarried } from '@pachmarhi/common/schemas/folio-record';
import type { EnquiryLine } from '@pachmarhi/common/enquiry';
import type { TripExtraRequest } from '@pachmarhi/common/schemas/trips';
import type { TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { ENQUIRY_STATUSES } from '@pachmarhi/common/enquiry-statuses';
import { RESERVATION_KINDS, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { MEAL_PLANS, type MealPrice } from '@pachmarhi/common/trip-terms';
import { inList, timestamps } from './schema-columns';
import { calendarFeeds } from './calendar-sync-schema';
import { trips } from './trips-schema';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact').notNull().default('email'),
    travelDate: date('travel_date', { mode: 'string' }),
    numberOfPeople: integer('number_of_people'),
    serviceType: text('service_type').notNull().default('general'),
    isRead: boolean('is_read').notNull().default(false),
    /** Where the admin has taken the enquiry (new → replied → converted/closed). */
    status: text('status').notNull().default('new'),
    /** Set when the admin archives the message; archived ones leave the default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('contact_messages_status_check', inList('status', CONTACT_STATUSES)),
    check('contact_messages_preferred_check', inList('preferred_contact', PREFERRED_CONTACT_METHODS)),
    check('contact_messages_service_check', inList('service_type', CONTACT_SERVICE_VALUES)),
    check('contact_messages_people_check', sql`number_of_people is null or number_of_people between 1 and 50`),
    index('contact_messages_created_at_idx').on(sql`created_at desc`),
  ],
);

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
 * (calendar-sync-schema.ts).
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

/**
 * Anonymous enquiries (common/src/enquiry.ts): a visitor pressed WhatsApp about an item, with dates
 * or before choosing them (no dates, quote or availability then). No personal data; `quote` is the
 * server's price at that moment; `reference` is the short code
 * the WhatsApp message carries. Takes no capacity. The owner moves its `status`; a reservation made
 * from it (`reservation_id`) keeps its quote. item_id has no foreign key (as reservations).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** Null when the visitor asked before choosing dates (then no quote and no availability either). */
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    /** A park safari's shift (morning, evening); null for everything else. */
    shift: text('shift'),
    guests: integer('guests').notNull(),
    available: boolean('available'),
    quote: jsonb('quote').$type<Quote>(),
    /**
     * A visitor's whole trip (issue 35): every line asked about (`POST /api/trips/quote`'s lines,
     * defaults filled), the extras, and the trip quote the server computed then (the one price rule,
     * common/src/money/trip-quote.ts), which a trip made from it keeps. Null for a single item
     * (then `kind`…`quote` are the stay; for a trip they are its first line's).
     */
    lines: jsonb('lines').$type<EnquiryLine[]>(),
    extras: jsonb('extras').$type<TripExtraRequest[]>(),
    tripQuote: jsonb('trip_quote').$type<TripQuoteAnswer>(),
    /** new, replied, booked, lost (common/src/enquiry-statuses.ts), set by the owner; booked by a reservation made from it. */
    status: text('status').notNull().default('new'),
    /** The reservation made from the enquiry; cleared when that reservation is deleted. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** The trip made from the enquiry (or the trip of the reservation made from it); cleared when that trip is deleted. */
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_kind_check', inList('kind', RESERVATION_KINDS)),
    check('enquiries_status_check', inList('status', ENQUIRY_STATUSES)),
    check('enquiries_guests_check', sql`guests between 1 and 50`),
    index('enquiries_created_at_idx').on(sql`created_at desc`),
    index('enquiries_item_idx').on(t.kind, t.itemId),
  ],
);
