/**
 * Shapes the reservation and availability endpoints answer with (docs/api.md#reservations-and-availability,
 * the enquiry counts), as zod schemas: the API reference is generated from them (server/src/platform/http/openapi) and the
 * server's contract tests check real responses against it. Dates are IST calendar dates 'YYYY-MM-DD'; instants are
 * ISO strings (UTC); money is whole rupees.
 */
import { z } from 'zod';
import { SHIFTS } from '../operations/shifts';
import { ITEM_KINDS } from '../kinds';
import { RESERVATION_SOURCES, RESERVATION_STATUSES } from './reservation';
import { calendarDate, instant, recordId, rupees } from './record-fields';
import { moneySummarySchema } from './money-records';
import { balanceCarriedSchema, folioSchema } from './folio-record';
import { quoteSchema } from './quote-record';
import { MEAL_PLANS } from '../trip-terms';
import { mealPriceSchema } from './meal-plans';

export const itemKindSchema = z.enum(ITEM_KINDS).meta({ id: 'ItemKind', description: 'room, vehicle or tour' });

/** A reservation by date. */
export const reservationSchema = z
  .object({
    _id: recordId(),
    /** Short reference to quote on the phone or WhatsApp, e.g. 'K7Q2XM'. */
    reference: z.string(),
    /** The trip this reservation is a line of (a reservation made on its own is a trip of one line, same reference). */
    tripId: recordId(),
    kind: itemKindSchema,
    itemId: recordId(),
    /** Identical rooms or vehicles taken on each date (tours: 1). */
    units: z.int().min(1),
    /** Rooms: EP, CP, MAP or AP; null for vehicles, tours and blocks. */
    mealPlan: z.enum(MEAL_PLANS).nullable(),
    /** A priced meal plan's rupees per adult and per child per night when the line was priced; null for none. */
    mealPrice: mealPriceSchema.nullable(),
    /** How many of `guests` are children. */
    children: z.int().min(0),
    /** The item's name (tour title); null once the item has been deleted. */
    itemName: z.string().nullable(),
    /** The item's name in Hindi as the owner wrote it; null when not written or the item is gone. */
    itemNameHi: z.string().nullable(),
    /** Rooms: first night; vehicles: first rental day; tours: departure date. */
    checkIn: calendarDate(),
    /** Rooms and vehicles: the day after the last night or rental day; tours: null. */
    checkOut: calendarDate().nullable(),
    /** A park safari's shift (issue 39); null for everything else. */
    shift: z.enum(SHIFTS).nullable(),
    guests: z.int().min(1),
    guestName: z.string(),
    /** Normalised, '+919876543210'; '' for blocks. */
    guestPhone: z.string(),
    guestEmail: z.string().nullable(),
    status: z.enum(RESERVATION_STATUSES),
    /** When a 'held' reservation stops taking its dates; null for other statuses. */
    holdExpiresAt: instant().nullable(),
    /** True while it takes units or seats (held before expiry, confirmed, blocked, checked in). */
    occupying: z.boolean(),
    source: z.enum(RESERVATION_SOURCES),
    notes: z.string(),
    /**
     * The price snapshot taken when the reservation was made or its dates, item or guests changed; null for blocks.
     * Made from an enquiry (`enquiryId`), the enquiry's quote unless re-priced.
     */
    quote: quoteSchema.nullable(),
    /** The total the owner agreed with the guest, whole rupees (the reason in `notes`); null: the quote's total. `amountDue` is based on it. */
    agreedTotal: rupees().nullable(),
    /** The import feed of a block taken from a channel's calendar (source 'ical'); null otherwise. */
    feedId: recordId().nullable(),
    /** The imported event's UID as the channel wrote it; null for the product's own reservations. */
    externalUid: z.string().nullable(),
    /** An imported block that collides with other bookings beyond the item's units (stored all the same). */
    conflict: z.boolean(),
    /** When the guest was checked in / out at the desk; null before. */
    checkedInAt: instant().nullable(),
    checkedOutAt: instant().nullable(),
    /** The messages the desk opened in WhatsApp for this guest: template key, when, by whom (user id). */
    messagesSent: z.array(z.object({ key: z.string(), at: instant(), by: recordId().nullable() })),
    createdAt: instant(),
    updatedAt: instant(),
    /** Paise, the folio's: what is owed with tax, paid (payments − refunds) and what is left. */
    ...moneySummarySchema.shape,
    /** Every money figure of the stay (common/src/money/folio.ts): the one source of each amount shown. */
    folio: folioSchema,
    /** The balance the guest left owing at check-out and why; null when none was carried. */
    balanceCarried: balanceCarriedSchema.nullable(),
  })
  .meta({ id: 'Reservation' });

/** One item in `GET /api/availability`: whether it is free for the asked stay, how many units are left and its quote. */
export const stayAvailabilitySchema = z
  .object({
    _id: recordId(),
    /** Free for the whole range and, for rooms, the guests fit one room; for tours, enough seats. */
    available: z.boolean(),
    /** Units free on every date of the range (tours: seats left on the departure). */
    unitsLeft: z.int().min(0),
    quote: quoteSchema,
  })
  .meta({ id: 'StayAvailability' });

/** One day in `GET /api/availability/:kind/:id?month=`. */
export const dayAvailabilitySchema = z
  .object({
    date: calendarDate(),
    unitsLeft: z.int().min(0),
    /** At least one unit (tours: seat) left and the date not in the past (IST). */
    available: z.boolean(),
  })
  .meta({ id: 'DayAvailability' });

const occupancy = () => z.object({ booked: z.int().min(0), available: z.int().min(0), rate: z.number().min(0) });

/** Reservation figures added to `GET /api/dashboard/stats` (`data.reservations`). */
export const dashboardReservationsSchema = z
  .object({
    /** Held (unexpired) and confirmed reservations starting today / tomorrow (IST), every kind. */
    arrivals: z.object({ today: z.int().min(0), tomorrow: z.int().min(0) }),
    /** Held (unexpired) and confirmed room and vehicle reservations ending today / tomorrow. */
    departures: z.object({ today: z.int().min(0), tomorrow: z.int().min(0) }),
    /** Rooms over the next 7 and 30 nights from today: booked room-nights / available room-nights (units × nights). */
    roomOccupancy: z.object({ next7: occupancy(), next30: occupancy() }),
    /** Sum of the totals (agreed, else the quote's) of confirmed reservations starting within the next 30 days, rupees. */
    confirmedRevenueNext30: rupees(),
    /** Visitors' enquiries (GET /api/enquiries) with status 'new' or 'replied'. */
    openEnquiries: z.int().min(0),
  })
  .meta({ id: 'DashboardReservations' });

/** Enquiries per item for the dashboard: the last 30 days, most asked first. */
export const enquiryCountSchema = z
  .object({ kind: itemKindSchema, itemId: recordId(), itemName: z.string().nullable(), count: z.int().min(1) })
  .meta({ id: 'EnquiryCount' });
