/**
 * Trips (issue 35; conventions: platform/db/schema-columns.ts): the guest's whole order, whose lines are the
 * reservations (`reservations.trip_id`) and the extras from the owner's catalogue. A trip's status
 * is not stored: it is read from its lines (common/src/trip-terms.ts). Prices are whole rupees.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from '../../platform/db/schema-columns';
import { RESERVATION_SOURCES } from '@pachmarhi/common/schemas/reservation';
import { EXTRA_UNITS } from '@pachmarhi/common/trip-terms';

/**
 * One trip: its reference (the short code guests quote; null only for blocks imported from a
 * channel's calendar, like their reservation's), the guest, where it came from, notes and the
 * total agreed for the whole trip (null: the lines' own figures).
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').unique(),
    guestName: text('guest_name').notNull().default(''),
    /** Normalised, '+919876543210'; '' for blocks. */
    guestPhone: text('guest_phone').notNull().default(''),
    guestEmail: text('guest_email'),
    source: text('source').notNull().default('other'),
    notes: text('notes').notNull().default(''),
    /** The total agreed with the guest for the whole trip, whole rupees (why: `notes`); null: none. */
    agreedTotal: integer('agreed_total'),
    ...timestamps,
  },
  () => [
    check('trips_source_check', inList('source', RESERVATION_SOURCES)),
    check('trips_agreed_total_check', sql`agreed_total is null or agreed_total >= 0`),
    index('trips_created_at_idx').on(sql`created_at desc`),
  ],
);

/**
 * The owner's catalogue of extras (bonfire, station pickup, packed lunch…): names and descriptions
 * in English and Hindi ('' until written), the price in rupees counted by `unit`, its GST rate
 * (percent) and SAC/HSN; `public` ones are offered to visitors, inactive ones to nobody.
 */
export const extras = pgTable(
  'extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    price: integer('price').notNull(),
    unit: text('unit').notNull(),
    gstRate: integer('gst_rate').notNull().default(18),
    sac: text('sac').notNull().default(''),
    public: boolean('public').notNull().default(true),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  () => [
    check('extras_price_check', sql`price >= 0`),
    check('extras_unit_check', inList('unit', EXTRA_UNITS)),
    check('extras_gst_rate_check', sql`gst_rate between 0 and 28`),
    index('extras_name_idx').on(sql`name`),
  ],
);

/**
 * Extras on a trip: which one, how many, and what it was when added (name, unit, price, GST rate,
 * SAC), so the trip's bill does not move when the catalogue does; `extra_id` is cleared when the
 * owner deletes the extra.
 */
export const tripExtras = pgTable(
  'trip_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    extraId: uuid('extra_id').references(() => extras.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    unit: text('unit').notNull(),
    /** Rupees per unit when added. */
    price: integer('price').notNull(),
    gstRate: integer('gst_rate').notNull(),
    sac: text('sac').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trip_extras_quantity_check', sql`quantity between 1 and 100`),
    check('trip_extras_price_check', sql`price >= 0`),
    check('trip_extras_unit_check', inList('unit', EXTRA_UNITS)),
    check('trip_extras_gst_rate_check', sql`gst_rate between 0 and 28`),
    index('trip_extras_trip_idx').on(t.tripId),
  ],
);
