import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Trip, TripExtraRecord } from '@pachmarhi/common/schemas/trip-records';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { formatINR } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { FormAlert } from '@/features/admin/shared/components/action-dialog';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError } from '@/lib/api';
import { tripQueries, tripWrites, useTripMutation } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';
import css from '@/features/admin/trips/components/trip.module.css';

/** An extra's name in the back office's language (the Hindi one when written). */
export const extraName = (e: Pick<TripExtraRecord, 'name' | 'nameHi'>) =>
  displayLang() === 'hi' && e.nameHi ? e.nameHi : e.name;

/** '₹500 per stay × 1', '₹150 per guest per night × 8'. */
const extraCount = (e: TripExtraRecord) =>
  `${formatINR(e.price)} ${adminText(`trips.extraUnits.${e.unit}`)} × ${e.count}`;

/**
 * The trip's extras (bonfire, pickup…): each with its count and price with GST, Remove; below, the
 * active extras of the catalogue to add with a quantity. Refused while the trip is invoiced (409, said above the buttons).
 */
export function TripExtras({ trip }: { trip: Trip }) {
  const catalogue = useQuery(tripQueries.extras());
  const active = (catalogue.data ?? []).filter((e) => e.active);
  const invoiced = !!trip.folio.invoice;
  const [extraId, setExtraId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const fail = (e: unknown) => {
    if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0) setErrors(e.errors);
    else setAlert(e instanceof ApiRequestError ? e.message : String(e));
  };
  const add = useTripMutation(() => tripWrites.addExtra(trip._id, { extraId: extraId || active[0]?._id, quantity }));
  const remove = useTripMutation((id: string) => tripWrites.removeExtra(trip._id, id));
  const onAdd = () => {
    setErrors({});
    setAlert('');
    add.mutate(undefined, {
      onSuccess: () => {
        toast.success(adminText('trips.extraAdded'));
        setQuantity('1');
      },
      onError: fail,
    });
  };
  return (
    <section className={cx(ui.card, css.block)} aria-labelledby="trip-extras-title">
      <h2 id="trip-extras-title" className={ui.cardTitle}>
        {adminText('trips.extras')}
      </h2>
      {trip.extras.length === 0 ? (
        <p className={ui.itemMeta}>{adminText('trips.noExtras')}</p>
      ) : (
        <ul className={css.rows}>
          {trip.extras.map((e) => (
            <li key={e._id} className={css.row} data-testid="trip-extra">
              <div className={css.rowMain}>
                <strong>{extraName(e)}</strong>
                <div className={ui.itemMeta}>{extraCount(e)}</div>
              </div>
              <div className={css.rowSide}>
                <span className={css.figure}>{formatPaise(e.grandTotal)}</span>
                {!invoiced && (
                  <button
                    type="button"
                    className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                    disabled={remove.isPending}
                    aria-label={adminText('trips.removeExtraLabel', { name: extraName(e) })}
                    onClick={() => {
                      setAlert('');
                      remove.mutate(e._id!, {
                        onSuccess: () => toast.success(adminText('trips.extraRemoved')),
                        onError: fail,
                      });
                    }}
                  >
                    {adminText('trips.remove')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {catalogue.isError && <FormAlert message={catalogue.error.message} />}
      {invoiced && <p className={css.hint}>{adminText('trips.invoicedHint')}</p>}
      {active.length > 0 && !invoiced && (
        <form
          className={css.inlineForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onAdd();
          }}
        >
          <SelectField
            label={adminText('trips.extra')}
            value={extraId || active[0]._id}
            onChange={setExtraId}
            error={errors.extraId}
            options={active.map((e) => ({ value: e._id, label: `${extraName(e)} · ${formatINR(e.price)}` }))}
          />
          <TextField
            label={adminText('trips.quantity')}
            inputMode="numeric"
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
          />
          <button type="submit" className={cx(ui.btn, ui.btnSecondary)} disabled={add.isPending}>
            {adminText('trips.addExtra')}
          </button>
        </form>
      )}
      <FormAlert message={alert} />
    </section>
  );
}
