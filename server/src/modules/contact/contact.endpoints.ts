/**
 * The contact form at /api/contact (docs/api.md#dashboard-contact-configuration-diagnostics): the
 * public send (rate-limited per IP) and the admin's list, update (read, status, archive) and delete.
 */
import { z } from 'zod';
import { contactSchema, contactUpdateSchema } from '@pachmarhi/common/schemas/contact';
import { contactMessageSchema } from '@pachmarhi/common/schemas/records';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, page, saved } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { Contact } from './contact.module';

const endpoint = endpointsOf<{ contact: Contact }>();
const tag = 'Contact';
const CONTACT_PAGE_MAX = 100;
const messageId = { params: idPath('message'), notFound: 'Message' };

/** Query of GET /api/contact. */
const listQuery = z.object({
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

export const contactEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/contact',
    tag,
    summary: 'Send a contact message',
    description:
      'The fields and their rules: docs/product.md, Contact form fields. A travel date must not be in the past (IST).',
    use: (http) => [
      perIpLimit(
        http.rateLimits,
        'contact',
        http.config.contactRateLimit,
        10 * 60_000,
        'Too many messages from your connection. Please try again in a few minutes or call us.',
      ),
    ],
    // A travel date must not be in the past, judged by today's date in IST.
    body: contactSchema,
    status: 201,
    responses: { 201: json(saved(contactMessageSchema), 'Received') },
    errors: { 429: 'Past CONTACT_RATE_LIMIT (5) per IP per 10 minutes' },
    handle: async ({ body }, { contact }) => ({
      success: true,
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
      data: await contact.submit(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/contact',
    tag,
    summary: 'Contact messages, newest first',
    auth: 'admin',
    description:
      '`page` from 1 (default 1), `limit` 1–100 (default 20); `archived=1` includes archived messages. `unread` counts the unread, non-archived messages on every page.',
    query: listQuery,
    responses: {
      200: json(
        page(contactMessageSchema).extend({
          unread: z.int().min(0).meta({ description: 'Unread, non-archived messages on every page' }),
        }),
        'One page; `total` counts every page',
      ),
    },
    handle: async ({ query: q }, { contact }) => {
      const { data, total, unread } = await contact.page({
        page: q.page,
        limit: q.limit,
        includeArchived: q.archived === '1' || q.archived === 'true',
      });
      return { success: true, data, total, page: q.page, limit: q.limit, unread };
    },
  }),
  endpoint({
    method: 'patch',
    path: '/api/contact/:id',
    tag,
    summary: 'Mark read or unread, set the status, archive',
    auth: 'admin',
    description:
      'Any of `isRead`, `archived` and `status` (new, replied, converted or closed); `{}` marks the message read.',
    ...messageId,
    body: contactUpdateSchema,
    bodyOptional: true,
    responses: { 200: json(saved(contactMessageSchema), 'The message now') },
    errors: { 404: 'Unknown message' },
    handle: async ({ params, body: change }, { contact }) => {
      const data = await contact.update(params.id, change);
      const onlyRead = change.archived === undefined && change.status === undefined;
      const message = onlyRead ? (change.isRead ? 'Marked as read' : 'Marked as unread') : 'Message updated';
      return { success: true, message, data };
    },
  }),
  endpoint({
    method: 'delete',
    path: '/api/contact/:id',
    tag,
    summary: 'Delete a message',
    auth: 'admin',
    ...messageId,
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.literal('Message deleted') }), 'Deleted'),
    },
    errors: { 404: 'Unknown message' },
    handle: async ({ params }, { contact }) => {
      await contact.remove(params.id);
      return { success: true, message: 'Message deleted' };
    },
  }),
];
