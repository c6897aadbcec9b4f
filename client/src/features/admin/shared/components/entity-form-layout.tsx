import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../lib/cx';
import ui from '../ui.module.css';
import { PageHeader } from './page-header';
import { UploadProgress } from './upload-progress';

interface EntityFormLayoutProps {
  title: string;
  subtitle?: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  submitLabel: string;
  savingLabel: string;
  progress: number | null;
  serverError?: string;
  /** Shown when the form has messages (after a failed submit). */
  hasErrors?: boolean;
  listPath: string;
  listLabel: string;
  onReset?: () => void;
  children: ReactNode;
}

/** Page frame of the room, vehicle and tour forms: header, sections, error summary, progress, actions. */
export function EntityFormLayout(p: EntityFormLayoutProps) {
  const saving = p.progress !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) p.onSubmit();
  };
  return (
    <div className={ui.page}>
      <PageHeader
        title={p.title}
        subtitle={p.subtitle}
        actions={<Link to={p.listPath} className={cx(ui.btn, ui.btnSecondary)}>{p.listLabel}</Link>}
      />
      <form ref={p.formRef} className={ui.form} onSubmit={submit} noValidate aria-busy={saving || undefined}>
        {p.children}
        {p.hasErrors && <p className={ui.formAlert} role="alert">Please fix the highlighted fields.</p>}
        {p.serverError && <p className={ui.formAlert} role="alert">{p.serverError}</p>}
        {saving && <UploadProgress percent={p.progress ?? 0} />}
        <div className={ui.formActions}>
          {p.onReset && (
            <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={p.onReset} disabled={saving}>Reset</button>
          )}
          <button type="submit" className={ui.btn} disabled={saving}>
            {saving && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
            {saving ? p.savingLabel : p.submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
