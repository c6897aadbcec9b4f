/** /api/contact in the API reference (docs/api.md#dashboard-contact-configuration-diagnostics). */
import { z } from 'zod';
import { contactSchema, contactUpdateSchema } from '@pachmarhi/common/schemas/contact';
import { contactMessageSchema } from '@pachmarhi/common/schemas/records';
import { idPath, page, saved } from '../../platform/http/openapi/envelopes';
import { listQuery } from './contact.routes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Contact';

export const contactApi: ApiPaths = {
  '/api/contact': {
    post: operation({
      tag,
      summary: 'Send a contact message',
      body: contactSchema(),
      responses: { 201: json(saved(contactMessageSchema), 'Received') },
      errors: { 429: 'Past CONTACT_RATE_LIMIT (5) per IP per 10 minutes' },
    }),
    get: operation({
      tag,
      summary: 'Contact messages, newest first',
      auth: 'admin',
      description: '`archived=1` includes archived messages.',
      query: listQuery,
      responses: {
        200: json(
          page(contactMessageSchema).extend({
            unread: z.int().min(0).meta({ description: 'Unread, non-archived messages on every page' }),
          }),
          'One page; `total` counts every page',
        ),
      },
    }),
  },
  '/api/contact/{id}': {
    patch: operation({
      tag,
      summary: 'Mark read or unread, set the status, archive',
      auth: 'admin',
      description: '`{}` marks the message read.',
      path: idPath('message'),
      body: contactUpdateSchema,
      bodyOptional: true,
      responses: { 200: json(saved(contactMessageSchema), 'The message now') },
      errors: { 404: 'Unknown message' },
    }),
    delete: operation({
      tag,
      summary: 'Delete a message',
      auth: 'admin',
      path: idPath('message'),
      responses: {
        200: json(z.object({ success: z.literal(true), message: z.literal('Message deleted') }), 'Deleted'),
      },
      errors: { 404: 'Unknown message' },
    }),
  },
};
