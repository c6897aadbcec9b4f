/**
 * The message plan (docs/decisions/035-messages-and-the-job-runner.md): which messages go to a
 * guest by themselves, and when. Each plan message is a message template (./guest-messages.ts:
 * its texts in English and Hindi) with an on/off switch and its timing. Instants are computed in
 * IST (Asia/Kolkata, no daylight saving) with date-fns and @date-fns/tz; a scheduled message is
 * never sent at night: one falling before 08:00 IST waits until 08:00, one at or after 21:00 IST
 * until 08:00 the next day. The confirmation, which answers the owner's own action, goes at once.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addHours } from 'date-fns';
import { BUSINESS_TIME_ZONE } from './constants';
import type { MessageKey } from './schemas/front-desk';

/** The messages of the plan, in the order a stay meets them. */
export const PLAN_KEYS = [
  'confirmation',
  'advance-reminder',
  'pre-arrival',
  'arrival-day',
  'thank-you',
  'balance-reminder',
] as const satisfies readonly MessageKey[];
export type PlanKey = (typeof PLAN_KEYS)[number];

/**
 * When each plan message is due:
 * - 'now': when the stay is confirmed;
 * - 'hoursAfter': `hours` after its event (confirmed: the advance reminder, sent only while nothing
 *   is paid; checked out: the thank-you, and the balance reminder while a carried balance is owed);
 * - 'beforeArrival': `days` before the check-in date at `time` (IST).
 */
export const PLAN_TIMING: Record<PlanKey, 'now' | 'hoursAfter' | 'beforeArrival'> = {
  confirmation: 'now',
  'advance-reminder': 'hoursAfter',
  'pre-arrival': 'beforeArrival',
  'arrival-day': 'beforeArrival',
  'thank-you': 'hoursAfter',
  'balance-reminder': 'hoursAfter',
};

/** A plan message's switch and timing; `hours` only for 'hoursAfter', `days` and `time` only for 'beforeArrival'. */
export interface PlanTiming {
  key: PlanKey;
  enabled: boolean;
  hours: number | null;
  days: number | null;
  /** 'HH:mm', IST. */
  time: string | null;
}

/** The plan before the owner changes it. */
export const DEFAULT_PLAN: Record<PlanKey, PlanTiming> = {
  confirmation: { key: 'confirmation', enabled: true, hours: null, days: null, time: null },
  'advance-reminder': { key: 'advance-reminder', enabled: true, hours: 24, days: null, time: null },
  'pre-arrival': { key: 'pre-arrival', enabled: true, hours: null, days: 2, time: '10:00' },
  'arrival-day': { key: 'arrival-day', enabled: true, hours: null, days: 0, time: '08:00' },
  'thank-you': { key: 'thank-you', enabled: true, hours: 4, days: null, time: null },
  'balance-reminder': { key: 'balance-reminder', enabled: true, hours: 24, days: null, time: null },
};

/** Scheduled messages go out between these IST hours: from 08:00, and before 21:00. */
export const SENDING_HOURS = { from: 8, until: 21 } as const;

/**
 * The instant a scheduled message may go out: `at` itself between 08:00 and 21:00 IST, else the
 * next 08:00 IST (the same day before 08:00, the next day from 21:00).
 */
export function withinSendingHours(at: Date): Date {
  const ist = new TZDate(at.getTime(), BUSINESS_TIME_ZONE);
  const hour = ist.getHours();
  if (hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until) return at;
  const day = hour < SENDING_HOURS.from ? ist : addDays(ist, 1);
  return new Date(
    TZDate.tz(BUSINESS_TIME_ZONE, day.getFullYear(), day.getMonth(), day.getDate(), SENDING_HOURS.from).getTime(),
  );
}

/** The instant `time` ('HH:mm') IST on the IST calendar date `date` ('YYYY-MM-DD'). */
export function istInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(TZDate.tz(BUSINESS_TIME_ZONE, y, m - 1, d, hh, mm).getTime());
}

/** What a plan message's instant is counted from. */
export interface PlanAnchor {
  /** The instant the event happened (confirmed, checked out). */
  event: Date;
  /** The stay's check-in date, 'YYYY-MM-DD' (IST). */
  checkIn: string;
}

/**
 * When plan message `t` is due for a stay: the confirmation at `anchor.event` exactly; the others
 * at their timing, held to the sending hours (`withinSendingHours`).
 */
export function plannedAt(t: PlanTiming, anchor: PlanAnchor): Date {
  const kind = PLAN_TIMING[t.key];
  if (kind === 'now') return anchor.event;
  if (kind === 'hoursAfter') return withinSendingHours(addHours(anchor.event, t.hours ?? 0));
  const day = new TZDate(istInstant(anchor.checkIn, '12:00').getTime(), BUSINESS_TIME_ZONE);
  const before = addDays(day, -(t.days ?? 0));
  const date = `${before.getFullYear()}-${String(before.getMonth() + 1).padStart(2, '0')}-${String(before.getDate()).padStart(2, '0')}`;
  return withinSendingHours(istInstant(date, t.time ?? '10:00'));
}

/** An email's subject for each plan message, in English and Hindi ('{reference}' is the booking's). */
export const PLAN_SUBJECTS: Record<PlanKey, Record<'en' | 'hi', string>> = {
  confirmation: { en: 'Booking {reference} confirmed', hi: 'बुकिंग {reference} पक्की' },
  'advance-reminder': { en: 'Booking {reference}: the advance is due', hi: 'बुकिंग {reference}: अग्रिम राशि बाकी' },
  'pre-arrival': { en: 'Booking {reference}: before you come', hi: 'बुकिंग {reference}: आने से पहले' },
  'arrival-day': { en: 'Booking {reference}: see you today', hi: 'बुकिंग {reference}: आज मिलते हैं' },
  'thank-you': { en: 'Thank you for staying with us ({reference})', hi: 'हमारे साथ ठहरने के लिए धन्यवाद ({reference})' },
  'balance-reminder': { en: 'Booking {reference}: balance due', hi: 'बुकिंग {reference}: बाकी राशि' },
};
