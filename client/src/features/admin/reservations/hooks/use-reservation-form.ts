import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { ReservationPrefill } from '@/features/admin/admin-screens';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import {
  reservationCreateSchema,
  reservationUpdateSchema,
  type ReservationStatus,
} from '@pachmarhi/common/schemas/reservation';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { useDeleteReservation, useSaveReservation } from '@/features/admin/reservations/api/reservation-mutations';
import { adminText } from '@/i18n';
import { networkOnline } from '@/lib/offline/network';

/** The form's values: every field as the inputs hold it (text). */
export interface ReservationValues {
  kind: string;
  itemId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  /** A park safari's shift (morning, evening); '' none. Tours only. */
  shift: string;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  status: string;
  source: string;
  notes: string;
  /** Whole rupees as typed; '' for none (the computed total is charged). */
  agreedTotal: string;
  /** New reservations made from an enquiry: its id, and '1' to price the stay now instead of keeping its quote. */
  enquiryId: string;
  reprice: string;
}

const blank: ReservationValues = {
  kind: '',
  itemId: '',
  checkIn: '',
  checkOut: '',
  guests: '1',
  shift: '',
  guestName: '',
  guestPhone: '',
  guestEmail: '',
  status: 'confirmed',
  source: 'phone',
  notes: '',
  agreedTotal: '',
  enquiryId: '',
  reprice: '',
};

const fromReservation = (r: Reservation): ReservationValues => ({
  kind: r.kind,
  itemId: r.itemId,
  checkIn: r.checkIn,
  checkOut: r.checkOut ?? '',
  guests: String(r.guests),
  shift: r.shift ?? '',
  guestName: r.guestName,
  guestPhone: r.guestPhone,
  guestEmail: r.guestEmail ?? '',
  status: r.status,
  source: r.source,
  notes: r.notes,
  agreedTotal: r.agreedTotal === null ? '' : String(r.agreedTotal),
  enquiryId: '',
  reprice: '',
});

/** The prefill's form fields (the enquiry's reference and quoted total are shown, not sent). */
const prefillValues = ({ enquiryReference: _r, quotedTotal: _q, ...fields }: ReservationPrefill) => fields;

/**
 * The request body of the values: tours send no check-out; an update leaves out a blank guest
 * name or phone (blocks have none) instead of clearing them, and sends a blank agreed total as
 * null (cleared); only a new reservation names its enquiry and whether to re-price it.
 */
function toBody(v: ReservationValues, update: boolean): Record<string, unknown> {
  const { enquiryId, reprice, ...rest } = v;
  const body: Record<string, unknown> = { ...rest, checkOut: v.kind === 'tour' ? undefined : v.checkOut };
  if (v.kind !== 'tour') delete body.shift;
  if (update) {
    for (const k of ['guestName', 'guestPhone'] as const) if (!v[k]) delete body[k];
    body.agreedTotal = v.agreedTotal.trim() === '' ? null : v.agreedTotal;
  } else if (enquiryId) Object.assign(body, { enquiryId, reprice: reprice === '1' });
  return body;
}

/**
 * The earliest check-in a new reservation may have: today (IST), or for the owner yesterday (a
 * walk-in who arrived last night; the server allows it to the owner only and marks it back-dated).
 */
export const earliestCheckIn = (today: string, owner: boolean): string => (owner ? addDays(today, -1) : today);

/**
 * State of the reservation form: new (prefilled) or editing `existing`, checked by the shared
 * reservation schemas, saved through the API. A 409 (dates taken) or any other refusal without
 * field errors becomes `serverError`, shown inline; field errors go to their fields. `onDone` is
 * called after a save with the saved reservation (not after "Save changes" of an existing one: its
 * dialog stays on the stay as saved, its figures read again), after a delete with none. `owner`: a new
 * reservation may start yesterday (`earliestCheckIn`).
 */
export function useReservationForm(
  existing: Reservation | undefined,
  prefill: ReservationPrefill,
  onDone: (saved?: Reservation) => void,
  owner = false,
) {
  const today = todayIST();
  const resolver = (v: ReservationValues) =>
    zodResolver(
      existing
        ? reservationUpdateSchema(existing.kind)
        : reservationCreateSchema(earliestCheckIn(today, owner), undefined, today),
    )(toBody(v, !!existing));
  const form = useFormState(resolver, (): ReservationValues =>
    existing ? fromReservation(existing) : { ...blank, ...prefillValues(prefill) },
  );
  const [serverError, setServerError] = useState('');
  const save = useSaveReservation();
  const remove = useDeleteReservation();

  const [savedAt, setSavedAt] = useState(0);
  /** Save `body`; then `onDone` (the dialog closes), unless `stay` (an edit saved: the dialog shows the stay as saved). */
  const send = async (
    body: Parameters<typeof save.mutateAsync>[0]['body'],
    done?: (r: Reservation) => string,
    stay = false,
  ) => {
    setServerError('');
    // Offline, a new reservation cannot be made (its dates are checked live) nor an edit saved: say so.
    if (!networkOnline())
      return setServerError(adminText(existing ? 'offline.editNeedsNetwork' : 'offline.newNeedsNetwork'));
    try {
      const res = await save.mutateAsync({ id: existing?._id ?? null, body });
      toast.success(
        done ? done(res.data) : adminText(existing ? 'saved.reservationUpdated' : 'saved.reservationCreated'),
      );
      // The form then holds what was saved (a dialog that stays open shows the new status).
      if (existing) form.reset(fromReservation(res.data));
      setSavedAt(Date.now());
      if (!stay) onDone(res.data);
    } catch (e) {
      if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0) form.showErrors(e.errors);
      else setServerError(e instanceof ApiRequestError ? e.message : adminText('useReservationForm.couldNotReachThe'));
    }
  };

  const submit = () => {
    const r = form.validate();
    if (r.ok) void send(r.data, undefined, !!existing);
  };

  /** Confirm or check in/out an existing reservation as it is stored (other edits are not sent). */
  const setStatus = (status: ReservationStatus) => existing && void send({ kind: existing.kind, status });

  /** Cancel an existing reservation once the owner confirms it; the toast names its reference. */
  const cancel = () => {
    if (!existing || !window.confirm(adminText('useReservationForm.cancelConfirm', { reference: existing.reference })))
      return;
    void send({ kind: existing.kind, status: 'cancelled' }, (r) =>
      adminText('useReservationForm.reservationCancelled', { reference: r.reference }),
    );
  };

  const destroy = async () => {
    if (!existing || !window.confirm(adminText('useReservationForm.deleteThisReservationThis'))) return;
    try {
      await remove.mutateAsync(existing._id);
      toast.success(adminText('useReservationForm.reservationDeleted'));
      onDone();
    } catch (e) {
      setServerError(e instanceof ApiRequestError ? e.message : adminText('useReservationForm.couldNotReachThe'));
    }
  };

  /** Hold what was saved elsewhere (a check-in or check-out from its own dialog), so a later save sends it. */
  const adopt = (saved: Reservation) => form.reset(fromReservation(saved));

  return {
    ...form,
    serverError,
    submit,
    setStatus,
    cancel,
    destroy,
    adopt,
    /** When the form was last saved (ms; 0: not yet): what it holds since then is saved, not typed. */
    savedAt,
    busy: save.isPending || remove.isPending,
  };
}
