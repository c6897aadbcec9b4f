/**
 * The audit trail (docs/api.md#staff-accounts-and-the-audit-trail): who changed what and when,
 * and who read the guest register. `before`/`after` hold the changed fields only; passwords and
 * tokens are never recorded.
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { blankToUndefined } from './reservation';
import { optionalDate, pageNumber } from './reservation-queries';
import { safeText } from './fields';
import { instant, recordId } from './record-fields';

/**
 * The records the trail names (`entity`, singular), as the server writes them and the Activity
 * screen offers and words them (client locale files, `activity.entities` / `activity.entityNames`).
 */
export const AUDIT_ENTITIES = [
  'reservation',
  'guest',
  'guest-register',
  'payment',
  'invoice',
  'credit-note',
  'room',
  'vehicle',
  'tour',
  'rate',
  'weekend-pricing',
  'gallery-image',
  'calendar-feed',
  'ical-link',
  'business-settings',
  'settings',
  'message-template',
  'staff',
  'user',
  'backup',
  'trip',
  'extra',
  'room-unit',
  'message-plan',
  'push-subscription',
  'stay-link',
  'id-photo',
  'data-request',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done (`action`), as the server writes it and the Activity screen words it (`activity.actions`). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'read',
  'check-in',
  'check-out',
  'no-show',
  'cancel',
  'message-sent',
  'record',
  'refund',
  'void',
  'upload',
  'hold',
  'activate',
  'deactivate',
  'reset',
  'fix-image-paths',
  'password-reset',
  'revoke-sessions',
  'purge',
  'download',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Rows per page of `GET /api/audit`. */
export const AUDIT_PAGE_SIZE = 50;

/** Query of `GET /api/audit`; `from`/`to` are IST calendar dates, both inclusive. */
export const auditQuerySchema = z
  .object({
    entity: z.preprocess(blankToUndefined, safeText('entity', 40).optional()),
    entityId: z.preprocess(blankToUndefined, safeText('entity', 100).optional()),
    userId: z.preprocess(blankToUndefined, z.uuid({ error: ruleMessage('invalidInput') }).optional()),
    from: optionalDate,
    to: optionalDate,
    page: pageNumber('page', 1, 100_000, 1, ruleMessage('wholeNumberFrom', { label: 'page', min: 1 })),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the audit trail. */
export const auditEntrySchema = z
  .object({
    _id: recordId(),
    at: instant(),
    /** Who did it; null for the command line. */
    userId: recordId().nullable(),
    /** Their name now (null once the account is gone or for the command line). */
    userName: z.string().nullable(),
    role: z.int().nullable(),
    /** 'create', 'update', 'delete', 'read', 'check-in', 'check-out', 'password-reset', 'message-sent'… */
    action: z.string(),
    /** The singular resource: 'reservation', 'guest', 'staff', 'message-template', 'guest-register'… */
    entity: z.string(),
    entityId: z.string().nullable(),
    /** The changed fields' values before (null for a create or a read). */
    before: z.record(z.string(), z.unknown()).nullable(),
    /** The changed fields' values after (null for a delete or a read). */
    after: z.record(z.string(), z.unknown()).nullable(),
    /**
     * The reservation the row concerns (a reservation, its guests, payments, invoices, credit notes
     * or a read of its register), as people name it; null for anything else.
     */
    reservation: z.object({ reference: z.string().nullable(), guestName: z.string() }).nullable(),
    /** The name of the guest, room, vehicle, tour or staff account the row concerns; null otherwise. */
    subject: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.output<typeof auditEntrySchema>;

/**
 * How the Activity screen writes a changed field's value: whole rupees (prices, the agreed total),
 * paise (payments, invoice totals), a calendar date, an instant (IST), a reservation status, a
 * price quote (its total), yes/no, plain text; `hidden` fields (ids, internal bookkeeping, frozen
 * documents) are not told. Field names are the records' own (camelCase, as the server writes them).
 */
export type AuditFieldKind = 'rupees' | 'paise' | 'date' | 'instant' | 'status' | 'quote' | 'flag' | 'text' | 'hidden';

const FIELD_KINDS: Record<string, AuditFieldKind> = {
  agreedTotal: 'rupees',
  price: 'rupees',
  extraGuestPrice: 'rupees',
  basePrice: 'rupees',
  amount: 'paise',
  total: 'paise',
  checkIn: 'date',
  checkOut: 'date',
  startDate: 'date',
  endDate: 'date',
  dateOfBirth: 'date',
  passportIssueDate: 'date',
  passportExpiry: 'date',
  visaIssueDate: 'date',
  visaValidTill: 'date',
  arrivalInIndia: 'date',
  holdExpiresAt: 'instant',
  checkedInAt: 'instant',
  checkedOutAt: 'instant',
  receivedAt: 'instant',
  voidedAt: 'instant',
  issuedAt: 'instant',
  formIiiSubmittedAt: 'instant',
  bookingExpiresAt: 'instant',
  startTime: 'instant',
  endTime: 'instant',
  lastSyncAt: 'instant',
  nextSyncAt: 'instant',
  status: 'status',
  quote: 'quote',
  conflict: 'flag',
  isBooked: 'flag',
  disabled: 'flag',
  gstRegistered: 'flag',
  pricesIncludeGst: 'flag',
  isActive: 'flag',
  featured: 'flag',
  closedToArrival: 'flag',
  closedToDeparture: 'flag',
  nonRefundable: 'flag',
  id: 'hidden',
  _id: 'hidden',
  itemId: 'hidden',
  reservationId: 'hidden',
  invoiceId: 'hidden',
  feedId: 'hidden',
  externalUid: 'hidden',
  externalRecurrence: 'hidden',
  messagesSent: 'hidden',
  document: 'hidden',
  financialYear: 'hidden',
  recordedBy: 'hidden',
  voidedBy: 'hidden',
  foreign: 'hidden',
  photos: 'hidden',
  images: 'hidden',
  hi: 'hidden',
  availability: 'hidden',
  etag: 'hidden',
  slug: 'hidden',
};

/** How a changed field's value is written on the Activity screen (AuditFieldKind); 'text' when not listed. */
export const auditFieldKind = (field: string): AuditFieldKind => FIELD_KINDS[field] ?? 'text';
