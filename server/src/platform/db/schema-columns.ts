/**
 * The conventions of every table (each module's `<name>.tables.ts`, and platform.tables.ts) and the
 * column groups they share. Lists inside records are jsonb; everything filtered, sorted or counted
 * is a real column. Enumerations are CHECK constraints (portable across schemas, unlike CREATE
 * TYPE), written with `inList`. Prices are whole rupees (money records: paise); instants are
 * timestamptz; calendar dates are IST dates.
 */
import { sql } from 'drizzle-orm';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const bookingHold = {
  isBooked: boolean('is_booked').notNull().default(false),
  bookingExpiresAt: timestamp('booking_expires_at', { withTimezone: true }),
};

/** The item's URL name ('deluxe-valley-room'), unique per kind, made from its name (server/src/modules/inventory/slugs.ts). */
export const slugColumn = {
  slug: text('slug').notNull(),
};
