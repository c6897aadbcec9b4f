import { Router } from 'express';
import { z } from 'zod';
import { contactSchema } from '@pachmarhi/common/schemas/contact';
import { todayIST } from '@pachmarhi/common/time';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import { idParam } from '../http';
import { contactMessagesNewestFirst, markContactMessage, submitContactMessage } from './contact.service';

const markSchema = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }).default(true) });

/** Contact form: public POST; admin list and mark read. */
export function contactRouter(ctx: AppContext): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    // A travel date must not be in the past, judged by today's date in IST.
    const fields = validate(contactSchema(todayIST(ctx.now())), req.body ?? {});
    const data = await submitContactMessage(ctx.db, fields);
    res.status(201).json({ success: true, message: "Thank you for contacting us. We'll get back to you within 24 hours.", data });
  });

  router.get('/', ctx.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await contactMessagesNewestFirst(ctx.db) });
  });

  router.patch('/:id', ctx.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Message');
    const { isRead } = validate(markSchema, req.body ?? {});
    const data = await markContactMessage(ctx.db, id, isRead);
    res.json({ success: true, message: isRead ? 'Marked as read' : 'Marked as unread', data });
  });

  return router;
}
