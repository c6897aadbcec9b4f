import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { PageHeader } from './page-header';
import { UploadProgress } from './upload-progress';
import { adminText } from '@/i18n';

/** The parts of a `useEntityForm` result the frame drives. */
interface EntityFormFrameState {
  formRef: RefObject<HTMLFormElement | null>;
  submit: () => void;
  resetAll: () => void;
  progress: number | null;
  serverError?: string;
  /** Shown when the form has messages (after a failed submit). */
  hasErrors?: boolean;
  isEditing: boolean;
  /** The management table the header link leads to. */
  listPath: string;
}

interface EntityFormLayoutProps {
  form: EntityFormFrameState;
  /** 'Room' → 'Add New Room' / 'Edit Room' and 'Create Room' / 'Update Room'. */
  noun: string;
  /** Name of the item being edited, for the subtitle 'Editing “…”'. */
  itemName?: string;
  /** Subtitle of the blank (create) form. */
  newSubtitle: string;
  /** Text of the header link back to the management table. */
  listLabel: string;
  children: ReactNode;
}

/** Page frame of the room, vehicle and tour forms: header, sections, error summary, progress, actions. */
export function EntityFormLayout({ form, noun, itemName, newSubtitle, listLabel, children }: EntityFormLayoutProps) {
  const saving = form.progress !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) form.submit();
  };
  return (
    <div className={ui.page}>
      <PageHeader
        title={
          form.isEditing
            ? adminText('entityFormLayout.edit', { noun: noun })
            : adminText('entityFormLayout.addNew', { noun: noun })
        }
        subtitle={form.isEditing ? adminText('entityFormLayout.editing', { itemName: itemName }) : newSubtitle}
        actions={
          <Link to={form.listPath} className={cx(ui.btn, ui.btnSecondary)}>
            {listLabel}
          </Link>
        }
      />
      <form ref={form.formRef} className={ui.form} onSubmit={submit} noValidate aria-busy={saving || undefined}>
        {children}
        {form.hasErrors && (
          <p className={ui.formAlert} role="alert">
            {adminText('entityFormLayout.pleaseFixTheHighlighted')}
          </p>
        )}
        {form.serverError && (
          <p className={ui.formAlert} role="alert">
            {form.serverError}
          </p>
        )}
        {saving && <UploadProgress percent={form.progress ?? 0} />}
        <div className={ui.formActions}>
          <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={form.resetAll} disabled={saving}>
            {adminText('entityFormLayout.reset')}
          </button>
          <button type="submit" className={ui.btn} disabled={saving}>
            {saving && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
            {saving
              ? form.isEditing
                ? adminText('entityFormLayout.updating')
                : adminText('entityFormLayout.creating')
              : form.isEditing
                ? adminText('entityFormLayout.update', { noun: noun })
                : adminText('entityFormLayout.create', { noun: noun })}
          </button>
        </div>
      </form>
    </div>
  );
}
