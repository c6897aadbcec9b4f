/**
 * The database schema (Drizzle). Lists inside records are jsonb; everything filtered, sorted or
 * counted is a real column. Enumerations are CHECK constraints (portable across schemas, unlike
 * CREATE TYPE). Prices are whole rupees; instants are timestamptz.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CONTACT_SERVICE_VALUES, CONTACT_STATUSES, FUEL_TYPES, GALLERY_CATEGORIES, PREFERRED_CONTACT_METHODS,
  ROOM_CATEGORIES, ROOM_STATUSES, TOUR_STATUSES, VEHICLE_STATUSES,
} from '@pachmarhi/common/constants';
import type { RoomFields } from '@pachmarhi/common/schemas/room';
import type { VehicleFields } from '@pachmarhi/common/schemas/vehicle';
import type { TourFields } from '@pachmarhi/common/schemas/tour';
import type { Quote } from '@pachmarhi/common/quote';
import {
  DEFAULT_SEATS_PER_DEPARTURE, DEFAULT_UNITS, RESERVATION_KINDS, RESERVATION_SOURCES, RESERVATION_STATUSES,
} from '@pachmarhi/common/schemas/reservation';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const bookingHold = {
  isBooked: boolean('is_booked').notNull().default(false),
  bookingExpiresAt: timestamp('booking_expires_at', { withTimezone: true }),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').notNull().default(2),
    /** Put in each token as `tv`; bumping it ends every session of the user (revoke, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('users_role_check', sql`role in (1, 2)`)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<RoomFields['specifications']>().notNull().default({ roomSize: '', bedType: '', capacity: '', view: '' }),
    availability: jsonb('availability').$type<RoomFields['availability']>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    category: text('category').notNull().default('Standard'),
    status: text('status').notNull().default('Available'),
    hotelName: text('hotel_name').notNull().default(''),
    location: text('location').notNull().default('Pachmarhi'),
    policies: jsonb('policies').$type<RoomFields['policies']>().notNull().default({ checkIn: '', checkOut: '', cancellation: '' }),
    /** Identical rooms this listing stands for; `specifications.capacity` is the guests per room. */
    units: integer('units').notNull().default(DEFAULT_UNITS),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('rooms_price_check', sql`price >= 0`),
    check('rooms_units_check', sql`units >= 1`),
    check('rooms_category_check', inList('category', ROOM_CATEGORIES)),
    check('rooms_status_check', inList('status', ROOM_STATUSES)),
    index('rooms_created_at_idx').on(sql`created_at desc`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    fuelType: text('fuel_type').notNull().default('Petrol'),
    price: integer('price').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('Available'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<string[]>().notNull().default([]),
    availability: jsonb('availability').$type<VehicleFields['availability']>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    location: text('location').notNull().default('Pachmarhi'),
    category: text('category').notNull().default(''),
    vehicleInfo: jsonb('vehicle_info').$type<VehicleFields['vehicleInfo']>().notNull().default({ model: '', year: '', seats: '', fuelType: '', transmission: '', mileage: '' }),
    rentalTerms: jsonb('rental_terms').$type<VehicleFields['rentalTerms']>().notNull().default({ minimumRental: '', deposit: '', insurance: '', cancellation: '' }),
    /** Identical vehicles this listing stands for. */
    units: integer('units').notNull().default(DEFAULT_UNITS),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('vehicles_price_check', sql`price >= 0`),
    check('vehicles_units_check', sql`units >= 1`),
    check('vehicles_fuel_type_check', inList('fuel_type', FUEL_TYPES)),
    check('vehicles_status_check', inList('status', VEHICLE_STATUSES)),
    index('vehicles_created_at_idx').on(sql`created_at desc`),
  ],
);

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    duration: text('duration').notNull().default(''),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<{ _id: string; day: number; title: string; description: string }[]>().notNull().default([]),
    departureDates: jsonb('departure_dates').$type<TourFields['departureDates']>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('Available'),
    /** Persons one departure takes, summed over its reservations. */
    seatsPerDeparture: integer('seats_per_departure').notNull().default(DEFAULT_SEATS_PER_DEPARTURE),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('tours_price_check', sql`price >= 0`),
    check('tours_seats_per_departure_check', sql`seats_per_departure >= 1`),
    check('tours_status_check', inList('status', TOUR_STATUSES)),
    index('tours_created_at_idx').on(sql`created_at desc`),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    altText: text('alt_text').notNull(),
    tags: text('tags').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('gallery_images_category_check', inList('category', GALLERY_CATEGORIES)),
    index('gallery_images_category_idx').on(sql`category`, sql`upload_date desc`),
  ],
);

/** Current weekend-pricing state: a single row (id = 1). */
export const weekendPricing = pgTable(
  'weekend_pricing',
  {
    id: integer('id').primaryKey().default(1),
    isActive: boolean('is_active').notNull().default(false),
    percentageIncrease: integer('percentage_increase').notNull().default(25),
    startTime: timestamp('start_time', { withTimezone: true }),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('weekend_pricing_single_row', sql`id = 1`),
    check('weekend_pricing_percentage_check', sql`percentage_increase between 0 and 100`),
  ],
);

/** One row per active period; `endTime` null while it is the current one. */
export const weekendPricingHistory = pgTable(
  'weekend_pricing_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    percentageIncrease: integer('percentage_increase').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  () => [
    check('weekend_pricing_history_percentage_check', sql`percentage_increase between 0 and 100`),
    index('weekend_pricing_history_start_idx').on(sql`start_time desc`),
  ],
);

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
