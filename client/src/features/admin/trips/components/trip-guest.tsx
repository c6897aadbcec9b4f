import { useState } from 'react';
import { toast } from '@/lib/toast';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { formatINR } from '@pachmarhi/common/format';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { FormAlert } from '@/features/admin/shared/components/action-dialog';
import { GuestContactFields } from '@/features/admin/shared/components/guest-fields';
import { TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import { SOURCE_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError } from '@/lib/api';
import { tripWrites, useTripMutation } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';
import css from '@/features/admin/trips/components/trip.module.css';

const valuesOf = (t: Trip) => ({
  name: t.guest.name,
  phone: t.guest.phone,
  email: t.guest.email ?? '',
  notes: t.notes,
  agreedTotal: t.agreedTotal === null ? '' : String(t.agreedTotal),
});

/**
 * The trip's guest (call, WhatsApp), where it came from, its notes and the total agreed for the
 * whole trip; Edit changes them (`PATCH /api/trips/:id`: every line takes the guest; an agreed
 * total needs the notes to say why), field errors at their fields.
 */
export function TripGuest({ trip }: { trip: Trip }) {
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState(() => valuesOf(trip));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const save = useTripMutation(() =>
    tripWrites.patch(trip._id, {
      guest: { name: v.name, phone: v.phone, email: v.email || null },
      notes: v.notes,
      agreedTotal: v.agreedTotal.trim() === '' ? null : (v.agreedTotal as unknown as number),
    }),
  );
  const set = (k: keyof typeof v) => (value: string) => setV({ ...v, [k]: value });
  const submit = () => {
    setErrors({});
    setAlert('');
    save.mutate(undefined, {
      onSuccess: () => {
        toast.success(adminText('trips.saved'));
        setEditing(false);
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0)
          setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, m]) => [k.replace(/^guest\./, ''), m])));
        else setAlert(e instanceof ApiRequestError ? e.message : String(e));
      },
    });
  };
  return (
    <section className={cx(ui.card, css.block)} aria-labelledby="trip-guest-title">
      <div className={css.blockHead}>
        <h2 id="trip-guest-title" className={ui.cardTitle}>
          {adminText('trips.guest')}
        </h2>
        {!editing && (
          <button
            type="button"
            className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
            onClick={() => {
              setV(valuesOf(trip));
              setEditing(true);
            }}
          >
            {adminText('trips.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <form
          noValidate
          className={css.lineForm}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <GuestContactFields guest={v} onChange={setV} errors={errors} />
          <TextField
            label={adminText('trips.agreedTotal')}
            inputMode="numeric"
            value={v.agreedTotal}
            onChange={set('agreedTotal')}
            error={errors.agreedTotal}
            hint={adminText('trips.agreedTotalHint')}
          />
          <TextAreaField
            label={adminText('trips.notes')}
            value={v.notes}
            onChange={set('notes')}
            error={errors.notes}
          />
          <FormAlert message={alert} />
          <div className={ui.formActions}>
            <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={() => setEditing(false)}>
              {adminText('money.close')}
            </button>
            <button type="submit" className={ui.btn} disabled={save.isPending}>
              {adminText('trips.save')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={css.guestName}>{trip.guest.name}</p>
          <p className={ui.itemMeta}>
            {trip.guest.phone}
            {trip.guest.email ? ` · ${trip.guest.email}` : ''} · {SOURCE_LABEL[trip.source]}
          </p>
          {trip.agreedTotal !== null && (
            <p className={ui.itemMeta}>{adminText('trips.agreedIs', { amount: formatINR(trip.agreedTotal) })}</p>
          )}
          {trip.notes && <p className={css.notes}>{trip.notes}</p>}
          {trip.guest.phone && (
            <div className={css.contactActions}>
              <a className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} href={telLink(trip.guest.phone)}>
                {adminText('today.call')}
              </a>
              <a
                className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                href={whatsappLink(trip.guest.phone, '')}
                target="_blank"
                rel="noreferrer"
              >
                {adminText('today.whatsapp')}
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}
