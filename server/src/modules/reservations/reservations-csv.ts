import type { Reservation } from '@pachmarhi/common/reservation-types';
import { istDateTime } from '@pachmarhi/common/time';
import { paiseToDecimal } from '@pachmarhi/common/tax/paise';
import { csvKeepText, csvText, spreadsheetCsv, type CsvColumn } from '../../platform/http/csv';

const istOrBlank = (instant: string | null | undefined) => (instant ? istDateTime(instant) : '');

/**
 * Columns of the export, in order. Money from the stay's folio in rupees with two decimals (the
 * quote and the agreed total in whole rupees); dates 'YYYY-MM-DD' and times 'YYYY-MM-DD HH:mm', both IST.
 */
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
  ['Quoted (₹)', (r) => (r.quote ? r.quote.total : '')],
  ['Agreed total (₹)', (r) => r.agreedTotal ?? ''],
  ['GST (₹)', (r) => paiseToDecimal(r.folio.tax.total)],
  ['Total with GST (₹)', (r) => paiseToDecimal(r.folio.total)],
  ['Credited (₹)', (r) => paiseToDecimal(r.folio.credited)],
  ['Paid (₹)', (r) => paiseToDecimal(r.folio.paid)],
  ['Balance (₹)', (r) => paiseToDecimal(r.folio.balance)],
  ['Notes', (r) => csvText(r.notes)],
  ['Created (IST)', (r) => istOrBlank(r.createdAt)],
];

/** Reservations as a spreadsheet CSV (see spreadsheetCsv) with a header row in words. */
export function reservationsCsv(rows: Reservation[]): string {
  return spreadsheetCsv(COLUMNS, rows);
}
