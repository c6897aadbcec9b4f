import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { CLOSURE_RULES } from '@pachmarhi/common/operations/park-closures';
import type { ParkClosure } from '@pachmarhi/common/schemas/operations-records';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { EditableRows } from '@/features/admin/operations/components/editable-rows';
import { useFields } from '@/features/admin/operations/lib/use-fields';
import { deleteParkClosure, operationsQueries, saveParkClosure } from '@/lib/queries/operations';
import { fieldLabel } from '@/i18n/validation';
import { adminText } from '@/i18n';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { FormSection, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';

const empty = {
  name: '',
  nameHi: '',
  reason: '',
  reasonHi: '',
  source: '',
  rule: 'dates',
  from: '',
  to: '',
  weekday: '3',
  shift: '',
};
type Closure = typeof empty;

/** When a closure applies, in words: 'Every year 07-01 – 09-30', 'Every Wednesday, evening', '2027-03-22 – 2027-03-22'. */
export function closureWhen(c: Pick<ParkClosure, 'rule' | 'from' | 'to' | 'weekday' | 'shift'>): string {
  const when =
    c.rule === 'weekly'
      ? adminText('operations.everyWeekday', {
          day: adminText(`operations.weekdays.${(c.weekday ?? 0) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`),
        })
      : c.rule === 'annual'
        ? adminText('operations.everyYear', { from: c.from, to: c.to })
        : `${c.from} – ${c.to}`;
  return c.shift ? `${when}, ${adminText(`operations.shifts.${c.shift}`)}` : when;
}

/**
 * /admin/park-closures (owner): when Satpura's core zone is closed — the monsoon, Wednesday
 * afternoons, Holi and Diwali of each year — with the sentence visitors see and its source. A park
 * safari is not quoted, enquired or reserved on a closed shift.
 */
export default function ParkClosuresPage() {
  const qc = useQueryClient();
  const closures = useQuery(operationsQueries.parkClosures());
  const { fields: f, setFields: setF, bind, reset, refused } = useFields<Closure>(() => empty);
  const [editId, setEditId] = useState<string | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: operationsQueries.all });
  const save = useMutation({
    mutationFn: () => saveParkClosure(f, editId),
    onSuccess: async () => {
      toast.success(adminText('operations.savedClosure'));
      reset(empty);
      setEditId(undefined);
      await refresh();
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: deleteParkClosure,
    onSuccess: refresh,
    onError: (e) => toast.error(e.message),
  });
  const hi = displayLang() === 'hi';
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('operations.closuresTitle')} subtitle={adminText('operations.closuresSubtitle')} />
      <EditableRows
        rows={closures.data ?? []}
        keyOf={(c) => c._id}
        nameOf={(c) => c.name}
        testId={(c) => `closure-${c.name}`}
        onEdit={(c) => {
          setEditId(c._id);
          setF({
            name: c.name,
            nameHi: c.nameHi,
            reason: c.reason,
            reasonHi: c.reasonHi,
            source: c.source,
            rule: c.rule,
            from: c.from ?? '',
            to: c.to ?? '',
            weekday: String(c.weekday ?? 3),
            shift: c.shift ?? '',
          });
        }}
        onDelete={(c) => remove.mutate(c._id)}
        render={(c) => (
          <>
            <strong>{(hi && c.nameHi) || c.name}</strong>
            <div>{(hi && c.reasonHi) || c.reason}</div>
            <div className={ui.itemMeta}>
              {closureWhen(c)}
              {c.source && ` · ${c.source}`}
            </div>
          </>
        )}
      />
      <form
        noValidate
        className={cx(ui.card, ui.form)}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <FormSection title={adminText(editId ? 'operations.editClosure' : 'operations.addClosure')}>
          <TextField label={fieldLabel('name')} required {...bind('name')} />
          <TextField label={fieldLabel('nameHi')} lang="hi" {...bind('nameHi')} />
          <TextField
            label={fieldLabel('reason')}
            required
            hint={adminText('operations.reasonHint')}
            {...bind('reason')}
          />
          <TextField label={fieldLabel('reasonHi')} lang="hi" {...bind('reasonHi')} />
          <SelectField
            label={adminText('operations.rule')}
            options={CLOSURE_RULES.map((r) => ({ value: r, label: adminText(`operations.rules.${r}`) }))}
            {...bind('rule')}
          />
          {f.rule === 'weekly' ? (
            <SelectField
              label={fieldLabel('weekday')}
              options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({
                value: String(d),
                label: adminText(`operations.weekdays.${d as 0 | 1 | 2 | 3 | 4 | 5 | 6}`),
              }))}
              {...bind('weekday')}
            />
          ) : (
            <>
              <TextField
                label={fieldLabel('from')}
                placeholder={adminText(f.rule === 'annual' ? 'operations.monthDay' : 'operations.isoDate')}
                {...bind('from')}
              />
              <TextField
                label={fieldLabel('to')}
                placeholder={adminText(f.rule === 'annual' ? 'operations.monthDay' : 'operations.isoDate')}
                {...bind('to')}
              />
            </>
          )}
          <SelectField
            label={adminText('operations.shift')}
            options={[
              { value: '', label: adminText('operations.wholeDay') },
              { value: 'morning', label: adminText('operations.shifts.morning') },
              { value: 'evening', label: adminText('operations.shifts.evening') },
            ]}
            {...bind('shift')}
          />
          <TextField label={fieldLabel('source')} {...bind('source')} />
        </FormSection>
        <button type="submit" className={ui.btn} disabled={save.isPending}>
          {adminText('operations.save')}
        </button>
      </form>
    </div>
  );
}
