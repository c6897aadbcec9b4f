/**
 * Operations (issue 39, docs/api.md#operations): the request rules of drivers and guides, vehicle
 * papers and out-of-service periods, assignments, safari permits and park closures, shared by the
 * back office's forms and the server (400 with field errors). Dates are IST 'YYYY-MM-DD', times IST
 * 'HH:MM'.
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { normalisePhone } from '../phone';
import { CLOSURE_RULES } from '../operations/park-closures';
import { PAPER_KINDS } from '../operations/papers';
import { SHIFTS } from '../operations/shifts';
import { isIsoDate } from '../time';
import { isoDate, optionalIsoDate, optionalText, requiredText, safeText, textList } from './fields';
import { wholeNumber } from './numbers';

export const STAFF_RESOURCE_ROLES = ['driver', 'guide'] as const;
export type StaffResourceRole = (typeof STAFF_RESOURCE_ROLES)[number];
/** Where a seat's park permit stands; it is bought by the guest or the owner on MPOnline, never here. */
export const PERMIT_STATUSES = ['to-apply', 'applied', 'confirmed', 'cancelled'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];
/** The Forest Department's only sales channel for Satpura permits. */
export const MPONLINE_PERMIT_URL = 'https://forest.mponline.gov.in/';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (v: unknown) => (v === undefined || v === '' ? null : v);
const idField = (label: 'vehicle' | 'driver' | 'guide' | 'item') =>
  requiredText(label, 40).refine((v) => GUID.test(v), ruleMessage('unknownItem'));

export const shiftField = z.enum(SHIFTS, { error: ruleMessage('chooseShift') });
/** A park safari's shift on a quote, enquiry or reservation; blank or absent: none (a safari then goes in the morning). */
export const stayShiftField = z.preprocess((v) => (v === null || v === '' ? undefined : v), shiftField.optional());
/** A shift, or blank/absent for the whole day (null). */
export const optionalShiftField = z.preprocess(blankToNull, shiftField.nullable()).default(null);
const timeField = requiredText('pickupTime', 5).refine(
  (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
  ruleMessage('invalidTime'),
);

/** A driver or a guide. A driver needs a licence number and expiry; a guide the forest department's guide number. */
export const staffResourceInputSchema = z
  .object({
    role: z.enum(STAFF_RESOURCE_ROLES, { error: ruleMessage('chooseResourceRole') }),
    name: requiredText('name', 120),
    phone: requiredText('phoneNumber', 30)
      .refine((v) => normalisePhone(v) !== null, ruleMessage('invalidPhoneExample'))
      .transform((v) => normalisePhone(v) as string),
    languages: textList('languages', { maxRows: 10, maxLength: 40 }),
    licenceNumber: optionalText('licenceNumber', 40),
    licenceExpiry: optionalIsoDate('licenceExpiry'),
    guideNumber: optionalText('guideNumber', 40),
    /** Weekdays off every week, 0 = Sunday … 6 = Saturday. */
    weeklyOff: z
      .array(wholeNumber('weeklyOff', { min: 0, max: 6 }), { error: ruleMessage('notList', { label: 'weeklyOff' }) })
      .max(7)
      .default([])
      .transform((d) => [...new Set(d)].sort()),
    /** Single dates off. */
    daysOff: z
      .array(isoDate('daysOff'), { error: ruleMessage('notList', { label: 'daysOff' }) })
      .max(366)
      .default([])
      .transform((d) => [...new Set(d)].sort()),
    notes: optionalText('notes', 1000),
  })
  .superRefine((v, ctx) => {
    const need = (path: 'licenceNumber' | 'licenceExpiry' | 'guideNumber') =>
      ctx.addIssue({ code: 'custom', path: [path], message: ruleMessage('required', { label: path }) });
    if (v.role === 'driver' && !v.licenceNumber) need('licenceNumber');
    if (v.role === 'driver' && !v.licenceExpiry) need('licenceExpiry');
    if (v.role === 'guide' && !v.guideNumber) need('guideNumber');
  });
export type StaffResourceInput = z.output<typeof staffResourceInputSchema>;

/** A vehicle's papers, the whole set replacing the stored one: at most one of each kind. */
export const vehiclePapersInputSchema = z.object({
  papers: z
    .array(
      z.object({
        kind: z.enum(PAPER_KINDS, { error: ruleMessage('choosePaperKind') }),
        number: optionalText('paperNumber', 60),
        expiresOn: z.preprocess(blankToNull, isoDate('expiresOn').nullable()).default(null),
      }),
      { error: ruleMessage('notList', { label: 'papers' }) },
    )
    .max(PAPER_KINDS.length)
    .refine((ps) => new Set(ps.map((p) => p.kind)).size === ps.length, ruleMessage('choosePaperKind')),
});
export type VehiclePapersInput = z.output<typeof vehiclePapersInputSchema>;

/** A repair: the vehicle is out of service from `from` to `to` (both included). */
export const outOfServiceInputSchema = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    reason: requiredText('reason', 300),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: ruleMessage('endBeforeStart') });
export type OutOfServiceInput = z.output<typeof outOfServiceInputSchema>;

/**
 * `PUT /api/assignments`: who and what does a reservation's job on `date`. `shift` absent: the
 * reservation's own (a safari's), else the whole day. `driverId` null only for a vehicle rental
 * the guest drives (self-drive). `overrideReason`: the owner assigns a vehicle whose papers or a
 * driver whose licence have lapsed that day, saying why.
 */
export const assignmentInputSchema = z.object({
  reservationId: idField('item'),
  date: isoDate('date'),
  shift: z.preprocess(blankToNull, shiftField.nullable()).optional(),
  vehicleId: idField('vehicle'),
  driverId: z.preprocess(blankToNull, idField('driver').nullable()),
  guideId: z.preprocess(blankToNull, idField('guide').nullable()).default(null),
  overrideReason: z.preprocess(blankToNull, requiredText('overrideReason', 300).nullable()).default(null),
});
export type AssignmentInput = z.output<typeof assignmentInputSchema>;

/** `GET /api/assignments`, `/api/day-sheet`: one IST date. */
export const dateQuerySchema = z.object({ date: isoDate('date') });

/** One seat's park permit as tracked (bought on MPOnline, never here). `seat` is 1 … the reservation's guests. */
export const permitInputSchema = z.object({
  seat: wholeNumber('seat', { min: 1, max: 50 }),
  permitNumber: optionalText('permitNumber', 60),
  zone: optionalText('zone', 80),
  gate: optionalText('gate', 80),
  shift: optionalShiftField,
  date: optionalIsoDate('date'),
  status: z.enum(PERMIT_STATUSES, { error: ruleMessage('choosePermitStatus') }).default('to-apply'),
});
export const permitsInputSchema = z.object({
  permits: z
    .array(permitInputSchema, { error: ruleMessage('notList', { label: 'permits' }) })
    .max(50)
    .refine((ps) => new Set(ps.map((p) => p.seat)).size === ps.length, ruleMessage('duplicateSeat')),
});
export type PermitsInput = z.output<typeof permitsInputSchema>;

/**
 * A park closure (../operations/park-closures.ts): `from`/`to` 'MM-DD' for an annual rule or
 * 'YYYY-MM-DD' for dates; `weekday` 0–6 for a weekly one; `shift` blank for the whole day.
 */
export const parkClosureInputSchema = z
  .object({
    name: requiredText('name', 120),
    nameHi: optionalText('nameHi', 120),
    reason: requiredText('reason', 300),
    reasonHi: optionalText('reasonHi', 300),
    source: optionalText('source', 500),
    rule: z.enum(CLOSURE_RULES, { error: ruleMessage('chooseClosureRule') }),
    from: z.preprocess(blankToNull, safeText('from', 10).nullable()).default(null),
    to: z.preprocess(blankToNull, safeText('to', 10).nullable()).default(null),
    weekday: z.preprocess(blankToNull, wholeNumber('weekday', { min: 0, max: 6 }).nullable()).default(null),
    shift: optionalShiftField,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.rule === 'weekly') {
      if (v.weekday === null) issue('weekday', ruleMessage('required', { label: 'weekday' }));
      return;
    }
    const valid = v.rule === 'dates' ? isIsoDate : (d: string) => /^\d{2}-\d{2}$/.test(d) && isIsoDate(`2028-${d}`);
    const code = v.rule === 'dates' ? 'invalidDate' : 'invalidMonthDay';
    if (!v.from || !valid(v.from)) issue('from', ruleMessage(code));
    if (!v.to || !valid(v.to)) issue('to', ruleMessage(code));
    else if (v.rule === 'dates' && v.from && v.to < v.from) issue('to', ruleMessage('endBeforeStart'));
  })
  .transform((v) => ({
    ...v,
    from: v.rule === 'weekly' ? null : v.from,
    to: v.rule === 'weekly' ? null : v.to,
    weekday: v.rule === 'weekly' ? v.weekday : null,
  }));
export type ParkClosureInput = z.output<typeof parkClosureInputSchema>;

/** `GET /api/park-closures`: the closures that touch `from`…`to` (both optional, IST dates). */
export const parkClosuresQuerySchema = z.object({
  from: optionalIsoDate('from'),
  to: optionalIsoDate('to'),
});

/** A tour's pickup point: the place and the IST time ('HH:MM'). */
export const pickupPointSchema = z.object({
  place: requiredText('pickupPlace', 120),
  placeHi: optionalText('pickupPlace', 120),
  time: timeField,
});
export const pickupPointsField = z
  .array(pickupPointSchema, { error: ruleMessage('notList', { label: 'pickupPoints' }) })
  .max(10, ruleMessage('tooManyRows', { label: 'pickupPoints', max: 10 }));
export type PickupPoint = z.output<typeof pickupPointSchema>;
