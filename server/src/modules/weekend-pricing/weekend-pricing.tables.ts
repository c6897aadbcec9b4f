/**
 * The weekend-pricing module's tables: the current weekend increase and its history
 * (docs/decisions/007-weekend-nights-and-days.md; conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_WEEKEND_PERCENTAGE } from '@pachmarhi/common/constants';

/** Current weekend-pricing state: a single row (id = 1). */
export const weekendPricing = pgTable(
  'weekend_pricing',
  {
    id: integer('id').primaryKey().default(1),
    isActive: boolean('is_active').notNull().default(false),
    percentageIncrease: integer('percentage_increase').notNull().default(DEFAULT_WEEKEND_PERCENTAGE),
    startTime: timestamp('start_time', { withTimezone: true }),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('weekend_pricing_single_row', sql`id = 1`),
    check('weekend_pricing_percentage_check', sql`percentage_increase between 0 and 100`),
  ],
);

/** One row per active period; `endTime` null while it is the current one. */
export const weekendPricingHistory = pgTable(
  'weekend_pricing_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    percentageIncrease: integer('percentage_increase').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  () => [
    check('weekend_pricing_history_percentage_check', sql`percentage_increase between 0 and 100`),
    index('weekend_pricing_history_start_idx').on(sql`start_time desc`),
  ],
);
