import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { dayText } from '@pachmarhi/common/i18n/day-format';
import { STAFF_RESOURCE_ROLES } from '@pachmarhi/common/schemas/operations';
import type { StaffResource } from '@pachmarhi/common/schemas/operations-records';
import { deleteStaffResource, operationsQueries, saveStaffResource } from '@/lib/queries/operations';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { FormSection, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/operations/routes/operations.module.css';
import { fieldLabel } from '@/i18n/validation';
import { adminText } from '@/i18n';
import { EditableRows } from '@/features/admin/operations/components/editable-rows';
import { useFields } from '@/features/admin/operations/lib/use-fields';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const blank = () => ({
  role: 'driver',
  name: '',
  phone: '',
  languages: '',
  licenceNumber: '',
  licenceExpiry: '',
  guideNumber: '',
  weeklyOff: '',
  daysOff: '',
});
type Fields = ReturnType<typeof blank>;
const fieldsOf = (s: StaffResource): Fields => ({
  role: s.role,
  name: s.name,
  phone: s.phone,
  languages: s.languages.join(', '),
  licenceNumber: s.licenceNumber,
  licenceExpiry: s.licenceExpiry ?? '',
  guideNumber: s.guideNumber,
  weeklyOff: s.weeklyOff.length ? String(s.weeklyOff[0]) : '',
  daysOff: s.daysOff.join(', '),
});
const weekdayName = (d: number) => adminText(`operations.weekdays.${d as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);

/** The add/change form of a driver or guide; the server's field errors show under their fields. */
function PersonForm({ editing, onDone }: { editing?: StaffResource; onDone: () => void }) {
  const qc = useQueryClient();
  const { fields: f, bind, reset, refused } = useFields<Fields>(() => (editing ? fieldsOf(editing) : blank()));
  const save = useMutation({
    mutationFn: () =>
      saveStaffResource(
        {
          ...f,
          languages: list(f.languages),
          weeklyOff: f.weeklyOff === '' ? [] : [Number(f.weeklyOff)],
          daysOff: list(f.daysOff),
        },
        editing?._id,
      ),
    onSuccess: async () => {
      toast.success(adminText('operations.savedPerson'));
      reset(blank());
      onDone();
      await qc.invalidateQueries({ queryKey: operationsQueries.all });
    },
    onError: refused,
  });
  return (
    <form
      noValidate
      className={cx(ui.card, ui.form)}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <FormSection title={adminText(editing ? 'operations.editPerson' : 'operations.addPerson')}>
        <SelectField
          label={adminText('operations.role')}
          options={STAFF_RESOURCE_ROLES.map((r) => ({ value: r, label: adminText(`operations.roles.${r}`) }))}
          {...bind('role')}
        />
        <TextField label={fieldLabel('name')} required autoComplete="off" {...bind('name')} />
        <TextField label={fieldLabel('phoneNumber')} required type="tel" {...bind('phone')} />
        <TextField label={fieldLabel('languages')} hint={adminText('operations.commaHint')} {...bind('languages')} />
        {f.role === 'driver' ? (
          <>
            <TextField label={fieldLabel('licenceNumber')} required {...bind('licenceNumber')} />
            <TextField label={fieldLabel('licenceExpiry')} required type="date" {...bind('licenceExpiry')} />
          </>
        ) : (
          <TextField label={fieldLabel('guideNumber')} required {...bind('guideNumber')} />
        )}
        <SelectField
          label={fieldLabel('weeklyOff')}
          options={[
            { value: '', label: adminText('operations.noWeeklyOff') },
            ...WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(d) })),
          ]}
          {...bind('weeklyOff')}
        />
        <TextField label={fieldLabel('daysOff')} hint={adminText('operations.datesHint')} {...bind('daysOff')} />
      </FormSection>
      <div className={css.actions}>
        <button type="submit" className={ui.btn} disabled={save.isPending}>
          {adminText('operations.save')}
        </button>
        {editing && (
          <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={onDone}>
            {adminText('operations.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * /admin/drivers-guides (owner): the drivers (licence and its expiry) and guides (forest department
 * number) with phone, languages and days off; add, change, delete.
 */
export default function DriversGuidesPage() {
  const qc = useQueryClient();
  const people = useQuery(operationsQueries.staff());
  const [editing, setEditing] = useState<StaffResource | undefined>();
  const remove = useMutation({
    mutationFn: deleteStaffResource,
    onSuccess: () => qc.invalidateQueries({ queryKey: operationsQueries.all }),
    onError: (e) => toast.error(e.message),
  });
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('operations.peopleTitle')} subtitle={adminText('operations.peopleSubtitle')} />
      {people.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {people.error.message}
        </div>
      )}
      <EditableRows
        rows={people.data ?? []}
        keyOf={(p) => p._id}
        nameOf={(p) => p.name}
        testId={(p) => `person-${p.name}`}
        onEdit={setEditing}
        onDelete={(p) => remove.mutate(p._id)}
        render={(p) => (
          <>
            <strong>{p.name}</strong> <span className={ui.badge}>{adminText(`operations.roles.${p.role}`)}</span>
            <div className={ui.itemMeta}>
              {p.phone}
              {p.languages.length > 0 && ` · ${p.languages.join(', ')}`}
              {p.role === 'driver'
                ? ` · ${p.licenceNumber} (${adminText('operations.validUntil', { date: p.licenceExpiry ? `${dayText(p.licenceExpiry, displayLang())} ${p.licenceExpiry.slice(0, 4)}` : '—' })})`
                : ` · ${p.guideNumber}`}
              {p.weeklyOff.length > 0 &&
                ` · ${adminText('operations.offEvery', { days: p.weeklyOff.map(weekdayName).join(', ') })}`}
            </div>
          </>
        )}
      />
      <PersonForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
    </div>
  );
}
