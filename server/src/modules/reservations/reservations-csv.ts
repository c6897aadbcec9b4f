import type { Reservation } from '@pachmarhi/common/reservation-types';
import { istDateTime } from '@pachmarhi/common/time';
import { csvKeepText, csvText, spreadsheetCsv, type CsvColumn } from '../../platform/http/csv';

const istOrBlank = (instant: string | null | undefined) => (instant ? istDateTime(instant) : '');

/** Columns of the export, in order. Money in whole rupees; dates 'YYYY-MM-DD' and times 'YYYY-MM-DD HH:mm', both IST. */
const COLUMNS: CsvColumn<Reservation>[] = [
  ['Reference', (r) => r.reference],
  ['Kind', (r) => r.kind],
  ['Item', (r) => csvText(r.itemName ?? '(deleted)')],
  ['Check-in', (r) => r.checkIn],
  ['Check-out', (r) => r.checkOut ?? ''],
  ['Guests', (r) => r.guests],
  ['Guest name', (r) => csvText(r.guestName)],
  ['Phone', (r) => csvKeepText(r.guestPhone)],
  ['Email', (r) => csvText(r.guestEmail ?? '')],
  ['Status', (r) => r.status],
  ['Hold expires (IST)', (r) => istOrBlank(r.holdExpiresAt)],
  ['Source', (r) => r.source],
  ['Total (₹)', (r) => r.quote?.total ?? ''],
  ['Notes', (r) => csvText(r.notes)],
  ['Created (IST)', (r) => istOrBlank(r.createdAt)],
];

/** Reservations as a spreadsheet CSV (see spreadsheetCsv) with a header row in words. */
export function reservationsCsv(rows: Reservation[]): string {
  return spreadsheetCsv(COLUMNS, rows);
}
