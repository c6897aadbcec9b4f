/**
 * Shapes the operations endpoints answer with (docs/api.md#operations), as zod schemas: the API
 * reference is generated from them and the server's contract tests check real responses against
 * it. Dates are IST 'YYYY-MM-DD', times IST 'HH:MM'.
 */
import { z } from 'zod';
import { CLOSURE_RULES } from '../operations/park-closures';
import { PAPER_KINDS } from '../operations/papers';
import { SHIFTS } from '../operations/shifts';
import { PERMIT_STATUSES, STAFF_RESOURCE_ROLES } from './operations';
import { calendarDate, instant, recordId } from './record-fields';

const shift = () => z.enum(SHIFTS).nullable();

export const parkClosureSchema = z
  .object({
    _id: recordId(),
    name: z.string(),
    nameHi: z.string(),
    /** The sentence shown to visitors ('The core zone is closed on Wednesday afternoons'). */
    reason: z.string(),
    reasonHi: z.string(),
    /** Where the rule comes from (a notification, the reserve's site). */
    source: z.string(),
    rule: z.enum(CLOSURE_RULES),
    /** 'MM-DD' (annual) or 'YYYY-MM-DD' (dates); null for weekly. */
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** 0 = Sunday … 6 = Saturday (weekly); null otherwise. */
    weekday: z.int().min(0).max(6).nullable(),
    /** null: the whole day. */
    shift: shift(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'ParkClosure' });
export type ParkClosure = z.output<typeof parkClosureSchema>;

export const staffResourceSchema = z
  .object({
    _id: recordId(),
    role: z.enum(STAFF_RESOURCE_ROLES),
    name: z.string(),
    phone: z.string(),
    languages: z.array(z.string()),
    licenceNumber: z.string(),
    licenceExpiry: calendarDate().nullable(),
    guideNumber: z.string(),
    weeklyOff: z.array(z.int().min(0).max(6)),
    daysOff: z.array(calendarDate()),
    notes: z.string(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'StaffResource' });
export type StaffResource = z.output<typeof staffResourceSchema>;

export const outOfServiceSchema = z
  .object({
    _id: recordId(),
    vehicleId: recordId(),
    /** The 'blocked' reservation that takes the vehicle over these days. */
    reservationId: recordId(),
    from: calendarDate(),
    to: calendarDate(),
    reason: z.string(),
  })
  .meta({ id: 'OutOfService' });
export type OutOfService = z.output<typeof outOfServiceSchema>;

export const vehiclePapersSchema = z
  .object({
    vehicleId: recordId(),
    vehicleName: z.string(),
    papers: z.array(
      z.object({
        kind: z.enum(PAPER_KINDS),
        number: z.string(),
        expiresOn: calendarDate().nullable(),
      }),
    ),
    /** Repairs from today (IST) on. */
    outOfService: z.array(outOfServiceSchema),
  })
  .meta({ id: 'VehiclePapers' });
export type VehiclePapers = z.output<typeof vehiclePapersSchema>;

export const assignmentSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    date: calendarDate(),
    shift: shift(),
    vehicleId: recordId(),
    /** null: self-drive (a vehicle rental). */
    driverId: recordId().nullable(),
    guideId: recordId().nullable(),
    /** Why the owner assigned despite lapsed papers or licence; null when nothing had lapsed. */
    overrideReason: z.string().nullable(),
  })
  .meta({ id: 'Assignment' });
export type Assignment = z.output<typeof assignmentSchema>;

/** One job of a date with its assignment (ids null until assigned). */
export const daySheetJobSchema = z
  .object({
    reservationId: recordId(),
    reference: z.string().nullable(),
    kind: z.enum(['vehicle', 'tour']),
    itemId: recordId(),
    item: z.string(),
    parkSafari: z.boolean(),
    shift: shift(),
    pickupTime: z.string(),
    pickupPlace: z.string(),
    /** '' when not written in Hindi. */
    pickupPlaceHi: z.string(),
    guestName: z.string(),
    guests: z.int().min(1),
    phone: z.string(),
    vehicleId: recordId().nullable(),
    vehicle: z.string().nullable(),
    driverId: recordId().nullable(),
    driver: z.string().nullable(),
    guideId: recordId().nullable(),
    guide: z.string().nullable(),
    permits: z.array(z.string()),
    /** A rental assigned without a driver. */
    selfDrive: z.boolean(),
    assigned: z.boolean(),
    overrideReason: z.string().nullable(),
  })
  .meta({ id: 'DaySheetJob' });
export type DaySheetJobRecord = z.output<typeof daySheetJobSchema>;

export const daySheetSchema = z
  .object({
    date: calendarDate(),
    jobs: z.array(daySheetJobSchema),
    /** Every driver with jobs that day: the one-tap WhatsApp link carries them (English; the back office words it in its language). */
    drivers: z.array(
      z.object({ _id: recordId(), name: z.string(), phone: z.string(), jobs: z.int().min(0), whatsappUrl: z.string() }),
    ),
    /** What can be assigned that day. */
    vehicles: z.array(
      z.object({
        _id: recordId(),
        name: z.string(),
        /** Papers lapsed on the date. */
        lapsed: z.array(z.enum(PAPER_KINDS)),
        outOfService: z.boolean(),
      }),
    ),
    staff: z.array(
      z.object({
        _id: recordId(),
        role: z.enum(STAFF_RESOURCE_ROLES),
        name: z.string(),
        off: z.boolean(),
        licenceLapsed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'DaySheet' });
export type DaySheet = z.output<typeof daySheetSchema>;

export const permitSchema = z
  .object({
    seat: z.int().min(1),
    permitNumber: z.string(),
    zone: z.string(),
    gate: z.string(),
    shift: shift(),
    date: calendarDate().nullable(),
    status: z.enum(PERMIT_STATUSES),
  })
  .meta({ id: 'Permit' });

/** Which safari: its reservation, reference, tour, departure date (IST), shift and persons. */
const safariFields = {
  reservationId: recordId(),
  reference: z.string().nullable(),
  item: z.string(),
  date: calendarDate(),
  shift: shift(),
  guests: z.int().min(1),
};

export const reservationPermitsSchema = z
  .object({
    ...safariFields,
    /** One row per seat (1 … guests); seats not yet tracked read 'to-apply'. */
    permits: z.array(permitSchema),
    /** The guest register's identity details MPOnline asks for, ready to copy (a register read). */
    register: z.array(
      z.object({
        name: z.string(),
        nationality: z.string(),
        idType: z.string(),
        idNumber: z.string(),
        age: z.int().nullable(),
        gender: z.string().nullable(),
      }),
    ),
    /** The only place permits are sold. */
    officialSite: z.string(),
  })
  .meta({ id: 'ReservationPermits' });
export type ReservationPermits = z.output<typeof reservationPermitsSchema>;

export const permitDueSchema = z
  .object({
    ...safariFields,
    guestName: z.string(),
    /** Seats with a confirmed permit. */
    confirmed: z.int().min(0),
  })
  .meta({ id: 'PermitDue' });
export type PermitDue = z.output<typeof permitDueSchema>;

/** A paper running out within 15 days (lapsed ones too), for Today. */
export const paperWarningSchema = z
  .object({ vehicleId: recordId(), vehicleName: z.string(), kind: z.enum(PAPER_KINDS), expiresOn: calendarDate() })
  .meta({ id: 'PaperWarning' });
export type PaperWarning = z.output<typeof paperWarningSchema>;
