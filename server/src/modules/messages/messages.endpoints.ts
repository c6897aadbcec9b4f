/**
 * Messages to guests (docs/api.md#front-desk): the owner's templates at /api/message-templates, and
 * a reservation's messages rendered as wa.me links at /api/reservations/:id/messages (owner and
 * front desk), where the desk also records a sent one; the message plan (owner) and the outbox of
 * WhatsApp messages waiting on the owner's phone (owner and front desk).
 */
import { z } from 'zod';
import { messageSentSchema, messagesQuerySchema, messageTemplatePutSchema } from '@pachmarhi/common/schemas/front-desk';
import { messageTemplateSchema, renderedMessageSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { reservationSchema } from '@pachmarhi/common/schemas/reservation-records';
import { messagePlanPutSchema, messagePlanSchema, outboxMessageSchema } from '@pachmarhi/common/schemas/message-plan';
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
  endpoint({
    method: 'get',
    path: '/api/message-plan',
    tag,
    summary: 'The message plan',
    auth: 'admin',
    description:
      'The messages that send themselves: confirmation (at once), advance reminder (`hours` after confirming, while nothing is paid), pre-arrival (`days` before check-in at `time` IST), arrival day (at `time` IST), thank-you and balance reminder (`hours` after check-out). Each on or off, its texts in English and Hindi (the message templates), and the Google review link `{reviewLink}` names. Scheduled messages go out between 08:00 and 21:00 IST only (held to 08:00).',
    responses: { 200: json(withData(messagePlanSchema), 'Every plan message') },
    handle: async (_in, { messages }) => ({ success: true, data: await messages.plan() }),
  }),
  endpoint({
    method: 'put',
    path: '/api/message-plan',
    tag,
    summary: 'Change the message plan',
    auth: 'admin',
    description:
      'The entries given replace their switch, timing and texts (a text with an unknown placeholder is 400); the review link is set (null: none). Messages already scheduled follow the new plan when they fall due.',
    body: messagePlanPutSchema,
    responses: { 200: json(saved(messagePlanSchema), 'Saved') },
    handle: async ({ body }, { messages }) => ({
      success: true,
      message: 'Message plan saved',
      data: await messages.putPlan(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/outbox',
    tag,
    summary: 'WhatsApp messages waiting to be sent',
    auth: 'desk',
    description:
      'Without the WhatsApp Cloud API (`WHATSAPP_TOKEN`, `WHATSAPP_PHONE_ID`), each due WhatsApp message of the plan waits here with its text and `whatsappUrl` (wa.me with the text), oldest first.',
    responses: { 200: json(withData(z.array(outboxMessageSchema)), 'Oldest due first') },
    handle: async (_in, { messages }) => ({ success: true, data: await messages.outbox() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/outbox/:id/sent',
    tag,
    summary: 'Mark an outbox message sent',
    auth: 'desk',
    description: 'The message leaves the outbox and goes on the stay’s timeline (audited).',
    params: idPath('outbox message'),
    notFound: 'Outbox message',
    responses: { 200: json(saved(outboxMessageSchema), 'Marked sent') },
    errors: { 404: 'Unknown, or not waiting in the outbox' },
    handle: async ({ params }, { messages }) => ({
      success: true,
      message: 'Message marked as sent',
      data: await messages.outboxSent(params.id),
    }),
  }),
];
