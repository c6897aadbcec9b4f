/**
 * The enquiries module's table: visitors' anonymous WhatsApp enquiries (conventions:
 * platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { EnquiryLine } from '@pachmarhi/common/enquiry';
import type { TripExtraRequest } from '@pachmarhi/common/schemas/trips';
import type { TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { ENQUIRY_STATUSES } from '@pachmarhi/common/enquiry-statuses';
import { RESERVATION_KINDS } from '@pachmarhi/common/schemas/reservation';
import { reservations } from '../reservations/reservations.tables';
import { trips } from '../trips/trips.tables';

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
