import { stringify } from 'csv-stringify/sync';

/** One column of a spreadsheet export: its header in words and how a row gives its cell. */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => string | number];

/**
 * Free text for a cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage
 * return) as a formula, so such text gets a leading apostrophe (OWASP "CSV Injection").
 */
export const csvText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * A value that must stay text although it looks like a number (a phone number such as
 * +919876543210 would lose its + and be shown as 9.19876E+11): written as the formula ="…", which
 * Excel, Google Sheets and LibreOffice show as the text itself (docs/decisions/019-csv-exports.md).
 * Only for values the server has normalised to digits and '+' — never for free text.
 */
export const csvKeepText = (value: string): string => (value ? `="${value.replace(/"/g, '""')}"` : '');

/**
 * Rows as a CSV document for spreadsheets: RFC 4180 (CRLF line ends, quoted fields, written by
 * csv-stringify) with a UTF-8 byte-order mark, so Excel reads Hindi names as UTF-8, and a header
 * row in words.
 * @param columns the columns in order
 * @param rows the records, one line each
 * @returns the whole document as a string (starting with U+FEFF)
 */
export function spreadsheetCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return stringify(
    rows.map((row) => columns.map(([, cell]) => cell(row))),
    { header: true, columns: columns.map(([header]) => header), bom: true, record_delimiter: 'windows' },
  );
}
