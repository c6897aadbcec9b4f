import type { ItemKind } from '@pachmarhi/common/kinds';
import { countdownText } from '@pachmarhi/common/time';
import { useToggleBooking } from '@/features/admin/shared/api/toggle-booking';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

interface BookingToggleProps {
  kind: ItemKind;
  id: string;
  name: string;
  isBooked: boolean;
  expiresAt: string | null;
  /** Called after the server accepted the change, so the parent list can update. */
  onChange: (isBooked: boolean, expiresAt: string | null) => void;
}

/**
 * 'Mark as Booked' (after a confirmation, since the item then reads as booked on the public site) / 'Cancel Booking'
 * (docs/product.md#behaviour). Disabled with a spinner during the call; on
 * success the row flips and the server's message shows. While booked, 'Expires in Xh Ym'
 * (refreshed every minute) or 'Expired'.
 */
export function BookingToggle({ kind, id, name, isBooked, expiresAt, onChange }: BookingToggleProps) {
  const { toggle, busy } = useToggleBooking(kind, id, onChange);
  const now = useNow();

  const countdown = isBooked && expiresAt ? countdownText(expiresAt, now) : null;

  return (
    <div className={ui.booking}>
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall, isBooked ? ui.btnSecondary : ui.btnAccent)}
        onClick={() => {
          if (isBooked || window.confirm(adminText('bookingToggle.markAsBookedVisitors', { name: name })))
            toggle(!isBooked);
        }}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`${isBooked ? adminText('bookingToggle.cancelBooking') : adminText('bookingToggle.markAsBooked')}: ${name}`}
      >
        {busy && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
        {isBooked ? adminText('bookingToggle.cancelBooking') : adminText('bookingToggle.markAsBooked')}
      </button>
      {countdown === 'Expired' && <span className={ui.expired}>{adminText('bookingToggle.expired')}</span>}
      {countdown && countdown !== 'Expired' && (
        <span className={ui.countdown}>
          {adminText('bookingToggle.expiresIn')} {countdown}
        </span>
      )}
    </div>
  );
}
