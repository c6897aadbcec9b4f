import { Router } from 'express';
import { paymentInputSchema, paymentRequestInputSchema } from '@pachmarhi/common/schemas/money';
import { authClaims } from '../../platform/auth/require-auth';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import { siteOrigin } from '../../platform/http/site-origin';
import type { Payments } from './payments.module';

/**
 * A reservation's ledger and payment requests under /api/reservations/:id: the owner and the front
 * desk list and record payments and ask for one by UPI; only the owner voids one
 * (common/src/staff-access.ts). JSON bodies; rules in common/src/schemas/money.ts.
 */
export function reservationPaymentsRouter(payments: Payments, http: RouteContext): Router {
  const router = Router();
  router.get('/:id/payments', http.requireDesk, async (req, res) => {
    res.json({ success: true, data: await payments.ledger(idParam(req, 'Reservation')) });
  });

  router.post('/:id/payments', http.requireDesk, async (req, res) => {
    const id = idParam(req, 'Reservation');
    const data = await payments.record(id, validate(paymentInputSchema, req.body ?? {}), authClaims(req).sub);
    res.status(201).json({ success: true, message: 'Payment recorded', data });
  });

  router.delete('/:id/payments/:paymentId', http.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Reservation');
    const data = await payments.void(id, idParam(req, 'Payment', 'paymentId'), authClaims(req).sub);
    res.json({ success: true, message: 'Payment voided', data });
  });

  router.post('/:id/payment-request', http.requireDesk, async (req, res) => {
    const id = idParam(req, 'Reservation');
    const { amount } = validate(paymentRequestInputSchema, req.body ?? {});
    res.json({ success: true, data: await payments.request(id, amount, siteOrigin(http.config, req)) });
  });

  return router;
}

/** The public payment page's data at /api/pay/:token (no sign-in: the signed token is the key). */
export function payPageRouter(payments: Payments): Router {
  const router = Router();
  router.get('/pay/:token', async (req, res) => {
    res.json({ success: true, data: await payments.payPage(req.params.token) });
  });
  return router;
}
