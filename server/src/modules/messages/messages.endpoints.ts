/**
 * Messages to guests (docs/api.md#front-desk): the owner's templates at /api/message-templates, and
 * a reservation's messages rendered as wa.me links at /api/reservations/:id/messages (owner and
 * front desk), where the desk also records a sent one.
 */
import { z } from 'zod';
import { messageSentSchema, messagesQuerySchema, messageTemplatePutSchema } from '@pachmarhi/common/schemas/front-desk';
import { messageTemplateSchema, renderedMessageSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { reservationSchema } from '@pachmarhi/common/schemas/reservation-records';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Messages } from './messages.module';

const endpoint = endpointsOf<{ messages: Messages }>();
const tag = 'Front desk';
const reservationId = { params: idPath('reservation'), notFound: 'Reservation' };

export const messagesEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/message-templates',
    tag,
    summary: 'Message templates',
    auth: 'admin',
    responses: { 200: json(withData(z.array(messageTemplateSchema)), 'Each key in English and Hindi') },
    handle: async (_in, { messages }) => ({ success: true, data: await messages.templates() }),
  }),
  endpoint({
    method: 'put',
    path: '/api/message-templates',
    tag,
    summary: "Replace one template's text",
    auth: 'admin',
    description:
      'Placeholders: {guestName} {reference} {item} {checkIn} {checkOut} {nights} {guests} {total} {balance} {payLink} {mapLink} {businessPhone}; any other is 400.',
    body: messageTemplatePutSchema,
    responses: { 200: json(saved(messageTemplateSchema), 'Saved') },
    handle: async ({ body }, { messages }) => ({
      success: true,
      message: 'Template saved',
      data: await messages.put(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/messages',
    tag,
    summary: "A reservation's messages, ready for WhatsApp",
    auth: 'desk',
    description:
      'The templates of the reservation’s kind rendered for the guest in `lang` (en or hi, default en), each with `whatsappUrl` (`https://wa.me/<digits>?text=…`, to the guest’s phone) and when it was last sent.',
    ...reservationId,
    query: messagesQuerySchema,
    responses: { 200: json(withData(z.array(renderedMessageSchema)), 'One per template key') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, query, origin }, { messages }) => ({
      success: true,
      data: await messages.forReservation(params.id, query.lang, origin),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/messages',
    tag,
    summary: 'Record a message as sent',
    auth: 'desk',
    description: 'Appends `{key, at, by}` to the reservation’s `messagesSent` (audited).',
    ...reservationId,
    body: messageSentSchema,
    responses: { 200: json(saved(reservationSchema), 'Recorded') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, body }, { messages }) => ({
      success: true,
      message: 'Message recorded as sent',
      data: await messages.markSent(params.id, body.key),
    }),
  }),
];
