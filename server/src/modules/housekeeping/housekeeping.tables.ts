/**
 * Housekeeping's table (issue 39; docs/decisions/033-housekeeping.md): one row per room unit whose
 * status was ever set (a unit without a row is clean). An out-of-order unit keeps the block that
 * takes it out of the availability: a reservation with status 'blocked' made through the
 * reservations module (`block_reservation_id`), so every count of free rooms sees it.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { UNIT_STATUSES } from '@pachmarhi/common/housekeeping';
import { rooms } from '../inventory/inventory.tables';
import { reservations } from '../reservations/reservations.tables';
import { inList } from '../../platform/db/schema-columns';

export const roomUnits = pgTable(
  'room_units',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    unit: integer('unit').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    /** Out of order: from (IST date) up to `until` (exclusive); null otherwise. */
    outFrom: date('out_from'),
    outUntil: date('out_until'),
    blockReservationId: uuid('block_reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who set it: the staff member's name, or 'check-out' when a check-out made it dirty. */
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.unit] }),
    check('room_units_status_check', inList('status', UNIT_STATUSES)),
    check('room_units_unit_check', sql`unit >= 1`),
  ],
);
