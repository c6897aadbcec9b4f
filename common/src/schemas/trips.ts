/**
 * Trips (issue 35): the input rules of the trip quote, trip creation and changes, a trip's lines
 * and extras, and the owner's catalogue of extras (docs/api.md#trips), shared by the client's forms
 * and the server (400 with field errors by path: `lines.2.checkOut`). A line is a reservation of
 * one item (rooms and vehicles may take several identical units; rooms a meal plan) with the
 * reservation's own date and guest rules (./reservation.ts).
 */
import { z } from 'zod';
import { stayShiftField } from './operations';
import { ruleMessage } from '../i18n/validation-codes';
import { EXTRA_UNITS } from '../trip-terms';
import { optionalText, requiredText, safeText } from './fields';
import { optionalInt, wholeNumber } from './numbers';
export { LINE_UNITS_MAX, lineErrors } from './reservation';
import { contactSchema, emailField } from './contact';
import { normalisePhone } from '../phone';
import {
  AGREED_TOTAL_MAX,
  MANUAL_RESERVATION_SOURCES,
  advanceLimit,
  blankToUndefined,
  dateField,
  dropTourCheckOut,
  guestsField,
  itemIdField,
  childrenField,
  kindField,
  lineRule,
  mealPlanField,
  stayRule,
  unitsField,
} from './reservation';
import { optionalDate, pageNumber } from './reservation-queries';

/** Most lines and extras one trip (or one quote) takes. */
export const TRIP_LINES_MAX = 10;
export const TRIP_EXTRAS_MAX = 20;
/** Most of one extra on a trip. */
export const EXTRA_QUANTITY_MAX = 100;
/** Most an extra may cost, rupees per unit. */
export const EXTRA_PRICE_MAX = 1_000_000;
/** Statuses a trip's new lines may take. */
export const NEW_TRIP_STATUSES = ['enquiry', 'held', 'confirmed'] as const;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields of a line: what `GET /api/quote` takes (kind, item, dates, guests), its units, children and meal plan. */
const lineShape = {
  kind: kindField,
  itemId: itemIdField,
  checkIn: dateField,
  checkOut: dateField,
  guests: guestsField,
  units: unitsField.transform((v) => v ?? 1),
  children: childrenField.transform((v) => v ?? 0),
  mealPlan: z.preprocess(blankToUndefined, mealPlanField.optional()),
  /** A park safari's shift, morning or evening (absent: morning); a closed shift is not available (issue 39). */
  shift: stayShiftField,
};

/**
 * One line of a trip (`lineShape`), its dates from `earliest` (default `today`) to `maxAdvanceDays`
 * after `today`, with the line rules (`lineErrors`).
 */
export const tripLineSchema = (today: string, maxAdvanceDays?: number, earliest: string = today) =>
  z
    .object(lineShape, { error: ruleMessage('invalidInput') })
    .superRefine(...stayRule(earliest, true, advanceLimit(today, maxAdvanceDays)))
    .superRefine(lineRule)
    .transform((v) => ({ ...dropTourCheckOut(v), checkIn: v.checkIn! }));
export type TripLineInput = z.output<ReturnType<typeof tripLineSchema>>;

/** An extra asked for on a trip: which catalogue extra and how many (default 1). */
export const tripExtraSchema = z.object(
  {
    extraId: requiredText('extra', 40).refine((v) => GUID.test(v), ruleMessage('unknownExtra')),
    quantity: optionalInt(
      1,
      EXTRA_QUANTITY_MAX,
      ruleMessage('wholeNumberRange', { label: 'quantity', min: 1, max: EXTRA_QUANTITY_MAX }),
      'quantity',
    ).transform((v) => v ?? 1),
  },
  { error: ruleMessage('invalidInput') },
);
export type TripExtraRequest = z.output<typeof tripExtraSchema>;

/** 1–10 lines (`tripLineSchema`): a trip's, its quote's or a visitor's trip enquiry's (`POST /api/enquiries`). */
export const tripLinesField = (today: string, maxAdvanceDays?: number, earliest?: string) =>
  z
    .array(tripLineSchema(today, maxAdvanceDays, earliest), { error: ruleMessage('tripNeedsLine') })
    .min(1, ruleMessage('tripNeedsLine'))
    .max(TRIP_LINES_MAX, ruleMessage('tooManyLines', { max: TRIP_LINES_MAX }));
/** Up to 20 extras asked for (`tripExtraSchema`), default none. */
export const tripExtrasField = z
  .array(tripExtraSchema, { error: ruleMessage('notList', { label: 'extra' }) })
  .max(TRIP_EXTRAS_MAX, ruleMessage('tooManyExtras', { max: TRIP_EXTRAS_MAX }))
  .default([]);

/** Body of `POST /api/trips/quote`: 1–10 lines and the extras. */
export const tripQuoteRequestSchema = (today: string, maxAdvanceDays?: number) =>
  z.object(
    { lines: tripLinesField(today, maxAdvanceDays), extras: tripExtrasField },
    { error: ruleMessage('invalidInput') },
  );
export type TripQuoteRequest = z.output<ReturnType<typeof tripQuoteRequestSchema>>;

/** The contact form's phone rule, stored normalised ('+919876543210'). */
const phoneField = contactSchema('1970-01-01')
  .shape.phone.refine((v) => normalisePhone(v) !== null, ruleMessage('invalidPhoneExample'))
  .transform((v) => normalisePhone(v) as string);
const optionalEmail = z.preprocess(blankToUndefined, emailField.optional());

/** The trip's guest. */
const guestSchema = z.object(
  { name: requiredText('guestName', 100), phone: phoneField, email: optionalEmail },
  { error: ruleMessage('invalidInput') },
);

/**
 * Body of `POST /api/trips`: the guest, where the trip came from, notes, the lines' status
 * (enquiry, held or confirmed; default enquiry), 1–10 lines and the extras.
 * @param earliest the first check-in date allowed (today; the owner may give yesterday for a walk-in)
 */
export const tripCreateSchema = (today: string, maxAdvanceDays?: number, earliest: string = today) =>
  z.object(
    {
      guest: guestSchema,
      source: z.enum(MANUAL_RESERVATION_SOURCES, { error: ruleMessage('chooseSource') }).default('other'),
      notes: optionalText('notes', 2000),
      status: z.enum(NEW_TRIP_STATUSES, { error: ruleMessage('chooseTripStatus') }).default('enquiry'),
      lines: tripLinesField(today, maxAdvanceDays, earliest),
      extras: tripExtrasField,
    },
    { error: ruleMessage('invalidInput') },
  );
export type TripCreate = z.output<ReturnType<typeof tripCreateSchema>>;

/**
 * Body of `POST /api/enquiries/:id/trip` (the desk): the guest the enquiry (anonymous) did not
 * name, where it came from (default whatsapp: the visitor pressed Reserve via WhatsApp), notes and
 * the lines' status (default enquiry, as `POST /api/trips`). The lines, extras and prices are the
 * enquiry's.
 */
export const tripFromEnquirySchema = z.object(
  {
    guest: guestSchema,
    source: z.enum(MANUAL_RESERVATION_SOURCES, { error: ruleMessage('chooseSource') }).default('whatsapp'),
    notes: optionalText('notes', 2000),
    status: z.enum(NEW_TRIP_STATUSES, { error: ruleMessage('chooseTripStatus') }).default('enquiry'),
  },
  { error: ruleMessage('invalidInput') },
);
export type TripFromEnquiry = z.output<typeof tripFromEnquirySchema>;

/** Body of `POST /api/trips/:id/lines`: one more line (as `tripLineSchema`), with its status (default enquiry). */
export const tripLineAddSchema = (today: string, maxAdvanceDays?: number, earliest: string = today) =>
  z
    .object(
      {
        ...lineShape,
        status: z.enum(NEW_TRIP_STATUSES, { error: ruleMessage('chooseTripStatus') }).default('enquiry'),
      },
      { error: ruleMessage('invalidInput') },
    )
    .superRefine(...stayRule(earliest, true, advanceLimit(today, maxAdvanceDays)))
    .superRefine(lineRule)
    .transform((v) => ({ ...dropTourCheckOut(v), checkIn: v.checkIn! }));
export type TripLineAdd = z.output<ReturnType<typeof tripLineAddSchema>>;

/**
 * Body of `PATCH /api/trips/:id`: the guest (any of name, phone, email; email '' or null clears
 * it), notes, source and the total agreed for the whole trip (whole rupees; null clears it; the
 * notes must say why).
 */
export const tripPatchSchema = z.object(
  {
    guest: z
      .object(
        {
          name: requiredText('guestName', 100).optional(),
          phone: phoneField.optional(),
          email: z.union([z.literal('').transform(() => null), z.null(), emailField]).optional(),
        },
        { error: ruleMessage('invalidInput') },
      )
      .optional(),
    notes: safeText('notes', 2000).optional(),
    source: z.enum(MANUAL_RESERVATION_SOURCES, { error: ruleMessage('chooseSource') }).optional(),
    agreedTotal: z
      .union([z.null(), wholeNumber('agreedTotal', { min: 0, max: AGREED_TOTAL_MAX, unit: 'rupees' })])
      .optional(),
  },
  { error: ruleMessage('invalidInput') },
);
export type TripPatch = z.output<typeof tripPatchSchema>;

/** Query of `GET /api/trips`: `q` a reference, a guest's name or phone digits; trips with a line meeting `[from, to]`. */
export const tripListQuerySchema = z
  .object({
    q: z.preprocess(blankToUndefined, safeText('search', 100).optional()),
    from: optionalDate,
    to: optionalDate,
    page: pageNumber('page', 1, 100_000, 1, ruleMessage('wholeNumberFrom', { label: 'page', min: 1 })),
    limit: pageNumber('limit', 1, 100, 20, ruleMessage('wholeNumberRange', { label: 'limit', min: 1, max: 100 })),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });
export type TripListQuery = z.output<typeof tripListQuerySchema>;

const sacHsn = z
  .string({ error: ruleMessage('invalidSacHsn') })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, ruleMessage('invalidSacHsn'));
const flag = (field: string) => z.boolean({ error: ruleMessage('notBoolean', { field }) });

/**
 * Body of `POST /api/extras` and `PUT /api/extras/:id` (the whole record): English name (and Hindi),
 * descriptions, price in whole rupees, its unit, GST rate (percent, 0–28) and SAC/HSN, shown to
 * visitors (`public`, default true) and offered at all (`active`, default true).
 */
export const extraInputSchema = z.object(
  {
    name: requiredText('name', 100),
    nameHi: optionalText('nameHi', 100),
    description: optionalText('description', 1000),
    descriptionHi: optionalText('descriptionHi', 1000),
    price: wholeNumber('price', { min: 0, max: EXTRA_PRICE_MAX, unit: 'rupees' }),
    unit: z.enum(EXTRA_UNITS, { error: ruleMessage('chooseExtraUnit') }),
    gstRate: wholeNumber('gstRate', {
      min: 0,
      max: 28,
      message: ruleMessage('wholeNumberRange', { label: 'gstRate', min: 0, max: 28 }),
    }),
    sac: sacHsn,
    public: flag('public').default(true),
    active: flag('active').default(true),
  },
  { error: ruleMessage('invalidInput') },
);
export type ExtraInput = z.output<typeof extraInputSchema>;
