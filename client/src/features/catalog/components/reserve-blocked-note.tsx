import type { ItemHoldState } from '@pachmarhi/common/availability-state';

/**
 * Why the reserve buttons are disabled, shown with them; `id` is what the buttons'
 * `disabledBecause` points at. Nothing while the item is reservable.
 */
export function ReserveBlockedNote({
  id,
  availability,
  className,
}: {
  id: string;
  availability: ItemHoldState;
  className?: string;
}) {
  if (availability.reservable) return null;
  return (
    <p id={id} className={className} role="note">
      {availability.reason}
    </p>
  );
}
