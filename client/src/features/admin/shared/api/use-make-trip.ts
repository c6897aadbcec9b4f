import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { tripPath } from '@/features/admin/admin-screens';
import { ApiRequestError } from '@/lib/api';
import { useTripMutation } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';

/**
 * A dialog's write that makes a trip ("New trip", an enquiry's "Make trip"): on success the toast
 * names the trip, the dialog closes and the trip screen opens; a 400's field errors go to the
 * fields (`fieldOf` turns the server's path into the form's field name), any other refusal to the
 * dialog's alert.
 */
export function useMakeTrip(make: () => Promise<Trip>, fieldOf: (path: string) => string, onClose: () => void) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const mutation = useTripMutation(make);
  const submit = (onMade?: () => void) => {
    setErrors({});
    setAlert('');
    mutation.mutate(undefined, {
      onSuccess: (trip) => {
        onMade?.();
        toast.success(adminText('trips.created', { reference: trip.reference }));
        onClose();
        void navigate(tripPath(trip._id));
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0)
          setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, m]) => [fieldOf(k), m])));
        else setAlert(e instanceof ApiRequestError ? e.message : adminText('useReservationForm.couldNotReachThe'));
      },
    });
  };
  return { busy: mutation.isPending, errors, alert, submit };
}
