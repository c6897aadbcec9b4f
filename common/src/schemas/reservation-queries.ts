/**
 * Query strings of the reservation read endpoints: `GET /api/availability`, `/api/quote`,
 * `GET /api/reservations` (and its CSV export) and the month calendar. Field rules come from
 * reservation.ts, so a date or guest count reads the same everywhere.
 */
import { z } from 'zod';
import { ruleMessage, type LabelKey } from '../i18n/validation-codes';
import { todayIST, isIsoDate } from '../time';
import { safeText } from './fields';
import { optionalInt } from './numbers';
import { stayShiftField } from './operations';
import {
  RESERVATION_STATUSES,
  advanceLimit,
  blankToUndefined,
  dateField,
  dropTourCheckOut,
  guestsField,
  itemIdField,
  kindField,
  stayRule,
} from './reservation';

/**
 * The stay a visitor asks about: kind, dates (IST) and guests (default 1); `itemId` as given. The
 * check-in is from `today` to `maxAdvanceDays` after it (undefined: no upper limit).
 */
const stayQuery = <I extends z.ZodType>(today: string, itemId: I, maxAdvanceDays?: number) =>
  z
    .object({
      kind: kindField,
      itemId,
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField.default(1),
      /** A park safari's shift (issue 39). */
      shift: stayShiftField,
    })
    .superRefine(...stayRule(today, true, advanceLimit(today, maxAdvanceDays)))
    .transform(dropTourCheckOut);

/** Query of `GET /api/availability`: which items of `kind` are free for the dates (optionally one item). */
export const availabilityQuerySchema = (today: string = todayIST(), maxAdvanceDays?: number) =>
  stayQuery(today, z.preprocess(blankToUndefined, itemIdField.optional()), maxAdvanceDays);

/** Query (or body) of `/api/quote`: the price of one item for the dates and guests. */
export const quoteQuerySchema = (today: string = todayIST(), maxAdvanceDays?: number) =>
  stayQuery(today, itemIdField, maxAdvanceDays);

/** An optional calendar date in a query string (blank: none). */
export const optionalDate = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isIsoDate, ruleMessage('invalidDate')).optional(),
);
/** A page number or size in a query string: plain digits in [min, max], `fallback` when blank. */
export const pageNumber = (label: LabelKey, min: number, max: number, fallback: number, message: string) =>
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
    status: z.preprocess(
      blankToUndefined,
      z.enum(RESERVATION_STATUSES, { error: ruleMessage('chooseStatus') }).optional(),
    ),
    from: optionalDate,
    to: optionalDate,
    q: z.preprocess(blankToUndefined, safeText('search', 100).optional()),
    /** '1' (or 'true'): only imported blocks flagged as conflicts; '0' (or 'false'): only the others. */
    conflict: z.preprocess(
      blankToUndefined,
      z
        .enum(['1', '0', 'true', 'false'], { error: ruleMessage('notBoolean', { field: 'conflict' }) })
        .transform((v) => v === '1' || v === 'true')
        .optional(),
    ),
    page: pageNumber('page', 1, 100_000, 1, ruleMessage('wholeNumberFrom', { label: 'page', min: 1 })),
    limit: pageNumber(
      'limit',
      1,
      RESERVATIONS_PAGE_MAX,
      20,
      ruleMessage('wholeNumberRange', { label: 'limit', min: 1, max: RESERVATIONS_PAGE_MAX }),
    ),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });

/** Query of `GET /api/availability/:kind/:id`: a month 'YYYY-MM' (default: the current month in IST). */
export function availabilityMonthSchema(today: string = todayIST()) {
  return z.object({
    month: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^2[01]\d{2}-(0[1-9]|1[0-2])$/, ruleMessage('invalidMonth'))
        .default(today.slice(0, 7)),
    ),
  });
}

export type AvailabilityQuery = z.output<ReturnType<typeof availabilityQuerySchema>>;
export type QuoteQuery = z.output<ReturnType<typeof quoteQuerySchema>>;
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;
