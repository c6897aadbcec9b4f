import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ROLE_ACCOUNTANT, ROLE_ADMIN, ROLE_FRONT_DESK } from '@pachmarhi/common/constants';
import { staffCreateSchema, type StaffMember } from '@pachmarhi/common/schemas/staff';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { createStaff, resetStaffPassword, staffQueries, updateStaff } from '@/lib/queries/staff';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { FormSection, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/shared/stay/front-desk.module.css';
import { fieldLabel } from '@/i18n/validation';
import { adminText } from '@/i18n';

const roleOptions = () => [
  { value: String(ROLE_ADMIN), label: adminText('staffPage.roles.1') },
  { value: String(ROLE_FRONT_DESK), label: adminText('staffPage.roles.3') },
  { value: String(ROLE_ACCOUNTANT), label: adminText('staffPage.roles.4') },
];

/** A refusal's sentence as a toast (the server's 400/409 sentence, or the network's). */
const showError = (e: Error) => toast.error(e.message);

function AddStaff() {
  const qc = useQueryClient();
  const blank = () => ({ name: '', email: '', password: '', role: String(ROLE_FRONT_DESK) });
  const form = useFormState(
    (v: ReturnType<typeof blank>) => zodResolver(staffCreateSchema)({ ...v, role: Number(v.role) }),
    blank,
  );
  const add = useMutation({
    mutationFn: createStaff,
    onSuccess: async () => {
      toast.success(adminText('saved.staffCreated'));
      form.reset();
      await qc.invalidateQueries({ queryKey: staffQueries.all });
    },
    onError: (e) =>
      e instanceof ApiRequestError && Object.keys(e.errors).length ? form.showErrors(e.errors) : showError(e),
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      className={cx(ui.card, ui.form)}
      onSubmit={(e) => {
        e.preventDefault();
        const r = form.validate();
        if (r.ok) add.mutate(r.data);
      }}
    >
      <FormSection title={adminText('staffPage.addAccount')}>
        <TextField label={fieldLabel('name')} required autoComplete="off" {...form.bind('name')} />
        <TextField
          label={adminText('staffPage.email')}
          type="email"
          required
          autoComplete="off"
          {...form.bind('email')}
        />
        <TextField
          label={adminText('staffPage.password')}
          type="password"
          required
          autoComplete="new-password"
          {...form.bind('password')}
        />
        <SelectField label={adminText('staffPage.role')} options={roleOptions()} {...form.bind('role')} />
      </FormSection>
      <button type="submit" className={ui.btn} disabled={add.isPending}>
        {adminText('staffPage.add')}
      </button>
    </form>
  );
}

/** One account: role, enable/disable and a new password. */
function StaffRow({ member }: { member: StaffMember }) {
  const qc = useQueryClient();
  const [password, setPassword] = useState('');
  const done = async () => {
    toast.success(adminText('saved.staffUpdated'));
    await qc.invalidateQueries({ queryKey: staffQueries.all });
  };
  const patch = useMutation({
    mutationFn: (body: { role?: number; disabled?: boolean }) => updateStaff(member._id, body),
    onSuccess: done,
    onError: showError,
  });
  const reset = useMutation({
    mutationFn: () => resetStaffPassword(member._id, password),
    onSuccess: async () => {
      setPassword('');
      await done();
    },
    onError: (e) => showError(e instanceof ApiRequestError && e.errors.password ? new Error(e.errors.password) : e),
  });
  return (
    <li className={css.row} data-testid={`staff-${member.email}`}>
      <strong>{member.name}</strong>
      <span className={ui.itemMeta}>{member.email}</span>
      {member.disabled && <span className={cx(ui.badge, ui.badgeRed)}>{adminText('staffPage.disabled')}</span>}
      <label className={ui.label}>
        {adminText('staffPage.role')}{' '}
        <select
          className={ui.select}
          value={member.role}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ role: Number(e.target.value) })}
        >
          {roleOptions().map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall, member.disabled ? ui.btnSecondary : ui.btnDanger)}
        disabled={patch.isPending}
        onClick={() => patch.mutate({ disabled: !member.disabled })}
      >
        {member.disabled ? adminText('staffPage.enable') : adminText('staffPage.disable')}
      </button>
      <span className={css.actions}>
        <input
          className={ui.input}
          type="password"
          autoComplete="new-password"
          value={password}
          aria-label={adminText('staffPage.newPassword', { name: member.name })}
          placeholder={adminText('staffPage.newPasswordShort')}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
          disabled={!password || reset.isPending}
          onClick={() => reset.mutate()}
        >
          {adminText('staffPage.resetPassword')}
        </button>
      </span>
    </li>
  );
}

/**
 * /admin/staff (owner only): the staff accounts — owners, front desk and accountants — with their role,
 * disable/enable (sessions end at once) and password reset, and a form to add one.
 */
export default function StaffPage() {
  const staff = useQuery(staffQueries.list());
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('staffPage.title')} subtitle={adminText('staffPage.subtitle')} />
      {staff.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {staff.error.message}
        </div>
      )}
      <section className={ui.card}>
        <ul className={css.rows}>
          {(staff.data ?? []).map((m) => (
            <StaffRow key={m._id} member={m} />
          ))}
        </ul>
      </section>
      <AddStaff />
    </div>
  );
}
