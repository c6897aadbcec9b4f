/**
 * Rate periods (docs/api.md#rates, docs/decisions/016-rate-periods.md): the admin's input rules of
 * `POST /api/rates` and `PUT /api/rates/:id`, shared by the admin form and the server, and the
 * record and calendar shapes the API answers with. Dates are IST calendar dates 'YYYY-MM-DD'
 * (both ends included); money is whole rupees.
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { ITEM_KINDS } from '../kinds';
import { nightsBetween } from '../pricing/dates';
import {
  RATE_FIXED_MAX,
  RATE_FIXED_MIN,
  RATE_MIN_NIGHTS_MAX,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RATE_PERIOD_MAX_DAYS,
} from '../pricing/rates';
import { isIsoDate } from '../time';
import { isoDate, requiredText } from './fields';
import { optionalInt } from './numbers';
import { calendarDate, instant, recordId, rupees } from './record-fields';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (v: unknown) => (v === undefined || v === '' ? null : v);

const WEEKDAYS_MESSAGE = ruleMessage('chooseWeekdays');
const weekdaysField = z.preprocess(
  (v) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v),
  z
    .array(z.int({ error: WEEKDAYS_MESSAGE }).min(0, WEEKDAYS_MESSAGE).max(6, WEEKDAYS_MESSAGE), {
      error: WEEKDAYS_MESSAGE,
    })
    .max(7, WEEKDAYS_MESSAGE)
    .refine((days) => new Set(days).size === days.length, WEEKDAYS_MESSAGE)
    .transform((days) => [...days].sort((a, b) => a - b))
    .nullable(),
);

const adjustmentField = z.preprocess(
  blankToNull,
  z
    .object({
      type: z.enum(['percent', 'fixed'], { error: ruleMessage('chooseAdjustment') }),
      value: z.int({ error: ruleMessage('wholeNumber', { label: 'adjustment' }) }),
    })
    .nullable(),
);

const flag = (field: string) => z.boolean({ error: ruleMessage('notBoolean', { field }) }).default(false);

/**
 * The body of `POST /api/rates` and `PUT /api/rates/:id` (a whole period; PUT replaces it).
 * `itemId` null or absent: every item of `kind`. `weekdays` empty or absent: every day.
 * Refused (400, by field): `endDate` before `startDate`, more than RATE_PERIOD_MAX_DAYS days,
 * percent outside −90 … +500, fixed outside 1 … 10,00,000 rupees, `minNights` outside 1 … 30, and a
 * period with no adjustment and no stay rule. Whether `itemId` names an item of `kind` and whether
 * another period clashes is the server's check.
 */
export const rateInputSchema = z
  .object({
    name: requiredText('name', 100),
    kind: z.enum(ITEM_KINDS, { error: ruleMessage('chooseKind') }),
    itemId: z.preprocess(
      blankToNull,
      z
        .string()
        .refine((v) => GUID.test(v), ruleMessage('unknownItem'))
        .nullable(),
    ),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    weekdays: weekdaysField,
    adjustment: adjustmentField,
    minNights: optionalInt(
      1,
      RATE_MIN_NIGHTS_MAX,
      ruleMessage('wholeNumberRange', { label: 'minNights', min: 1, max: RATE_MIN_NIGHTS_MAX }),
      'minNights',
    ).transform((v) => v ?? null),
    closedToArrival: flag('closedToArrival'),
    closedToDeparture: flag('closedToDeparture'),
    nonRefundable: flag('nonRefundable'),
  })
  .superRefine((v, ctx) => {
    if (isIsoDate(v.startDate) && isIsoDate(v.endDate)) {
      if (v.endDate < v.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: ruleMessage('endBeforeStart') });
      else if (nightsBetween(v.startDate, v.endDate) + 1 > RATE_PERIOD_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: ruleMessage('ratePeriodTooLong', { max: RATE_PERIOD_MAX_DAYS }),
        });
      }
    }
    const a = v.adjustment;
    if (a?.type === 'percent' && (a.value < RATE_PERCENT_MIN || a.value > RATE_PERCENT_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['adjustment', 'value'],
        message: ruleMessage('wholeNumberRange', { label: 'percentage', min: RATE_PERCENT_MIN, max: RATE_PERCENT_MAX }),
      });
    }
    if (a?.type === 'fixed' && (a.value < RATE_FIXED_MIN || a.value > RATE_FIXED_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['adjustment', 'value'],
        message: ruleMessage('wholeNumberRange', { label: 'price', min: RATE_FIXED_MIN, max: RATE_FIXED_MAX }),
      });
    }
    if (!a && v.minNights === null && !v.closedToArrival && !v.closedToDeparture && !v.nonRefundable) {
      ctx.addIssue({ code: 'custom', path: ['adjustment'], message: ruleMessage('rateNeedsRule') });
    }
  });

export type RateInput = z.input<typeof rateInputSchema>;
export type RateFields = z.output<typeof rateInputSchema>;

/** Query of `GET /api/rates`: optionally one kind and/or one item. */
export const rateListQuerySchema = z.object({
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ITEM_KINDS, { error: ruleMessage('chooseKind') }).optional(),
  ),
  itemId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => GUID.test(v), ruleMessage('unknownItem'))
      .optional(),
  ),
});

/** A rate period as the API returns it. */
export const ratePeriodSchema = z
  .object({
    _id: recordId(),
    /** The owner's name for it: 'Diwali', 'Summer peak'. */
    name: z.string(),
    kind: z.enum(ITEM_KINDS),
    /** One item, or null for every item of `kind`. */
    itemId: recordId().nullable(),
    /** First and last date (IST), both included. */
    startDate: calendarDate(),
    endDate: calendarDate(),
    /** Days of the week it applies on, 0 = Sunday … 6 = Saturday, ascending; null: every day. */
    weekdays: z.array(z.int().min(0).max(6)).nullable(),
    /** percent: −90 … +500 of the item's base price; fixed: the night's/day's/person's price in rupees. Null: only stay rules. */
    adjustment: z.object({ type: z.enum(['percent', 'fixed']), value: z.int() }).nullable(),
    /** Rooms: nights, vehicles: days; a stay touching a matching date must be at least this long. Null: no minimum. */
    minNights: z.int().min(1).max(RATE_MIN_NIGHTS_MAX).nullable(),
    /** No check-in (tours: no booking of a departure) on a matching date. */
    closedToArrival: z.boolean(),
    /** No check-out on a matching date. */
    closedToDeparture: z.boolean(),
    /** A stay, rental or departure touching a matching date is non-refundable (the price box says so). */
    nonRefundable: z.boolean(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'RatePeriod' });

/** One day of `GET /api/rates/calendar/:kind/:id?month=`. */
export const rateCalendarDaySchema = z
  .object({
    date: calendarDate(),
    /** The night's (rooms), day's (vehicles) or person's (tours) price that date, rate period and weekend surcharge included, for the default guests (rooms: no extra guests). */
    price: rupees(),
    /** The rate period that sets it, or null for the item's own price. */
    ruleName: z.string().nullable(),
    /** The minimum stay of a stay touching that date (nights or days); null when 1. */
    minNights: z.int().min(1).nullable(),
    closedToArrival: z.boolean(),
    closedToDeparture: z.boolean(),
    /** Something (a unit, a seat) is left that date, it is not in the past (IST) and, for tours, not within the booking cut-off. */
    available: z.boolean(),
  })
  .meta({ id: 'RateCalendarDay' });

export type RatePeriod = z.output<typeof ratePeriodSchema>;
export type RateCalendarDay = z.output<typeof rateCalendarDaySchema>;
