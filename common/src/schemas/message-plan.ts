/**
 * `GET/PUT /api/message-plan` and the outbox (docs/api.md#messages): the owner's plan of messages
 * that send themselves, with their texts in English and Hindi (the message templates), and the
 * messages waiting on the owner's phone to be sent by WhatsApp with one tap.
 */
import { z } from 'zod';
import { PLAN_KEYS } from '../message-plan';
import { MESSAGE_KEYS, MESSAGE_LANGS, templateTextSchema } from './front-desk';
import { instant, recordId } from './record-fields';

const text = templateTextSchema;

/** One plan message as the owner edits it. */
export const planEntrySchema = z
  .object({
    key: z.enum(PLAN_KEYS),
    enabled: z.boolean(),
    /** Hours after its event (the advance reminder, the thank-you, the balance reminder); null otherwise. */
    hours: z.number().int().min(0).max(720).nullable(),
    /** Days before the check-in date (the pre-arrival and arrival-day messages); null otherwise. */
    days: z.number().int().min(0).max(30).nullable(),
    /** Time of day, IST, 'HH:mm', with `days`; null otherwise. */
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullable(),
    text: z.object({ en: text, hi: text }),
  })
  .meta({ id: 'MessagePlanEntry' });
export type PlanEntry = z.output<typeof planEntrySchema>;

/** The whole plan: every plan message, and the owner's Google review link (`{reviewLink}`). */
export const messagePlanSchema = z
  .object({
    reviewLink: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable(),
    entries: z.array(planEntrySchema),
  })
  .meta({ id: 'MessagePlan' });
export type MessagePlan = z.output<typeof messagePlanSchema>;

/** Body of `PUT /api/message-plan`: the entries to change (by key) and the review link. */
export const messagePlanPutSchema = z.object({
  reviewLink: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable(),
  entries: z.array(planEntrySchema).max(PLAN_KEYS.length),
});
export type MessagePlanPut = z.output<typeof messagePlanPutSchema>;

/** A message that sends itself, as the outbox shows it. */
export const outboxMessageSchema = z
  .object({
    _id: recordId(),
    reservationId: recordId(),
    reference: z.string(),
    guestName: z.string(),
    key: z.enum(MESSAGE_KEYS),
    lang: z.enum(MESSAGE_LANGS),
    text: z.string(),
    /** https://wa.me/<guest's digits>?text=…: opens WhatsApp with the text written. */
    whatsappUrl: z.string(),
    dueAt: instant(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.output<typeof outboxMessageSchema>;
