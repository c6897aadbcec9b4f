import { toast } from '@/lib/toast';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import { isQueued } from '@/lib/offline/outbox';
import { queuedMove, useStayMove, type MoveDialogProps } from './use-stay-move';

/** Check in: asks first, and says the guest register comes next (or later). */
export function CheckInDialog({ stay, onClose, onMoved }: MoveDialogProps) {
  const move = useStayMove(stay);
  const error = move.error instanceof ApiRequestError ? move.error.message : move.error ? String(move.error) : '';
  return (
    <ActionDialog
      title={adminText('stayMoves.checkInTitle', { guest: stay.guest })}
      onClose={onClose}
      busy={move.isPending}
      testId="check-in-dialog"
      cancelLabel={adminText('stayMoves.notNow')}
      alert={error}
      actions={
        <button
          type="button"
          className={cx(ui.btn, ui.btnAccent)}
          disabled={move.isPending}
          data-autofocus
          onClick={() =>
            void move
              .mutateAsync({ status: 'checked-in' })
              .then((res) => {
                if (isQueued(res)) return queuedMove(onClose);
                toast.success(adminText('stayMoves.checkedIn', { guest: stay.guest }));
                onMoved(res.data);
              })
              .catch(() => undefined)
          }
        >
          {adminText('today.checkIn')}
        </button>
      }
    >
      <p>{adminText('stayMoves.checkInQuestion', { guest: stay.guest, reference: stay.reference })}</p>
      {stay.kind === 'room' && <p className={ui.fieldHint}>{adminText('stayMoves.checkInIdNext')}</p>}
    </ActionDialog>
  );
}
