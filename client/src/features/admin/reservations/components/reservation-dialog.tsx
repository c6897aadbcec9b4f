import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { tripPath, type ReservationPrefill } from '@/features/admin/admin-screens';
import { tripReference } from '@/features/admin/shared/lib/trip-colour';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { Modal } from '@/features/admin/shared/components/modal';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { useReservationForm } from '@/features/admin/reservations/hooks/use-reservation-form';
import { shortenRange } from '@/features/admin/reservations/lib/shorten';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { ReservationFields } from './reservation-fields';
import { MoneyPanel } from './money-panel';
import { StayPanel } from './stay-panel';
import { ShortenStayDialog } from './shorten-stay';
import { GuestRegister } from '@/features/admin/shared/stay/guest-register';
import { PermitsPanel } from '@/features/admin/shared/stay/permits-panel';
import { StayMessages } from '@/features/admin/shared/stay/stay-messages';
import { StayHistory } from '@/features/admin/shared/stay/stay-history';
import { StayMoveButton } from '@/features/admin/shared/stay/stay-moves';
import { mayUse } from '@pachmarhi/common/staff-access';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { todayIST } from '@pachmarhi/common/time';
import { reservationQueries } from '@/lib/queries/reservations';
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
 * with Confirm, Check in/out (asked first), Shorten stay, Cancel reservation and Delete for an
 * existing one, its money, messages, guest register and history. An existing stay is read fresh
 * (`GET /api/reservations/:id`, again after any change), so every figure shown is the current one.
 * The server's refusal (a 409 naming the first taken date, a 403 on a discount beyond the front
 * desk's limit) shows inline above the buttons. "Save changes" keeps the dialog on the stay as saved
 * (a new agreed total shows at once in its bill); checking a room's guest in keeps it open on the
 * register's new-guest form (or "Add later"); creating, confirming, cancelling and checking out close it.
 */
export function ReservationDialog({ reservation: opened, prefill = {}, items, onClose }: ReservationDialogProps) {
  // Seeded with the stay as opened (and read again at once): a change made before the first read
  // answers then refetches instead of waiting on that read, which was sent before the change.
  const live = useQuery({
    ...reservationQueries.one(opened?._id ?? ''),
    enabled: !!opened,
    initialData: opened,
    initialDataUpdatedAt: 0,
  });
  const reservation = live.data ?? opened;
  const registerRef = useRef<HTMLDivElement>(null);
  const [askId, setAskId] = useState(false);
  const [shortening, setShortening] = useState(false);
  useEffect(() => {
    if (askId) registerRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [askId]);
  const owner = mayUse(Number(useSession()?.user.role ?? 0), 'owner');
  const form = useReservationForm(reservation, prefill, (saved) => onClose(saved), owner);
  const { busy } = form;
  const status = reservation?.status;
  const today = todayIST();
  const moved = (saved: Reservation) => {
    form.adopt(saved);
    if (saved.status === 'checked-in' && saved.kind === 'room') setAskId(true);
    else if (saved.status !== 'checked-in') onClose(saved);
  };
  // Cancelling is for a stay not yet checked in (a checked-in stay checks out instead).
  const canCancel =
    !!reservation &&
    status !== 'cancelled' &&
    !statusChangeError(reservation.status, 'cancelled', reservation.checkIn, today);
  const canShorten =
    status === 'checked-in' &&
    reservation?.kind !== 'tour' &&
    !!reservation?.checkOut &&
    !!shortenRange(reservation.checkIn, reservation.checkOut, today);
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
          {canShorten && (
            <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={() => setShortening(true)}>
              {adminText('shorten.button')}
            </button>
          )}
          <StayMoveButton stay={{ ...reservation, guest: reservation.guestName }} today={today} onMoved={moved} />
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
    <Modal title={title} onClose={() => onClose()} footer={footer} wide busy={busy} savedAt={form.savedAt}>
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
        <ReservationFields form={form} items={items} existing={reservation} prefill={prefill} owner={owner} />
      </form>
      {reservation && reservation.status !== 'blocked' && (
        <p>
          <Link to={tripPath(reservation.tripId)} className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}>
            {adminText('trips.openWholeTrip', { reference: tripReference(reservation.reference) })}
          </Link>
        </p>
      )}
      {reservation && reservation.status !== 'blocked' && <MoneyPanel reservation={reservation} owner={owner} />}
      {reservation && reservation.status !== 'blocked' && !reservation.feedId && (
        <StayPanel reservation={reservation} />
      )}
      {reservation && (
        <>
          <h3>{adminText('today.messages')}</h3>
          <StayMessages id={reservation._id} />
          {(reservation.kind === 'room' || reservation.kind === 'tour') && reservation.status !== 'blocked' && (
            <div ref={registerRef}>
              <GuestRegister key={String(askId)} stayId={reservation._id} askId={askId} />
            </div>
          )}
          {reservation.kind === 'tour' && reservation.status !== 'blocked' && (
            <PermitsPanel reservationId={reservation._id} />
          )}
          {owner && <StayHistory id={reservation._id} />}
        </>
      )}
      {shortening && reservation && (
        <ShortenStayDialog
          reservation={reservation}
          item={items.find((i) => i.kind === reservation.kind && i.id === reservation.itemId)}
          onClose={() => setShortening(false)}
        />
      )}
    </Modal>
  );
}
