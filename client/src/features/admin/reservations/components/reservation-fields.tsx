import type { ItemKind } from '@pachmarhi/common/kinds';
import {
  NEW_RESERVATION_STATUSES,
  MANUAL_RESERVATION_SOURCES,
  RESERVATION_STATUSES,
} from '@pachmarhi/common/schemas/reservation';
import { formatINR } from '@pachmarhi/common/format';
import { SHIFTS } from '@pachmarhi/common/operations/shifts';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationPrefill } from '@/features/admin/admin-screens';
import { SelectField, TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { earliestCheckIn, type useReservationForm } from '@/features/admin/reservations/hooks/use-reservation-form';
import { todayIST } from '@pachmarhi/common/time';
import { SOURCE_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { QuoteSummary } from './quote-summary';
import css from './bookings.module.css';
import { adminText } from '@/i18n';

/** The two date fields' labels per kind, in the current language. */
const dateLabels = (kind: ItemKind): [string, string] =>
  kind === 'room'
    ? [adminText('labels.checkIn'), adminText('labels.checkOut')]
    : kind === 'vehicle'
      ? [adminText('labels.startDate'), adminText('labels.endDate')]
      : [adminText('labels.departureDate'), ''];

interface FieldsProps {
  form: ReturnType<typeof useReservationForm>;
  items: Bookable[];
  /** The reservation edited: its item's kind cannot change and every status is offered. */
  existing?: Reservation;
  /** What a new one was prefilled with (an enquiry's reference and quoted total among it). */
  prefill?: ReservationPrefill;
  /** The owner: a new reservation may start yesterday (a walk-in who arrived last night). */
  owner?: boolean;
}

/**
 * The fields of the reservation form, with the live quote under the dates; made from an enquiry,
 * the price the guest was quoted instead (kept unless "Re-price" is ticked). The agreed total sits
 * beside the computed one.
 */
export function ReservationFields({ form, items, existing, prefill = {}, owner = false }: FieldsProps) {
  const editing = !!existing;
  const today = todayIST();
  const { values, bind, errors, setField, clearError } = form;
  const keepsQuote = !editing && !!values.enquiryId && !!prefill.quotedTotal && values.reprice !== '1';
  /** The computed total shown beside the agreed one: the kept or stored quote's (the live one is above). */
  const computed = keepsQuote ? Number(prefill.quotedTotal) : existing?.quote?.total;
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
        <label htmlFor="reservation-item" className={ui.label}>
          {adminText('reservationFields.item')}
          <span className={ui.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          id="reservation-item"
          className={cx(ui.select, itemError && ui.invalid)}
          value={values.itemId ? `${values.kind}:${values.itemId}` : ''}
          onChange={(e) => chooseItem(e.target.value)}
          aria-invalid={itemError ? true : undefined}
          aria-describedby={itemError ? 'reservation-item-error' : undefined}
        >
          <option value="">{adminText('reservationFields.chooseARoomGypsy')}</option>
          {(['room', 'vehicle', 'tour'] as const).map((k) => (
            <optgroup key={k} label={adminText(`labels.kindGroup.${k}`)}>
              {items
                .filter((i) => i.kind === k && (!editing || k === values.kind))
                .map((i) => (
                  <option key={i.id} value={`${k}:${i.id}`}>
                    {i.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {itemError && (
          <p id="reservation-item-error" className={ui.fieldError} role="alert">
            {itemError}
          </p>
        )}
      </div>
      <TextField
        label={startLabel}
        type="date"
        required
        min={editing ? undefined : earliestCheckIn(today, owner)}
        hint={
          !editing && values.checkIn && values.checkIn < today ? adminText('reservationFields.backdated') : undefined
        }
        {...bind('checkIn')}
      />
      {kind !== 'tour' ? (
        <TextField label={endLabel} type="date" required min={values.checkIn || undefined} {...bind('checkOut')} />
      ) : (
        <span />
      )}
      <div className={ui.span2}>
        {!editing && values.enquiryId && prefill.quotedTotal && (
          <div className={css.enquiryQuote} data-testid="enquiry-quote">
            {keepsQuote && (
              <p>
                {adminText('reservationFields.quotedToGuest', {
                  reference: prefill.enquiryReference ?? '',
                  total: formatINR(Number(prefill.quotedTotal)),
                })}
              </p>
            )}
            <label className={ui.checkboxRow}>
              <input
                type="checkbox"
                checked={values.reprice === '1'}
                onChange={(e) => setField('reprice', e.target.checked ? '1' : '')}
              />
              {adminText('reservationFields.reprice')}
            </label>
          </div>
        )}
        {item && !keepsQuote ? (
          <QuoteSummary
            kind={kind}
            item={item.quote}
            checkIn={values.checkIn}
            checkOut={values.checkOut}
            guests={values.guests}
            agreedTotal={values.agreedTotal}
            status={values.status}
          />
        ) : null}
      </div>
      <TextField
        label={adminText('reservationFields.guests')}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        required
        {...bind('guests')}
      />
      {kind === 'tour' && (
        <SelectField
          label={adminText('operations.shift')}
          {...bind('shift')}
          options={[
            { value: '', label: adminText('operations.wholeDay') },
            ...SHIFTS.map((s) => ({ value: s, label: adminText(`operations.shifts.${s}`) })),
          ]}
        />
      )}
      <SelectField
        label={adminText('reservationFields.status')}
        {...bind('status')}
        options={statuses.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
      />
      <TextField
        label={adminText('reservationFields.guestName')}
        required={values.status !== 'blocked'}
        autoComplete="off"
        {...bind('guestName')}
      />
      <TextField
        label={adminText('reservationFields.phone')}
        type="tel"
        required={values.status !== 'blocked'}
        autoComplete="off"
        {...bind('guestPhone')}
      />
      <TextField label={adminText('reservationFields.email')} type="email" autoComplete="off" {...bind('guestEmail')} />
      <SelectField
        label={adminText('reservationFields.source')}
        {...bind('source')}
        options={MANUAL_RESERVATION_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
      />
      {values.status !== 'blocked' && (
        <TextField
          label={adminText('reservationFields.agreedTotal')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={
            values.agreedTotal.trim() !== '' && computed !== undefined && Number.isFinite(computed)
              ? adminText('reservationFields.agreedBesideComputed', {
                  agreed: formatINR(Number(values.agreedTotal)),
                  computed: formatINR(computed),
                })
              : adminText('reservationFields.agreedTotalHint')
          }
          {...bind('agreedTotal')}
        />
      )}
      <TextAreaField label={adminText('reservationFields.notes')} className={ui.span2} rows={2} {...bind('notes')} />
    </div>
  );
}
