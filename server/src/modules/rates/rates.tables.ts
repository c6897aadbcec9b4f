/**
 * Rate periods (modules/rates; docs/decisions/016-rate-periods.md): the owner's seasonal prices and
 * stay rules for one item or every item of a kind. Dates are IST calendar dates, both ends
 * included; `weekdays` (0 = Sunday … 6 = Saturday) null means every day; the adjustment is a
 * percentage of the item's price or a fixed price in whole rupees (both columns null: stay rules
 * only); `non_refundable` makes the stays that touch it non-refundable.
 *
 * item_id has no foreign key (the item lives in rooms, vehicles or tours as `kind` says, like
 * reservations); a deleted item's own periods stop applying and remain listed until deleted.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from '../../platform/db/schema-columns';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';

export const ratePeriods = pgTable(
  'rate_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    weekdays: jsonb('weekdays').$type<number[]>(),
    adjustmentType: text('adjustment_type'),
    adjustmentValue: integer('adjustment_value'),
    minNights: integer('min_nights'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    /** A stay, rental or departure touching a matching date cannot be refunded (issue 37; the price box says so). */
    nonRefundable: boolean('non_refundable').notNull().default(false),
    ...timestamps,
  },
  () => [
    check('rate_periods_kind_check', inList('kind', ITEM_KINDS)),
    check('rate_periods_dates_check', sql`end_date >= start_date`),
    check(
      'rate_periods_adjustment_check',
      sql`(adjustment_type is null) = (adjustment_value is null) and (adjustment_type is null or adjustment_type in ('percent', 'fixed'))`,
    ),
    check('rate_periods_min_nights_check', sql`min_nights is null or min_nights between 1 and 30`),
    index('rate_periods_kind_item_idx').on(sql`kind`, sql`item_id`),
  ],
);
