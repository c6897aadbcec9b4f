import { z } from 'zod';
import { TOUR_STATUSES } from '../constants';
import { isIsoDate } from '../time';
import { capacityCount, optionalText, requiredText, rupees, textList } from './fields';

const itineraryDaySchema = z.object({
  _id: z.string().max(64).optional(),
  day: z.unknown().optional(),
  title: z.string().trim().max(200).default(''),
  description: z.string().trim().max(2000).default(''),
});

/** Fields of a tour as the admin form and `POST /api/v1/tours/create` send them (spec §3, §5). */
export const tourInputSchema = z.object({
  title: requiredText('Title is required').max(200),
  location: requiredText('Location is required').max(200),
  duration: optionalText(100),
  price: rupees('Price'),
  description: optionalText(5000),
  inclusions: textList(),
  exclusions: textList(),
  highlights: textList(),
  /** Days are kept only when both title and description are filled, then renumbered 1…n. */
  itinerary: z
    .array(itineraryDaySchema)
    .default([])
    .transform((days) =>
      days.filter((d) => d.title && d.description).map((d, i) => ({ _id: d._id, day: i + 1, title: d.title, description: d.description })),
    ),
  departureDates: textList().pipe(z.array(z.string().refine(isIsoDate, 'Use a valid date (YYYY-MM-DD)'))),
  status: z.enum(TOUR_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  /** Persons one departure takes, summed over its reservations. */
  seatsPerDeparture: capacityCount('Seats per departure'),
});

export type TourInput = z.input<typeof tourInputSchema>;
export type TourFields = z.output<typeof tourInputSchema>;
