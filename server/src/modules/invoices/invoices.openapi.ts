/** Invoices and credit notes in the API reference (docs/api.md#money). */
import { z } from 'zod';
import { invoiceInputSchema } from '@pachmarhi/common/schemas/money';
import { invoiceSchema } from '@pachmarhi/common/schemas/money-records';
import { idPath, withData } from '../../platform/http/openapi/envelopes';
import { binary, json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Money';

export const invoicesApi: ApiPaths = {
  '/api/reservations/{id}/invoice': {
    post: operation({
      tag,
      summary: "Issue a reservation's invoice",
      auth: 'admin',
      description:
        'A tax invoice (a bill of supply when not registered) numbered `<prefix>/<financial year>/<nnnn>`, consecutive per financial year (1 April–31 March, IST). A reservation has one: a second call answers 200 with it.',
      path: idPath('reservation'),
      body: invoiceInputSchema,
      bodyOptional: true,
      responses: { 201: json(withData(invoiceSchema), 'Issued'), 200: json(withData(invoiceSchema), 'Already issued') },
      errors: { 404: 'Unknown reservation' },
    }),
  },
  '/api/invoices/{id}.pdf': {
    get: operation({
      tag,
      summary: 'An invoice or credit note as a PDF',
      auth: 'admin',
      path: idPath('invoice'),
      responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
      errors: { 404: 'Unknown invoice' },
    }),
  },
  '/api/invoices/{id}/credit-note': {
    post: operation({
      tag,
      summary: 'Cancel an invoice with a credit note',
      auth: 'admin',
      description: 'A credit note for the whole invoice, from its own series (`CN/<financial year>/<nnnn>`).',
      path: idPath('invoice'),
      responses: { 201: json(withData(invoiceSchema), 'Issued') },
      errors: { 404: 'Unknown invoice', 409: 'The invoice already has a credit note' },
    }),
  },
  '/api/pay/{token}/invoice.pdf': {
    get: operation({
      tag,
      summary: "The guest's invoice, from the payment page",
      path: z.object({ token: z.string() }),
      responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
      errors: { 404: 'Unknown token or no invoice yet' },
    }),
  },
};
