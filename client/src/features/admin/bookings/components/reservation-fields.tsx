import type { ItemKind } from '@pachmarhi/common/kinds';
import { NEW_RESERVATION_STATUSES, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { SelectField, TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/bookings/api/use-bookables';
import type { useReservationForm } from '@/features/admin/bookings/hooks/use-reservation-form';
import { KIND_LABEL, SOURCE_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { QuoteSummary } from './quote-summary';
import { adminText } from '@/i18n';

/** The two date fields' labels per kind, in the current language. */
const dateLabels = (kind: ItemKind): [string, string] =>
  kind === 'room' ? [adminText('labels.checkIn'), adminText('labels.checkOut')]
  : kind === 'vehicle' ? [adminText('labels.startDate'), adminText('labels.endDate')]
  : [adminText('labels.departureDate'), ''];

interface FieldsProps {
  form: ReturnType<typeof useReservationForm>;
  items: Bookable[];
  /** Editing: the item's kind cannot change and every status is offered. */
  editing: boolean;
}

/** The fields of the reservation form, with the live quote under the dates. */
export function ReservationFields({ form, items, editing }: FieldsProps) {
  const { values, bind, errors, setField, clearError } = form;
  const kind = (values.kind || 'room') as ItemKind;
  const item = items.find((i) => i.kind === values.kind && i.id === values.itemId);
  const [startLabel, endLabel] = dateLabels(kind);
  const statuses = editing ? RESERVATION_STATUSES : NEW_RESERVATION_STATUSES;
  const chooseItem = (v: string) => {
    const [k, id] = v.split(':');
    setField('kind', k ?? '');
    setField('itemId', id ?? '');
    clearError('kind');
  };
  const itemError = errors.itemId || errors.kind;

  return (
    <div className={ui.grid2}>
      <div className={cx(ui.field, ui.span2)}>
        <label htmlFor="reservation-item" className={ui.label}>{adminText('reservationFields.item')}<span className={ui.required} aria-hidden="true">*</span></label>
        <select
          id="reservation-item" className={cx(ui.select, itemError && ui.invalid)} value={values.itemId ? `${values.kind}:${values.itemId}` : ''}
          onChange={(e) => chooseItem(e.target.value)} aria-invalid={itemError ? true : undefined} aria-describedby={itemError ? 'reservation-item-error' : undefined}
        >
          <option value="">{adminText('reservationFields.chooseARoomGypsy')}</option>
          {(['room', 'vehicle', 'tour'] as const).map((k) => (
            <optgroup key={k} label={`${KIND_LABEL[k]}s`}>
              {items.filter((i) => i.kind === k && (!editing || k === values.kind)).map((i) => <option key={i.id} value={`${k}:${i.id}`}>{i.name}</option>)}
            </optgroup>
          ))}
        </select>
        {itemError && <p id="reservation-item-error" className={ui.fieldError} role="alert">{itemError}</p>}
      </div>
      <TextField label={startLabel} type="date" required {...bind('checkIn')} />
      {kind !== 'tour' ? <TextField label={endLabel} type="date" required min={values.checkIn || undefined} {...bind('checkOut')} /> : <span />}
      <div className={ui.span2}>
        {item ? <QuoteSummary kind={kind} price={item.price} checkIn={values.checkIn} checkOut={values.checkOut} guests={values.guests} /> : null}
      </div>
      <TextField label={adminText('reservationFields.guests')} type="number" inputMode="numeric" min={1} max={50} required {...bind('guests')} />
      <SelectField label={adminText('reservationFields.status')} {...bind('status')} options={statuses.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
      <TextField label={adminText('reservationFields.guestName')} required={values.status !== 'blocked'} autoComplete="off" {...bind('guestName')} />
      <TextField label={adminText('reservationFields.phone')} type="tel" required={values.status !== 'blocked'} autoComplete="off" {...bind('guestPhone')} />
      <TextField label={adminText('reservationFields.email')} type="email" autoComplete="off" {...bind('guestEmail')} />
      <SelectField label={adminText('reservationFields.source')} {...bind('source')} options={RESERVATION_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))} />
      <TextAreaField label={adminText('reservationFields.notes')} className={ui.span2} rows={2} {...bind('notes')} />
    </div>
  );
}
