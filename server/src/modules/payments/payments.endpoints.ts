/**
 * A reservation's ledger and payment requests under /api/reservations/:id (docs/api.md#money): the
 * owner and the front desk list and record payments and refunds and ask for a payment by UPI; only
 * the owner voids an entry, with a reason (common/src/staff-access.ts). JSON bodies; rules in
 * common/src/schemas/money.ts. And the public payment page's data at /api/pay/:token (no sign-in:
 * the signed token is the key).
 */
import { z } from 'zod';
import {
  paymentInputSchema,
  paymentRequestInputSchema,
  refundInputSchema,
  voidInputSchema,
} from '@pachmarhi/common/schemas/money';
import {
  ledgerSchema,
  paymentRequestSchema,
  paymentSchema,
  payPageSchema,
} from '@pachmarhi/common/schemas/money-records';
import { authClaims } from '../../platform/auth/require-auth';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Payments } from './payments.module';

const endpoint = endpointsOf<{ payments: Payments }>();
const tag = 'Money';
const reservation = { params: idPath('reservation'), notFound: 'Reservation' };

export const paymentsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/payments',
    tag,
    summary: "A reservation's payments",
    auth: 'desk',
    description: 'Every payment, voided ones too (oldest first), and `amountDue`, `paid`, `balance` in paise.',
    ...reservation,
    responses: { 200: json(withData(ledgerSchema), 'The ledger') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params }, { payments }) => ({ success: true, data: await payments.ledger(params.id) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/payments',
    tag,
    summary: 'Record a payment',
    auth: 'desk',
    description:
      '`amount` in rupees (up to two decimals), stored and answered in paise. Refused (400) when ≤ 0, above the balance, or the reservation is cancelled or a block; a checked-out stay stays payable. A `reference` (UTR) already on a counted payment of any reservation is refused (409 naming that reservation).',
    ...reservation,
    body: paymentInputSchema,
    status: 201,
    responses: { 201: json(saved(paymentSchema), 'Recorded') },
    errors: {
      404: 'Unknown reservation',
      409: 'The UTR/reference is already recorded (the sentence names the reservation)',
    },
    handle: async ({ params, body, req }, { payments }) => ({
      success: true,
      message: 'Payment recorded',
      data: await payments.record(params.id, body, authClaims(req).sub),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/refunds',
    tag,
    summary: 'Record a refund',
    auth: 'desk',
    description:
      'Money paid back to the guest: `amount` in rupees (stored in paise), `method`, `reference` and the `reason`. It reduces `paid`; never more than was paid (400). Listed in the ledger and the payments report as a negative row.',
    ...reservation,
    body: refundInputSchema,
    status: 201,
    responses: { 201: json(saved(paymentSchema), 'Recorded') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, body, req }, { payments }) => ({
      success: true,
      message: 'Refund recorded',
      data: await payments.refund(params.id, body, authClaims(req).sub),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/reservations/:id/payments/:paymentId',
    tag,
    summary: 'Void a payment or refund',
    auth: 'admin',
    description:
      'The JSON body gives the `reason` (400 without). The entry is kept, marked void with who, when and why; it no longer counts.',
    params: z.object({ id: z.uuid(), paymentId: z.uuid() }),
    notFound: { id: 'Reservation', paymentId: 'Payment' },
    body: voidInputSchema,
    responses: { 200: json(saved(paymentSchema), 'Voided') },
    errors: {
      404: 'Unknown reservation or payment',
      409: 'Already void, or voiding it would leave more refunded than paid',
    },
    handle: async ({ params, body, req }, { payments }) => ({
      success: true,
      message: 'Payment voided',
      data: await payments.void(params.id, params.paymentId, body.reason, authClaims(req).sub),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/payment-request',
    tag,
    summary: 'Ask for a payment by UPI',
    auth: 'desk',
    description:
      '`amount` in rupees, default the deposit (`depositPercent` of the amount due) or, once it is paid, the balance. Answers the `upi://pay` link, the public page and a WhatsApp link to the guest.',
    ...reservation,
    body: paymentRequestInputSchema,
    bodyOptional: true,
    responses: { 200: json(withData(paymentRequestSchema), 'The request') },
    errors: {
      404: 'Unknown reservation',
      409: 'No UPI id in the business settings ("Add your UPI id in Business & tax")',
    },
    handle: async ({ params, body, origin }, { payments }) => ({
      success: true,
      data: await payments.request(params.id, body.amount, origin),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/pay/:token',
    tag,
    summary: 'The public payment page',
    description:
      "What `/pay/<token>` shows: the guest's first name, the item, dates and amounts (paise), the UPI link and the invoice once issued. No sign-in: the signed token is the key.",
    params: z.object({ token: z.string() }),
    responses: { 200: json(withData(payPageSchema), 'The page') },
    errors: { 404: 'Unknown or altered token' },
    handle: async ({ params }, { payments }) => ({ success: true, data: await payments.payPage(params.token) }),
  }),
];
