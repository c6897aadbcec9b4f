/**
 * The message plan as the owner reads and writes it (`GET/PUT /api/message-plan`): each plan
 * message's switch and timing (common/src/message-plan.ts, the defaults until changed) with its
 * texts, which are the message templates (one place for every text), and the review link.
 */
import { DEFAULT_PLAN, PLAN_KEYS, PLAN_TIMING, type PlanKey, type PlanTiming } from '@pachmarhi/common/message-plan';
import type { MessagePlan, MessagePlanPut, PlanEntry } from '@pachmarhi/common/schemas/message-plan';
import type { MessageTemplate } from '@pachmarhi/common/schemas/front-desk-records';
import type { Db } from '../../platform/db/database';
import type { AuditTrail } from '../audit/audit.module';
import * as repo from './messages.repository';

/** Every plan message's switch and timing, the owner's or the default, read in `db` (a transaction too). */
export async function planTimings(db: repo.Executor): Promise<Record<PlanKey, PlanTiming>> {
  const rows = new Map((await repo.planRows(db)).map((r) => [r.key, r]));
  return Object.fromEntries(
    PLAN_KEYS.map((key) => {
      const row = rows.get(key);
      return [
        key,
        row ? { key, enabled: row.enabled, hours: row.hours, days: row.days, time: row.time } : DEFAULT_PLAN[key],
      ];
    }),
  ) as Record<PlanKey, PlanTiming>;
}

/** A timing with only the fields its key uses (the others null; `days` 0 for the arrival day). */
function normalised(e: PlanEntry): PlanTiming {
  const kind = PLAN_TIMING[e.key];
  const fallback = DEFAULT_PLAN[e.key];
  return {
    key: e.key,
    enabled: e.enabled,
    hours: kind === 'hoursAfter' ? (e.hours ?? fallback.hours) : null,
    days: kind !== 'beforeArrival' ? null : e.key === 'arrival-day' ? 0 : (e.days ?? fallback.days),
    time: kind === 'beforeArrival' ? (e.time ?? fallback.time) : null,
  };
}

/** The plan with its texts (`templates`: every key in both languages). */
export async function readPlan(db: Db, templates: MessageTemplate[]): Promise<MessagePlan> {
  const timings = await planTimings(db);
  const text = (key: PlanKey, lang: 'en' | 'hi') => templates.find((t) => t.key === key && t.lang === lang)?.text ?? '';
  return {
    reviewLink: await repo.reviewLink(db),
    entries: PLAN_KEYS.map((key) => ({ ...timings[key], text: { en: text(key, 'en'), hi: text(key, 'hi') } })),
  };
}

/**
 * Save the entries given (timings in one transaction, audited as 'message-plan') and the review
 * link; `putText` saves each text that changed as its template (audited there).
 */
export async function writePlan(
  deps: { db: Db; now: () => Date; audit: AuditTrail },
  input: MessagePlanPut,
  current: MessagePlan,
  putText: (key: PlanKey, lang: 'en' | 'hi', text: string) => Promise<unknown>,
): Promise<void> {
  const { db, now, audit } = deps;
  await db.transaction(async (tx) => {
    for (const entry of input.entries) {
      const timing = normalised(entry);
      await repo.upsertPlanRow(tx, { ...timing, updatedAt: now() });
      const before = current.entries.find((e) => e.key === entry.key);
      const { text: _t, ...was } = before ?? {};
      await audit.record(
        { action: 'update', entity: 'message-plan', entityId: entry.key, before: was, after: { ...timing } },
        tx,
      );
    }
    if (input.reviewLink !== current.reviewLink) {
      await repo.setReviewLink(tx, input.reviewLink, now());
      await audit.record(
        {
          action: 'update',
          entity: 'message-plan',
          entityId: 'reviewLink',
          before: { reviewLink: current.reviewLink },
          after: { reviewLink: input.reviewLink },
        },
        tx,
      );
    }
  });
  for (const entry of input.entries) {
    const before = current.entries.find((e) => e.key === entry.key);
    for (const lang of ['en', 'hi'] as const)
      if (entry.text[lang] !== before?.text[lang]) await putText(entry.key, lang, entry.text[lang]);
  }
}
