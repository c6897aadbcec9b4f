/**
 * The guest's stay page (docs/decisions/034-the-guest-stay-page.md): what `GET /api/stay/:token`
 * answers, what the guest may send from it (pre-arrival details, "I have paid", a data request),
 * and the desk's side (the stay link, reported payments, data requests). Money is paise; instants
 * are ISO strings (UTC); dates are IST calendar dates.
 */
import { z } from 'zod';
import { ITEM_KINDS } from '../kinds';
import { MEAL_PLANS } from '../trip-terms';
import { safeText } from './fields';
import { folioSchema } from './folio-record';
import { guestInputSchema } from './front-desk';
import { calendarDate, instant, paise, recordId } from './record-fields';
import { RESERVATION_STATUSES } from './reservation';

/**
 * The version of the privacy notice the pre-arrival form shows (common/src/stay/privacy-notice.ts);
 * stored with every consent. Raise it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-02';

/** What a data request asks (Digital Personal Data Protection Act 2023, s. 11 access, s. 12 erasure). */
export const DATA_REQUEST_TYPES = ['copy', 'erasure'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
/** A data request's state on the owner's list. */
export const DATA_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * Days the business has to answer a data request: the Digital Personal Data Protection Rules 2025,
 * r. 14(3), give a grievance "a reasonable period not exceeding ninety days"; the list shows the
 * due date so it is answered well inside it.
 */
export const DATA_REQUEST_DAYS = 90;

/**
 * `POST /api/stay/:token/guests`: one guest's pre-arrival details — the desk's register fields and
 * rules (`guestInputSchema`: Aadhaar kept as its last four digits, Form C for foreign nationals),
 * whether a child, and the consent to the privacy notice of `noticeVersion` (must be the current one).
 */
export const stayGuestInputSchema = z.intersection(
  guestInputSchema,
  z.object({
    child: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).default(false),
    consent: z.preprocess(
      (v) => v === true || v === 'true' || v === 'on',
      z.literal(true, { error: 'Please agree to the notice' }),
    ),
    noticeVersion: z.literal(PRIVACY_NOTICE_VERSION, { error: 'The notice changed: please reload the page' }),
  }),
);
export type StayGuestFields = z.output<typeof stayGuestInputSchema>;

/** `POST /api/stay/:token/paid`: the UTR/reference the guest's UPI app showed. */
export const stayPaidInputSchema = z.object({ reference: safeText('paymentReference', 100) });

/** `POST /api/stay/:token/data-request`. */
export const dataRequestInputSchema = z.object({
  type: z.enum(DATA_REQUEST_TYPES),
  message: safeText('message', 1000).optional(),
});

/** `PATCH /api/data-requests/:id`: the owner closes (or reopens) a request, with a note. */
export const dataRequestPatchSchema = z.object({
  status: z.enum(DATA_REQUEST_STATUSES),
  note: safeText('notes', 1000).optional(),
});

/** `POST /api/reservations/:id/payments/:paymentId/confirm`: the amount actually received, rupees (default: as reported). */
export const confirmReportedInputSchema = z.object({
  amount: z.number().int().min(1).max(10_00_000).optional(),
});

/** One line of the stay as the guest sees it. */
export const stayLineSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  itemName: z.string(),
  checkIn: calendarDate(),
  checkOut: calendarDate().nullable(),
  guests: z.int().min(1),
  children: z.int().min(0),
  mealPlan: z.enum(MEAL_PLANS).nullable(),
  status: z.enum(RESERVATION_STATUSES),
});

/** The business's arrival information in one language. */
export const stayPlaceSchema = z.object({
  address: z.string(),
  /** A maps search at the property's coordinates. */
  mapUrl: z.string(),
  fromPipariya: z.string(),
  fromBhopal: z.string(),
  /** 'HH:MM', IST. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  houseRules: z.array(z.string()),
  cancellationPolicy: z.string(),
});

/** A payment the guest reported ("I have paid"): not counted until the desk confirms it. */
export const reportedPaymentSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    /** Paise the guest was asked for when reporting. */
    amount: paise(),
    reference: z.string(),
    reportedAt: instant(),
    confirmedAt: instant().nullable(),
    /** The ledger entry made on confirming. */
    paymentId: recordId().nullable(),
  })
  .meta({ id: 'ReportedPayment' });

/** `GET /api/stay/:token`. */
export const stayPageSchema = z
  .object({
    lang: z.enum(['en', 'hi']),
    reference: z.string(),
    firstName: z.string(),
    businessName: z.string(),
    phone: z.string(),
    lines: z.array(stayLineSchema),
    /** The stay's (its trip's) money, the desk's figures: paise. */
    amountDue: paise(),
    paid: z.int(),
    balance: paise(),
    folio: folioSchema,
    /** Paise the page asks now: the deposit while less than it is paid, else the balance (as a payment request's default). */
    payAmount: paise(),
    /** `upi://pay` for `payAmount`; null when nothing is due or no UPI id is set. */
    upiUrl: z.string().nullable(),
    /** The tax invoice PDF once issued. */
    invoiceUrl: z.string().nullable(),
    place: stayPlaceSchema,
    /** How many guests are in the register already (no detail of theirs is shown back). */
    registered: z.int().min(0),
    noticeVersion: z.string(),
    reported: z.array(
      reportedPaymentSchema.pick({ amount: true, reference: true, reportedAt: true, confirmedAt: true }),
    ),
  })
  .meta({ id: 'StayPage' });

/** `POST /api/reservations/:id/stay-link` and the desk's view of a stay's link. */
export const stayLinkSchema = z.object({ url: z.string(), token: z.string() }).meta({ id: 'StayLink' });

/** `GET /api/reservations/:id/stay`: the desk's view of a stay's guest side. */
export const stayDeskSchema = z
  .object({
    /** The current link; null before one was made. */
    link: stayLinkSchema.nullable(),
    /** When the guest last sent pre-arrival details; null when never. */
    detailsReceivedAt: instant().nullable(),
    reported: z.array(reportedPaymentSchema),
    /** The register records (guest ids) that have an ID photo (`GET …/guests/:guestId/id-photo`). */
    photos: z.array(recordId()),
  })
  .meta({ id: 'StayDesk' });

/** One guest's data request on the owner's list. */
export const dataRequestSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    reference: z.string(),
    guestName: z.string(),
    type: z.enum(DATA_REQUEST_TYPES),
    message: z.string(),
    status: z.enum(DATA_REQUEST_STATUSES),
    note: z.string(),
    createdAt: instant(),
    /** `createdAt` + DATA_REQUEST_DAYS, as an IST date. */
    dueOn: calendarDate(),
    closedAt: instant().nullable(),
  })
  .meta({ id: 'DataRequest' });

export type StayPage = z.output<typeof stayPageSchema>;
export type StayLine = z.output<typeof stayLineSchema>;
export type StayPlace = z.output<typeof stayPlaceSchema>;
export type StayDesk = z.output<typeof stayDeskSchema>;
export type ReportedPayment = z.output<typeof reportedPaymentSchema>;
export type DataRequest = z.output<typeof dataRequestSchema>;
