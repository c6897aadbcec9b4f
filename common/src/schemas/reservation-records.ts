/**
 * Shapes the reservation, availability and enquiry endpoints answer with (docs/api.md#reservations-and-availability,
 * #enquiries), as zod schemas: the API reference is generated from them (server/src/platform/http/openapi) and the
 * server's contract tests check real responses against it. Dates are IST calendar dates 'YYYY-MM-DD'; instants are
 * ISO strings (UTC); money is whole rupees.
 */
import { z } from 'zod';
import { ITEM_KINDS } from '../kinds';
import { ENQUIRY_STATUSES } from '../enquiry-statuses';
import { RESERVATION_SOURCES, RESERVATION_STATUSES } from './reservation';
import { calendarDate, instant, recordId, rupees } from './record-fields';
import { moneySummarySchema } from './money-records';
import { quoteSchema } from './quote-record';

export const itemKindSchema = z.enum(ITEM_KINDS).meta({ id: 'ItemKind', description: 'room, vehicle or tour' });

/** A reservation by date. */
export const reservationSchema = z
  .object({
    _id: recordId(),
    /** Short reference to quote on the phone or WhatsApp, e.g. 'K7Q2XM'. */
    reference: z.string(),
    kind: itemKindSchema,
    itemId: recordId(),
    /** The item's name (tour title); null once the item has been deleted. */
    itemName: z.string().nullable(),
    /** Rooms: first night; vehicles: first rental day; tours: departure date. */
    checkIn: calendarDate(),
    /** Rooms and vehicles: the day after the last night or rental day; tours: null. */
    checkOut: calendarDate().nullable(),
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
    /** Paise: the quote's grand total with tax, the payments not voided, and what is left. */
    ...moneySummarySchema.shape,
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

/** An anonymous enquiry: a visitor pressed "Reserve via WhatsApp" with dates (no personal data). */
export const enquirySchema = z
  .object({
    _id: recordId(),
    /** Four characters of ENQUIRY_REFERENCE_ALPHABET, e.g. 'K7Q2' (shown as '#K7Q2'). */
    reference: z.string().length(4),
    kind: itemKindSchema,
    itemId: recordId(),
    /** Null once the item is deleted. */
    itemName: z.string().nullable(),
    /** Null when the visitor pressed WhatsApp before choosing dates. */
    checkIn: calendarDate().nullable(),
    /** Null for tours and without dates. */
    checkOut: calendarDate().nullable(),
    guests: z.int().min(1),
    /** Whether the item was free for the dates when asked; null without dates. */
    available: z.boolean().nullable(),
    /** The price computed by the server when the visitor asked (whole rupees); null without dates. */
    quote: quoteSchema.nullable(),
    /** new, replied, booked (a reservation was made from it) or lost; set by the owner. */
    status: z.enum(ENQUIRY_STATUSES),
    /** The reservation made from it and its reference; null before (or once that reservation is deleted). */
    reservationId: recordId().nullable(),
    reservationReference: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'Enquiry' });

/** Enquiries per item for the dashboard: the last 30 days, most asked first. */
export const enquiryCountSchema = z
  .object({ kind: itemKindSchema, itemId: recordId(), itemName: z.string().nullable(), count: z.int().min(1) })
  .meta({ id: 'EnquiryCount' });
