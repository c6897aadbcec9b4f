/**
 * Shapes the trip endpoints answer with (docs/api.md#trips), as zod schemas: the API reference is
 * generated from them and the server's contract tests check real responses against it. Prices are
 * whole rupees, tax and what is owed paise, as in the single-item quote and the folio.
 */
import { z } from 'zod';
import { EXTRA_UNITS, MEAL_PLANS, PRICED_MEAL_PLANS, TRIP_STATUSES } from '../trip-terms';
import { RESERVATION_SOURCES } from './reservation';
import { calendarDate, instant, paise, recordId, rupees } from './record-fields';
import { quoteSchema, quoteTaxSchema } from './quote-record';
import { reservationSchema } from './reservation-records';
import { folioSchema } from './folio-record';

/** An extra of the owner's catalogue. */
export const extraSchema = z
  .object({
    _id: recordId(),
    name: z.string(),
    /** '' until written. */
    nameHi: z.string(),
    description: z.string(),
    descriptionHi: z.string(),
    /** Rupees per unit. */
    price: rupees(),
    unit: z.enum(EXTRA_UNITS),
    /** Percent, CGST + SGST. */
    gstRate: z.int().min(0).max(28),
    /** SAC (services) or HSN (goods). */
    sac: z.string(),
    /** Offered to visitors (else staff only). */
    public: z.boolean(),
    /** Offered at all. */
    active: z.boolean(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Extra' });

/** Why a line's tax is what it is (common/src/money/trip-quote.ts). */
export const gstBasisSchema = z
  .object({
    code: z.enum(['room', 'tour', 'vehicle', 'extra', 'unregistered']),
    rates: z.array(z.number().min(0).max(28)),
    /** English, for the owner ('Room nights at 5 %: each night by its value per room …'). */
    note: z.string(),
  })
  .meta({ id: 'GstBasis' });

/** The meals of a room line: the plan's price per adult and per child per night, for its nights. */
export const mealChargeSchema = z
  .object({
    plan: z.enum(PRICED_MEAL_PLANS),
    adults: z.int().min(0),
    children: z.int().min(0),
    nights: z.int().min(1),
    adult: rupees(),
    child: rupees(),
    perNight: rupees(),
    total: rupees(),
  })
  .meta({ id: 'MealCharge' });

/** What a trip adds to each line's quote. */
const linePriced = {
  /** The reservation (line) priced; absent in a quote of lines not yet written. */
  _id: recordId().optional(),
  itemId: recordId(),
  /** Null once the item is deleted. */
  itemName: z.string().nullable(),
  units: z.int().min(1),
  /** Rooms: EP, CP, MAP or AP; null for vehicles and tours. */
  mealPlan: z.enum(MEAL_PLANS).nullable(),
  meals: mealChargeSchema.nullable(),
  /** Rupees: the quote's total plus the meals. */
  subtotal: rupees(),
  /** The line's GST (with its meals), paise. */
  tax: quoteTaxSchema,
  /** Paise: what the line comes to with its GST. */
  grandTotal: paise(),
  gst: gstBasisSchema,
  /** Quotes: units (tours: seats) free on every date once the lines before it are counted; absent on a trip's lines. */
  unitsLeft: z.int().min(0).optional(),
};
const [roomQuote, vehicleQuote, tourQuote] = quoteSchema.options;

/**
 * One line of a trip quote: the single-item quote (rooms per night, vehicles per day, tours per
 * person; all its units) with `available` and `reason` also counting the units left, and what the
 * trip adds (meals, subtotal, GST).
 */
export const tripQuoteLineSchema = z
  .discriminatedUnion('kind', [
    roomQuote.extend(linePriced),
    vehicleQuote.extend(linePriced),
    tourQuote.extend(linePriced),
  ])
  .meta({ id: 'TripQuoteLine' });

/** An extra on a trip, priced. */
export const tripExtraSchema = z
  .object({
    /** The trip's extra line; absent in a quote. */
    _id: recordId().optional(),
    /** The catalogue extra; null once the owner deleted it (the line keeps what it was). */
    extraId: recordId().nullable(),
    name: z.string(),
    nameHi: z.string(),
    unit: z.enum(EXTRA_UNITS),
    /** Rupees per unit when added. */
    price: rupees(),
    quantity: z.int().min(1),
    gstRate: z.int().min(0).max(28),
    sac: z.string(),
    /** quantity × the trip's nights and/or guests as the unit says. */
    count: z.int().min(0),
    /** Rupees: price × count. */
    total: rupees(),
    tax: quoteTaxSchema,
    grandTotal: paise(),
    gst: gstBasisSchema,
  })
  .meta({ id: 'TripExtra' });

/** The price of a trip: every line, every extra, the total (rupees), GST by rate and the grand total (paise). */
export const tripQuoteSchema = z
  .object({
    /** Every line is available (stay rules, guests and units left). */
    available: z.boolean(),
    lines: z.array(tripQuoteLineSchema),
    extras: z.array(tripExtraSchema),
    /** Rupees. */
    total: rupees(),
    /** GST by rate over the whole trip (each line's own, added up by rate), paise. */
    tax: quoteTaxSchema,
    /** Paise. */
    grandTotal: paise(),
    /** The trip's nights and guests, which extras are counted by. */
    span: z.object({ nights: z.int().min(1), guests: z.int().min(1) }),
  })
  .meta({ id: 'TripQuote' });

/** A trip: the guest's whole order, its lines (reservations), extras, price and what is owed. */
export const tripSchema = z
  .object({
    _id: recordId(),
    /** The short code guests quote ('K7Q2XM'); '' only for blocks imported from a channel's calendar. */
    reference: z.string(),
    /** The furthest of its live lines (enquiry, held, confirmed, checked-in, checked-out); cancelled when none is live. */
    status: z.enum(TRIP_STATUSES),
    guest: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
    source: z.enum(RESERVATION_SOURCES),
    notes: z.string(),
    /** The total agreed for the whole trip, whole rupees; null: the lines' own. */
    agreedTotal: rupees().nullable(),
    /** The first check-in and last check-out (or tour day) of its lines; null without lines. */
    from: calendarDate().nullable(),
    to: calendarDate().nullable(),
    /** Every line, cancelled ones too (each a reservation with its own folio). */
    lines: z.array(reservationSchema),
    extras: z.array(tripExtraSchema),
    /** The price of its live lines and its extras. */
    quote: tripQuoteSchema,
    /** Paise: what the trip owes with tax (its invoice's once issued, else the agreed total or its lines' own), less credit notes; 0 when cancelled. */
    amountDue: paise(),
    /** Paise: payments less refunds, taken on the trip and on its lines. */
    paid: z.int(),
    balance: paise(),
    /** Every money figure of the trip (common/src/money/trip-folio.ts): the same every trip screen and answer shows. */
    folio: folioSchema,
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Trip' });

export type Extra = z.output<typeof extraSchema>;
export type TripQuoteAnswer = z.output<typeof tripQuoteSchema>;
export type TripQuoteLineRecord = z.output<typeof tripQuoteLineSchema>;
export type TripExtraRecord = z.output<typeof tripExtraSchema>;
export type Trip = z.output<typeof tripSchema>;
