import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { PLAN_TIMING } from '@pachmarhi/common/message-plan';
import { MESSAGE_PLACEHOLDERS } from '@pachmarhi/common/schemas/front-desk';
import type { MessagePlan, PlanEntry } from '@pachmarhi/common/schemas/message-plan';
import { ApiRequestError } from '@/lib/api';
import { messagePlanKeys, messagePlanQuery, saveMessagePlan } from '@/lib/queries/message-plan';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/message-plan/components/message-plan.module.css';
import { adminText } from '@/i18n';

/** One plan message: its switch, its timing (by kind) and its texts in English and Hindi. */
function EntryEditor({ entry, onChange }: { entry: PlanEntry; onChange: (e: PlanEntry) => void }) {
  const kind = PLAN_TIMING[entry.key];
  const set = (patch: Partial<PlanEntry>) => onChange({ ...entry, ...patch });
  const whole = (v: string) => (v === '' ? null : Math.max(0, Math.round(Number(v))));
  return (
    <section
      className={cx(ui.card, ui.form)}
      data-testid={`plan-${entry.key}`}
      aria-label={adminText(`today.messageKeys.${entry.key}`)}
    >
      <label className={css.switch}>
        <input type="checkbox" checked={entry.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        <span>
          {adminText(`today.messageKeys.${entry.key}`)} · {adminText('messagePlan.on')}
        </span>
      </label>
      <div className={css.timing}>
        {kind === 'now' && <p className={ui.itemMeta}>{adminText('messagePlan.atOnce')}</p>}
        {kind === 'hoursAfter' && (
          <TextField
            label={adminText(
              `messagePlan.hoursAfter.${entry.key as 'thank-you' | 'advance-reminder' | 'balance-reminder'}`,
            )}
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            value={String(entry.hours ?? '')}
            onChange={(v) => set({ hours: whole(v) })}
          />
        )}
        {kind === 'beforeArrival' && entry.key === 'pre-arrival' && (
          <TextField
            label={adminText('messagePlan.daysBefore')}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            value={String(entry.days ?? '')}
            onChange={(v) => set({ days: whole(v) })}
          />
        )}
        {kind === 'beforeArrival' && (
          <TextField
            label={adminText('messagePlan.time')}
            type="time"
            value={entry.time ?? ''}
            onChange={(v) => set({ time: v || null })}
          />
        )}
      </div>
      <div className={css.texts}>
        <TextAreaField
          label={adminText('messagePlan.textEn')}
          rows={5}
          value={entry.text.en}
          onChange={(v) => set({ text: { ...entry.text, en: v } })}
        />
        <TextAreaField
          label={adminText('messagePlan.textHi')}
          rows={5}
          lang="hi"
          value={entry.text.hi}
          onChange={(v) => set({ text: { ...entry.text, hi: v } })}
        />
      </div>
    </section>
  );
}

/** The plan as loaded, edited in place and saved whole. */
function PlanForm({ plan }: { plan: MessagePlan }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState(plan);
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: () => saveMessagePlan({ reviewLink: draft.reviewLink || null, entries: draft.entries }),
    onSuccess: async (res) => {
      toast.success(adminText('messagePlan.saved'));
      qc.setQueryData(messagePlanKeys.plan, res.data);
    },
    onError: (e) => setError(e instanceof ApiRequestError ? (Object.values(e.errors)[0] ?? e.message) : e.message),
  });
  return (
    <form
      className={css.planList}
      onSubmit={(e) => {
        e.preventDefault();
        setError('');
        save.mutate();
      }}
    >
      <section className={cx(ui.card, ui.form)}>
        <TextField
          label={adminText('messagePlan.reviewLink')}
          type="url"
          inputMode="url"
          placeholder={adminText('messagePlan.reviewPlaceholder')}
          hint={adminText('messagePlan.reviewHint')}
          value={draft.reviewLink ?? ''}
          onChange={(v) => setDraft({ ...draft, reviewLink: v || null })}
        />
        <p className={cx(ui.itemMeta, css.placeholders)}>
          {adminText('messagePlan.placeholders')}{' '}
          {MESSAGE_PLACEHOLDERS.map((p) => (
            <code key={p}>{`{${p}}`}</code>
          ))}
        </p>
      </section>
      {draft.entries.map((entry) => (
        <EntryEditor
          key={entry.key}
          entry={entry}
          onChange={(next) =>
            setDraft({ ...draft, entries: draft.entries.map((e) => (e.key === next.key ? next : e)) })
          }
        />
      ))}
      {error && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {error}
        </div>
      )}
      <div className={css.actions}>
        <button type="submit" className={ui.btn} disabled={save.isPending}>
          {adminText('messagePlan.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/message-plan (owner only): which messages go to guests by themselves and when, with
 * their texts in English and Hindi and the Google review link.
 */
export default function MessagePlanPage() {
  const plan = useQuery(messagePlanQuery());
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('messagePlan.title')} subtitle={adminText('messagePlan.subtitle')} />
      {plan.isPending && <p className={ui.itemMeta}>{adminText('messagePlan.loading')}</p>}
      {plan.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {plan.error.message}
        </div>
      )}
      {plan.data && <PlanForm plan={plan.data} />}
    </div>
  );
}
