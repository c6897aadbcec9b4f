import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { InvoiceFields } from '@pachmarhi/common/schemas/money';
import type { Invoice, InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { financialYearAt } from '@pachmarhi/common/tax/financial-year';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors/app-error';
import type { Business } from '../business/business.module';
import type { Payments } from '../payments/payments.module';
import { CREDIT_NOTE_SERIES, creditNoteDocument, documentNumber, invoiceDocument } from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import type { AuditTrail } from '../audit/audit.module';
import * as repo from './invoices.repository';

/** GST invoices and credit notes; see `createInvoices`. */
export interface Invoices {
  /**
   * The reservation's invoice: issued now (`created` true) with the next number of the
   * financial year, or the one already issued (`created` false; `fields` ignored).
   * @throws AppError 404 unknown reservation; 400 a block (no price)
   */
  issue(reservationId: string, fields: InvoiceFields): Promise<{ invoice: Invoice; created: boolean }>;
  /** The credit note cancelling an invoice in full (its own series). @throws AppError 404 unknown invoice or a credit note's id; 409 one exists */
  creditNote(invoiceId: string): Promise<Invoice>;
  /** An invoice or credit note as a PDF. @throws AppError 404 unknown id */
  pdf(id: string): Promise<{ number: string; bytes: Buffer }>;
  /**
   * The credit note of a reservation's invoice, issued inside the caller's transaction `tx` (the
   * reservation's cancel, which holds its row lock): nothing when it has no invoice or already
   * has a credit note. @returns the credit note issued now, or null
   */
  creditNoteOnCancel(tx: repo.Executor, reservationId: string): Promise<Invoice | null>;
  /** The id of a reservation's invoice, null before one is issued. */
  idOf(reservationId: string): Promise<string | null>;
  /** A reservation's invoice and credit note (when issued), in issue order. */
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
  /** Issuing an invoice or a credit note is recorded on it (entity 'invoice' or 'credit-note'), in its transaction. */
  audit: AuditTrail;
}

/** What the audit trail keeps of an issued document: its number and total, not the whole document. */
const audited = (row: repo.InvoiceRow) => ({
  type: row.type,
  number: row.number,
  financialYear: row.financialYear,
  reservationId: row.reservationId,
  invoiceId: row.invoiceId,
  total: row.total,
});

const toInvoice = (row: repo.InvoiceRow): Invoice => ({
  _id: row.id,
  type: row.type as Invoice['type'],
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  reservationId: row.reservationId,
  pdfUrl: `/api/invoices/${row.id}.pdf`,
  total: row.total,
});

/**
 * Create the invoices component. Numbers: `<series>/<financial year>/<nnnn>` from a counter row
 * raised in the same transaction as the document (repository `nextNumber`), under the
 * reservation's row lock, so each reservation gets one invoice and numbers run on without gaps on
 * every process.
 */
export function createInvoices(deps: InvoicesDeps): Invoices {
  const { db, now, business, payments, audit } = deps;

  /** The credit note cancelling `invoice` in full, numbered in its own series in `tx` (the reservation locked). */
  const issueCreditNote = async (tx: repo.Executor, invoice: repo.InvoiceRow) => {
    const at = now();
    const fy = financialYearAt(at).label;
    const number = documentNumber(CREDIT_NOTE_SERIES, fy, await repo.nextNumber(tx, CREDIT_NOTE_SERIES, fy));
    const document = creditNoteDocument(invoice.document, { number, date: todayIST(at) });
    const note = await repo.insertInvoice(tx, {
      type: 'credit-note',
      number,
      financialYear: fy,
      reservationId: invoice.reservationId,
      invoiceId: invoice.id,
      issuedAt: at,
      total: document.grandTotal,
      document,
    });
    await audit.record({ action: 'create', entity: 'credit-note', entityId: note.id, after: audited(note) }, tx);
    return note;
  };

  return {
    async issue(reservationId, fields) {
      const existing = await repo.invoiceOfReservation(db, reservationId);
      if (existing) return { invoice: toInvoice(existing), created: false };
      const [r, settings, paid] = await Promise.all([
        deps.reservation(reservationId),
        business.get(),
        payments.counted(reservationId),
      ]);
      const result = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const again = await repo.invoiceOfReservation(tx, reservationId);
        if (again) return { row: again, created: false };
        const at = now();
        const fy = financialYearAt(at).label;
        const number = documentNumber(
          settings.invoicePrefix,
          fy,
          await repo.nextNumber(tx, settings.invoicePrefix, fy),
        );
        const document = invoiceDocument(r, settings, paid, fields, { number, date: todayIST(at) });
        const row = await repo.insertInvoice(tx, {
          type: 'invoice',
          number,
          financialYear: fy,
          reservationId,
          issuedAt: at,
          total: document.grandTotal,
          document,
        });
        await audit.record({ action: 'create', entity: 'invoice', entityId: row.id, after: audited(row) }, tx);
        return { row, created: true };
      });
      if (!result) throw notFound('Reservation');
      return { invoice: toInvoice(result.row), created: result.created };
    },

    async creditNote(invoiceId) {
      const invoice = await repo.findInvoice(db, invoiceId);
      if (!invoice || invoice.type !== 'invoice') throw notFound('Invoice');
      const row = await repo.withReservationLocked(db, invoice.reservationId, async (tx) => {
        if (await repo.creditNoteOf(tx, invoiceId)) throw conflict('This invoice already has a credit note');
        return issueCreditNote(tx, invoice);
      });
      if (!row) throw notFound('Invoice');
      return toInvoice(row);
    },

    async creditNoteOnCancel(tx, reservationId) {
      const invoice = await repo.invoiceOfReservation(tx, reservationId);
      if (!invoice || (await repo.creditNoteOf(tx, invoice.id))) return null;
      return toInvoice(await issueCreditNote(tx, invoice));
    },

    async pdf(id) {
      const row = await repo.findInvoice(db, id);
      if (!row) throw notFound('Invoice');
      return { number: row.number, bytes: await invoicePdf(row.document) };
    },

    idOf: async (reservationId) => (await repo.invoiceOfReservation(db, reservationId))?.id ?? null,

    documentsOf: async (reservationId) => (await repo.documentsOfReservation(db, reservationId)).map(toInvoice),

    issuedBetween: async (from, to) =>
      (await repo.issuedBetween(db, from, to)).map((row) => ({ invoice: toInvoice(row), document: row.document })),
  };
}
