/**
 * Web Push for staff (docs/api.md#notifications): what a person may be told at once on their
 * phone, and the subscription their browser sends (the Push API's `PushSubscription.toJSON()`).
 */
import { z } from 'zod';
import { MESSAGE_LANGS } from './front-desk';

/**
 * The notifications a person chooses among: a new enquiry; a booking imported from a channel's
 * calendar or a conflict found; a channel calendar failing for 24 hours; a guest's pre-arrival
 * details received; a payment a guest reports; a guest's data request (copy or erasure).
 */
export const PUSH_TOPICS = [
  'enquiry',
  'calendarImport',
  'calendarFailing',
  'detailsReceived',
  'paymentReported',
  'dataRequest',
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

const subscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** Body of `POST /api/push/subscribe`: this browser's subscription, the topics chosen and the language to be told in. */
export const pushSubscribeSchema = z.object({
  subscription,
  topics: z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length),
  lang: z.enum(MESSAGE_LANGS).default('en'),
});
export type PushSubscribe = z.output<typeof pushSubscribeSchema>;

/** Query of `GET /api/push/subscribe` and `DELETE /api/push/subscribe`: the browser's endpoint. */
export const pushEndpointQuerySchema = z.object({ endpoint: z.string().max(2000).optional() });

/** `GET /api/push/subscribe`: the server's VAPID public key, and this browser's subscription's topics (null: not subscribed). */
export const pushStateSchema = z
  .object({
    publicKey: z.string(),
    topics: z.array(z.enum(PUSH_TOPICS)).nullable(),
  })
  .meta({ id: 'PushState' });
export type PushState = z.output<typeof pushStateSchema>;

/** What a notification carries to the service worker: its title, text and the back-office page it opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  topic: PushTopic;
}
