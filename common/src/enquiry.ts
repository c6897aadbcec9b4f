/**
 * Enquiries: an anonymous record that a visitor pressed "Reserve via WhatsApp" with dates (item,
 * dates, guests, the quote shown, the time; no personal data), so the owner sees demand even when
 * the chat happens outside the site. Not a reservation: it takes no capacity.
 */
import { z } from 'zod';
import { stayShiftField } from './schemas/operations';
import { ruleMessage } from './i18n/validation-codes';
import type { enquiryCountSchema } from './schemas/reservation-records';
import type { enquirySchema } from './schemas/enquiry-records';
import { safeText } from './schemas/fields';
import { optionalInt } from './schemas/numbers';
import {
  advanceLimit,
  blankToUndefined,
  dateField,
  dropTourCheckOut,
  guestsField,
  itemIdField,
  kindField,
  stayRule,
} from './schemas/reservation';
import { tripExtrasField, tripLinesField } from './schemas/trips';
import { todayIST } from './time';
import { ENQUIRY_STATUSES } from './enquiry-statuses';

export { ENQUIRY_STATUSES, OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-statuses';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L): the reference is read out on the phone. */
export const ENQUIRY_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ENQUIRY_REFERENCE_LENGTH = 4;

/** Body of `PATCH /api/enquiries/:id` (admin): the new status. */
export const enquiryUpdateSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: ruleMessage('chooseEnquiryStatus') }),
});
export type EnquiryUpdate = z.output<typeof enquiryUpdateSchema>;

/**
 * Body of `POST /api/enquiries`: the stay of `/api/quote` (kind, itemId, dates IST, guests default
 * 1) with the dates optional: a visitor may press WhatsApp before choosing dates (the enquiry then
 * has no dates and no quote). Dates given follow the stay rules.
 *
 * A visitor's whole trip (issue 35) adds `lines` (1–10, as `POST /api/trips/quote` takes them, field
 * errors by path: `lines.2.checkOut`) and `extras` (`{ extraId, quantity }`, only with lines): the
 * top-level stay is then its first line's (the trip tray sends both; the first line wins).
 * @param today 'YYYY-MM-DD' IST; a check-in before it is refused
 * @param maxAdvanceDays a check-in more than this many days after `today` is refused (undefined: no limit)
 */
export const enquiryCreateSchema = (today: string = todayIST(), maxAdvanceDays?: number) =>
  z
    .object({
      kind: kindField,
      itemId: itemIdField,
      checkIn: dateField,
      checkOut: dateField,
      guests: guestsField.default(1),
      /** A park safari's shift (issue 39); a closed shift is a 409. */
      shift: stayShiftField,
      lines: tripLinesField(today, maxAdvanceDays).optional(),
      extras: tripExtrasField,
    })
    .superRefine(...stayRule(today, false, advanceLimit(today, maxAdvanceDays)))
    .superRefine((v, ctx) => {
      if (v.extras.length && !v.lines)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: ruleMessage('tripNeedsLine') });
    })
    .transform((v) => {
      const first = v.lines?.[0];
      const stay = first
        ? {
            kind: first.kind,
            itemId: first.itemId,
            checkIn: first.checkIn,
            checkOut: first.checkOut,
            guests: first.guests,
          }
        : { kind: v.kind, itemId: v.itemId, checkIn: v.checkIn, checkOut: v.checkOut, guests: v.guests };
      return {
        ...dropTourCheckOut(stay),
        shift: first ? undefined : v.shift,
        lines: v.lines ?? null,
        extras: v.extras,
      };
    });

/** Largest page of `GET /api/enquiries`. */
export const ENQUIRIES_PAGE_MAX = 100;

/** Query of `GET /api/enquiries` (admin): `q` a reference, with or without its '#', or part of the item's name. */
export const enquiryListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    safeText('search', 100)
      .transform((s) => s.replace(/^#/, ''))
      .optional(),
  ),
  page: optionalInt(1, 100_000, ruleMessage('wholeNumberFrom', { label: 'page', min: 1 }), 'page').transform(
    (v) => v ?? 1,
  ),
  limit: optionalInt(
    1,
    ENQUIRIES_PAGE_MAX,
    ruleMessage('wholeNumberRange', { label: 'limit', min: 1, max: ENQUIRIES_PAGE_MAX }),
    'limit',
  ).transform((v) => v ?? 20),
});

export type EnquiryCreate = z.output<ReturnType<typeof enquiryCreateSchema>>;
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** An enquiry as the API returns it (schema: `enquirySchema`). */
export type Enquiry = z.output<typeof enquirySchema>;

/** One line of a visitor's trip as an enquiry keeps it. */
export type EnquiryLine = NonNullable<EnquiryCreate['lines']>[number];

/** Enquiries per item for the dashboard: the last 30 days, most asked first. */
export type EnquiryCount = z.output<typeof enquiryCountSchema>;
