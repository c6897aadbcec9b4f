/** The ledger, payment requests and the public payment page in the API reference (docs/api.md#money). */
import { z } from 'zod';
import { paymentInputSchema, paymentRequestInputSchema } from '@pachmarhi/common/schemas/money';
import {
  ledgerSchema,
  paymentRequestSchema,
  paymentSchema,
  payPageSchema,
} from '@pachmarhi/common/schemas/money-records';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Money';
const reservation = idPath('reservation');

export const paymentsApi: ApiPaths = {
  '/api/reservations/{id}/payments': {
    get: operation({
      tag,
      summary: "A reservation's payments",
      auth: 'desk',
      description: 'Every payment, voided ones too (oldest first), and `amountDue`, `paid`, `balance` in paise.',
      path: reservation,
      responses: { 200: json(withData(ledgerSchema), 'The ledger') },
      errors: { 404: 'Unknown reservation' },
    }),
    post: operation({
      tag,
      summary: 'Record a payment',
      auth: 'desk',
      description:
        '`amount` in rupees (up to two decimals), stored and answered in paise. Refused (400) when ≤ 0, above the balance, or the reservation is cancelled.',
      path: reservation,
      body: paymentInputSchema,
      responses: { 201: json(saved(paymentSchema), 'Recorded') },
      errors: { 404: 'Unknown reservation' },
    }),
  },
  '/api/reservations/{id}/payments/{paymentId}': {
    delete: operation({
      tag,
      summary: 'Void a payment',
      auth: 'admin',
      description: 'The payment is kept, marked void with who and when; it no longer counts.',
      path: z.object({ id: z.uuid(), paymentId: z.uuid() }),
      responses: { 200: json(saved(paymentSchema), 'Voided') },
      errors: { 404: 'Unknown reservation or payment', 409: 'Already void' },
    }),
  },
  '/api/reservations/{id}/payment-request': {
    post: operation({
      tag,
      summary: 'Ask for a payment by UPI',
      auth: 'desk',
      description:
        '`amount` in rupees, default the deposit (`depositPercent` of the amount due) or, once it is paid, the balance. Answers the `upi://pay` link, the public page and a WhatsApp link to the guest.',
      path: reservation,
      body: paymentRequestInputSchema,
      bodyOptional: true,
      responses: { 200: json(withData(paymentRequestSchema), 'The request') },
      errors: {
        404: 'Unknown reservation',
        409: 'No UPI id in the business settings ("Add your UPI id in Business & tax")',
      },
    }),
  },
  '/api/pay/{token}': {
    get: operation({
      tag,
      summary: 'The public payment page',
      description:
        "What `/pay/<token>` shows: the guest's first name, the item, dates and amounts (paise), the UPI link and the invoice once issued. No sign-in: the signed token is the key.",
      path: z.object({ token: z.string() }),
      responses: { 200: json(withData(payPageSchema), 'The page') },
      errors: { 404: 'Unknown or altered token' },
    }),
  },
};
