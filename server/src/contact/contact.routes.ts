import { Router } from 'express';
import { z } from 'zod';
import { contactSchema, contactUpdateSchema } from '@pachmarhi/common/schemas/contact';
import { todayIST } from '@pachmarhi/common/time';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import { idParam } from '../http';
import { perIpLimit } from '../auth/rate-limit';
import { contactMessagesPage, removeContactMessage, submitContactMessage, updateContactMessageState } from './contact.service';

export const CONTACT_PAGE_MAX = 100;
const listQuery = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').default(1),
  limit: z.coerce.number({ error: `limit must be 1 to ${CONTACT_PAGE_MAX}` }).int(`limit must be 1 to ${CONTACT_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${CONTACT_PAGE_MAX}`).max(CONTACT_PAGE_MAX, `limit must be 1 to ${CONTACT_PAGE_MAX}`).default(20),
  archived: z.enum(['0', '1', 'false', 'true'], { error: 'archived must be 0 or 1' }).default('0'),
});

/** Contact form: public POST (rate-limited per IP); admin list, update (read, status, archive) and delete. */
export function contactRouter(ctx: AppContext): Router {
  const router = Router();
  const sendLimit = perIpLimit(ctx.rateLimits, 'contact', ctx.config.contactRateLimit, 10 * 60_000, 'Too many messages from your connection. Please try again in a few minutes or call us.');

  router.post('/', sendLimit, async (req, res) => {
    // A travel date must not be in the past, judged by today's date in IST.
    const fields = validate(contactSchema(todayIST(ctx.now())), req.body ?? {});
    const data = await submitContactMessage(ctx.db, fields);
    res.status(201).json({ success: true, message: "Thank you for contacting us. We'll get back to you within 24 hours.", data });
  });

  router.get('/', ctx.requireAdmin, async (req, res) => {
    const q = validate(listQuery, req.query);
    const { data, total, unread } = await contactMessagesPage(ctx.db, { page: q.page, limit: q.limit, includeArchived: q.archived === '1' || q.archived === 'true' });
    res.json({ success: true, data, total, page: q.page, limit: q.limit, unread });
  });

  router.patch('/:id', ctx.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Message');
    const change = validate(contactUpdateSchema, req.body ?? {});
    const data = await updateContactMessageState(ctx.db, id, change, ctx.now());
    const onlyRead = change.archived === undefined && change.status === undefined;
    res.json({ success: true, message: onlyRead ? (change.isRead ? 'Marked as read' : 'Marked as unread') : 'Message updated', data });
  });

  router.delete('/:id', ctx.requireAdmin, async (req, res) => {
    await removeContactMessage(ctx.db, idParam(req, 'Message'));
    res.json({ success: true, message: 'Message deleted' });
  });

  return router;
}
