import { Router } from 'express';
import { messageSentSchema, messagesQuerySchema, messageTemplatePutSchema } from '@pachmarhi/common/schemas/front-desk';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Messages } from './messages.module';

/**
 * Messages to guests: the owner's templates at /api/message-templates, and a reservation's
 * messages rendered as wa.me links at /api/reservations/:id/messages (owner and front desk), where
 * the desk also records a sent one.
 */
export function messagesRouter(messages: Messages, http: RouteContext): Router {
  const router = Router();

  router.get('/message-templates', http.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await messages.templates() });
  });

  router.put('/message-templates', http.requireAdmin, async (req, res) => {
    const data = await messages.put(validate(messageTemplatePutSchema, req.body ?? {}));
    res.json({ success: true, message: 'Template saved', data });
  });

  router.get('/reservations/:id/messages', http.requireDesk, async (req, res) => {
    const { lang } = validate(messagesQuerySchema, req.query);
    res.json({ success: true, data: await messages.forReservation(idParam(req, 'Reservation'), lang) });
  });

  router.post('/reservations/:id/messages', http.requireDesk, async (req, res) => {
    const { key } = validate(messageSentSchema, req.body ?? {});
    const data = await messages.markSent(idParam(req, 'Reservation'), key);
    res.json({ success: true, message: 'Message recorded as sent', data });
  });

  return router;
}
