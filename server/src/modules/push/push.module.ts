/**
 * Staff told at once (docs/decisions/035-messages-and-the-job-runner.md): Web Push to the owner's
 * and staff's phones through the `web-push` library, with this server's VAPID key pair (RFC 8292),
 * made on first start and kept in the database, so every process signs with the same keys. Each
 * person's browser subscribes with the topics they chose (common/src/schemas/push.ts); the module
 * listens on the event bus for enquiries, channel calendars and the guest's page, and sends
 * outside the write that told it (a push service answering slowly never holds a transaction). A
 * subscription the push service says is gone (404, 410) is deleted.
 */
import type { PushState, PushSubscribe, PushTopic } from '@pachmarhi/common/schemas/push';
import type { Db } from '../../platform/db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logging/logger';
import { currentActor } from '../../platform/auth/require-auth';
import { AppError } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { CalendarSyncEvents } from '../calendar-sync/calendar-sync.module';
import type { EnquiryEvents } from '../enquiries/enquiries.module';
import type { StayEvents } from '../stay/stay.module';
import { pushPayload } from './push-texts';
import * as repo from './push.repository';

/** See the module comment. */
export interface Push {
  /** The VAPID public key and this browser's topics (null: not subscribed). */
  state(endpoint: string | undefined): Promise<PushState>;
  /** Save the current person's subscription with their topics (audited). @throws AppError 401 without a person */
  subscribe(input: PushSubscribe): Promise<PushState>;
  /** Forget a browser's subscription. @returns whether there was one */
  unsubscribe(endpoint: string): Promise<boolean>;
  /** Send `topic` to everyone who chose it. @returns how many push services took it */
  notify(topic: PushTopic, values: Record<string, string>): Promise<number>;
  /** Make the VAPID keys when there are none (first start). */
  ready(): Promise<void>;
}

export interface PushDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  log: Pick<Logger, 'warn'>;
  /** The address push services may write to about this server (VAPID `sub`). */
  contactEmail: string;
  /** A stay's booking reference and guest's name, for the stay notifications. */
  stay: (reservationId: string) => Promise<{ reference: string; guestName: string } | null>;
  events: EventBus<EnquiryEvents & CalendarSyncEvents & StayEvents>;
}

/** Create the push component once per app; it subscribes to the events it tells at once. */
export function createPush(deps: PushDeps): Push {
  const { db, log } = deps;
  // web-push is loaded when keys are first made or a notification is sent, not at start.
  const webpush = async () => (await import('web-push')).default;
  const keys = () => repo.vapidKeys(db, async () => (await webpush()).generateVAPIDKeys());
  const notify = async (topic: PushTopic, values: Record<string, string>) => {
    const [vapid, subscribers] = await Promise.all([keys(), repo.subscribersOf(db, topic)]);
    let delivered = 0;
    for (const s of subscribers) {
      const payload = pushPayload(topic, s.lang === 'hi' ? 'hi' : 'en', values);
      try {
        await (
          await webpush()
        ).sendNotification(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: `mailto:${deps.contactEmail}`,
              publicKey: vapid.publicKey,
              privateKey: vapid.privateKey,
            },
            TTL: 24 * 3600,
            timeout: 15_000,
          },
        );
        delivered++;
      } catch (e) {
        const status = (e as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await repo.deleteSubscription(db, s.endpoint);
        else log.warn(`[push] ${topic} to ${new URL(s.endpoint).host}: ${(e as Error).message}`);
      }
    }
    return delivered;
  };
  // Told after the write that emits (a query from inside the embedded database's transaction would wait for it).
  const later = (topic: PushTopic, values: () => Promise<Record<string, string> | null>) => {
    setTimeout(() => {
      void values()
        .then((v) => (v ? notify(topic, v) : 0))
        .catch((e: Error) => log.warn(`[push] ${topic}: ${e.message}`));
    }, 0);
    return Promise.resolve();
  };
  const ofStay = async (reservationId: string, more: Record<string, string> = {}) => {
    const s = await deps.stay(reservationId);
    return s ? { reference: s.reference, guest: s.guestName, reservationId, ...more } : null;
  };
  const e = deps.events;
  e.on('enquiry.received', (q) =>
    later('enquiry', async () => ({ reference: q.reference, item: q.itemName ?? '', date: q.checkIn ?? '' })),
  );
  e.on('calendar.imported', (c) =>
    later('calendarImport', async () => ({ label: c.label, added: String(c.added), conflicts: String(c.conflicts) })),
  );
  e.on('calendar.failing', (c) => later('calendarFailing', async () => ({ label: c.label, error: c.error ?? '' })));
  e.on('stay.detailsReceived', (s) => later('detailsReceived', () => ofStay(s.reservationId)));
  e.on('stay.paymentReported', (s) => later('paymentReported', () => ofStay(s.reservationId, { utr: s.reference })));
  e.on('stay.dataRequested', (s) => later('dataRequest', () => ofStay(s.reservationId)));

  const state = async (endpoint: string | undefined): Promise<PushState> => {
    const [vapid, found] = await Promise.all([keys(), endpoint ? repo.findSubscription(db, endpoint) : undefined]);
    return { publicKey: vapid.publicKey, topics: (found?.topics as PushTopic[] | undefined) ?? null };
  };
  return {
    state,
    async subscribe({ subscription, topics, lang }) {
      const userId = currentActor()?.userId;
      if (!userId) throw new AppError(401, 'Sign in to choose notifications');
      const { endpoint, keys: k } = subscription;
      await repo.saveSubscription(db, {
        endpoint,
        userId,
        p256dh: k.p256dh,
        auth: k.auth,
        topics,
        lang,
        createdAt: deps.now(),
      });
      await deps.audit.record({
        action: 'update',
        entity: 'push-subscription',
        entityId: userId,
        after: { topics, lang },
      });
      return state(endpoint);
    },
    unsubscribe: (endpoint) => repo.deleteSubscription(db, endpoint),
    notify,
    ready: async () => void (await keys()),
  };
}
