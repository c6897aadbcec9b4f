import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { cx } from '@/features/admin/shared/lib/cx';
import { KIND_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { StayMoveButton } from '@/features/admin/shared/stay/stay-moves';
import { ApiRequestError } from '@/lib/api';
import { tripWrites, useTripMutation } from '@/lib/queries/trip-desk';
import { adminText } from '@/i18n';
import { lineCounts, lineDates, statusBadge } from '@/features/admin/trips/lib/trip-text';
import { LineDialog } from '@/features/admin/trips/components/line-dialog';
import css from '@/features/admin/trips/components/trip.module.css';

/** Cancel one line, asked first: the rest of the trip stays; an invoiced line gets its credit note. */
function CancelLineDialog({ trip, line, onClose }: { trip: Trip; line: Reservation; onClose: () => void }) {
  const cancel = useTripMutation(() => tripWrites.cancelLine(trip._id, line._id));
  const error =
    cancel.error instanceof ApiRequestError ? cancel.error.message : cancel.error ? String(cancel.error) : '';
  return (
    <ActionDialog
      title={adminText('trips.cancelLineTitle', { reference: line.reference })}
      onClose={onClose}
      busy={cancel.isPending}
      testId="cancel-line-dialog"
      cancelLabel={adminText('stayMoves.notNow')}
      alert={error}
      actions={
        <button
          type="button"
          className={cx(ui.btn, ui.btnDanger)}
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast.success(adminText('trips.lineCancelled', { reference: line.reference }));
                onClose();
              },
            })
          }
        >
          {adminText('trips.cancelLine')}
        </button>
      }
    >
      <p>
        {adminText('trips.cancelLineQuestion', {
          item: line.itemName ?? KIND_LABEL[line.kind],
          dates: lineDates(line),
        })}
      </p>
    </ActionDialog>
  );
}

/**
 * The trip's lines, each its own reservation: reference, item, dates, guests, units, meal plan,
 * status and its price with GST; Change, Cancel line (not once checked in) and the line's own
 * Check in / Check out (PUT /api/reservations/:id, asked first). "Add line" below.
 */
export function TripLines({ trip, items, today }: { trip: Trip; items: Bookable[]; today: string }) {
  const [editing, setEditing] = useState<Reservation | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const priced = new Map(trip.quote.lines.map((q) => [q._id, q]));
  // An invoice in force fixes what the trip bills: no line is added or re-priced until it is credited.
  const invoiced = !!trip.folio.invoice;
  return (
    <section className={cx(ui.card, css.block)} aria-labelledby="trip-lines-title">
      <div className={css.blockHead}>
        <h2 id="trip-lines-title" className={ui.cardTitle}>
          {adminText('trips.lines', { count: trip.lines.length })}
        </h2>
        {!invoiced && (
          <button type="button" className={cx(ui.btn, ui.btnSmall)} onClick={() => setEditing('new')}>
            {adminText('trips.addLine')}
          </button>
        )}
      </div>
      {invoiced && <p className={css.hint}>{adminText('trips.invoicedHint')}</p>}
      <ul className={css.rows}>
        {trip.lines.map((l) => {
          const q = priced.get(l._id);
          const live = l.status !== 'cancelled';
          const cancellable = live && !statusChangeError(l.status, 'cancelled', l.checkIn, today);
          return (
            <li key={l._id} className={cx(css.row, !live && css.cancelled)} data-testid={`trip-line-${l.reference}`}>
              <div className={css.rowMain}>
                <div className={css.rowTitle}>
                  <strong>{l.itemName ?? adminText('reservationsPage.deleted')}</strong>{' '}
                  <span className={ui.itemMeta}>
                    {KIND_LABEL[l.kind]} · #{l.reference}
                  </span>{' '}
                  <span className={cx(ui.badge, statusBadge(l.status))} data-testid="line-status">
                    {STATUS_LABEL[l.status]}
                  </span>
                </div>
                <div className={ui.itemMeta}>{lineDates(l)}</div>
                <div className={ui.itemMeta}>{lineCounts(l)}</div>
              </div>
              <div className={css.rowSide}>
                {q && <span className={css.figure}>{formatPaise(q.grandTotal)}</span>}
                <div className={css.rowActions}>
                  <StayMoveButton stay={{ ...l, guest: l.guestName }} today={today} small />
                  {live && !invoiced && l.status !== 'checked-out' && (
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
                      aria-label={adminText('trips.changeLineLabel', { reference: l.reference })}
                      onClick={() => setEditing(l)}
                    >
                      {adminText('trips.change')}
                    </button>
                  )}
                  {cancellable && (
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                      aria-label={adminText('trips.cancelLineLabel', { reference: l.reference })}
                      onClick={() => setCancelling(l)}
                    >
                      {adminText('trips.cancelLine')}
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {editing && (
        <LineDialog
          trip={trip}
          line={editing === 'new' ? undefined : editing}
          items={items}
          onClose={() => setEditing(null)}
        />
      )}
      {cancelling && <CancelLineDialog trip={trip} line={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  );
}
