import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { ApiRequestError } from '@/lib/api';
import { tripWrites, useTripMutation } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';
import {
  LineFields,
  lineBodyOf,
  lineValuesOf,
  setLineField,
  type LineValues,
} from '@/features/admin/trips/components/line-fields';
import css from '@/features/admin/trips/components/trip.module.css';

/**
 * Add a line to a trip (kind, item, dates, guests, children, units, meal plan, status) or change one
 * (its item, dates, guests, units, meal plan): sent as typed, checked by the server in one
 * transaction; a field error shows at its field, a 409 (a date full, the trip invoiced) above the buttons.
 */
export function LineDialog({
  trip,
  line,
  items,
  onClose,
}: {
  trip: Trip;
  /** The line to change; a new one when absent. */
  line?: Reservation;
  items: Bookable[];
  onClose: () => void;
}) {
  const adding = !line;
  const [v, setV] = useState<LineValues>(() => lineValuesOf(line, items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const save = useTripMutation((body: ReturnType<typeof lineBodyOf>) =>
    line ? tripWrites.changeLine(trip._id, line._id, body) : tripWrites.addLine(trip._id, body),
  );
  const set = setLineField(setV, items);
  const submit = () => {
    setErrors({});
    setAlert('');
    save.mutate(lineBodyOf(v, adding), {
      onSuccess: () => {
        toast.success(adminText(adding ? 'trips.lineAdded' : 'trips.lineChanged'));
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0) setErrors(e.errors);
        else setAlert(e instanceof ApiRequestError ? e.message : adminText('useReservationForm.couldNotReachThe'));
      },
    });
  };
  return (
    <ActionDialog
      title={
        adding
          ? adminText('trips.addLineTitle', { reference: trip.reference })
          : adminText('trips.changeLineTitle', { reference: line.reference })
      }
      onClose={onClose}
      busy={save.isPending}
      testId="trip-line-dialog"
      cancelLabel={adminText('money.close')}
      alert={alert}
      actions={
        <button type="submit" form="trip-line-form" className={ui.btn} disabled={save.isPending}>
          {adminText(adding ? 'trips.addLine' : 'trips.saveLine')}
        </button>
      }
    >
      <form
        id="trip-line-form"
        noValidate
        className={css.lineForm}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <LineFields v={v} set={set} errors={errors} adding={adding} items={items} />
      </form>
    </ActionDialog>
  );
}
