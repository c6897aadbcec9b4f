import { useEffect, useRef, useState } from 'react';
import type { ReservationPrefill } from '@/features/admin/admin-screens';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { Modal } from '@/features/admin/shared/components/modal';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/reservations/api/use-bookables';
import { useReservationForm } from '@/features/admin/reservations/hooks/use-reservation-form';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { ReservationFields } from './reservation-fields';
import { MoneyPanel } from './money-panel';
import { GuestRegister } from '@/features/admin/shared/stay/guest-register';
import { StayMessages } from '@/features/admin/shared/stay/stay-messages';
import { StayHistory } from '@/features/admin/shared/stay/stay-history';
import { mayUse } from '@pachmarhi/common/staff-access';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { todayIST } from '@pachmarhi/common/time';
import { useSession } from '@/lib/use-session';
import { adminText } from '@/i18n';

interface ReservationDialogProps {
  /** The reservation to edit; a new one when absent. */
  reservation?: Reservation;
  prefill?: ReservationPrefill;
  items: Bookable[];
  /** Called on close, with the reservation when it was saved. */
  onClose: (saved?: Reservation) => void;
}

/**
 * The reservation form in a dialog: create (prefilled from a calendar cell or a message) or edit,
 * with Confirm, Check in/out, Cancel reservation and Delete for an existing one. The server's
 * refusal (a 409 naming the first taken date) shows inline above the buttons, outside the
 * scrolling fields. Checking a room's guest in keeps the dialog open on the saved stay and brings
 * its guest register into view (every guest's ID is taken at check-in); other saves close it.
 */
export function ReservationDialog({ reservation: opened, prefill = {}, items, onClose }: ReservationDialogProps) {
  const [reservation, setReservation] = useState(opened);
  const registerRef = useRef<HTMLDivElement>(null);
  const [checkedIn, setCheckedIn] = useState(false);
  const done = (saved?: Reservation) => {
    if (saved?.status === 'checked-in' && reservation?.status !== 'checked-in' && saved.kind === 'room') {
      setReservation(saved);
      setCheckedIn(true);
    } else onClose(saved);
  };
  useEffect(() => {
    if (checkedIn) registerRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [checkedIn]);
  const form = useReservationForm(reservation, prefill, done);
  const owner = mayUse(Number(useSession()?.user.role ?? 0), 'owner');
  const { busy } = form;
  const status = reservation?.status;
  // The desk checks a guest in from the check-in date on (IST); the register below then takes their IDs.
  const canCheckIn =
    !!reservation &&
    status !== 'checked-in' &&
    !statusChangeError(reservation.status, 'checked-in', reservation.checkIn, todayIST());
  // Cancelling is for a stay not yet checked in (a checked-in stay checks out instead).
  const canCancel =
    !!reservation &&
    status !== 'cancelled' &&
    !statusChangeError(reservation.status, 'cancelled', reservation.checkIn, todayIST());
  const title = reservation
    ? adminText('reservationDialog.reservation', {
        reference: reservation.reference,
        value: STATUS_LABEL[reservation.status],
      })
    : adminText('reservationDialog.newReservation');

  const footer = (
    <>
      {form.serverError && (
        <p className={ui.formAlert} style={{ flexBasis: '100%' }} role="alert" data-testid="reservation-server-error">
          {form.serverError}
        </p>
      )}
      {reservation && (
        <>
          <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={() => void form.destroy()} disabled={busy}>
            {adminText('reservationDialog.delete')}
          </button>
          {canCancel && (
            <button type="button" className={cx(ui.btn, ui.btnDanger)} onClick={form.cancel} disabled={busy}>
              {adminText('reservationDialog.cancelReservation')}
            </button>
          )}
          {canCheckIn && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnAccent)}
              onClick={() => form.setStatus('checked-in')}
              disabled={busy}
            >
              {adminText('today.checkIn')}
            </button>
          )}
          {status === 'checked-in' && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnAccent)}
              onClick={() => form.setStatus('checked-out')}
              disabled={busy}
            >
              {adminText('today.checkOut')}
            </button>
          )}
          {(status === 'enquiry' || status === 'held') && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnAccent)}
              onClick={() => form.setStatus('confirmed')}
              disabled={busy}
            >
              {adminText('reservationDialog.confirm')}
            </button>
          )}
        </>
      )}
      <button type="submit" form="reservation-form" className={ui.btn} disabled={busy}>
        {busy && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
        {reservation ? adminText('reservationDialog.saveChanges') : adminText('reservationDialog.createReservation')}
      </button>
    </>
  );

  return (
    <Modal title={title} onClose={() => onClose()} footer={footer} wide busy={busy}>
      <form
        id="reservation-form"
        ref={form.formRef}
        noValidate
        className={ui.form}
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <ReservationFields form={form} items={items} existing={reservation} prefill={prefill} />
      </form>
      {reservation && reservation.status !== 'blocked' && <MoneyPanel reservation={reservation} />}
      {reservation && (
        <>
          <h3>{adminText('today.messages')}</h3>
          <StayMessages id={reservation._id} />
          {reservation.kind === 'room' && (
            <div ref={registerRef}>
              <GuestRegister stayId={reservation._id} />
            </div>
          )}
          {owner && <StayHistory id={reservation._id} />}
        </>
      )}
    </Modal>
  );
}
