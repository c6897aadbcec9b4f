/**
 * Web Push for staff (docs/api.md#notifications): a browser subscribes with the notifications its
 * person chose (owner and front desk), reads what it chose, and unsubscribes.
 */
import { pushEndpointQuerySchema, pushStateSchema, pushSubscribeSchema } from '@pachmarhi/common/schemas/push';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Push } from './push.module';

const endpoint = endpointsOf<{ push: Push }>();
const tag = 'Notifications';

export const pushEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/push/subscribe',
    tag,
    summary: "The server's push key and this browser's choices",
    auth: 'desk',
    description:
      'The VAPID public key to subscribe with (`applicationServerKey`), and the topics the subscription at `endpoint` chose (null when it is not subscribed).',
    query: pushEndpointQuerySchema,
    responses: { 200: json(withData(pushStateSchema), 'Key and choices') },
    handle: async ({ query }, { push }) => ({ success: true, data: await push.state(query.endpoint) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/push/subscribe',
    tag,
    summary: 'Subscribe this browser to notifications',
    auth: 'desk',
    description:
      'The browser’s `PushSubscription` (endpoint and keys), the topics the person chose (`enquiry`, `calendarImport`, `calendarFailing`, `detailsReceived`, `paymentReported`, `dataRequest`; none: kept but told nothing) and the language to be told in. Sent again, it replaces the choices.',
    body: pushSubscribeSchema,
    responses: { 200: json(saved(pushStateSchema), 'Subscribed') },
    handle: async ({ body }, { push }) => ({
      success: true,
      message: 'Notifications saved',
      data: await push.subscribe(body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/push/subscribe',
    tag,
    summary: 'Unsubscribe a browser',
    auth: 'desk',
    query: pushEndpointQuerySchema,
    responses: { 200: json(done(), 'Unsubscribed (also when it was not subscribed)') },
    handle: async ({ query }, { push }) => {
      if (query.endpoint) await push.unsubscribe(query.endpoint);
      return { success: true, message: 'Notifications turned off' };
    },
  }),
];
