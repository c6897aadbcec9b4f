import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { CreditNoteFields, InvoiceFields } from '@pachmarhi/common/schemas/money';
import type { Invoice, InvoiceDocument, Payment } from '@pachmarhi/common/schemas/money-records';
import type { FolioInvoice } from '@pachmarhi/common/money/folio';
import { financialYearAt } from '@pachmarhi/common/tax/financial-year';
import { rupeesToPaise } from '@pachmarhi/common/tax/paise';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors/app-error';
import type { Business } from '../business/business.module';
import type { PaymentEvents, Payments } from '../payments/payments.module';
import type { ReservationEvents } from '../reservations/reservations.module';
import type { EventBus } from '../../platform/events/event-bus';
import type { Transaction } from '../../platform/db/sql-helpers';
import {
  CREDIT_NOTE_SERIES,
  creditedDates,
  creditNoteDocument,
  creditPart,
  documentNumber,
  invoiceDocument,
  ledgerPart,
  type CreditSpec,
} from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import type { AuditTrail } from '../audit/audit.module';
import * as repo from './invoices.repository';

/** A trip's invoice document (a row per line and extra). */
export { tripInvoiceDocument, type TripCharges } from './trip-invoice-document';

/** GST invoices and credit notes; see `createInvoices`. */
export type { SeriesState } from './invoices.repository';

/**
 * Every invoice and credit-note series by financial year: the counter's last number, how many
 * documents carry its numbers and the highest of them (numbers run without a gap when all three
 * agree). For the move to PostgreSQL's check (cli/move-to-postgres.ts), outside any app.
 */
export const documentSeries = (db: Pick<Db, 'execute'>): Promise<repo.SeriesState[]> => repo.seriesStates(db);

export interface Invoices {
  /**
   * The reservation's invoice in force (`created` false; `fields` ignored), or a new one issued now
   * with the next number of the financial year (`created` true) when it has none — first, or after
   * its invoice was fully credited.
   * @throws AppError 404 unknown reservation; 400 a block (no price)
   */
  issue(reservationId: string, fields: InvoiceFields): Promise<{ invoice: Invoice; created: boolean }>;
  /**
   * A credit note of an invoice (its own series, CGST Rule 53): the whole of what is left of it
   * (neither `amount` nor `nights`), an amount in rupees with tax, or its lines of the chosen dates.
   * @throws AppError 404 unknown invoice or a credit note's id; 409 nothing left to credit; 400 an
   *   amount above what is left, or a date not on the invoice or already credited
   */
  creditNote(invoiceId: string, input: CreditNoteFields): Promise<Invoice>;
  /** An invoice or credit note as a PDF; an invoice in force shows the ledger as of now. @throws AppError 404 unknown id */
  pdf(id: string): Promise<{ number: string; bytes: Buffer }>;
  /**
   * In the caller's transaction `tx` (the reservation's cancel, holding its row lock): the credit
   * note of what is left of its invoice in force. @returns it, or null when there is none
   */
  creditNoteOnCancel(tx: repo.Executor, reservationId: string): Promise<Invoice | null>;
  /**
   * In the caller's transaction `tx` (a stay shortened, its row locked): the credit note of the
   * invoice in force's lines of `dates` not yet credited, with `reason`. @returns it, or null when
   * there is no invoice in force or none of those lines is left
   */
  creditDates(
    tx: repo.Executor,
    reservationId: string,
    dates: readonly string[],
    reason: string,
  ): Promise<Invoice | null>;
  /**
   * A trip's invoice (a row per line and extra): its invoice in force (`created` false), or a new
   * one numbered now in the invoice series (`created` true), its content made by `make` — in one
   * transaction under the trip's row lock.
   * @throws AppError 404 unknown trip; 409 a line of it has its own invoice in force (credit it first); as `make`
   */
  issueTrip(
    tripId: string,
    make: (issue: { number: string; date: string }) => InvoiceDocument,
  ): Promise<{ invoice: Invoice; created: boolean }>;
  /** The trip invoices in force of trips `tripIds` with what their credit notes took off. */
  tripInForce(db: Pick<Db, 'select'>, tripIds: readonly string[]): Promise<Map<string, FolioInvoice>>;
  /** Every invoice and credit note of a trip (its own and its lines'), in issue order. */
  tripDocuments(tripId: string): Promise<Invoice[]>;
  /** The invoices in force of reservations `ids` (issued, not fully credited) with what their credit notes took off. */
  inForce(db: Pick<Db, 'select'>, ids: readonly string[]): Promise<Map<string, FolioInvoice>>;
  /** The id of a reservation's invoice in force, null before one is issued or once fully credited. */
  idOf(reservationId: string): Promise<string | null>;
  /** A reservation's invoices and credit notes, in issue order. */
  documentsOf(reservationId: string): Promise<Invoice[]>;
  /** Invoices and credit notes issued in `[from, to)` with what they say. */
  issuedBetween(from: Date, to: Date): Promise<{ invoice: Invoice; document: InvoiceDocument }[]>;
}

export interface InvoicesDeps {
  db: Db;
  now: () => Date;
  business: Business;
  payments: Payments;
  /** A reservation as the API shows it. @throws AppError 404 */
  reservation: (id: string) => Promise<Reservation>;
  /** The ledger entries that count of a trip (its own and its lines'), oldest first. */
  tripCounted: (tripId: string) => Promise<Payment[]>;
  /** Issuing an invoice or a credit note is recorded on it (entity 'invoice' or 'credit-note'), in its transaction. */
  audit: AuditTrail;
  /** Where invoices hear of cancelled and shortened stays (their credit notes) and answer the payments module's questions. */
  events: EventBus<PaymentEvents & ReservationEvents>;
}

/** What the audit trail keeps of an issued document: its number, total and reason, not the whole document. */
const audited = (row: repo.InvoiceRow) => ({
  type: row.type,
  number: row.number,
  financialYear: row.financialYear,
  reservationId: row.reservationId,
  tripId: row.tripId,
  invoiceId: row.invoiceId,
  total: row.total,
  ...(row.document.reason && { reason: row.document.reason }),
});

const toInvoice = (row: repo.InvoiceRow, credited = 0): Invoice => ({
  _id: row.id,
  type: row.type as Invoice['type'],
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  reservationId: row.reservationId,
  tripId: row.tripId,
  pdfUrl: `/api/invoices/${row.id}.pdf`,
  total: row.total,
  invoiceId: row.invoiceId,
  reason: row.document.reason ?? null,
  credited,
});

/** Documents as the API shows them, each invoice with what its credit notes (among `rows`) took off. */
const withCredited = (rows: readonly repo.InvoiceRow[]): Invoice[] => {
  const credited = (id: string) =>
    rows.filter((r) => r.type === 'credit-note' && r.invoiceId === id).reduce((t, r) => t + r.total, 0);
  return rows.map((r) => toInvoice(r, r.type === 'invoice' ? credited(r.id) : 0));
};

/** The last invoice of a reservation not fully credited, from its invoices in issue order. */
const inForceOf = (rows: readonly repo.InvoiceWithCredits[]) => rows.filter((r) => r.credited < r.total).at(-1);

const folioInvoice = (r: repo.InvoiceWithCredits): FolioInvoice => ({
  _id: r.id,
  number: r.number,
  subtotal: r.document.subtotal,
  tax: r.document.tax,
  grandTotal: r.total,
  credited: r.credited,
});

/**
 * Create the invoices component. Numbers: `<series>/<financial year>/<nnnn>` from a counter row
 * raised in the same transaction as the document (repository `nextNumber`), under the
 * reservation's row lock, so a reservation has at most one invoice in force and numbers run on
 * without gaps or repeats on every process.
 */
export function createInvoices(deps: InvoicesDeps): Invoices {
  const { db, now, business, payments, audit } = deps;

  const inForceOne = async (tx: repo.Executor, reservationId: string) =>
    inForceOf(await repo.invoicesOf(tx, [reservationId]));

  /** A credit note of `invoice` for `spec`, numbered in its own series in `tx` (the reservation locked). */
  const issueCreditNote = async (tx: repo.Executor, invoice: repo.InvoiceRow, spec: CreditSpec, reason: string) => {
    const at = now();
    const date = todayIST(at);
    const notes = (await repo.creditNotesOf(tx, invoice.id)).map((n) => n.document);
    const part = creditPart(invoice.document, notes, spec, date);
    const fy = financialYearAt(at).label;
    const number = documentNumber(CREDIT_NOTE_SERIES, fy, await repo.nextNumber(tx, CREDIT_NOTE_SERIES, fy));
    const document = creditNoteDocument(invoice.document, { number, date, reason }, part);
    const note = await repo.insertInvoice(tx, {
      type: 'credit-note',
      number,
      financialYear: fy,
      reservationId: invoice.reservationId,
      tripId: invoice.tripId,
      invoiceId: invoice.id,
      issuedAt: at,
      total: document.grandTotal,
      document,
    });
    await audit.record({ action: 'create', entity: 'credit-note', entityId: note.id, after: audited(note) }, tx);
    return note;
  };

  /**
   * Issue an invoice numbered next in `series` for the financial year, its content from `make`,
   * audited, in `tx` (the row locks held).
   */
  const issueNumbered = async (
    tx: repo.Executor,
    series: string,
    of: { reservationId: string | null; tripId: string },
    make: (issue: { number: string; date: string }) => InvoiceDocument,
  ) => {
    const at = now();
    const fy = financialYearAt(at).label;
    const number = documentNumber(series, fy, await repo.nextNumber(tx, series, fy));
    const document = make({ number, date: todayIST(at) });
    const row = await repo.insertInvoice(tx, {
      type: 'invoice',
      number,
      financialYear: fy,
      ...of,
      issuedAt: at,
      total: document.grandTotal,
      document,
    });
    await audit.record({ action: 'create', entity: 'invoice', entityId: row.id, after: audited(row) }, tx);
    return { row, credited: 0, created: true };
  };

  /**
   * In a line's cancel (tx open, the line already cancelled): the credit note of the line's rows on
   * its trip's invoice in force — of everything left (the extras too) when no live line remains.
   * @returns it, or null when the trip has no invoice in force or the line's rows are credited
   */
  const creditLineOfTrip = async (tx: repo.Executor, reservationId: string) => {
    const tripId = await repo.tripOfLine(tx, reservationId);
    if (!tripId) return null;
    const invoice = inForceOf(await repo.tripInvoicesOf(tx, [tripId]));
    if (!invoice) return null;
    const live = await repo.liveLines(tx, tripId);
    const notes = (await repo.creditNotesOf(tx, invoice.id)).map((n) => n.document);
    const done = creditedDates(notes);
    const rows = invoice.document.lines.filter((l) => l.lineId === reservationId && !done.has(reservationId));
    if (live.length && !rows.length) return null;
    const spec: CreditSpec = live.length ? { lines: [reservationId] } : { remainder: true };
    return toInvoice(await issueCreditNote(tx, invoice, spec, 'Line of the trip cancelled'));
  };

  const invoices: Invoices = {
    async issue(reservationId, fields) {
      const [r, settings, entries] = await Promise.all([
        deps.reservation(reservationId),
        business.get(),
        payments.counted(reservationId),
      ]);
      const result = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const current = await inForceOne(tx, reservationId);
        if (current) return { row: current, credited: current.credited, created: false };
        const [onTrip] = (await repo.tripInvoicesOf(tx, [r.tripId])).filter((i) => i.credited < i.total);
        if (onTrip)
          throw conflict(`The trip is invoiced as a whole (${onTrip.number}): its lines have no invoice of their own`);
        const make = (issue: { number: string; date: string }) => invoiceDocument(r, settings, entries, fields, issue);
        return issueNumbered(tx, settings.invoicePrefix, { reservationId, tripId: r.tripId }, make);
      });
      if (!result) throw notFound('Reservation');
      return { invoice: toInvoice(result.row, result.credited), created: result.created };
    },

    async creditNote(invoiceId, input) {
      const invoice = await repo.findInvoice(db, invoiceId);
      if (!invoice || invoice.type !== 'invoice') throw notFound('Invoice');
      const spec: CreditSpec =
        input.amount !== undefined
          ? { amount: rupeesToPaise(input.amount) }
          : input.nights
            ? { nights: input.nights }
            : input.lines
              ? { lines: input.lines.map((l) => l.toLowerCase()) }
              : { remainder: true };
      const work = async (tx: Transaction) => {
        const [found] = (
          invoice.reservationId
            ? await repo.invoicesOf(tx, [invoice.reservationId])
            : await repo.tripInvoicesOf(tx, [invoice.tripId])
        ).filter((i) => i.id === invoiceId);
        if (found.credited >= found.total) throw conflict(`${invoice.number} is already credited in full`);
        return issueCreditNote(tx, invoice, spec, input.reason);
      };
      const row = invoice.reservationId
        ? await repo.withReservationLocked(db, invoice.reservationId, work)
        : await repo.withTripLocked(db, invoice.tripId, work);
      if (!row) throw notFound('Invoice');
      return toInvoice(row);
    },

    async creditNoteOnCancel(tx, reservationId) {
      const invoice = await inForceOne(tx, reservationId);
      if (invoice) return toInvoice(await issueCreditNote(tx, invoice, { remainder: true }, 'Reservation cancelled'));
      return creditLineOfTrip(tx, reservationId);
    },

    async creditDates(tx, reservationId, dates, reason) {
      const invoice = await inForceOne(tx, reservationId);
      if (!invoice) return null;
      if (!invoice.document.lines.every((l) => !l.lineId))
        throw conflict(`The trip is invoiced as a whole (${invoice.number}): credit its invoice first`);
      const notes = (await repo.creditNotesOf(tx, invoice.id)).map((n) => n.document);
      const done = new Set(notes.flatMap((n) => (n.creditBasis === 'lines' ? n.lines.map((l) => l.date) : [])));
      const nights = dates.filter((d) => invoice.document.lines.some((l) => l.date === d) && !done.has(d));
      if (!nights.length) return null;
      return toInvoice(await issueCreditNote(tx, invoice, { nights }, reason));
    },

    async inForce(executor, ids) {
      const rows = await repo.invoicesOf(executor, ids);
      const out = new Map<string, FolioInvoice>();
      for (const id of new Set(rows.map((r) => r.reservationId!))) {
        const current = inForceOf(rows.filter((r) => r.reservationId === id));
        if (current) out.set(id, folioInvoice(current));
      }
      return out;
    },

    idOf: async (reservationId) => (await inForceOne(db, reservationId))?.id ?? null,

    async pdf(id) {
      const row = await repo.findInvoice(db, id);
      if (!row) throw notFound('Invoice');
      let document = row.document;
      if (row.type === 'invoice') {
        const current = row.reservationId
          ? await inForceOne(db, row.reservationId)
          : inForceOf(await repo.tripInvoicesOf(db, [row.tripId]));
        if (current?.id === row.id) {
          const entries = row.reservationId
            ? await payments.counted(row.reservationId)
            : await deps.tripCounted(row.tripId);
          document = { ...document, ...ledgerPart(entries, row.total - current.credited, current.credited) };
        }
      }
      return { number: row.number, bytes: await invoicePdf(document) };
    },

    documentsOf: async (reservationId) => withCredited(await repo.documentsOfReservation(db, reservationId)),

    tripDocuments: async (tripId) => withCredited(await repo.documentsOfTrip(db, tripId)),

    async issueTrip(tripId, make) {
      const settings = await business.get();
      const result = await repo.withTripLocked(db, tripId, async (tx) => {
        const current = inForceOf(await repo.tripInvoicesOf(tx, [tripId]));
        if (current) return { row: current, credited: current.credited, created: false };
        const lineIds = (await repo.documentsOfTrip(tx, tripId))
          .map((d) => d.reservationId)
          .filter((id): id is string => Boolean(id));
        const [own] = (await repo.invoicesOf(tx, [...new Set(lineIds)])).filter(
          (i) => i.credited < i.total && i.document.lines.every((l) => !l.lineId),
        );
        if (own) throw conflict(`${own.number} invoices a line of this trip: credit it in full first`);
        return issueNumbered(tx, settings.invoicePrefix, { reservationId: null, tripId }, make);
      });
      if (!result) throw notFound('Trip');
      return { invoice: toInvoice(result.row, result.credited), created: result.created };
    },

    async tripInForce(executor, tripIds) {
      const rows = await repo.tripInvoicesOf(executor, tripIds);
      const out = new Map<string, FolioInvoice>();
      for (const id of new Set(rows.map((r) => r.tripId))) {
        const current = inForceOf(rows.filter((r) => r.tripId === id));
        if (current) out.set(id, folioInvoice(current));
      }
      return out;
    },

    issuedBetween: async (from, to) =>
      (await repo.issuedBetween(db, from, to)).map((row) => ({ invoice: toInvoice(row), document: row.document })),
  };
  const { events } = deps;
  events.on('reservation.cancelled', async ({ tx, id }) => void (await invoices.creditNoteOnCancel(tx, id)));
  events.on(
    'reservation.shortened',
    async ({ tx, id, dates, reason }) => void (await invoices.creditDates(tx, id, dates, reason)),
  );
  events.answer('invoice.inForceOf', (id) => invoices.idOf(id));
  events.answer('invoice.documentsOf', (id) => invoices.documentsOf(id));
  events.answer('invoice.inForce', ({ db: reader, ids }) => invoices.inForce(reader, ids));
  return invoices;
}
