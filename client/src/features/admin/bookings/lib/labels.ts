import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ReservationSource, ReservationStatus } from '@pachmarhi/common/schemas/reservation';

/** How the back office names each reservation status (the colours are in bookings.module.css). */
export const STATUS_LABEL: Record<ReservationStatus, string> = {
  enquiry: 'Enquiry', held: 'Held', confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed', blocked: 'Blocked',
};

export const SOURCE_LABEL: Record<ReservationSource, string> = {
  whatsapp: 'WhatsApp', phone: 'Phone', 'contact-form': 'Contact form', 'walk-in': 'Walk-in', other: 'Other',
};

export const KIND_LABEL: Record<ItemKind, string> = { room: 'Room', vehicle: 'Gypsy', tour: 'Tour' };

/** 'Confirmed', or 'Held (hold expired)' for a hold that no longer takes its dates. */
export const statusText = (r: { status: ReservationStatus; occupying: boolean }): string =>
  r.status === 'held' && !r.occupying ? `${STATUS_LABEL.held} (hold expired)` : STATUS_LABEL[r.status];

/** The length of a reservation in words: '2 nights' (rooms), '1 day' (vehicles), 'Departure' (tours). */
export function nightsText(kind: ItemKind, nights: number): string {
  if (kind === 'tour') return 'Departure';
  const unit = kind === 'room' ? 'night' : 'day';
  return `${nights} ${unit}${nights === 1 ? '' : 's'}`;
}
