import { useEffect, useState } from 'react';
import { BOOKING_POLL_MS } from '@pachmarhi/common/constants';
import type { BookingHold } from '@pachmarhi/common/types';
import { bookedBadgeText, effectiveStatus, useBookingStatus } from '@/features/catalog/lib/booking-status';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { useTranslation } from 'react-i18next';

/** How long 'Expired' stays on screen before the badge disappears. */
const EXPIRED_VISIBLE_MS = 4_000;

/**
 * The public Booked badge (docs/product.md#behaviour): polls the item's booking status every 60 s and shows
 * 'Booked' with an 'Xh Ym' / 'Ym' countdown recomputed every minute; once the hold has passed it
 * shows 'Expired' briefly and then disappears.
 */
export function BookedBadge({
  kind,
  item,
  className,
}: {
  kind: ItemKind;
  item: { _id: string } & BookingHold;
  className?: string;
}) {
  const { data } = useBookingStatus(kind, item._id, { isBooked: item.isBooked, expiresAt: item.bookingExpiresAt });
  const { t: translate } = useTranslation('catalog');
  const [now, setNow] = useState(() => new Date());
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  // The last hold seen, so a poll that already reports the hold as over still shows 'Expired' once.
  const [lastHold, setLastHold] = useState<string | null>(data.isBooked ? data.expiresAt : null);

  useEffect(() => {
    if (data.isBooked && data.expiresAt) setLastHold(data.expiresAt);
  }, [data.isBooked, data.expiresAt]);
  useEffect(() => {
    if (!data.isBooked) return;
    const t = setInterval(() => setNow(new Date()), BOOKING_POLL_MS);
    return () => clearInterval(t);
  }, [data.isBooked]);

  const shown = data.isBooked ? data : effectiveStatus(data, lastHold);
  const text = bookedBadgeText(shown, data.isBooked ? now : new Date());
  const expiredKey = text?.label === 'Expired' ? shown.expiresAt : null;
  useEffect(() => {
    if (!expiredKey) return;
    const t = setTimeout(() => setHiddenFor(expiredKey), EXPIRED_VISIBLE_MS);
    return () => clearTimeout(t);
  }, [expiredKey]);

  if (!text || (expiredKey && hiddenFor === expiredKey)) return null;
  return (
    <span
      className={`badge ${text.label === 'Booked' ? 'badge-booked' : 'badge-neutral'} ${className ?? ''}`}
      role="status"
    >
      {text.label === 'Booked' ? translate('booked.booked') : translate('booked.expired')}
      {text.countdown && <span> · {text.countdown}</span>}
      {text.countdown && <span className="visually-hidden"> {translate('booked.leftOnHold')}</span>}
    </span>
  );
}
