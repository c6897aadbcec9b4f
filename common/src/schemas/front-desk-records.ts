/**
 * Shapes the front desk's endpoints answer with (docs/api.md#front-desk), as zod schemas for the
 * API reference and the server's contract tests. Dates are IST calendar dates; instants ISO
 * strings; money whole rupees.
 */
import { z } from 'zod';
import { GENDERS, ID_TYPES, MESSAGE_KEYS, MESSAGE_LANGS, MESSAGE_UNAVAILABLE } from './front-desk';
import { itemKindSchema } from './reservation-records';
import { RESERVATION_STATUSES } from './reservation';
import { calendarDate, instant, paise, recordId } from './record-fields';
import { balanceCarriedSchema } from './folio-record';

/** One guest of the register. */
export const guestSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    name: z.string(),
    nationality: z.string().length(2),
    /** True for any nationality but India's: Form C applies. */
    foreign: z.boolean(),
    idType: z.enum(ID_TYPES),
    /** Aadhaar: 'XXXX XXXX 1234' only. */
    idNumber: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    age: z.int().nullable(),
    dateOfBirth: calendarDate().nullable(),
    gender: z.enum(GENDERS).nullable(),
    arrivedFrom: z.string().nullable(),
    nextDestination: z.string().nullable(),
    passportNumber: z.string().nullable(),
    passportIssuePlace: z.string().nullable(),
    passportIssueDate: calendarDate().nullable(),
    passportExpiry: calendarDate().nullable(),
    visaNumber: z.string().nullable(),
    visaType: z.string().nullable(),
    visaIssuePlace: z.string().nullable(),
    visaIssueDate: calendarDate().nullable(),
    visaValidTill: calendarDate().nullable(),
    arrivalInIndia: calendarDate().nullable(),
    portOfArrival: z.string().nullable(),
    purposeOfVisit: z.string().nullable(),
    contactInIndia: z.string().nullable(),
    /** When Form C was marked filed on the FRRO portal; null while due. */
    formIiiSubmittedAt: instant().nullable(),
    /** The FRRO portal's acknowledgement number. */
    formIiiAck: z.string().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Guest' });
export type Guest = z.output<typeof guestSchema>;

/** A foreign guest whose Form C is not marked submitted. */
export const formIiiDueSchema = z
  .object({
    guestId: recordId(),
    reservationId: recordId(),
    reference: z.string(),
    item: z.string().nullable(),
    /** When the guest was checked in; the report is due 24 hours later. */
    checkedInAt: instant(),
    dueBy: instant(),
    /** The form's fields in its order, to copy into the portal; dates 'YYYY-MM-DD', times 'YYYY-MM-DD HH:mm' IST. */
    fields: z.array(z.object({ field: z.string(), value: z.string() })),
  })
  .meta({ id: 'FormIiiDue' });
export type FormIiiDue = z.output<typeof formIiiDueSchema>;

/** One reservation on the Today board. */
export const boardEntrySchema = z
  .object({
    _id: recordId(),
    reference: z.string(),
    /** The trip the reservation is a line of (its other lines share it: shown together). */
    tripId: recordId(),
    kind: itemKindSchema,
    /** The room, vehicle or tour (a room's readiness is on the housekeeping board by this id). */
    itemId: recordId(),
    guest: z.string(),
    phone: z.string(),
    item: z.string().nullable(),
    checkIn: calendarDate(),
    checkOut: calendarDate().nullable(),
    /** Nights (rooms) or rental days (vehicles); 1 for tours. */
    nights: z.int().min(0),
    guests: z.int().min(1),
    status: z.enum(RESERVATION_STATUSES),
    /** What the guest still owes, paise: the folio's balance. */
    balance: paise(),
    /** The balance the guest left owing at check-out and why; null when none was carried. */
    balanceCarried: balanceCarriedSchema.nullable(),
    /** Guests in the register for this stay (0: ID details still to add). */
    registered: z.int().min(0),
    /** When the guest last sent pre-arrival details from the stay page; null when never. */
    detailsReceivedAt: instant().nullable(),
  })
  .meta({ id: 'BoardEntry' });
export type BoardEntry = z.output<typeof boardEntrySchema>;

/** `GET /api/front-desk`: the day's lists. */
export const frontDeskSchema = z
  .object({
    date: calendarDate(),
    /** Rooms whose stay starts on the date (checked in already or not). */
    arrivals: z.array(boardEntrySchema),
    /** Rooms checked in and staying the night of the date. */
    inHouse: z.array(boardEntrySchema),
    /** Rooms whose stay ends on the date (checked out already or not). */
    departures: z.array(boardEntrySchema),
    /** Tour departures of the date, with their reservations. */
    tourDepartures: z.array(
      z.object({
        tour: z.string().nullable(),
        date: calendarDate(),
        persons: z.int().min(0),
        reservations: z.array(boardEntrySchema),
      }),
    ),
    /** Vehicles rented out on the date. */
    vehiclesOut: z.array(boardEntrySchema),
    /** Guests who checked out owing a balance (carried, with its reason) and still owe some. */
    balancesCarried: z.array(boardEntrySchema),
  })
  .meta({ id: 'FrontDesk' });
export type FrontDesk = z.output<typeof frontDeskSchema>;

/** A message template as the owner edits it. */
export const messageTemplateSchema = z
  .object({
    key: z.enum(MESSAGE_KEYS),
    lang: z.enum(MESSAGE_LANGS),
    text: z.string(),
    /** False while the built-in text is used. */
    custom: z.boolean(),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.output<typeof messageTemplateSchema>;

/** A message rendered for one guest, ready to open in WhatsApp. */
export const renderedMessageSchema = z
  .object({
    key: z.enum(MESSAGE_KEYS),
    lang: z.enum(MESSAGE_LANGS),
    text: z.string(),
    /** https://wa.me/<digits>?text=…; null without a phone number. */
    whatsappUrl: z.string().nullable(),
    /** When the desk last opened it, or null. */
    sentAt: instant().nullable(),
    /**
     * Why it cannot be sent now ('noPayLink': it asks for a payment while nothing is due or there
     * is no UPI id; 'noReviewLink': it names the review link while the message plan has none); null when it can.
     */
    unavailable: z.enum(MESSAGE_UNAVAILABLE).nullable(),
  })
  .meta({ id: 'RenderedMessage' });
export type RenderedMessage = z.output<typeof renderedMessageSchema>;
