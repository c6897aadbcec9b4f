/**
 * The shape of an enquiry as the API answers with it (docs/api.md#enquiries), as a zod schema: the
 * API reference is generated from it and the server's contract tests check real responses against
 * it. Dates are IST calendar dates; prices whole rupees, tax and grand totals paise.
 */
import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../enquiry-statuses';
import { MEAL_PLANS } from '../trip-terms';
import { calendarDate, instant, recordId } from './record-fields';
import { quoteSchema } from './quote-record';
import { itemKindSchema } from './reservation-records';
import { tripQuoteSchema } from './trip-records';

/** One line of a visitor's trip as the enquiry keeps it (what `POST /api/trips/quote` takes, defaults filled). */
export const enquiryLineSchema = z
  .object({
    kind: itemKindSchema,
    itemId: recordId(),
    checkIn: calendarDate(),
    /** Absent for tours. */
    checkOut: calendarDate().optional(),
    guests: z.int().min(1),
    units: z.int().min(1),
    children: z.int().min(0),
    /** Rooms: EP, CP, MAP or AP; absent: room only. */
    mealPlan: z.enum(MEAL_PLANS).optional(),
  })
  .meta({ id: 'EnquiryLine' });

/**
 * An anonymous enquiry: a visitor pressed "Reserve via WhatsApp" (no personal data). A whole trip
 * (issue 35) keeps its `lines`, `extras` and `tripQuote`; its item, dates, guests and `quote` are
 * then its first line's.
 */
export const enquirySchema = z
  .object({
    _id: recordId(),
    /** Four characters of ENQUIRY_REFERENCE_ALPHABET, e.g. 'K7Q2' (shown as '#K7Q2'): one for the whole trip. */
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
    /** Whether the item (a trip: every line) was free for the dates when asked; null without dates. */
    available: z.boolean().nullable(),
    /** The price computed by the server when the visitor asked (whole rupees; a trip: its first line's); null without dates. */
    quote: quoteSchema.nullable(),
    /** A trip: every line asked about, in order; null for a single item. */
    lines: z.array(enquiryLineSchema).nullable(),
    /** A trip: the extras asked for; null for a single item. */
    extras: z.array(z.object({ extraId: recordId(), quantity: z.int().min(1) })).nullable(),
    /**
     * A trip: its price when the visitor asked (`POST /api/trips/quote`'s answer, the one price rule);
     * the trip made from the enquiry keeps these prices. Null for a single item.
     */
    tripQuote: tripQuoteSchema.nullable(),
    /** new, replied, booked (a reservation or trip was made from it) or lost; set by the owner. */
    status: z.enum(ENQUIRY_STATUSES),
    /** The reservation made from it (a trip's first line) and its reference; null before (or once deleted). */
    reservationId: recordId().nullable(),
    reservationReference: z.string().nullable(),
    /** The trip made from it (`POST /api/enquiries/:id/trip`, or the trip of the reservation made from it) and its reference. */
    tripId: recordId().nullable(),
    tripReference: z.string().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'Enquiry' });
