/**
 * Invoices (docs/api.md#money): issue a reservation's (POST /api/reservations/:id/invoice), their
 * PDFs and credit notes, whole or partial (/api/invoices/:id…), for the owner; the guest's own PDF
 * behind the payment page's token.
 */
import type { Response } from 'express';
import { z } from 'zod';
import { creditNoteInputSchema, invoiceInputSchema } from '@pachmarhi/common/schemas/money';
import { invoiceSchema } from '@pachmarhi/common/schemas/money-records';
import { AppError } from '../../platform/errors/app-error';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, withData } from '../../platform/http/openapi/envelopes';
import { binary, json } from '../../platform/http/openapi/operation';
import type { Payments } from '../payments/payments.module';
import type { Invoices } from './invoices.module';

/** The invoices module, and the payments module whose payment-page tokens name the guest's reservation. */
const endpoint = endpointsOf<{ invoices: Invoices; payments: Payments }>();
const tag = 'Money';
const invoiceId = { params: idPath('invoice'), notFound: 'Invoice' };

/** Send the PDF of invoice `id` as an attachment named by its number ('INV-26-27-0001.pdf'). */
async function sendPdf(res: Response, invoices: Invoices, id: string): Promise<undefined> {
  const { number, bytes } = await invoices.pdf(id);
  res
    .type('application/pdf')
    .attachment(`${number.replace(/\//g, '-')}.pdf`)
    .send(bytes);
  return undefined;
}

export const invoicesEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/invoice',
    tag,
    summary: "Issue a reservation's invoice",
    auth: 'admin',
    description:
      'A tax invoice (a bill of supply when not registered) numbered `<prefix>/<financial year>/<nnnn>`, consecutive per financial year (1 April–31 March, IST). A reservation has one invoice in force: a second call answers 200 with it; after its full credit note, a new invoice with a new number.',
    params: idPath('reservation'),
    notFound: 'Reservation',
    body: invoiceInputSchema,
    bodyOptional: true,
    responses: { 201: json(withData(invoiceSchema), 'Issued'), 200: json(withData(invoiceSchema), 'Already issued') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, body, res }, { invoices }) => {
      const { invoice, created } = await invoices.issue(params.id, body);
      res.status(created ? 201 : 200).json({ success: true, data: invoice });
      return undefined;
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/invoices/:id.pdf',
    tag,
    summary: 'An invoice or credit note as a PDF',
    auth: 'admin',
    ...invoiceId,
    responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
    errors: { 404: 'Unknown invoice' },
    handle: async ({ params, res }, { invoices }) => sendPdf(res, invoices, params.id),
  }),
  endpoint({
    method: 'post',
    path: '/api/invoices/:id/credit-note',
    tag,
    summary: 'Issue a credit note of an invoice, whole or partial',
    auth: 'admin',
    description:
      'A credit note from its own series (`CN/<financial year>/<nnnn>`) with its `reason`: without `amount` or `nights`, everything left of the invoice; `amount` (rupees, tax included) a reduction in value shared among its GST rates; `nights` (IST dates) its lines of those dates. Several partial credit notes may follow each other up to the invoice total.',
    ...invoiceId,
    body: creditNoteInputSchema,
    status: 201,
    responses: { 201: json(withData(invoiceSchema), 'Issued') },
    errors: {
      400: 'An amount above what is left to credit, or a date not on the invoice or already credited',
      404: 'Unknown invoice',
      409: 'The invoice is already credited in full',
    },
    handle: async ({ params, body }, { invoices }) => ({
      success: true,
      data: await invoices.creditNote(params.id, body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/pay/:token/invoice.pdf',
    tag,
    summary: "The guest's invoice, from the payment page",
    params: z.object({ token: z.string() }),
    responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
    errors: { 404: 'Unknown token or no invoice yet' },
    handle: async ({ params, res }, { invoices, payments }) => {
      const claims = payments.verifyToken(params.token);
      const id = claims && (await invoices.idOf(claims.reservationId));
      if (!id) throw new AppError(404, 'Invoice not found');
      return sendPdf(res, invoices, id);
    },
  }),
];
