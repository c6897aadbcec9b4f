import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { quoteLines } from '@pachmarhi/common/pricing/quote';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import type { RatePeriodRule } from '@pachmarhi/common/pricing/rates';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import { rateInputSchema, type RatePeriod } from '@pachmarhi/common/schemas/rates';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { Modal, ModalCancel } from '@/features/admin/shared/components/modal';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { createRate, updateRate, useRateMutation } from '@/features/admin/rates/api/rate-mutations';
import { draftInputs, previewQuotes, type RateDraft, type RateRow } from '@/features/admin/rates/lib/rate-grid';
import { ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import { localFieldErrors, validationText } from '@/i18n/validation';
import css from './rates.module.css';
import { weekdayName } from '@pachmarhi/common/format';

interface RateFormProps {
  kind: ItemKind;
  rows: RateRow[];
  /** Every period of the kind (the preview prices with them). */
  periods: RatePeriod[];
  weekend: WeekendPricingStatus;
  initial: RateDraft;
  /** The period being edited, or null for new ones. */
  editing: RatePeriod | null;
  onClose: () => void;
}

/** 0 = Sunday … 6 = Saturday, as short names in the display language (2027-01-03 is a Sunday). */
const weekdayNames = () => Array.from({ length: 7 }, (_, i) => weekdayName(i));

/**
 * The rate period form (a dialog): name, the items it applies to (every item of the kind, or
 * chosen ones: one period each), dates, weekdays, the price change, the stay rules, the precedence
 * in its help, and before saving a preview of a sample stay priced now and with the period.
 */
export function RateForm({ kind, rows, periods, weekend, initial, editing, onClose }: RateFormProps) {
  const [d, setD] = useState<RateDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [sampleId, setSampleId] = useState(initial.itemIds[0] ?? rows[0]?.id ?? '');
  const ids = useId();
  const save = useRateMutation(async (draft: RateDraft) => {
    const inputs = draftInputs(kind, draft);
    if (editing) return [await updateRate(editing._id, inputs[0])];
    const saved = [];
    for (const input of inputs) saved.push(await createRate(input));
    return saved;
  });
  const set = <K extends keyof RateDraft>(key: K, value: RateDraft[K]) => {
    setD((cur) => ({ ...cur, [key]: value }));
    setErrors((cur) => ({ ...cur, [key]: '' }));
  };
  const unit = kind === 'room' ? 'nights' : 'days';

  // The preview: the sample item's stay priced now and with this period saved.
  const inputs = draftInputs(kind, d);
  const parsed = inputs.length ? rateInputSchema.safeParse(inputs[0]) : null;
  const row = rows.find((r) => r.id === sampleId) ?? rows[0];
  const draftRule: RatePeriodRule | null = parsed?.success
    ? {
        ...parsed.data,
        itemId: d.scope === 'all' ? null : (row?.id ?? null),
        _id: 'draft',
        createdAt: new Date().toISOString(),
      }
    : null;
  const preview = row && draftRule ? previewQuotes(kind, row, periods, draftRule, editing?._id ?? null, weekend) : null;

  const onSave = () => {
    setAlert('');
    if (d.scope === 'items' && d.itemIds.length === 0) {
      setErrors({ itemIds: adminText('ratesPage.chooseItems') });
      return;
    }
    const checked = inputs.map((input) => rateInputSchema.safeParse(input));
    const failed = checked.find((r) => !r.success);
    if (failed && !failed.success) {
      setErrors(localFieldErrors(failed.error));
      return;
    }
    save.mutate(d, {
      onSuccess: (saved) => {
        toast.success(editing ? adminText('ratesPage.saved') : adminText('ratesPage.created', { count: saved.length }));
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError) {
          setErrors(e.errors);
          setAlert(e.message);
        } else setAlert(adminText('ratesPage.saveFailed'));
      },
    });
  };

  const adjustmentError = errors['adjustment.value'] || errors.adjustment;
  return (
    <Modal
      title={editing ? adminText('ratesPage.editPeriod') : adminText('ratesPage.newPeriod')}
      onClose={onClose}
      wide
      busy={save.isPending}
      footer={
        <>
          <ModalCancel disabled={save.isPending}>{adminText('ratesPage.cancel')}</ModalCancel>
          <button type="button" className={ui.btn} onClick={onSave} disabled={save.isPending} data-testid="rate-save">
            {save.isPending && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
            {adminText('ratesPage.save')}
          </button>
        </>
      }
    >
      <div className={css.formGrid}>
        {alert && (
          <p className={cx(ui.formAlert, css.full)} role="alert">
            {alert}
          </p>
        )}
        <TextField
          className={css.full}
          label={adminText('ratesPage.name')}
          required
          value={d.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
          placeholder={adminText('ratesPage.namePlaceholder')}
          maxLength={100}
          data-autofocus
        />

        <fieldset className={cx(css.checks, css.full)}>
          <legend>{adminText('ratesPage.appliesTo')}</legend>
          <label>
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={d.scope === 'all'}
              onChange={() => set('scope', 'all')}
              disabled={!!editing && !!editing.itemId}
            />{' '}
            {adminText(`ratesPage.every.${kind}`)}
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={d.scope === 'items'}
              onChange={() => set('scope', 'items')}
              disabled={!!editing && !editing.itemId}
            />{' '}
            {adminText('ratesPage.chosenItems')}
          </label>
          {d.scope === 'items' && (
            <div className={cx(css.itemChecks, css.full)}>
              {rows.map((r) => (
                <label key={r.id}>
                  <input
                    type={editing ? 'radio' : 'checkbox'}
                    name={`${ids}-items`}
                    checked={d.itemIds.includes(r.id)}
                    onChange={(e) =>
                      set(
                        'itemIds',
                        editing
                          ? [r.id]
                          : e.target.checked
                            ? [...d.itemIds, r.id]
                            : d.itemIds.filter((x) => x !== r.id),
                      )
                    }
                  />
                  {r.name}
                </label>
              ))}
            </div>
          )}
          {(errors.itemIds || errors.itemId) && (
            <p className={ui.fieldError} role="alert">
              {errors.itemIds || errors.itemId}
            </p>
          )}
        </fieldset>

        <TextField
          label={adminText('ratesPage.startDate')}
          type="date"
          required
          value={d.startDate}
          onChange={(v) => set('startDate', v)}
          error={errors.startDate}
        />
        <TextField
          label={adminText('ratesPage.endDate')}
          type="date"
          required
          value={d.endDate}
          onChange={(v) => set('endDate', v)}
          error={errors.endDate}
          hint={adminText('ratesPage.bothIncluded')}
        />

        <fieldset className={cx(css.checks, css.full)}>
          <legend>{adminText('ratesPage.weekdays')}</legend>
          {weekdayNames().map((name, day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={d.weekdays.includes(day)}
                onChange={(e) =>
                  set('weekdays', e.target.checked ? [...d.weekdays, day].sort() : d.weekdays.filter((x) => x !== day))
                }
              />
              {name}
            </label>
          ))}
          <p className={cx(ui.fieldHint, css.full)}>
            {errors.weekdays ? (
              <span className={ui.fieldError}>{errors.weekdays}</span>
            ) : (
              adminText('ratesPage.weekdaysHint')
            )}
          </p>
        </fieldset>

        <SelectField
          label={adminText('ratesPage.priceChange')}
          value={d.adjustType}
          onChange={(v) => set('adjustType', v as RateDraft['adjustType'])}
          options={[
            { value: 'none', label: adminText('ratesPage.noPriceChange') },
            { value: 'percent', label: adminText('ratesPage.percent') },
            { value: 'fixed', label: adminText(`ratesPage.fixed.${kind}`) },
          ]}
        />
        {d.adjustType !== 'none' ? (
          <TextField
            label={d.adjustType === 'percent' ? adminText('ratesPage.percentValue') : adminText('ratesPage.fixedValue')}
            type="number"
            inputMode="numeric"
            step={1}
            min={d.adjustType === 'percent' ? -90 : 1}
            max={d.adjustType === 'percent' ? 500 : 1000000}
            value={d.adjustValue}
            onChange={(v) => set('adjustValue', v)}
            error={adjustmentError}
            hint={d.adjustType === 'percent' ? adminText('ratesPage.percentHint') : adminText('ratesPage.fixedHint')}
          />
        ) : (
          <p className={ui.fieldHint}>
            {adjustmentError ? (
              <span className={ui.fieldError} role="alert">
                {adjustmentError}
              </span>
            ) : (
              adminText('ratesPage.noPriceChangeHint')
            )}
          </p>
        )}

        {kind !== 'tour' && (
          <TextField
            label={adminText(`ratesPage.minStayLabel_${unit}`)}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            step={1}
            value={d.minNights}
            onChange={(v) => set('minNights', v)}
            error={errors.minNights}
            hint={adminText('ratesPage.minStayHint')}
          />
        )}
        <fieldset className={css.checks}>
          <legend>{adminText('ratesPage.closed')}</legend>
          <label>
            <input
              type="checkbox"
              checked={d.closedToArrival}
              onChange={(e) => set('closedToArrival', e.target.checked)}
            />{' '}
            {adminText(kind === 'tour' ? 'ratesPage.noBooking' : 'ratesPage.noCheckIn')}
          </label>
          {kind !== 'tour' && (
            <label>
              <input
                type="checkbox"
                checked={d.closedToDeparture}
                onChange={(e) => set('closedToDeparture', e.target.checked)}
              />{' '}
              {adminText('ratesPage.noCheckOut')}
            </label>
          )}
          <label>
            <input type="checkbox" checked={d.nonRefundable} onChange={(e) => set('nonRefundable', e.target.checked)} />{' '}
            {adminText('ratesPage.nonRefundable')}
          </label>
        </fieldset>

        <div className={cx(css.help, css.full)}>
          <h3>{adminText('ratesPage.whichRule')}</h3>
          <ol>
            <li>{adminText('ratesPage.rule1')}</li>
            <li>{adminText('ratesPage.rule2')}</li>
            <li>{adminText('ratesPage.rule3')}</li>
          </ol>
          <p>{adminText('ratesPage.ruleWeekend')}</p>
        </div>

        <section className={cx(css.preview, css.full)} aria-live="polite" data-testid="rate-preview">
          <h3>{adminText('ratesPage.preview')}</h3>
          {rows.length > 1 && (
            <SelectField
              label={adminText('ratesPage.sampleItem')}
              value={row?.id ?? ''}
              onChange={setSampleId}
              options={rows.map((r) => ({ value: r.id, label: r.name }))}
            />
          )}
          {preview ? (
            <>
              <table>
                <thead>
                  <tr>
                    <th>
                      {adminText(
                        kind === 'tour' ? 'ratesPage.departure' : kind === 'room' ? 'ratesPage.night' : 'ratesPage.day',
                      )}
                    </th>
                    <th>{adminText('ratesPage.now')}</th>
                    <th>{adminText('ratesPage.withPeriod')}</th>
                  </tr>
                </thead>
                <tbody>
                  {quoteLines(preview.after).map((l, i) => (
                    <tr key={l.date}>
                      <td>
                        {formatStayDate(l.date)}
                        {l.rule ? ` · ${l.rule._id === 'draft' ? d.name : l.rule.name}` : ''}
                      </td>
                      <td>{formatINR(quoteLines(preview.before)[i]?.price ?? 0)}</td>
                      <td>{formatINR(l.price)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td>{adminText('ratesPage.total', { guests: preview.after.guests })}</td>
                    <td>{formatINR(preview.before.total)}</td>
                    <td data-testid="preview-total">{formatINR(preview.after.total)}</td>
                  </tr>
                </tfoot>
              </table>
              {preview.after.reason && (
                <p className={css.warn}>{validationText(reasonIssue(kind, preview.after.reason))}</p>
              )}
            </>
          ) : (
            <p>{adminText('ratesPage.previewNeedsDates')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
