/**
 * The inventory module's tables: rooms, vehicles and tours (docs/decisions/002-one-inventory-module.md), and
 * the slugs an item answered to before a rename (docs/decisions/013-item-slugs.md). Conventions:
 * platform/db/schema-columns.ts.
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
import { bookingHold, inList, slugColumn, timestamps } from '../../platform/db/schema-columns';
import {
  DEFAULT_SEATS_PER_DEPARTURE,
  DEFAULT_UNITS,
  FUEL_TYPES,
  ROOM_CATEGORIES,
  ROOM_STATUSES,
  TOUR_STATUSES,
  VEHICLE_STATUSES,
} from '@pachmarhi/common/constants';
import type { RoomFields } from '@pachmarhi/common/schemas/room';
import type { VehicleFields } from '@pachmarhi/common/schemas/vehicle';
import type { TourFields } from '@pachmarhi/common/schemas/tour';
import type { RoomHindi, TourHindi, VehicleHindi } from '@pachmarhi/common/schemas/hindi';
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import type { PickupPoint } from '@pachmarhi/common/schemas/operations';

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...slugColumn,
    price: integer('price').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications')
      .$type<RoomFields['specifications']>()
      .notNull()
      .default({ roomSize: '', bedType: '', capacity: '', view: '' }),
    availability: jsonb('availability').$type<RoomFields['availability']>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    category: text('category').notNull().default('Standard'),
    status: text('status').notNull().default('Available'),
    hotelName: text('hotel_name').notNull().default(''),
    location: text('location').notNull().default('Pachmarhi'),
    policies: jsonb('policies')
      .$type<RoomFields['policies']>()
      .notNull()
      .default({ checkIn: '', checkOut: '', cancellation: '' }),
    /** Identical rooms this listing stands for; `specifications.capacity` is the guests per room. */
    units: integer('units').notNull().default(DEFAULT_UNITS),
    /** Guests included in the price; null: the room's capacity. */
    baseOccupancy: integer('base_occupancy'),
    /** Rupees per guest over the base occupancy, per night. */
    extraGuestPrice: integer('extra_guest_price').notNull().default(0),
    /** Meal plans offered beyond EP: rupees per adult and per child per night (common/src/trip-terms.ts); {} none. */
    mealPlans: jsonb('meal_plans').$type<MealPlanPrices>().notNull().default({}),
    /** The Hindi of the texts (common/src/schemas/hindi.ts); {} until written. */
    hi: jsonb('hi').$type<Partial<RoomHindi>>().notNull().default({}),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('rooms_price_check', sql`price >= 0`),
    check('rooms_units_check', sql`units >= 1`),
    check('rooms_base_occupancy_check', sql`base_occupancy is null or base_occupancy between 1 and 50`),
    check('rooms_extra_guest_price_check', sql`extra_guest_price >= 0`),
    check('rooms_category_check', inList('category', ROOM_CATEGORIES)),
    check('rooms_status_check', inList('status', ROOM_STATUSES)),
    index('rooms_created_at_idx').on(sql`created_at desc`),
    uniqueIndex('rooms_slug_key').on(sql`slug`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...slugColumn,
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
    vehicleInfo: jsonb('vehicle_info')
      .$type<VehicleFields['vehicleInfo']>()
      .notNull()
      .default({ model: '', year: '', seats: '', fuelType: '', transmission: '', mileage: '' }),
    rentalTerms: jsonb('rental_terms')
      .$type<VehicleFields['rentalTerms']>()
      .notNull()
      .default({ minimumRental: '', deposit: '', insurance: '', cancellation: '' }),
    /** Identical vehicles this listing stands for. */
    units: integer('units').notNull().default(DEFAULT_UNITS),
    /** The Hindi of the texts (common/src/schemas/hindi.ts); {} until written. */
    hi: jsonb('hi').$type<Partial<VehicleHindi>>().notNull().default({}),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('vehicles_price_check', sql`price >= 0`),
    check('vehicles_units_check', sql`units >= 1`),
    check('vehicles_fuel_type_check', inList('fuel_type', FUEL_TYPES)),
    check('vehicles_status_check', inList('status', VEHICLE_STATUSES)),
    index('vehicles_created_at_idx').on(sql`created_at desc`),
    uniqueIndex('vehicles_slug_key').on(sql`slug`),
  ],
);

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    ...slugColumn,
    location: text('location').notNull(),
    duration: text('duration').notNull().default(''),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary')
      .$type<
        { _id: string; day: number; title: string; description: string; hi?: { title: string; description: string } }[]
      >()
      .notNull()
      .default([]),
    departureDates: jsonb('departure_dates').$type<TourFields['departureDates']>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('Available'),
    /** Persons one departure takes, summed over its reservations. */
    seatsPerDeparture: integer('seats_per_departure').notNull().default(DEFAULT_SEATS_PER_DEPARTURE),
    /** Fewest persons one booking takes. */
    minPersons: integer('min_persons').notNull().default(1),
    /** No booking for a departure closer than this many days. */
    bookingCutoffDays: integer('booking_cutoff_days').notNull().default(0),
    /** A safari into Satpura Tiger Reserve: quoted, enquired and reserved per park shift, never on a closed one (issue 39). */
    parkSafari: boolean('park_safari').notNull().default(false),
    /** Where and when guests are picked up (hotel, Pipariya station, the bus stand), IST 'HH:MM'. */
    pickupPoints: jsonb('pickup_points').$type<PickupPoint[]>().notNull().default([]),
    /** The Hindi of the texts (common/src/schemas/hindi.ts; each itinerary day has its own); {} until written. */
    hi: jsonb('hi').$type<Partial<TourHindi>>().notNull().default({}),
    ...bookingHold,
    ...timestamps,
  },
  () => [
    check('tours_price_check', sql`price >= 0`),
    check('tours_seats_per_departure_check', sql`seats_per_departure >= 1`),
    check('tours_min_persons_check', sql`min_persons between 1 and 50`),
    check('tours_booking_cutoff_days_check', sql`booking_cutoff_days between 0 and 365`),
    check('tours_status_check', inList('status', TOUR_STATUSES)),
    index('tours_created_at_idx').on(sql`created_at desc`),
    uniqueIndex('tours_slug_key').on(sql`slug`),
  ],
);

/**
 * Slugs an item answered to before a rename, so old links keep working (301 to the current slug).
 * `kind` is the ItemKind; rows go with their item (deleted with it, taken over by a new item that
 * claims the slug).
 */
export const itemSlugHistory = pgTable(
  'item_slug_history',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('item_slug_history_item_idx').on(t.itemId)],
);
