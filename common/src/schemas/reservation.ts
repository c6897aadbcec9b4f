/**
 * Reservations by date: the input rules of `POST/PATCH` reservations, `GET /api/availability` and
 * `/api/quote`, shared by the client forms and the server (400 with `fieldErrors`).
 *
 * Dates are IST calendar dates 'YYYY-MM-DD'. Rooms: nights `[checkIn, checkOut)`; vehicles: rental
 * days `[checkIn, checkOut)` (a one-day rental has `checkOut` = the next day); tours: `checkIn` is
 * the departure date and `checkOut` is absent. Capacity against other reservations is the
 * database's job; `guestCapacityError` checks one reservation against its item.
 */
import { z } from 'zod';
import { PEOPLE_MAX, PEOPLE_MIN } from '../constants';
import { ruleMessage, type LabelKey, type ValidationCode } from '../i18n/validation-codes';
import { normalisePhone } from '../phone';
import { ITEM_KINDS, type ItemKind } from '../kinds';
import { MAX_NIGHTS, addDays, nightsBetween } from '../pricing/quote';
import { isIsoDate, todayIST } from '../time';
import { contactSchema, emailField as contactEmailField } from './contact';
import { optionalInt, optionalWholeNumber, wholeNumber } from './numbers';
import { optionalText, requiredText, safeText } from './fields';
import { MEAL_PLANS } from '../trip-terms';
import { shiftField, stayShiftField } from './operations';

export const RESERVATION_KINDS = ITEM_KINDS;
/**
 * Every status; 'blocked' is an admin-only block (maintenance, owner's use); 'checked-in',
 * 'checked-out' and 'no-show' are the front desk's (their moves: ../stay-status.ts); 'completed'
 * is older data's word for checked out.
 */
export const RESERVATION_STATUSES = [
  'enquiry',
  'held',
  'confirmed',
  'cancelled',
  'completed',
  'blocked',
  'checked-in',
  'checked-out',
  'no-show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that take a unit (or seats) on their dates; a 'held' one only until `holdExpiresAt`. */
export const OCCUPYING_STATUSES = [
  'held',
  'confirmed',
  'blocked',
  'checked-in',
] as const satisfies readonly ReservationStatus[];
/** Statuses a reservation may be created with (cancelled and completed come later). */
export const NEW_RESERVATION_STATUSES = [
  'enquiry',
  'held',
  'confirmed',
  'blocked',
] as const satisfies readonly ReservationStatus[];
/** Where a reservation came from that the owner may choose. */
export const MANUAL_RESERVATION_SOURCES = ['whatsapp', 'phone', 'contact-form', 'walk-in', 'other'] as const;
/** Every source: 'ical' marks a block imported from a channel's calendar (calendar sync), never chosen by hand. */
export const RESERVATION_SOURCES = [...MANUAL_RESERVATION_SOURCES, 'ical'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

const GUESTS_MESSAGE = ruleMessage('wholeNumberRange', { label: 'guests', min: PEOPLE_MIN, max: PEOPLE_MAX });
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contact form's field rules (its `today` only concerns travelDate, unused here). */
const contactFields = contactSchema('1970-01-01').shape;

export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Largest agreed total, whole rupees (the prices' own ceiling). */
export const AGREED_TOTAL_MAX = 10_000_000;
/** An agreed total in whole rupees (0 … AGREED_TOTAL_MAX); blank or missing: none. */
const agreedTotalField = optionalWholeNumber('agreedTotal', { min: 0, max: AGREED_TOTAL_MAX, unit: 'rupees' });
/** An enquiry's id (the reservation is made from it). */
const enquiryIdField = z.preprocess(
  blankToUndefined,
  requiredText('enquiry', 40)
    .refine((v) => GUID.test(v), ruleMessage('unknownEnquiry'))
    .optional(),
);

export const kindField = z.enum(RESERVATION_KINDS, { error: ruleMessage('chooseKind') });
export const itemIdField = requiredText('item', 40, ruleMessage('chooseItem')).refine(
  (v) => GUID.test(v),
  ruleMessage('unknownItem'),
);
export const dateField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: ruleMessage('invalidDate') })
    .trim()
    .optional(),
);
/** Persons, 1–50; plain-digit strings (query strings, forms) are accepted. */
export const guestsField = wholeNumber('numberOfGuests', { min: PEOPLE_MIN, max: PEOPLE_MAX, message: GUESTS_MESSAGE });
/** The contact form's phone rule, and a real number: stored normalised ('+919876543210'). */
const phoneField = contactFields.phone
  .refine((v) => normalisePhone(v) !== null, ruleMessage('invalidPhoneExample'))
  .transform((v) => normalisePhone(v) as string);
const guestEmailField = z.preprocess(blankToUndefined, contactEmailField.optional());

/** Most identical rooms or vehicles on one line. */
export const LINE_UNITS_MAX = 500;

export const mealPlanField = z.enum(MEAL_PLANS, { error: ruleMessage('chooseMealPlan') });
/** Identical rooms or vehicles, 1–500 (default 1; tours: 1 only). */
export const unitsField = optionalInt(
  1,
  LINE_UNITS_MAX,
  ruleMessage('wholeNumberRange', { label: 'units', min: 1, max: LINE_UNITS_MAX }),
  'units',
);
/** Of the guests, how many are children (0–50; meal plans price them apart). */
export const childrenField = optionalInt(
  0,
  50,
  ruleMessage('wholeNumberRange', { label: 'children', min: 0, max: 50 }),
  'children',
);

/**
 * The rules of a line's units, children and meal plan as field errors ({} when fine): tours take
 * one unit; only a room has a meal plan; children at most the guests.
 */
export function lineErrors(v: {
  kind: string;
  guests?: number;
  units?: number;
  children?: number;
  mealPlan?: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.kind === 'tour' && v.units !== undefined && v.units !== 1) errors.units = ruleMessage('unitsNotForTours');
  if (v.kind !== 'room' && v.mealPlan) errors.mealPlan = ruleMessage('mealPlanRoomsOnly');
  if (v.children !== undefined && v.guests !== undefined && v.children > v.guests)
    errors.children = ruleMessage('childrenOverGuests');
  return errors;
}

/** A superRefine adding `lineErrors` at their fields. */
export const lineRule = (v: Parameters<typeof lineErrors>[0], ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(lineErrors(v))) ctx.addIssue({ code: 'custom', path: [path], message });
};

/** The dates' labels by kind, and the codes of "check-out not after check-in" and "too long" (tours have no end). */
const DATE_RULES: Record<
  ItemKind,
  { start: LabelKey; end?: { label: LabelKey; afterStart: ValidationCode; span: ValidationCode } }
> = {
  room: {
    start: 'checkInDate',
    end: { label: 'checkOutDate', afterStart: 'checkOutAfterCheckIn', span: 'stayTooLong' },
  },
  vehicle: { start: 'startDate', end: { label: 'endDate', afterStart: 'endAfterStart', span: 'rentalTooLong' } },
  tour: { start: 'departureDate' },
};

/** Suggested booking horizon (days ahead of today, IST): two years. The server's MAX_ADVANCE_DAYS sets its own. */
export const DEFAULT_MAX_ADVANCE_DAYS = 730;

/** How far ahead a stay may start: at most `days` days after `today` ('YYYY-MM-DD', IST). */
export interface AdvanceLimit {
  today: string;
  days: number;
}

/** The AdvanceLimit of `maxAdvanceDays` from `today`, or none when `maxAdvanceDays` is undefined. */
export const advanceLimit = (today: string, maxAdvanceDays: number | undefined): AdvanceLimit | undefined =>
  maxAdvanceDays === undefined ? undefined : { today, days: maxAdvanceDays };

/**
 * The date rules of one reservation as field errors ({} when fine): dates real, rooms and vehicles
 * `checkOut > checkIn` and at most MAX_NIGHTS apart, tours without `checkOut`, with `today`
 * ('YYYY-MM-DD', IST) given, `checkIn` not before it, and with `advance` given, `checkIn` at most
 * `advance.days` after `advance.today`. The server may call it after merging an update.
 */
export function stayErrors(
  kind: ItemKind,
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today?: string,
  advance?: AdvanceLimit,
): Record<string, string> {
  const { start, end } = DATE_RULES[kind];
  const errors: Record<string, string> = {};
  const latest = advance && addDays(advance.today, advance.days);
  if (!checkIn) errors.checkIn = ruleMessage('required', { label: start });
  else if (!isIsoDate(checkIn)) errors.checkIn = ruleMessage('invalidDate');
  else if (today !== undefined && checkIn < today) errors.checkIn = ruleMessage('pastDate', { label: start });
  else if (latest && checkIn > latest)
    errors.checkIn = ruleMessage('tooFarAhead', { label: start, max: advance.days, until: latest });
  if (!end) {
    if (checkOut) errors.checkOut = ruleMessage('tourHasNoEndDate');
    return errors;
  }
  if (!checkOut) errors.checkOut = ruleMessage('required', { label: end.label });
  else if (!isIsoDate(checkOut)) errors.checkOut = ruleMessage('invalidDate');
  else if (checkIn && isIsoDate(checkIn)) {
    const n = nightsBetween(checkIn, checkOut);
    if (n < 1) errors.checkOut = ruleMessage(end.afterStart);
    else if (n > MAX_NIGHTS) errors.checkOut = ruleMessage(end.span, { max: MAX_NIGHTS });
  }
  return errors;
}

/**
 * A superRefine adding `stayErrors`, run whenever the body is an object and kind and dates parsed, so date errors report along with
 * other fields. With `required` false (updates), a body naming neither date skips it.
 */
export function stayRule(today: string | undefined, required = true, advance?: AdvanceLimit) {
  return [
    (v: { kind: ItemKind; checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx) => {
      if (!required && v.checkIn === undefined && v.checkOut === undefined) return;
      for (const [field, message] of Object.entries(stayErrors(v.kind, v.checkIn, v.checkOut, today, advance))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    {
      when: (p: z.core.ParsePayload) =>
        !p.issues.some((i) => !i.path?.length || ['kind', 'checkIn', 'checkOut'].includes(String(i.path[0]))),
    },
  ] as const;
}

/** A refinement's `when`: run unless the body or one of `fields` already failed. */
const noIssueAt = (...fields: string[]) => ({
  when: (p: z.core.ParsePayload) => !p.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0]))),
});

/** Tours keep no checkOut. */
export const dropTourCheckOut = <T extends { kind: ItemKind; checkOut?: string }>(v: T): T =>
  v.kind === 'tour' ? { ...v, checkOut: undefined } : v;

/**
 * Body of a new reservation (public enquiry or admin entry). Guest name and phone are required
 * except for admin blocks (`status: 'blocked'`); whether a caller may use 'blocked' is the server's.
 * @param earliest 'YYYY-MM-DD' in IST; a check-in before it is refused (today; the server lets the owner give yesterday)
 * @param maxAdvanceDays a check-in more than this many days after `today` is refused (undefined: no limit)
 * @param today 'YYYY-MM-DD' in IST, where the advance limit counts from (default `earliest`)
 */
export function reservationCreateSchema(
  earliest: string = todayIST(),
  maxAdvanceDays?: number,
  today: string = earliest,
) {
  return z
    .object({
      kind: kindField,
      itemId: itemIdField,
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField,
      guestName: optionalText('guestName', 100),
      guestPhone: z.preprocess(blankToUndefined, phoneField.optional()),
      guestEmail: guestEmailField,
      status: z.enum(NEW_RESERVATION_STATUSES, { error: ruleMessage('chooseNewStatus') }).default('enquiry'),
      source: z.enum(MANUAL_RESERVATION_SOURCES, { error: ruleMessage('chooseSource') }).default('other'),
      notes: optionalText('notes', 2000),
      /** The enquiry this reservation is made from: its quote is kept unless `reprice`. */
      enquiryId: enquiryIdField,
      /** True: price the stay now even when made from an enquiry. */
      reprice: z.boolean({ error: ruleMessage('invalidInput') }).default(false),
      /** The total the owner agreed with the guest, whole rupees; needs `notes` saying why. */
      agreedTotal: agreedTotalField,
      /** Identical rooms or vehicles (default 1; tours 1), children among the guests, a room's meal plan (trips, docs/api.md#trips). */
      units: unitsField.transform((v) => v ?? 1),
      children: childrenField.transform((v) => v ?? 0),
      mealPlan: z.preprocess(blankToUndefined, mealPlanField.optional()),
      /** A park safari's shift, morning or evening (absent: morning); a closed shift is a 409. */
      shift: stayShiftField,
    })
    .superRefine(...stayRule(earliest, true, advanceLimit(today, maxAdvanceDays)))
    .superRefine(lineRule)
    .superRefine(
      (v, ctx) => {
        if (v.agreedTotal !== undefined && !v.notes)
          ctx.addIssue({ code: 'custom', path: ['notes'], message: ruleMessage('agreedTotalNeedsNote') });
      },
      noIssueAt('agreedTotal', 'notes'),
    )
    .superRefine(
      (v, ctx) => {
        if (v.status === 'blocked') return;
        const failed = (field: string) => ctx.issues.some((i) => i.path?.[0] === field);
        if (!v.guestName && !failed('guestName'))
          ctx.addIssue({
            code: 'custom',
            path: ['guestName'],
            message: ruleMessage('required', { label: 'guestName' }),
          });
        if (!v.guestPhone && !failed('guestPhone'))
          ctx.addIssue({
            code: 'custom',
            path: ['guestPhone'],
            message: ruleMessage('required', { label: 'phoneNumber' }),
          });
      },
      { when: (p) => !p.issues.some((i) => !i.path?.length || i.path[0] === 'status') },
    )
    .transform(dropTourCheckOut);
}

/**
 * Body of a reservation update for a reservation of `kind` (kind never changes). Every field is
 * optional; rooms and vehicles change dates as a pair, so the range is checked whole. Past dates
 * are allowed (corrections to past stays), a check-in past `advance` is not; the server re-checks capacity.
 */
export function reservationUpdateSchema(kind: ItemKind, advance?: AdvanceLimit) {
  return z
    .object({
      kind: z.literal(kind, { error: ruleMessage('kindFixed', { kind }) }).default(kind),
      itemId: itemIdField.optional(),
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField.optional(),
      /** A park safari's shift; null or '' clears it. */
      shift: z.union([z.null(), z.literal('').transform(() => null), shiftField]).optional(),
      guestName: requiredText('guestName', 100).optional(),
      guestPhone: phoneField.optional(),
      /** '' or null clears it. */
      guestEmail: z.union([z.literal('').transform(() => null), z.null(), contactEmailField]).optional(),
      status: z.enum(RESERVATION_STATUSES, { error: ruleMessage('chooseStatus') }).optional(),
      source: z.enum(MANUAL_RESERVATION_SOURCES, { error: ruleMessage('chooseSource') }).optional(),
      notes: safeText('notes', 2000).optional(),
      /** The agreed total, whole rupees; null or '' clears it. The merged notes must say why (server). */
      agreedTotal: z.union([z.null(), z.literal('').transform(() => null), agreedTotalField]).optional(),
      /**
       * With `status: 'checked-out'` while a balance is due: let the guest leave owing it, for this
       * reason (kept on the folio and on Today until paid). Without it such a check-out is a 409.
       */
      carryBalance: z
        .object(
          { reason: requiredText('reason', 300).refine((v) => v.length >= 3, ruleMessage('reasonTooShort')) },
          { error: ruleMessage('invalidInput') },
        )
        .optional(),
      units: unitsField,
      children: childrenField,
      /** A room's meal plan; null or '' for none (EP). */
      mealPlan: z.union([z.null(), z.literal('').transform(() => null), mealPlanField]).optional(),
    })
    .superRefine(...stayRule(undefined, false, advance))
    .superRefine(lineRule)
    .transform(dropTourCheckOut);
}

export type ReservationCreateInput = z.input<ReturnType<typeof reservationCreateSchema>>;
export type ReservationCreate = z.output<ReturnType<typeof reservationCreateSchema>>;
export type ReservationUpdateInput = z.input<ReturnType<typeof reservationUpdateSchema>>;
export type ReservationUpdate = z.output<ReturnType<typeof reservationUpdateSchema>>;
