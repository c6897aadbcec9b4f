import type { ReservationPrefill } from '@/features/admin/admin-paths';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { Modal } from '@/features/admin/shared/components/modal';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/bookings/api/use-bookables';
import { useReservationForm } from '@/features/admin/bookings/hooks/use-reservation-form';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { ReservationFields } from './reservation-fields';
import { adminText } from '@/i18n';

interface ReservationDialogProps {
  /** The reservation to edit; a new one when absent. */
  reservation?: Reservation;
  prefill?: ReservationPrefill;
  items: Bookable[];
  onClose: () => void;
}

/**
 * The reservation form in a dialog: create (prefilled from a calendar cell or a message) or edit,
 * with Confirm, Cancel reservation and Delete for an existing one. The server's refusal (a 409
 * naming the first taken date) shows inline above the buttons, outside the scrolling fields.
 */
export function ReservationDialog({ reservation, prefill = {}, items, onClose }: ReservationDialogProps) {
  const form = useReservationForm(reservation, prefill, onClose);
  const { busy } = form;
  const status = reservation?.status;
  const title = reservation ? adminText('reservationDialog.reservation', { reference: reservation.reference, value: STATUS_LABEL[reservation.status] }) : adminText('reservationDialog.newReservation');

  const footer = (
    <>
      {form.serverError && <p className={ui.formAlert} style={{ flexBasis: '100%' }} role="alert" data-testid="reservation-server-error">{form.serverError}</p>}
      {reservation && (
        <>
          <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={() => void form.destroy()} disabled={busy}>{adminText('reservationDialog.delete')}</button>
          {status !== 'cancelled' && (
            <button type="button" className={cx(ui.btn, ui.btnDanger)} onClick={() => form.setStatus('cancelled')} disabled={busy}>{adminText('reservationDialog.cancelReservation')}</button>
          )}
          {(status === 'enquiry' || status === 'held') && (
            <button type="button" className={cx(ui.btn, ui.btnAccent)} onClick={() => form.setStatus('confirmed')} disabled={busy}>{adminText('reservationDialog.confirm')}</button>
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
    <Modal title={title} onClose={onClose} footer={footer} wide busy={busy}>
      <form
        id="reservation-form" ref={form.formRef} noValidate className={ui.form}
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <ReservationFields form={form} items={items} editing={!!reservation} />
      </form>
    </Modal>
  );
}
