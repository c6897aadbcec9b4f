/**
 * One availability state per catalogue item, derived from its status and its booking hold, so
 * every badge and both reserve buttons say the same thing (docs/product.md#booking-hold,
 * docs/product.md#status-colours).
 */
import { isHoldActive, type HoldFields } from './booking-hold';
import { formatDateTimeIST } from './format';
import { displayLang } from './i18n/lang';
import type { ItemKind } from './kinds';

export type AvailabilityState = 'available' | 'upcoming' | 'booked' | 'unavailable' | 'maintenance';

/** What a card or detail page shows about an item now: its state, badge text and whether it can be reserved. */
export interface ItemHoldState {
  state: AvailabilityState;
  /** The badge text: the item's status word ('Available', 'Occupied', 'Under Maintenance'…), or 'Booked' during a hold. */
  label: string;
  /** Whether a visitor may reserve it now (WhatsApp and Call buttons active). */
  reservable: boolean;
  /** Why it cannot be reserved, in a sentence for visitors in the display language; null when reservable. */
  reason: string | null;
}

/** The reasons per language; a vehicle is always a Gypsy here. */
const REASONS = {
  en: {
    noun: { room: 'room', vehicle: 'Gypsy', tour: 'tour' } as Record<ItemKind, string>,
    held: (noun: string, until: string) => `This ${noun} is on hold for another guest until ${until}.`,
    booked: (noun: string) => `This ${noun} is already booked.`,
    maintenance: (noun: string) => `This ${noun} is under maintenance and cannot be reserved right now.`,
    unavailable: (noun: string) => `This ${noun} is not available to reserve right now.`,
  },
  hi: {
    noun: { room: 'कमरा', vehicle: 'जिप्सी', tour: 'टूर' } as Record<ItemKind, string>,
    held: (noun: string, until: string) => `यह ${noun} ${until} तक किसी दूसरे मेहमान के लिए होल्ड पर है।`,
    booked: (noun: string) => `यह ${noun} पहले से बुक है।`,
    maintenance: (noun: string) => `यह ${noun} अभी रखरखाव में है, इसलिए बुक नहीं हो सकता।`,
    unavailable: (noun: string) => `यह ${noun} अभी बुकिंग के लिए उपलब्ध नहीं है।`,
  },
};

/**
 * The availability of a room, vehicle or tour at `now`. An active hold wins over the stored
 * status (the admin marked it booked for someone); otherwise the status decides: Available and
 * Upcoming (tours) are reservable; Booked, Occupied, Not Available and Under Maintenance are not.
 * A missing status reads Available; an unknown one is shown as written and not reservable.
 * @param item the status and the hold as read from the API (`bookingExpiresAt` ISO, or Date)
 * @param now the current instant (the hold ends at `bookingExpiresAt`)
 */
export function itemAvailability(
  kind: ItemKind,
  item: HoldFields & { status?: string | null },
  now: Date,
): ItemHoldState {
  const say = REASONS[displayLang()];
  const noun = say.noun[kind];
  if (isHoldActive(item, now)) {
    return blocked('booked', 'Booked', say.held(noun, formatDateTimeIST(item.bookingExpiresAt)));
  }
  const status = item.status?.trim() || 'Available';
  switch (status) {
    case 'Available':
      return { state: 'available', label: status, reservable: true, reason: null };
    case 'Upcoming':
      return { state: 'upcoming', label: status, reservable: true, reason: null };
    case 'Booked':
      return blocked('booked', status, say.booked(noun));
    case 'Under Maintenance':
      return blocked('maintenance', status, say.maintenance(noun));
    default:
      return blocked('unavailable', status, say.unavailable(noun));
  }
}

function blocked(state: AvailabilityState, label: string, reason: string): ItemHoldState {
  return { state, label, reservable: false, reason };
}
