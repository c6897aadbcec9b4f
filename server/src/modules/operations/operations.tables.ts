/**
 * The day's operations (issue 39; conventions in platform/db/schema-columns.ts): drivers and guides,
 * vehicle papers and out-of-service periods, who drives which Gypsy for which reservation on a
 * date, and the park permits tracked per safari seat (the park's closures: ../park-closures). Dates are IST calendar
 * dates; a vehicle listing is one Gypsy per unit.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAPER_KINDS } from '@pachmarhi/common/operations/papers';
import { SHIFTS } from '@pachmarhi/common/operations/shifts';
import { PERMIT_STATUSES, STAFF_RESOURCE_ROLES } from '@pachmarhi/common/schemas/operations';
import { inList, timestamps } from '../../platform/db/schema-columns';
import { vehicles } from '../inventory/inventory.tables';
import { reservations } from '../reservations/reservations.tables';

/** A driver or a guide (not a login: staff accounts are `users`). */
export const staffResources = pgTable(
  'staff_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    /** Normalised, '+919876543210'. */
    phone: text('phone').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** Drivers: the driving licence and the last date it is valid; '' and null for guides. */
    licenceNumber: text('licence_number').notNull().default(''),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    /** Guides: the forest department's guide number. */
    guideNumber: text('guide_number').notNull().default(''),
    /** Weekdays off every week, 0 = Sunday … 6 = Saturday. */
    weeklyOff: jsonb('weekly_off').$type<number[]>().notNull().default([]),
    /** Single dates off, IST 'YYYY-MM-DD'. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  () => [check('staff_resources_role_check', inList('role', STAFF_RESOURCE_ROLES))],
);

/** A vehicle's papers, one row per kind: its number and the last date it is valid (null: none recorded). */
export const vehiclePapers = pgTable(
  'vehicle_papers',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.kind] }),
    check('vehicle_papers_kind_check', inList('kind', PAPER_KINDS)),
  ],
);

/**
 * A vehicle off the road for repairs from `from` to `to` (both included). It takes the vehicle as
 * an admin block does: its `reservation_id` is a 'blocked' reservation over the same days, which
 * availability, rentals and assignments count (deleted with it).
 */
export const vehicleOutOfService = pgTable(
  'vehicle_out_of_service',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicle_out_of_service_dates_check', sql`to_date >= from_date`),
    index('vehicle_out_of_service_vehicle_idx').on(t.vehicleId),
  ],
);

/**
 * Who and what does a reservation's job on a date: the vehicle, the driver (null: the guest drives,
 * a rental only) and the guide; `shift` null takes the whole day. `override_reason`: the owner
 * assigned despite lapsed papers or licence, and why.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    shift: text('shift'),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => staffResources.id, { onDelete: 'set null' }),
    guideId: uuid('guide_id').references(() => staffResources.id, { onDelete: 'set null' }),
    overrideReason: text('override_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assignments_reservation_date_key').on(t.reservationId, t.date),
    index('assignments_date_idx').on(t.date),
    check('assignments_shift_check', sql`shift is null or ${inList('shift', SHIFTS)}`),
  ],
);

/** One safari seat's park permit as tracked (bought on MPOnline by the guest or the owner, never sold here). */
export const safariPermits = pgTable(
  'safari_permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    permitNumber: text('permit_number').notNull().default(''),
    zone: text('zone').notNull().default(''),
    gate: text('gate').notNull().default(''),
    shift: text('shift'),
    date: date('date', { mode: 'string' }),
    status: text('status').notNull().default('to-apply'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('safari_permits_reservation_seat_key').on(t.reservationId, t.seat),
    check('safari_permits_status_check', inList('status', PERMIT_STATUSES)),
    check('safari_permits_shift_check', sql`shift is null or ${inList('shift', SHIFTS)}`),
    check('safari_permits_seat_check', sql`seat between 1 and 50`),
  ],
);
