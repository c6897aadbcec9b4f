/**
 * The park's closures (issue 39; conventions in platform/db/schema-columns.ts), kept by the owner with
 * their sources: common/src/operations/park-closures.ts decides what a row closes.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLOSURE_RULES } from '@pachmarhi/common/operations/park-closures';
import { SHIFTS } from '@pachmarhi/common/operations/shifts';
import { inList, timestamps } from '../../platform/db/schema-columns';

/** The park's closures (common/src/operations/park-closures.ts), kept by the owner with their sources. */
export const parkClosures = pgTable(
  'park_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    reason: text('reason').notNull(),
    reasonHi: text('reason_hi').notNull().default(''),
    source: text('source').notNull().default(''),
    rule: text('rule').notNull(),
    from: text('from_day'),
    to: text('to_day'),
    weekday: integer('weekday'),
    shift: text('shift'),
    ...timestamps,
  },
  () => [
    check('park_closures_rule_check', inList('rule', CLOSURE_RULES)),
    check('park_closures_shift_check', sql`shift is null or ${inList('shift', SHIFTS)}`),
    check('park_closures_weekday_check', sql`weekday is null or weekday between 0 and 6`),
  ],
);
