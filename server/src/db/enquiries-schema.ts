/**
 * Who asked and who is coming: contact messages and reservations by date (see schema.ts for the
 * conventions: CHECK constraints for enumerations, whole rupees, timestamptz instants).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_SERVICE_VALUES, CONTACT_STATUSES, PREFERRED_CONTACT_METHODS } from '@pachmarhi/common/constants';
import type { Quote } from '@pachmarhi/common/quote';
import { RESERVATION_KINDS, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { inList, timestamps } from './schema-columns';

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
 * while counting capacity).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }),
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
    /** Short enquiry reference (e.g. 'K7Q2') to quote on the phone or WhatsApp. */
    reference: text('reference').unique(),
    ...timestamps,
  },
  (t) => [
    check('reservations_kind_check', inList('kind', RESERVATION_KINDS)),
    check('reservations_status_check', inList('status', RESERVATION_STATUSES)),
    check('reservations_source_check', inList('source', RESERVATION_SOURCES)),
    check('reservations_guests_check', sql`guests between 1 and 50`),
    check('reservations_dates_check', sql`(kind = 'tour' and check_out is null) or (kind <> 'tour' and check_out is not null and check_out > check_in)`),
    check('reservations_hold_check', sql`status <> 'held' or hold_expires_at is not null`),
    index('reservations_item_dates_idx').on(t.kind, t.itemId, t.checkIn),
    index('reservations_status_idx').on(t.status),
  ],
);

/**
 * Anonymous enquiries (common/src/enquiry.ts): a visitor pressed "Reserve via WhatsApp" with dates.
 * No personal data; `quote` is the server's price at that moment; `reference` is the short code
 * the WhatsApp message carries. Takes no capacity. item_id has no foreign key (as reservations).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }),
    guests: integer('guests').notNull(),
    available: boolean('available').notNull(),
    quote: jsonb('quote').$type<Quote>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_kind_check', inList('kind', RESERVATION_KINDS)),
    check('enquiries_guests_check', sql`guests between 1 and 50`),
    index('enquiries_created_at_idx').on(sql`created_at desc`),
    index('enquiries_item_idx').on(t.kind, t.itemId),
  ],
);
