/**
 * Query strings of the reservation read endpoints: `GET /api/availability`, `/api/quote`,
 * `GET /api/reservations` (and its CSV export) and the month calendar. Field rules come from
 * reservation.ts, so a date or guest count reads the same everywhere.
 */
import { z } from 'zod';
import { todayIST, isIsoDate } from '../time';
import { safeText } from './fields';
import { optionalInt } from './numbers';
import {
  RESERVATION_STATUSES, blankToUndefined, dateField, dropTourCheckOut, guestsField, itemIdField, kindField, stayRule,
} from './reservation';

/** The stay a visitor asks about: kind, dates (IST) and guests (default 1); `itemId` as given. */
const stayQuery = <I extends z.ZodType>(today: string, itemId: I) =>
  z
    .object({ kind: kindField, itemId, checkIn: dateField, checkOut: dateField, guests: guestsField.default(1) })
    .superRefine(...stayRule(today))
    .transform(dropTourCheckOut);

/** Query of `GET /api/availability`: which items of `kind` are free for the dates (optionally one item). */
export const availabilityQuerySchema = (today: string = todayIST()) =>
  stayQuery(today, z.preprocess(blankToUndefined, itemIdField.optional()));

/** Query (or body) of `/api/quote`: the price of one item for the dates and guests. */
export const quoteQuerySchema = (today: string = todayIST()) => stayQuery(today, itemIdField);

const optionalDate = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isIsoDate, 'Use a valid date (YYYY-MM-DD)').optional(),
);
/** A page number or size in a query string: plain digits in [min, max], `fallback` when blank. */
const pageNumber = (label: string, min: number, max: number, fallback: number, message: string) =>
  optionalInt(min, max, message, label).transform((v) => v ?? fallback);

/** Largest page of `GET /api/reservations`. */
export const RESERVATIONS_PAGE_MAX = 100;

/**
 * Query of `GET /api/reservations` (and `from`/`to` of the CSV export). `from`/`to` keep the
 * reservations whose dates overlap `[from, to]` (inclusive); `q` matches guest name, phone or reference.
 */
export const reservationListQuerySchema = z
  .object({
    kind: z.preprocess(blankToUndefined, kindField.optional()),
    itemId: z.preprocess(blankToUndefined, itemIdField.optional()),
    status: z.preprocess(blankToUndefined, z.enum(RESERVATION_STATUSES, { error: 'Choose a valid status' }).optional()),
    from: optionalDate,
    to: optionalDate,
    q: z.preprocess(blankToUndefined, safeText('Search', 100).optional()),
    page: pageNumber('Page', 1, 100_000, 1, 'Page must be a whole number from 1'),
    limit: pageNumber('Limit', 1, RESERVATIONS_PAGE_MAX, 20, `Limit must be a whole number from 1 to ${RESERVATIONS_PAGE_MAX}`),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'The end of the range cannot be before its start' });

/** Query of `GET /api/availability/:kind/:id`: a month 'YYYY-MM' (default: the current month in IST). */
export function availabilityMonthSchema(today: string = todayIST()) {
  return z.object({
    month: z.preprocess(
      blankToUndefined,
      z.string().trim().regex(/^2[01]\d{2}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM').default(today.slice(0, 7)),
    ),
  });
}


export type AvailabilityQuery = z.output<ReturnType<typeof availabilityQuerySchema>>;
export type QuoteQuery = z.output<ReturnType<typeof quoteQuerySchema>>;
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;
