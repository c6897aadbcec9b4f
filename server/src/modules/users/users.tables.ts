/**
 * The users module's table: staff and registered visitors' accounts (conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').notNull().default(2),
    /** Put in each token as `tv`; bumping it ends every session of the user (revoke, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A disabled staff account cannot sign in and its sessions end (the token version is bumped too). */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 1 owner, 2 registered visitor, 3 front desk, 4 accountant (common/src/staff-access.ts).
  () => [check('users_role_check', sql`role in (1, 2, 3, 4)`)],
);
