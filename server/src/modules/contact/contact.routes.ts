import { Router } from 'express';
import { z } from 'zod';
import { contactSchema, contactUpdateSchema } from '@pachmarhi/common/schemas/contact';
import { todayIST } from '@pachmarhi/common/time';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { Contact } from './contact.module';

const CONTACT_PAGE_MAX = 100;
/** Query of GET /api/contact (also the API reference's: ./contact.openapi.ts). */
export const listQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be 1 to ${CONTACT_PAGE_MAX}` })
    .int(`limit must be 1 to ${CONTACT_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${CONTACT_PAGE_MAX}`)
    .max(CONTACT_PAGE_MAX, `limit must be 1 to ${CONTACT_PAGE_MAX}`)
    .default(20),
  archived: z.enum(['0', '1', 'false', 'true'], { error: 'archived must be 0 or 1' }).default('0'),
});

/** Contact form: public POST (rate-limited per IP); admin list, update (read, status, archive) and delete. */
export function contactRouter(contact: Contact, http: RouteContext): Router {
  const router = Router();
  const sendLimit = perIpLimit(
    http.rateLimits,
    'contact',
    http.config.contactRateLimit,
    10 * 60_000,
    'Too many messages from your connection. Please try again in a few minutes or call us.',
  );

  router.post('/', sendLimit, async (req, res) => {
    // A travel date must not be in the past, judged by today's date in IST.
    const fields = validate(contactSchema(todayIST(http.now())), req.body ?? {});
    const data = await contact.submit(fields);
    res
      .status(201)
      .json({ success: true, message: "Thank you for contacting us. We'll get back to you within 24 hours.", data });
  });

  router.get('/', http.requireAdmin, async (req, res) => {
    const q = validate(listQuery, req.query);
    const { data, total, unread } = await contact.page({
      page: q.page,
      limit: q.limit,
      includeArchived: q.archived === '1' || q.archived === 'true',
    });
    res.json({ success: true, data, total, page: q.page, limit: q.limit, unread });
  });

  router.patch('/:id', http.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Message');
    const change = validate(contactUpdateSchema, req.body ?? {});
    const data = await contact.update(id, change);
    const onlyRead = change.archived === undefined && change.status === undefined;
    res.json({
      success: true,
      message: onlyRead ? (change.isRead ? 'Marked as read' : 'Marked as unread') : 'Message updated',
      data,
    });
  });

  router.delete('/:id', http.requireAdmin, async (req, res) => {
    await contact.remove(idParam(req, 'Message'));
    res.json({ success: true, message: 'Message deleted' });
  });

  return router;
}
