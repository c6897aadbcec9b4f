import { z } from 'zod';
import { TOUR_STATUSES } from '../constants';
import { isIsoDate } from '../time';
import { capacityCount, optionalText, requiredText, rupees, safeText, textList } from './fields';

const itineraryDaySchema = z.object({
  _id: safeText('Day id', 64).optional(),
  day: z.unknown().optional(),
  title: optionalText('Day title', 200),
  description: optionalText('Day description', 2000),
});

/** Fields of a tour as the admin form and `POST /api/v1/tours/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const tourInputSchema = z.object({
  title: requiredText('Title', 200),
  location: requiredText('Location', 200),
  duration: optionalText('Duration', 100),
  price: rupees('Price'),
  description: optionalText('Description', 5000),
  inclusions: textList('Inclusions'),
  exclusions: textList('Exclusions'),
  highlights: textList('Highlights'),
  /** Days are kept only when both title and description are filled, then renumbered 1…n. */
  itinerary: z
    .array(itineraryDaySchema)
    .max(100, 'Itinerary can have at most 100 days')
    .default([])
    .transform((days) =>
      days.filter((d) => d.title && d.description).map((d, i) => ({ _id: d._id, day: i + 1, title: d.title, description: d.description })),
    ),
  departureDates: textList('Departure dates', { maxLength: 40 }).pipe(z.array(z.string().refine(isIsoDate, 'Use a valid date (YYYY-MM-DD)'))),
  status: z.enum(TOUR_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  /** Persons one departure takes, summed over its reservations. */
  seatsPerDeparture: capacityCount('Seats per departure'),
});

export type TourInput = z.input<typeof tourInputSchema>;
export type TourFields = z.output<typeof tourInputSchema>;
