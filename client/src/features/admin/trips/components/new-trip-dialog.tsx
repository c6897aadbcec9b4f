import { useState } from 'react';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { GuestFields, type GuestValues } from '@/features/admin/shared/components/guest-fields';
import ui from '@/features/admin/shared/ui.module.css';
import { useBookables } from '@/features/admin/shared/api/use-bookables';
import { tripWrites } from '@/lib/queries/trip-desk';
import { useMakeTrip } from '@/features/admin/shared/api/use-make-trip';
import { adminText } from '@/i18n';
import {
  LineFields,
  lineBodyOf,
  lineValuesOf,
  setLineField,
  type LineValues,
} from '@/features/admin/trips/components/line-fields';
import css from '@/features/admin/trips/components/trip.module.css';

/** The server's field paths as this form's fields: 'guest.name' → 'name', 'lines.0.checkIn' → 'checkIn'. */
const fieldOf = (path: string) => path.replace(/^guest\./, '').replace(/^lines\.0\./, '');

/**
 * "New trip": the guest (name, phone, email), where it came from and its first line, created with
 * `POST /api/trips` (checked in one transaction; a 409 names the line that does not fit); the trip
 * screen opens on it to add the other lines and extras.
 */
export function NewTripDialog({ onClose }: { onClose: () => void }) {
  const { items } = useBookables();
  const [guest, setGuest] = useState<GuestValues>({ name: '', phone: '', email: '', source: 'phone' });
  const [v, setV] = useState<LineValues>(() => lineValuesOf(undefined, items));
  const line = lineBodyOf({ ...v, itemId: v.itemId || (items.find((i) => i.kind === v.kind)?.id ?? '') }, true);
  const { busy, errors, alert, submit } = useMakeTrip(
    () =>
      tripWrites.create({
        guest: { name: guest.name, phone: guest.phone, email: guest.email },
        source: guest.source,
        status: line.status,
        lines: [line],
      }),
    fieldOf,
    onClose,
  );
  return (
    <ActionDialog
      title={adminText('trips.newTrip')}
      onClose={onClose}
      busy={busy}
      testId="new-trip-dialog"
      cancelLabel={adminText('money.close')}
      alert={alert}
      actions={
        <button type="submit" form="new-trip-form" className={ui.btn} disabled={busy}>
          {adminText('trips.createTrip')}
        </button>
      }
    >
      <form
        id="new-trip-form"
        noValidate
        className={css.lineForm}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <GuestFields guest={guest} onChange={setGuest} errors={errors} />
        <LineFields v={v} set={setLineField(setV, items)} errors={errors} adding items={items} />
      </form>
      <p className={css.hint}>{adminText('trips.newTripHint')}</p>
    </ActionDialog>
  );
}
