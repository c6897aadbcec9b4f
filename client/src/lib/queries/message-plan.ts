/**
 * The message plan, the outbox and staff notifications (docs/api.md#messages-that-send-themselves):
 * queries and writes of the back office.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MessagePlan, MessagePlanPut, OutboxMessage } from '@pachmarhi/common/schemas/message-plan';
import type { PushState, PushSubscribe } from '@pachmarhi/common/schemas/push';
import { api } from '@/lib/api';

export const messagePlanKeys = { plan: ['message-plan'] as const, outbox: ['outbox'] as const };

/** 🔒 `GET /api/message-plan`. */
export const messagePlanQuery = () =>
  queryOptions({
    queryKey: messagePlanKeys.plan,
    queryFn: async ({ signal }) => (await api<{ data: MessagePlan }>('/api/message-plan', { signal, auth: true })).data,
  });

/** 🔒 `PUT /api/message-plan`. @throws ApiRequestError 400 naming an unknown placeholder */
export const saveMessagePlan = (body: MessagePlanPut) =>
  api<{ message: string; data: MessagePlan }>('/api/message-plan', { method: 'PUT', json: body, auth: true });

/** 🔒🛎 `GET /api/outbox`: WhatsApp messages waiting to be sent, oldest due first. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: messagePlanKeys.outbox,
    queryFn: async ({ signal }) => (await api<{ data: OutboxMessage[] }>('/api/outbox', { signal, auth: true })).data,
    refetchInterval: 60_000,
  });

/** 🔒🛎 `POST /api/outbox/:id/sent`. @throws ApiRequestError 404 when no longer waiting */
export const markOutboxSent = (id: string) =>
  api<{ data: OutboxMessage }>(`/api/outbox/${encodeURIComponent(id)}/sent`, { method: 'POST', auth: true });

/** 🔒🛎 `GET /api/push/subscribe`: the server's key and this browser's choices. */
export const pushStateQuery = (endpoint: string | null) =>
  queryOptions({
    queryKey: ['push', endpoint],
    queryFn: async ({ signal }) =>
      (
        await api<{ data: PushState }>(
          `/api/push/subscribe${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`,
          { signal, auth: true },
        )
      ).data,
  });

/** 🔒🛎 `POST /api/push/subscribe`. */
export const savePushSubscription = (body: PushSubscribe) =>
  api<{ data: PushState }>('/api/push/subscribe', { method: 'POST', json: body, auth: true });

/** 🔒🛎 `DELETE /api/push/subscribe`. */
export const deletePushSubscription = (endpoint: string) =>
  api(`/api/push/subscribe?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE', auth: true });
