import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormIiiDue } from '@pachmarhi/common/schemas/front-desk-records';
import { frontDeskQueries, markFormIiiSubmitted } from '@/lib/queries/front-desk';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { fieldLabel } from '@/i18n/validation';
import { countryName } from '@pachmarhi/common/country-name';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import css from './front-desk.module.css';
import { adminText } from '@/i18n';

/** Whole hours until `dueBy` (negative once overdue), rounded down. */
export const hoursLeft = (dueBy: string, now: Date) =>
  Math.floor((new Date(dueBy).getTime() - now.getTime()) / 3_600_000);

/** "Form C due in 5 h", or "Form C overdue" in red. */
export function FormIiiBadge({ due }: { due: FormIiiDue }) {
  const h = hoursLeft(due.dueBy, new Date());
  return (
    <span className={cx(ui.badge, h < 0 ? ui.badgeRed : ui.badgeGray)} data-testid="form-iii-badge">
      {h < 0 ? adminText('today.formIiiOverdue') : adminText('today.formIiiDueIn', { hours: h })}
    </span>
  );
}

/** The label of a Form C field: the register's own, or the stay's (arrival at the hotel, intended departure, phone). */
const STAY_FIELDS = new Set(['arrivalAtHotel', 'intendedDeparture', 'phone']);
const formFieldLabel = (field: string) =>
  STAY_FIELDS.has(field) ? adminText(`formIii.labels.${field as 'phone'}`) : fieldLabel(field);

/** A field's value as the desk copies it: the nationality's and the gender's names in the page's language. */
function formFieldValue({ field, value }: { field: string; value: string }): string {
  if (field === 'nationality' && value) return `${countryName(value, displayLang())} (${value})`;
  if (field === 'gender' && value)
    return adminText(`guestRegister.genders.${value as 'female'}`, { defaultValue: value });
  return value;
}

/**
 * One report: who, when due, the form's fields to copy into the portal, and "Mark submitted" with
 * the acknowledgement number the FRRO portal gave (required: the register keeps it as proof).
 */
function DueRow({ due }: { due: FormIiiDue }) {
  const qc = useQueryClient();
  const [ack, setAck] = useState('');
  const mark = useMutation({
    mutationFn: () => markFormIiiSubmitted(due.reservationId, due.guestId, ack),
    onSettled: () => qc.invalidateQueries({ queryKey: frontDeskQueries.all }),
  });
  const overdue = hoursLeft(due.dueBy, new Date()) < 0;
  return (
    <li className={css.row} data-testid={`form-iii-${due.reference}`}>
      <strong className={overdue ? css.overdue : undefined}>{due.fields[0]?.value}</strong>
      <span className={ui.itemMeta}>
        #{due.reference} · {due.item}
      </span>
      <FormIiiBadge due={due} />
      <details>
        <summary>{adminText('formIii.fields')}</summary>
        <dl className={css.fields}>
          {due.fields.map((f) => (
            <div key={f.field} style={{ display: 'contents' }}>
              <dt>{formFieldLabel(f.field)}</dt>
              <dd>{formFieldValue(f)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <input
        type="text"
        className={ui.input}
        value={ack}
        placeholder={fieldLabel('formIiiAck')}
        aria-label={fieldLabel('formIiiAck')}
        onChange={(e) => setAck(e.target.value)}
      />
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall)}
        disabled={mark.isPending || !ack.trim()}
        title={ack.trim() ? undefined : adminText('formIii.ackRequired')}
        onClick={() => mark.mutate()}
      >
        {adminText('formIii.markSubmitted')}
      </button>
      {mark.error && <p className={ui.fieldError}>{mark.error.message}</p>}
    </li>
  );
}

/** The Form C reports due (foreign guests checked in, not marked submitted), soonest first. */
export function FormIiiDueList() {
  const due = useQuery(frontDeskQueries.formIiiDue());
  if (!due.data?.length) return null;
  return (
    <section className={ui.card} data-testid="form-iii-due">
      <h2 className={ui.cardTitle}>
        {adminText('formIii.title')} ({due.data.length})
      </h2>
      <ul className={css.rows}>
        {due.data.map((d) => (
          <DueRow key={d.guestId} due={d} />
        ))}
      </ul>
    </section>
  );
}
