/**
 * The guest register's rules beyond the input's (common/src/schemas/front-desk.ts).
 *
 * Form C: a hotel reports every foreign guest's stay to the Foreigners Regional Registration
 * Officer within 24 hours of the guest's arrival, on Form C filed on the Bureau of Immigration's
 * portal (Registration of Foreigners Rules 1992, r. 14). Since 1 September 2025 the duty stands in
 * the Immigration and Foreigners Act 2025 (s. 8, keepers of accommodation) and the Immigration and
 * Foreigners Rules 2025 (r. 17, G.S.R. 596(E)), which call the same report Form III and have the
 * register kept for inspection for at least a year (we keep it GUEST_RECORD_RETENTION_DAYS, at
 * least 365). A foreigner is not registered on a passport or visa that runs out before the stay
 * ends (`expiredDocument`). Every time in the register and the report is IST, 'YYYY-MM-DD HH:mm'.
 */
import { expiredDocument, isForeignNational } from '@pachmarhi/common/schemas/front-desk';
import type { FormIiiDue, Guest } from '@pachmarhi/common/schemas/front-desk-records';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { istDateTime } from '@pachmarhi/common/time';
import { badRequest } from '../../platform/errors/app-error';
import { csvKeepText, csvText, spreadsheetCsv, type CsvColumn } from '../../platform/http/csv';
import type { GuestRow, GuestWithStay } from './guests.repository';

/** Form C is due this long after the guest checked in. */
export const FORM_III_WINDOW_MS = 24 * 3_600_000;

/** A register row as the API shows it. */
export function toGuestDto(row: GuestRow): Guest {
  const { id, formIiiSubmittedAt, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    idType: fields.idType as Guest['idType'],
    gender: fields.gender as Guest['gender'],
    foreign: isForeignNational(fields.nationality),
    formIiiSubmittedAt: formIiiSubmittedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** When a guest checked in at `checkedInAt` must be reported by: 24 hours later. */
export const formIiiDueBy = (checkedInAt: Date): Date => new Date(checkedInAt.getTime() + FORM_III_WINDOW_MS);

/** An instant as the register writes it: IST, 'YYYY-MM-DD HH:mm'; '' for none. */
const ist = (at: Date | null | undefined) => (at ? istDateTime(at) : '');

/** Form C's fields in the portal's order (personal, passport, visa, arrival, stay, contact). */
const FORM_C_FIELDS: [string, (g: GuestWithStay) => string | null | undefined][] = [
  ['name', (g) => g.name],
  ['gender', (g) => g.gender],
  ['dateOfBirth', (g) => g.dateOfBirth],
  ['nationality', (g) => g.nationality],
  ['address', (g) => g.address],
  ['passportNumber', (g) => g.passportNumber],
  ['passportIssuePlace', (g) => g.passportIssuePlace],
  ['passportIssueDate', (g) => g.passportIssueDate],
  ['passportExpiry', (g) => g.passportExpiry],
  ['visaNumber', (g) => g.visaNumber],
  ['visaType', (g) => g.visaType],
  ['visaIssuePlace', (g) => g.visaIssuePlace],
  ['visaIssueDate', (g) => g.visaIssueDate],
  ['visaValidTill', (g) => g.visaValidTill],
  ['arrivedFrom', (g) => g.arrivedFrom],
  ['arrivalInIndia', (g) => g.arrivalInIndia],
  ['portOfArrival', (g) => g.portOfArrival],
  ['arrivalAtHotel', (g) => ist(g.checkedInAt)],
  ['intendedDeparture', (g) => g.checkOut],
  ['nextDestination', (g) => g.nextDestination],
  ['purposeOfVisit', (g) => g.purposeOfVisit],
  ['contactInIndia', (g) => g.contactInIndia],
  ['phone', (g) => g.phone],
];

/** A due report: the guest, the stay, `dueBy` and the form's fields in order. */
export function toFormIiiDue(g: GuestWithStay, itemName: string | null): FormIiiDue {
  const checkedInAt = g.checkedInAt ?? g.createdAt;
  return {
    guestId: g.id,
    reservationId: g.reservationId,
    reference: g.reference ?? '',
    item: itemName,
    checkedInAt: checkedInAt.toISOString(),
    dueBy: formIiiDueBy(checkedInAt).toISOString(),
    fields: FORM_C_FIELDS.map(([field, get]) => ({ field, value: get(g) ?? '' })),
  };
}

const opt = (v: string | number | null | undefined) => v ?? '';
const free = (v: string | null | undefined) => csvText(v ?? '');

/** The register's columns: the stay, then every guest field; times IST 'YYYY-MM-DD HH:mm'. */
const REGISTER_COLUMNS: CsvColumn<GuestWithStay>[] = [
  ['Reference', (g) => g.reference ?? ''],
  ['Check-in', (g) => g.checkIn],
  ['Check-out', (g) => opt(g.checkOut)],
  ['Checked in (IST)', (g) => ist(g.checkedInAt)],
  ['Name', (g) => free(g.name)],
  ['Nationality', (g) => g.nationality],
  ['ID type', (g) => g.idType],
  ['ID number', (g) => free(g.idNumber)],
  ['Address', (g) => free(g.address)],
  ['Phone', (g) => csvKeepText(g.phone ?? '')],
  ['Age', (g) => opt(g.age)],
  ['Date of birth', (g) => opt(g.dateOfBirth)],
  ['Gender', (g) => opt(g.gender)],
  ['Arrived from', (g) => free(g.arrivedFrom)],
  ['Next destination', (g) => free(g.nextDestination)],
  ['Passport number', (g) => free(g.passportNumber)],
  ['Passport issued at', (g) => free(g.passportIssuePlace)],
  ['Passport issue date', (g) => opt(g.passportIssueDate)],
  ['Passport expiry', (g) => opt(g.passportExpiry)],
  ['Visa number', (g) => free(g.visaNumber)],
  ['Visa type', (g) => free(g.visaType)],
  ['Visa issued at', (g) => free(g.visaIssuePlace)],
  ['Visa issue date', (g) => opt(g.visaIssueDate)],
  ['Visa valid till', (g) => opt(g.visaValidTill)],
  ['Arrival in India', (g) => opt(g.arrivalInIndia)],
  ['Port of arrival', (g) => free(g.portOfArrival)],
  ['Purpose of visit', (g) => free(g.purposeOfVisit)],
  ['Contact in India', (g) => free(g.contactInIndia)],
  ['Form C submitted (IST)', (g) => ist(g.formIiiSubmittedAt)],
  ['FRRO acknowledgement', (g) => free(g.formIiiAck)],
];

/** The register as a spreadsheet CSV (platform/http/csv.ts: RFC 4180, UTF-8 with BOM) with a header row in words. */
export function guestRegisterCsv(rows: GuestWithStay[]): string {
  return spreadsheetCsv(REGISTER_COLUMNS, rows);
}

/**
 * Refuse a guest whose passport or visa runs out before the stay's last day (`lastDay`: the
 * check-out date, or a tour's date), naming the document, its date and the stay's end.
 * @throws AppError 400 with the sentence, and `errors` on the document's field
 */
export function assertDocumentsValid(
  input: { passportExpiry?: string; visaValidTill?: string },
  lastDay: string,
): void {
  const expired = expiredDocument(input, lastDay);
  if (!expired) return;
  const message = ruleMessage('documentExpired', { label: expired.field, value: expired.date, until: lastDay });
  throw badRequest(message, { [expired.field]: message });
}
