/**
 * The messages that send themselves (docs/decisions/035-messages-and-the-job-runner.md). A stay's
 * plan messages are rows of `scheduled_messages`, one per message and channel (unique: nothing is
 * sent twice), written in the transaction that confirms or checks out the stay and cancelled in the
 * one that cancels it. A tick (every minute, one process) puts the due ones on the job runner's
 * 'message.send' queue; a worker claims the row in one statement (so one process sends it),
 * checks the stay still wants it, writes the text and sends it: email over SMTP, WhatsApp by the
 * Cloud API or, without it, into the owner's outbox. A failure puts the row back and the job is
 * retried with backoff; after MAX_ATTEMPTS it is 'failed'.
 */
import {
  PLAN_KEYS,
  PLAN_SUBJECTS,
  PLAN_TIMING,
  plannedAt,
  withinSendingHours,
  type PlanKey,
  type PlanTiming,
} from '@pachmarhi/common/message-plan';
import { MESSAGE_KINDS } from '@pachmarhi/common/guest-messages';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { MessageLang } from '@pachmarhi/common/schemas/front-desk';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { todayIST } from '@pachmarhi/common/time';
import { guestLang } from '@pachmarhi/common/payment-message';
import type { Db } from '../../platform/db/database';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { Logger } from '../../platform/logging/logger';
import { sendWhatsappTemplate, type Mailer, type WhatsappApi } from './message-channels';
import { planTimings } from './message-plan.service';
import * as repo from './messages.repository';
import { MESSAGE_CHANNELS } from './messages.repository';

/** Tries of one message before it is 'failed'. */
const MAX_ATTEMPTS = 6;
/** A worker holding a message longer than this (ms) has stopped; another may take it. */
const STALE_MS = 10 * 60_000;
/** A recomputed instant this far (ms) past now puts the message back to wait (the stay moved). */
const MOVED_MS = 60_000;
export const SEND_QUEUE = 'message.send';
export const TICK_QUEUE = 'messages.tick';

/** A stay as the plan reacts to it, from the reservation write's event. */
export interface PlannedStay {
  tx: repo.Executor;
  id: string;
  kind: ItemKind;
  checkIn: string;
}

export interface ScheduleDeps {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
  log: Pick<Logger, 'warn'>;
  reservation: (id: string) => Promise<Reservation>;
  /** The text of `key` for the stay in `lang`, or why there is none. */
  render: (
    key: PlanKey,
    lang: MessageLang,
    r: Reservation,
  ) => Promise<{ text: string | null; why: string | null; whatsappUrl: string | null }>;
  /** Put a sent message on the stay's timeline. */
  recordSent: (reservationId: string, key: PlanKey, channel: string) => Promise<unknown>;
  mailer: Mailer | null;
  whatsapp: WhatsappApi | null;
  businessName: string;
}

/** Why a message no longer applies to the stay as it is now; null when it does. */
function noLongerApplies(key: PlanKey, r: Reservation, timing: PlanTiming): string | null {
  if (!timing.enabled) return 'off in the message plan';
  const over = ['checked-out', 'completed'].includes(r.status);
  if (key === 'thank-you') return over ? null : `the stay is ${r.status}`;
  if (key === 'balance-reminder') return !over ? `the stay is ${r.status}` : r.balance > 0 ? null : 'nothing is owed';
  if (r.status !== 'confirmed') return `the stay is ${r.status}`;
  if (key === 'advance-reminder' && (r.paid > 0 || r.balance <= 0)) return 'a payment is recorded';
  return null;
}

/** The scheduler of one app: see the module comment. */
export function createSchedule(deps: ScheduleDeps) {
  const { db, now, jobs } = deps;
  const enqueue = async (ids: string[]) => {
    for (const id of ids) await jobs.send(SEND_QUEUE, { id }, { singletonKey: id });
  };
  /** Add the stay's messages of `keys` due at their planned instants from `event` (those whose instant has passed are left out). */
  const plan = async (stay: PlannedStay, keys: readonly PlanKey[], event: Date) => {
    const timings = await planTimings(stay.tx);
    const today = todayIST(event);
    const rows = keys
      .filter((key) => timings[key].enabled && MESSAGE_KINDS[key].includes(stay.kind))
      .flatMap((key) => {
        let dueAt = plannedAt(timings[key], { event, checkIn: stay.checkIn });
        // A stay booked less than the plan's days before arrival still gets its pre-arrival message, now.
        if (dueAt < event && key === 'pre-arrival' && today < stay.checkIn) dueAt = withinSendingHours(event);
        if (dueAt < event && PLAN_TIMING[key] === 'beforeArrival') return [];
        return MESSAGE_CHANNELS.map((channel) => ({ reservationId: stay.id, key, channel, dueAt, createdAt: event }));
      });
    return repo.addScheduled(stay.tx, rows);
  };
  const afterCommit = (ids: string[]) => {
    // Enqueued once the write's transaction has ended (the embedded database runs one statement at
    // a time: a query from inside it would wait for itself); a job that finds no row yet is retried.
    if (ids.length)
      setTimeout(() => void enqueue(ids).catch((e: Error) => deps.log.warn(`[messages] ${e.message}`)), 0);
  };

  /** Send (or put in the outbox) one due message; see the module comment. @throws to have the job retried */
  const deliver = async (id: string) => {
    const at = now();
    const row = await repo.claim(db, id, at, new Date(at.getTime() - STALE_MS));
    if (!row) {
      if (!(await repo.findScheduled(db, id))) throw new Error(`scheduled message ${id} is not written yet`);
      return;
    }
    const key = row.key as PlanKey;
    const settle = (set: Parameters<typeof repo.settle>[3]) => repo.settle(db, id, 'sending', set);
    try {
      const r = await deps.reservation(row.reservationId).catch(() => null);
      if (!r) return void (await settle({ status: 'skipped', error: 'the reservation is deleted' }));
      const timing = (await planTimings(db))[key];
      const why = noLongerApplies(key, r, timing);
      if (why) return void (await settle({ status: r.status === 'cancelled' ? 'cancelled' : 'skipped', error: why }));
      if (PLAN_TIMING[key] === 'beforeArrival') {
        const dueAt = plannedAt(timing, { event: at, checkIn: r.checkIn });
        if (dueAt.getTime() > at.getTime() + MOVED_MS) return void (await settle({ status: 'pending', dueAt }));
      }
      const lang: MessageLang = guestLang(r.guestName);
      const { text, why: missing, whatsappUrl } = await deps.render(key, lang, r);
      if (!text) return void (await settle({ status: 'skipped', error: missing }));
      if (row.channel === 'email') {
        if (!r.guestEmail) return void (await settle({ status: 'skipped', error: 'no email address', lang, text }));
        if (!deps.mailer) return void (await settle({ status: 'skipped', error: 'no SMTP_URL', lang, text }));
        const subject = `${PLAN_SUBJECTS[key][lang].replace('{reference}', r.reference)} - ${deps.businessName}`;
        await deps.mailer({ to: r.guestEmail, subject, text });
      } else {
        if (!r.guestPhone || !whatsappUrl)
          return void (await settle({ status: 'skipped', error: 'no phone number', lang, text }));
        if (!deps.whatsapp) return void (await settle({ status: 'due', dueAt: row.dueAt, lang, text, whatsappUrl }));
        await sendWhatsappTemplate(deps.whatsapp, { phone: r.guestPhone, key, lang, text });
      }
      await settle({ status: 'sent', sentAt: now(), lang, text, error: null });
      await deps.recordSent(r._id, key, row.channel);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await settle({ status: failed ? 'failed' : 'pending', error });
      if (!failed) throw e;
    }
  };

  jobs.queue<{ id: string }>(SEND_QUEUE, ({ id }) => deliver(id), {
    policy: 'stately',
    retryLimit: MAX_ATTEMPTS,
    retryDelay: 30,
  });
  const runDue = async () => {
    const at = now();
    const ids = await repo.dueIds(db, at, new Date(at.getTime() - STALE_MS));
    await enqueue(ids);
    return ids.length;
  };
  jobs.queue(TICK_QUEUE, async () => void (await runDue()), { retryLimit: 0 });
  jobs.every(TICK_QUEUE, '* * * * *');

  return {
    /** 'reservation.confirmed': the stay's messages from the confirmation on; the confirmation is sent at once. */
    async confirmed(stay: PlannedStay) {
      const at = now();
      const keys = PLAN_KEYS.filter((k) => k !== 'thank-you' && k !== 'balance-reminder');
      const ids = await plan(stay, keys, at);
      afterCommit(ids);
    },
    /** 'reservation.checkedOut': the thank-you and the balance reminder. */
    checkedOut: (stay: PlannedStay) => plan(stay, ['thank-you', 'balance-reminder'], now()).then(() => undefined),
    /** 'reservation.cancelled': nothing more is sent. */
    cancelled: ({ tx, id }: { tx: repo.Executor; id: string }) => repo.cancelScheduled(tx, id),
    /** Put every message due now on the send queue. @returns how many */
    runDue,
    /** Send one message now (the worker's job, for tests and the tick). */
    deliver,
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
