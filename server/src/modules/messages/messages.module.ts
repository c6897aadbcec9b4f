import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  messageUnavailable,
  renderMessage,
  type MessageValues,
} from '@pachmarhi/common/guest-messages';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import type { PlanKey } from '@pachmarhi/common/message-plan';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import {
  MESSAGE_KEYS,
  MESSAGE_LANGS,
  type MessageKey,
  type MessageLang,
  type MessageTemplatePut,
} from '@pachmarhi/common/schemas/front-desk';
import type { MessageTemplate, RenderedMessage } from '@pachmarhi/common/schemas/front-desk-records';
import type { MessagePlan, MessagePlanPut, OutboxMessage } from '@pachmarhi/common/schemas/message-plan';
import type { Db } from '../../platform/db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { Logger } from '../../platform/logging/logger';
import { notFound } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { ReservationEvents, Reservations } from '../reservations/reservations.module';
import { smtpMailer, type WhatsappApi } from './message-channels';
import { readPlan, writePlan } from './message-plan.service';
import { createSchedule } from './message-schedule';
import * as repo from './messages.repository';

export type { ScheduledRow } from './messages.repository';

/**
 * Messages to guests: the templates, their rendering for one reservation as wa.me links, and the
 * message plan that sends them by itself (./message-schedule.ts;
 * docs/decisions/035-messages-and-the-job-runner.md).
 */
export interface Messages {
  /** Every template (each key in English and Hindi): the owner's text or the built-in one. */
  templates(): Promise<MessageTemplate[]>;
  /** Replace one template's text (audited). */
  put(input: MessageTemplatePut): Promise<MessageTemplate>;
  /**
   * The messages for the reservation's kind of stay rendered for its guest in `lang` (the item's
   * Hindi name in Hindi when written), with the stay's folio figures, its wa.me link to the guest's
   * phone and when it was last sent; a message needing a payment link while there is none (no
   * balance, no UPI id), or the review link while the plan has none, comes without text or link,
   * `unavailable` saying why. The links are on `origin`. @throws AppError 404 unknown reservation
   */
  forReservation(id: string, lang: MessageLang, origin: string): Promise<RenderedMessage[]>;
  /** Record that the desk opened `key` in WhatsApp (audited). @throws AppError 404 unknown reservation */
  markSent(id: string, key: MessageKey): Promise<Reservation>;
  /** The message plan: each plan message's switch, timing and texts, and the review link. */
  plan(): Promise<MessagePlan>;
  /** Change the plan (audited); texts are saved as their templates. @returns the plan as saved */
  putPlan(input: MessagePlanPut): Promise<MessagePlan>;
  /** The WhatsApp messages waiting to be sent from the owner's phone, oldest due first. */
  outbox(): Promise<OutboxMessage[]>;
  /** Mark an outbox message sent (the owner opened it in WhatsApp); on the stay's timeline. @throws AppError 404 unknown or not waiting */
  outboxSent(id: string): Promise<OutboxMessage>;
  /** Put every message due now on the job runner's send queue (the minute tick does it). @returns how many */
  runDue(): Promise<number>;
  /** A stay's scheduled messages, by due instant. */
  scheduledOf(reservationId: string): Promise<repo.ScheduledRow[]>;
}

export interface MessagesDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  reservations: Pick<Reservations, 'get' | 'recordMessageSent'>;
  /** The guest's payment page for what is due on a stay, on `origin`; null when nothing is due or there is no UPI id. */
  payLink: (r: Reservation, origin: string) => Promise<string | null>;
  /** The guest's own page of a stay, on `origin` (default the site's address). */
  stayUrl: (reservationId: string, origin?: string) => Promise<string>;
  /** The business's name, phone and map position. */
  site: { businessName: string; phone: string; geo: { latitude: number; longitude: number } };
  /** The site's address for links in messages sent without a request (SITE_URL, or http://localhost:<port>). */
  origin: string;
  /** Where the plan reacts to confirmations, check-outs and cancellations. */
  events: EventBus<ReservationEvents>;
  jobs: JobRunner;
  log: Pick<Logger, 'warn'>;
  /** SMTP_URL and its From (no url: no email), and the WhatsApp Cloud API (null: the outbox). */
  mail: { smtpUrl: string; smtpFrom: string };
  whatsapp: WhatsappApi | null;
}

/** Create the messages component once per app; its plan's workers run once the job runner starts. */
export function createMessages(deps: MessagesDeps): Messages {
  const { db, now, audit, reservations, payLink, stayUrl, site } = deps;
  const all = async () => {
    const custom = new Map((await repo.templateRows(db)).map((r) => [`${r.key}/${r.lang}`, r.text]));
    return MESSAGE_KEYS.flatMap((key) =>
      MESSAGE_LANGS.map((lang): MessageTemplate => {
        const text = custom.get(`${key}/${lang}`);
        return { key, lang, text: text ?? DEFAULT_MESSAGE_TEMPLATES[key][lang], custom: text !== undefined };
      }),
    );
  };
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`;
  const values = async (r: Reservation, lang: MessageLang, origin: string): Promise<MessageValues> => ({
    guestName: r.guestName,
    reference: r.reference,
    item: (lang === 'hi' && r.itemNameHi) || r.itemName || '',
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.checkOut ? nightsBetween(r.checkIn, r.checkOut) : 1,
    guests: r.guests,
    folio: r.folio,
    payLink: await payLink(r, origin),
    stayLink: await stayUrl(r._id, origin),
    reviewLink: await repo.reviewLink(db),
    mapLink,
    businessPhone: site.phone,
  });
  const put = async ({ key, lang, text }: MessageTemplatePut) => {
    const before = await repo.upsertTemplate(db, { key, lang, text, updatedAt: now() });
    await audit.record({
      action: 'update',
      entity: 'message-template',
      entityId: `${key}/${lang}`,
      before: { text: before?.text ?? DEFAULT_MESSAGE_TEMPLATES[key][lang] },
      after: { text },
    });
    return { key, lang, text, custom: true };
  };
  const plan = async () => readPlan(db, await all());
  const schedule = createSchedule({
    db,
    now,
    jobs: deps.jobs,
    log: deps.log,
    reservation: (id) => reservations.get(id),
    async render(key: PlanKey, lang, r) {
      const template = (await all()).find((t) => t.key === key && t.lang === lang)!.text;
      const v = await values(r, lang, deps.origin);
      const text = renderMessage(template, v, lang);
      return {
        text,
        why: messageUnavailable(template, v),
        whatsappUrl: text && r.guestPhone ? whatsappLink(r.guestPhone, text) : null,
      };
    },
    recordSent: (id, key, channel) => reservations.recordMessageSent(id, key, channel),
    mailer: deps.mail.smtpUrl ? smtpMailer(deps.mail.smtpUrl, deps.mail.smtpFrom) : null,
    whatsapp: deps.whatsapp,
    businessName: site.businessName,
  });
  deps.events.on('reservation.confirmed', (stay) => schedule.confirmed(stay));
  deps.events.on('reservation.checkedOut', (stay) => schedule.checkedOut(stay));
  deps.events.on('reservation.cancelled', (stay) => schedule.cancelled(stay));
  const toOutbox = async (row: repo.ScheduledRow): Promise<OutboxMessage> => {
    const r = await reservations.get(row.reservationId).catch(() => null);
    return {
      _id: row.id,
      reservationId: row.reservationId,
      reference: r?.reference ?? '',
      guestName: r?.guestName ?? '',
      key: row.key as MessageKey,
      lang: (row.lang ?? 'en') as MessageLang,
      text: row.text ?? '',
      whatsappUrl: row.whatsappUrl ?? '',
      dueAt: row.dueAt.toISOString(),
    };
  };
  return {
    templates: all,
    put,
    async forReservation(id, lang, origin) {
      const r = await reservations.get(id);
      const v = await values(r, lang, origin);
      return (await all())
        .filter((t) => t.lang === lang && MESSAGE_KINDS[t.key].includes(r.kind))
        .map(({ key, text: template }) => {
          const text = renderMessage(template, v, lang);
          const sent = r.messagesSent.filter((m) => m.key === key).at(-1);
          return {
            key,
            lang,
            text: text ?? '',
            whatsappUrl: text && r.guestPhone ? whatsappLink(r.guestPhone, text) : null,
            sentAt: sent?.at ?? null,
            unavailable: messageUnavailable(template, v),
          };
        });
    },
    markSent: (id, key) => reservations.recordMessageSent(id, key),
    plan,
    async putPlan(input) {
      await writePlan({ db, now, audit }, input, await plan(), (key, lang, text) => put({ key, lang, text }));
      return plan();
    },
    outbox: async () => Promise.all((await repo.outboxRows(db)).map(toOutbox)),
    async outboxSent(id) {
      const row = await repo.settle(db, id, 'due', { status: 'sent', sentAt: now() });
      if (!row) throw notFound('Outbox message');
      await reservations.recordMessageSent(row.reservationId, row.key, 'whatsapp');
      return toOutbox(row);
    },
    runDue: schedule.runDue,
    scheduledOf: (reservationId) => repo.scheduledOf(db, reservationId),
  };
}
