import { z } from 'zod';
import { TOUR_STATUSES } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { isIsoDate } from '../time';
import { capacityCount, optionalInt, optionalText, requiredText, rupees, safeText, textList } from './fields';
import { itineraryDayHindiSchema, tourHindiSchema } from './hindi';
import { pickupPointsField } from './operations';

const itineraryDaySchema = z.object({
  _id: safeText('dayId', 64).optional(),
  day: z.unknown().optional(),
  title: optionalText('dayTitle', 200),
  description: optionalText('dayDescription', 2000),
  hi: itineraryDayHindiSchema.optional(),
});

/** Fields of a tour as the admin form and `POST /api/v1/tours/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const tourInputSchema = z.object({
  title: requiredText('title', 200),
  location: requiredText('location', 200),
  duration: optionalText('duration', 100),
  price: rupees('price'),
  description: optionalText('description', 5000),
  inclusions: textList('inclusions'),
  exclusions: textList('exclusions'),
  highlights: textList('highlights'),
  /** Days are kept only when both title and description are filled, then renumbered 1…n. */
  itinerary: z
    .array(itineraryDaySchema)
    .max(100, ruleMessage('tooManyDays', { label: 'itinerary', max: 100 }))
    .default([])
    .transform((days) =>
      days
        .filter((d) => d.title && d.description)
        .map((d, i) => ({ _id: d._id, day: i + 1, title: d.title, description: d.description, hi: d.hi })),
    ),
  departureDates: textList('departureDates', { maxLength: 40 }).pipe(
    z.array(z.string().refine(isIsoDate, ruleMessage('invalidDate'))),
  ),
  status: z.enum(TOUR_STATUSES, { error: ruleMessage('chooseStatus') }).default('Available'),
  /** Persons one departure takes, summed over its reservations. */
  seatsPerDeparture: capacityCount('seatsPerDeparture'),
  /** Fewest persons one booking takes, 1–50 (absent on create: 1, on update: unchanged). */
  minPersons: optionalInt(
    1,
    50,
    ruleMessage('wholeNumberRange', { label: 'minPersons', min: 1, max: 50 }),
    'minPersons',
  ),
  /** No booking for a departure closer than this many days, 0–365 (absent on create: 0, on update: unchanged). */
  bookingCutoffDays: optionalInt(
    0,
    365,
    ruleMessage('wholeNumberRange', { label: 'bookingCutoffDays', min: 0, max: 365 }),
    'bookingCutoffDays',
  ),
  /** A safari into the tiger reserve (issue 39): priced per park shift, refused on a closed one. Absent on update: unchanged. */
  parkSafari: z.preprocess(
    (v) => (v === undefined ? v : v === true || v === 'true' || v === 'on' || v === '1'),
    z.boolean().optional(),
  ),
  /** Pickup places and IST times ('HH:MM'); absent on update: unchanged. */
  pickupPoints: pickupPointsField.optional(),
  /** The Hindi of the texts (./hindi.ts; each itinerary day carries its own); absent on update: unchanged. */
  hi: tourHindiSchema.optional(),
});

export type TourInput = z.input<typeof tourInputSchema>;
export type TourFields = z.output<typeof tourInputSchema>;
