import { Router } from 'express';
import { invoiceInputSchema } from '@pachmarhi/common/schemas/money';
import type { RouteContext } from '../../platform/http/route-context';
import { AppError, validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Payments } from '../payments/payments.module';
import type { Invoices } from './invoices.module';

const pdfName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/**
 * Invoices: issue a reservation's (POST /api/reservations/:id/invoice), its PDF and credit note
 * (/api/invoices/:id…) for admins, and the guest's own PDF behind the payment page's token.
 */
export function invoicesRouter(invoices: Invoices, payments: Payments, http: RouteContext): Router {
  const router = Router();

  router.post('/reservations/:id/invoice', http.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Reservation');
    const { invoice, created } = await invoices.issue(id, validate(invoiceInputSchema, req.body ?? {}));
    res.status(created ? 201 : 200).json({ success: true, data: invoice });
  });

  router.get('/invoices/:id.pdf', http.requireAdmin, async (req, res) => {
    const { number, bytes } = await invoices.pdf(idParam(req, 'Invoice'));
    res.type('application/pdf').attachment(pdfName(number)).send(bytes);
  });

  router.post('/invoices/:id/credit-note', http.requireAdmin, async (req, res) => {
    res.status(201).json({ success: true, data: await invoices.creditNote(idParam(req, 'Invoice')) });
  });

  router.get('/pay/:token/invoice.pdf', async (req, res) => {
    const claims = payments.verifyToken(String(req.params.token));
    const id = claims && (await invoices.idOf(claims.reservationId));
    if (!id) throw new AppError(404, 'Invoice not found');
    const { number, bytes } = await invoices.pdf(id);
    res.type('application/pdf').attachment(pdfName(number)).send(bytes);
  });

  return router;
}
