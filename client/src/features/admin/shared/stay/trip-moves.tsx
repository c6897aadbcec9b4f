import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { nextMove } from '@/features/admin/shared/stay/use-stay-move';
import { ApiRequestError } from '@/lib/api';
import { setStayStatus } from '@/lib/queries/front-desk';
import { useInvalidateStays } from '@/lib/queries/stay-changes';
import { adminText } from '@/i18n';

type Move = 'checked-in' | 'checked-out';

/** The lines of `trip` that `move` applies to on `today`: those that may be checked in now, or those in house. */
export const linesToMove = (trip: Pick<Trip, 'lines'>, move: Move, today: string) =>
  trip.lines.filter((l) => nextMove(l, today) === move);

/**
 * Check the whole trip in or out at once: every line that may move today, one after another through
 * each line's own `PUT /api/reservations/:id` (there is no per-trip move); a check-out with a
 * balance due carries it with the reason typed. Stops at the first refusal and says which line.
 */
function TripMoveDialog({
  trip,
  move,
  today,
  onClose,
}: {
  trip: Trip;
  move: Move;
  today: string;
  onClose: () => void;
}) {
  const lines = linesToMove(trip, move, today);
  const [reason, setReason] = useState('');
  const invalidate = useInvalidateStays();
  const run = useMutation({
    mutationFn: async () => {
      for (const l of lines) {
        try {
          await setStayStatus(
            l._id,
            move,
            move === 'checked-out' && reason.trim() ? { reason: reason.trim() } : undefined,
          );
        } catch (e) {
          throw new Error(
            `#${l.reference} (${l.itemName ?? KIND_LABEL[l.kind]}): ${e instanceof ApiRequestError ? e.message : String(e)}`,
            { cause: e },
          );
        }
      }
    },
    onSettled: () => invalidate(),
  });
  const owing = move === 'checked-out' && trip.balance > 0;
  return (
    <ActionDialog
      title={adminText(move === 'checked-in' ? 'trips.checkInTripTitle' : 'trips.checkOutTripTitle', {
        reference: trip.reference,
      })}
      onClose={onClose}
      busy={run.isPending}
      testId="trip-move-dialog"
      cancelLabel={adminText('stayMoves.notNow')}
      alert={run.error ? run.error.message : ''}
      actions={
        <button
          type="button"
          className={cx(ui.btn, ui.btnAccent)}
          disabled={run.isPending || (owing && !reason.trim())}
          data-autofocus
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: () => {
                toast.success(
                  adminText(move === 'checked-in' ? 'trips.tripCheckedIn' : 'trips.tripCheckedOut', {
                    count: lines.length,
                  }),
                );
                onClose();
              },
            })
          }
        >
          {adminText(move === 'checked-in' ? 'trips.checkInAll' : 'trips.checkOutAll', { count: lines.length })}
        </button>
      }
    >
      <p>{adminText(move === 'checked-in' ? 'trips.checkInTripQuestion' : 'trips.checkOutTripQuestion')}</p>
      <ul>
        {lines.map((l) => (
          <li key={l._id}>
            #{l.reference} · {l.itemName ?? KIND_LABEL[l.kind]}
          </li>
        ))}
      </ul>
      {owing && (
        <>
          <p className={ui.fieldHint}>{adminText('trips.balanceAtCheckOut', { amount: formatPaise(trip.balance) })}</p>
          <TextField label={adminText('trips.carryReason')} value={reason} onChange={setReason} required />
        </>
      )}
    </ActionDialog>
  );
}

/** "Check in the whole trip (3)" / "Check out the whole trip (2)" when more than one line may move today. */
export function TripMoveButtons({ trip, today, small }: { trip: Trip; today: string; small?: boolean }) {
  const [asking, setAsking] = useState<Move | null>(null);
  const moves = (['checked-in', 'checked-out'] as const).filter((m) => linesToMove(trip, m, today).length > 1);
  return (
    <>
      {moves.map((m) => (
        <button
          key={m}
          type="button"
          className={cx(ui.btn, ui.btnAccent, small && ui.btnSmall)}
          data-testid={`trip-move-${m}`}
          onClick={() => setAsking(m)}
        >
          {adminText(m === 'checked-in' ? 'trips.checkInTrip' : 'trips.checkOutTrip', {
            count: linesToMove(trip, m, today).length,
          })}
        </button>
      ))}
      {asking && <TripMoveDialog trip={trip} move={asking} today={today} onClose={() => setAsking(null)} />}
    </>
  );
}
