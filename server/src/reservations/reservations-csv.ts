import { stringify } from 'csv-stringify/sync';
import type { Reservation } from '@pachmarhi/common/reservation-types';

/** A spreadsheet runs a cell starting with = + - @ as a formula: free text gets a leading apostrophe. */
const text = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** Columns of the export, in order: [header, value]. Money in whole rupees, dates 'YYYY-MM-DD' (IST). */
const COLUMNS: [string, (r: Reservation) => string | number][] = [
  ['reference', (r) => r.reference],
  ['kind', (r) => r.kind],
  ['item', (r) => text(r.itemName ?? '(deleted)')],
  ['checkIn', (r) => r.checkIn],
  ['checkOut', (r) => r.checkOut ?? ''],
  ['guests', (r) => r.guests],
  ['guestName', (r) => text(r.guestName)],
  ['guestPhone', (r) => r.guestPhone],
  ['guestEmail', (r) => text(r.guestEmail ?? '')],
  ['status', (r) => r.status],
  ['holdExpiresAt', (r) => r.holdExpiresAt ?? ''],
  ['source', (r) => r.source],
  ['totalRupees', (r) => r.quote?.total ?? ''],
  ['notes', (r) => text(r.notes)],
  ['createdAt', (r) => r.createdAt],
];

/** Reservations as CSV (RFC 4180, written by csv-stringify) with a header row. */
export function reservationsCsv(rows: Reservation[]): string {
  return stringify(rows.map((r) => COLUMNS.map(([, get]) => get(r))), { header: true, columns: COLUMNS.map(([h]) => h) });
}
