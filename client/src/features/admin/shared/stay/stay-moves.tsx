import { lazy, Suspense, useEffect, useState } from 'react';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import { nextMove, REPLACED_BUTTON_PAUSE_MS, type MovableStay } from './use-stay-move';

export type { MovableStay } from './use-stay-move';

// Each dialog loads when it is first asked for (the Today board's own code stays small: issue 40).
const CheckInDialog = lazy(() => import('./check-in-dialog').then((m) => ({ default: m.CheckInDialog })));
const CheckOutDialog = lazy(() => import('./check-out-dialog').then((m) => ({ default: m.CheckOutDialog })));

/**
 * The one button that moves a stay on: "Check in" or, once in, "Check out" in the same place. Each
 * asks to confirm in a small dialog; a check-out with a balance due asks to settle it or carry it
 * (CheckOutDialog). After a move the button that takes the place of the one pressed stays disabled
 * for a second, so a second tap does not check the guest straight out. `onMoved` gets the saved stay.
 */
export function StayMoveButton({
  stay,
  today,
  small,
  onMoved,
}: {
  stay: MovableStay;
  today: string;
  small?: boolean;
  onMoved?: (saved: Reservation) => void;
}) {
  const [asking, setAsking] = useState<'checked-in' | 'checked-out' | null>(null);
  const [paused, setPaused] = useState(false);
  const move = nextMove(stay, today);
  // The button's move changed (Check in became Check out): pause it before it is ever shown enabled.
  const [shown, setShown] = useState(move);
  if (move !== shown) {
    setShown(move);
    if (shown && move) setPaused(true);
  }
  useEffect(() => {
    if (!paused) return;
    const t = setTimeout(() => setPaused(false), REPLACED_BUTTON_PAUSE_MS);
    return () => clearTimeout(t);
  }, [paused]);
  const moved = (saved: Reservation) => {
    setAsking(null);
    onMoved?.(saved);
  };
  const close = () => setAsking(null);
  return (
    <>
      {move && (
        <button
          type="button"
          className={cx(ui.btn, ui.btnAccent, small && ui.btnSmall)}
          disabled={paused}
          data-testid={`move-${move}`}
          onClick={() => setAsking(move)}
        >
          {adminText(move === 'checked-in' ? 'today.checkIn' : 'today.checkOut')}
        </button>
      )}
      {/* The dialog asked for stays until it closes, whatever the stay's move is once it has moved. */}
      <Suspense fallback={null}>
        {asking === 'checked-in' && <CheckInDialog stay={stay} onClose={close} onMoved={moved} />}
        {asking === 'checked-out' && <CheckOutDialog stay={stay} onClose={close} onMoved={moved} />}
      </Suspense>
    </>
  );
}
