/** Messages to guests in the API reference (docs/api.md#front-desk). */
import { z } from 'zod';
import { messageSentSchema, messagesQuerySchema, messageTemplatePutSchema } from '@pachmarhi/common/schemas/front-desk';
import { messageTemplateSchema, renderedMessageSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { reservationSchema } from '@pachmarhi/common/schemas/reservation-records';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Front desk';

export const messagesApi: ApiPaths = {
  '/api/message-templates': {
    get: operation({
      tag,
      summary: 'Message templates',
      auth: 'admin',
      responses: { 200: json(withData(z.array(messageTemplateSchema)), 'Each key in English and Hindi') },
    }),
    put: operation({
      tag,
      summary: "Replace one template's text",
      auth: 'admin',
      description:
        'Placeholders: {guestName} {reference} {item} {checkIn} {checkOut} {nights} {guests} {total} {balance} {payLink} {mapLink} {businessPhone}; any other is 400.',
      body: messageTemplatePutSchema,
      responses: { 200: json(saved(messageTemplateSchema), 'Saved') },
    }),
  },
  '/api/reservations/{id}/messages': {
    get: operation({
      tag,
      summary: "A reservation's messages, ready for WhatsApp",
      auth: 'desk',
      path: idPath('reservation'),
      query: messagesQuerySchema,
      responses: { 200: json(withData(z.array(renderedMessageSchema)), 'One per template key') },
      errors: { 404: 'Unknown reservation' },
    }),
    post: operation({
      tag,
      summary: 'Record a message as sent',
      auth: 'desk',
      description: 'Appends `{key, at, by}` to the reservation’s `messagesSent` (audited).',
      path: idPath('reservation'),
      body: messageSentSchema,
      responses: { 200: json(saved(reservationSchema), 'Recorded') },
      errors: { 404: 'Unknown reservation' },
    }),
  },
};
