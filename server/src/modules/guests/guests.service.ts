/**
 * The guest register's rules beyond the input's (common/src/schemas/front-desk.ts).
 *
 * Form III: under the Immigration and Foreigners Act 2025 (s. 8, duty of hotels and other
 * accommodation providers to report foreigners) and the Immigration and Foreigners Rules 2025, a
 * hotel reports every foreign guest's stay to the registration authority on Form III (the former
 * Form C, filed on the Bureau of Immigration's portal) within 24 hours of the guest's arrival, and
 * keeps its register for inspection (we keep it GUEST_RECORD_RETENTION_DAYS, at least a year).
 */
import { stringify } from 'csv-stringify/sync';
import { isForeignNational } from '@pachmarhi/common/schemas/front-desk';
import type { FormIiiDue, Guest } from '@pachmarhi/common/schemas/front-desk-records';
import type { GuestRow, GuestWithStay } from './guests.repository';

/** Form III is due this long after the guest checked in. */
export const FORM_III_WINDOW_MS = 24 * 3_600_000;

/** A register row as the API shows it. */
export function toGuestDto(row: GuestRow): Guest {
  const { id, formIiiSubmittedAt, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    idType: fields.idType as Guest['idType'],
    foreign: isForeignNational(fields.nationality),
    formIiiSubmittedAt: formIiiSubmittedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** When a guest checked in at `checkedInAt` must be reported by: 24 hours later. */
export const formIiiDueBy = (checkedInAt: Date): Date => new Date(checkedInAt.getTime() + FORM_III_WINDOW_MS);

/** The form's fields in its order, as the portal asks for them. */
const FORM_III_FIELDS: [string, (g: GuestWithStay) => string | null | undefined][] = [
  ['name', (g) => g.name],
  ['nationality', (g) => g.nationality],
  ['address', (g) => g.address],
  ['passportNumber', (g) => g.passportNumber],
  ['passportExpiry', (g) => g.passportExpiry],
  ['visaNumber', (g) => g.visaNumber],
  ['visaType', (g) => g.visaType],
  ['arrivedFrom', (g) => g.arrivedFrom],
  ['arrivalInIndia', (g) => g.arrivalInIndia],
  ['portOfArrival', (g) => g.portOfArrival],
  ['arrivalAtHotel', (g) => g.checkedInAt?.toISOString()],
  ['intendedDeparture', (g) => g.checkOut],
  ['nextDestination', (g) => g.nextDestination],
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
    fields: FORM_III_FIELDS.map(([field, get]) => ({ field, value: get(g) ?? '' })),
  };
}

/** A spreadsheet runs a cell starting with = + - @ as a formula: free text gets a leading apostrophe. */
const text = (v: string | null | undefined) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

const REGISTER_COLUMNS: [string, (g: GuestWithStay) => string | number][] = [
  ['reference', (g) => g.reference ?? ''],
  ['checkIn', (g) => g.checkIn],
  ['checkOut', (g) => g.checkOut ?? ''],
  ['checkedInAt', (g) => g.checkedInAt?.toISOString() ?? ''],
  ['name', (g) => text(g.name)],
  ['nationality', (g) => g.nationality],
  ['idType', (g) => g.idType],
  ['idNumber', (g) => text(g.idNumber)],
  ['address', (g) => text(g.address)],
  ['phone', (g) => g.phone ?? ''],
  ['age', (g) => g.age ?? ''],
  ['arrivedFrom', (g) => text(g.arrivedFrom)],
  ['nextDestination', (g) => text(g.nextDestination)],
  ['passportNumber', (g) => text(g.passportNumber)],
  ['passportExpiry', (g) => g.passportExpiry ?? ''],
  ['visaNumber', (g) => text(g.visaNumber)],
  ['visaType', (g) => text(g.visaType)],
  ['arrivalInIndia', (g) => g.arrivalInIndia ?? ''],
  ['portOfArrival', (g) => text(g.portOfArrival)],
  ['formIiiSubmittedAt', (g) => g.formIiiSubmittedAt?.toISOString() ?? ''],
  ['formIiiAck', (g) => text(g.formIiiAck)],
];

/** The register as CSV (RFC 4180, csv-stringify) with a header row. */
export function guestRegisterCsv(rows: GuestWithStay[]): string {
  return stringify(
    rows.map((g) => REGISTER_COLUMNS.map(([, get]) => get(g))),
    { header: true, columns: REGISTER_COLUMNS.map(([h]) => h) },
  );
}
