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
import { normalisePhone } from '../phone';
import { ITEM_KINDS, type ItemKind } from '../kinds';
import { MAX_NIGHTS, nightsBetween } from '../quote';
import { isIsoDate, todayIST } from '../time';
import { contactSchema } from './contact';
import { wholeNumber } from './numbers';
import { optionalText, requiredText, safeText } from './fields';

export const RESERVATION_KINDS = ITEM_KINDS;
/** Every status; 'blocked' is an admin-only block (maintenance, owner's use). */
export const RESERVATION_STATUSES = ['enquiry', 'held', 'confirmed', 'cancelled', 'completed', 'blocked'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that take a unit (or seats) on their dates; a 'held' one only until `holdExpiresAt`. */
export const OCCUPYING_STATUSES = ['held', 'confirmed', 'blocked'] as const satisfies readonly ReservationStatus[];
/** Statuses a reservation may be created with (cancelled and completed come later). */
export const NEW_RESERVATION_STATUSES = ['enquiry', 'held', 'confirmed', 'blocked'] as const satisfies readonly ReservationStatus[];
export const RESERVATION_SOURCES = ['whatsapp', 'phone', 'contact-form', 'walk-in', 'other'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

const GUESTS_MESSAGE = `Guests must be a whole number from ${PEOPLE_MIN} to ${PEOPLE_MAX}`;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contact form's field rules (its `today` only concerns travelDate, unused here). */
const contactFields = contactSchema('1970-01-01').shape;

export const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const kindField = z.enum(RESERVATION_KINDS, { error: 'Choose room, vehicle or tour' });
export const itemIdField = requiredText('Item', 40, 'Choose what to reserve').refine((v) => GUID.test(v), 'Unknown item id');
export const dateField = z.preprocess(blankToUndefined, z.string({ error: 'Use a valid date (YYYY-MM-DD)' }).trim().optional());
/** Persons, 1–50; plain-digit strings (query strings, forms) are accepted. */
export const guestsField = wholeNumber('Number of guests', { min: PEOPLE_MIN, max: PEOPLE_MAX, message: GUESTS_MESSAGE });
/** The contact form's phone rule, and a real number: stored normalised ('+919876543210'). */
const phoneField = contactFields.phone
  .refine((v) => normalisePhone(v) !== null, 'Enter a valid phone number, e.g. 98765 43210')
  .transform((v) => normalisePhone(v) as string);
const emailField = z.preprocess(blankToUndefined, contactFields.email.optional());

const LABELS: Record<ItemKind, { start: string; end: string; span: string }> = {
  room: { start: 'Check-in date', end: 'Check-out date', span: 'A stay can be at most 30 nights' },
  vehicle: { start: 'Start date', end: 'End date', span: 'A rental can be at most 30 days' },
  tour: { start: 'Departure date', end: '', span: '' },
};

/**
 * The date rules of one reservation as field errors ({} when fine): dates real, rooms and vehicles
 * `checkOut > checkIn` and at most MAX_NIGHTS apart, tours without `checkOut`, and with `today`
 * ('YYYY-MM-DD', IST) given, `checkIn` not before it. The server may call it after merging an update.
 */
export function stayErrors(
  kind: ItemKind,
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today?: string,
): Record<string, string> {
  const label = LABELS[kind];
  const errors: Record<string, string> = {};
  if (!checkIn) errors.checkIn = `${label.start} is required`;
  else if (!isIsoDate(checkIn)) errors.checkIn = 'Use a valid date (YYYY-MM-DD)';
  else if (today !== undefined && checkIn < today) errors.checkIn = `${label.start} cannot be in the past`;
  if (kind === 'tour') {
    if (checkOut) errors.checkOut = 'A tour has only a departure date; leave the end date empty';
    return errors;
  }
  if (!checkOut) errors.checkOut = `${label.end} is required`;
  else if (!isIsoDate(checkOut)) errors.checkOut = 'Use a valid date (YYYY-MM-DD)';
  else if (checkIn && isIsoDate(checkIn)) {
    const n = nightsBetween(checkIn, checkOut);
    if (n < 1) errors.checkOut = `${label.end} must be after the ${label.start.toLowerCase()}`;
    else if (n > MAX_NIGHTS) errors.checkOut = label.span;
  }
  return errors;
}

/**
 * A superRefine adding `stayErrors`, run whenever the body is an object and kind and dates parsed, so date errors report along with
 * other fields. With `required` false (updates), a body naming neither date skips it.
 */
export function stayRule(today: string | undefined, required = true) {
  return [
    (v: { kind: ItemKind; checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx) => {
      if (!required && v.checkIn === undefined && v.checkOut === undefined) return;
      for (const [field, message] of Object.entries(stayErrors(v.kind, v.checkIn, v.checkOut, today))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: (p: z.core.ParsePayload) => !p.issues.some((i) => !i.path?.length || ['kind', 'checkIn', 'checkOut'].includes(String(i.path[0]))) },
  ] as const;
}

/** Tours keep no checkOut. */
export const dropTourCheckOut = <T extends { kind: ItemKind; checkOut?: string }>(v: T): T =>
  v.kind === 'tour' ? { ...v, checkOut: undefined } : v;

/**
 * Body of a new reservation (public enquiry or admin entry). Guest name and phone are required
 * except for admin blocks (`status: 'blocked'`); whether a caller may use 'blocked' is the server's.
 * @param today 'YYYY-MM-DD' in IST; a check-in before it is refused
 */
export function reservationCreateSchema(today: string = todayIST()) {
  return z
    .object({
      kind: kindField,
      itemId: itemIdField,
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField,
      guestName: optionalText('Guest name', 100),
      guestPhone: z.preprocess(blankToUndefined, phoneField.optional()),
      guestEmail: emailField,
      status: z.enum(NEW_RESERVATION_STATUSES, { error: 'Choose enquiry, held, confirmed or blocked' }).default('enquiry'),
      source: z.enum(RESERVATION_SOURCES, { error: 'Choose WhatsApp, phone, contact form, walk-in or other' }).default('other'),
      notes: optionalText('Notes', 2000),
    })
    .superRefine(...stayRule(today))
    .superRefine(
      (v, ctx) => {
        if (v.status === 'blocked') return;
        const failed = (field: string) => ctx.issues.some((i) => i.path?.[0] === field);
        if (!v.guestName && !failed('guestName')) ctx.addIssue({ code: 'custom', path: ['guestName'], message: 'Guest name is required' });
        if (!v.guestPhone && !failed('guestPhone')) ctx.addIssue({ code: 'custom', path: ['guestPhone'], message: 'Phone number is required' });
      },
      { when: (p) => !p.issues.some((i) => !i.path?.length || i.path[0] === 'status') },
    )
    .transform(dropTourCheckOut);
}

/**
 * Body of a reservation update for a reservation of `kind` (kind never changes). Every field is
 * optional; rooms and vehicles change dates as a pair, so the range is checked whole. Past dates
 * are allowed (corrections to past stays); the server re-checks capacity.
 */
export function reservationUpdateSchema(kind: ItemKind) {
  return z
    .object({
      kind: z.literal(kind, { error: `This reservation is for a ${kind}; its kind cannot change` }).default(kind),
      itemId: itemIdField.optional(),
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField.optional(),
      guestName: requiredText('Guest name', 100).optional(),
      guestPhone: phoneField.optional(),
      /** '' or null clears it. */
      guestEmail: z.union([z.literal('').transform(() => null), z.null(), contactFields.email]).optional(),
      status: z.enum(RESERVATION_STATUSES, { error: 'Choose a valid status' }).optional(),
      source: z.enum(RESERVATION_SOURCES, { error: 'Choose WhatsApp, phone, contact form, walk-in or other' }).optional(),
      notes: safeText('Notes', 2000).optional(),
    })
    .superRefine(...stayRule(undefined, false))
    .transform(dropTourCheckOut);
}

export type ReservationCreateInput = z.input<ReturnType<typeof reservationCreateSchema>>;
export type ReservationCreate = z.output<ReturnType<typeof reservationCreateSchema>>;
export type ReservationUpdateInput = z.input<ReturnType<typeof reservationUpdateSchema>>;
export type ReservationUpdate = z.output<ReturnType<typeof reservationUpdateSchema>>;
