/**
 * The booking-hold rule, once: a hold is active at `now` while `isBooked` is set and
 * `bookingExpiresAt` is later than `now`. An expired hold is reported as not booked everywhere
 * (reads, lists, toggles, dashboard counts), so the JS form (for rows already read) and the SQL form
 * (for statements that decide in the database) sit side by side and must change together.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingHold } from '@pachmarhi/common/types';

/** The two columns of a hold, as stored on rooms, vehicles and tours. */
export interface HoldFields {
  isBooked: boolean;
  bookingExpiresAt: Date | null;
}

/** JS form: is the hold on `row` active at `now`? */
export function isHoldActive(row: HoldFields, now: Date): boolean {
  return row.isBooked && row.bookingExpiresAt !== null && row.bookingExpiresAt.getTime() > now.getTime();
}

/** SQL form of `isHoldActive` over a table's columns: a boolean expression. */
export function holdActiveSql(t: { isBooked: AnyPgColumn; bookingExpiresAt: AnyPgColumn }, now: Date): SQL<boolean> {
  return sql<boolean>`(${t.isBooked} and ${t.bookingExpiresAt} > ${now.toISOString()}::timestamptz)`;
}

/** The hold as the API reports it at `now`: not booked and no expiry once it has expired. */
export function effectiveHold(row: HoldFields, now: Date): BookingHold {
  const active = isHoldActive(row, now);
  return { isBooked: active, bookingExpiresAt: active ? row.bookingExpiresAt!.toISOString() : null };
}
