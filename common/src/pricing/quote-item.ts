/**
 * What `quote()` reads of a room, vehicle or tour, from the record as the API gives it (client) or
 * the server's bookable view: one reading, so both sides quote the same item the same way.
 */
import { guestLimit } from '../capacity';
import type { ItemKind } from '../kinds';
import type { QuoteItem } from './quote';
import { minimumRentalDays } from './rates';

/** The fields of an item record (or the server's bookable view) that pricing and stay rules read. */
export interface PricedItemFields {
  /** The record's id (`_id` in the API, `id` on the server). */
  _id?: string;
  id?: string;
  /** Whole rupees per night, day or person (missing or invalid counts as 0). */
  price: number | null | undefined;
  /** Rooms: `{ capacity: '2 Adults + 1 Child' }` limits guests per room. */
  specifications?: unknown;
  /** Tours: persons one departure takes. */
  seatsPerDeparture?: number | null;
  /** Vehicles: `{ seats: '6' }` limits guests (the driver excluded). */
  vehicleInfo?: unknown;
  /** Rooms: guests included in the price (null: the capacity). */
  baseOccupancy?: number | null;
  /** Rooms: rupees per extra guest per night. */
  extraGuestPrice?: number | null;
  /** Tours: fewest persons a booking takes. */
  minPersons?: number | null;
  /** Tours: no booking for a departure closer than this many days. */
  bookingCutoffDays?: number | null;
  /** Vehicles: `{ minimumRental: '2 days' }`, read as a minimum in days (`minimumRentalDays`). */
  rentalTerms?: { minimumRental?: string | null } | null;
}

/**
 * The `QuoteItem` of a record of `kind`: id, price, the guest limit (`guestLimit` of ../capacity.ts:
 * a room's capacity, a tour's seats per departure, a vehicle's seats), the base occupancy and
 * extra-guest price (rooms), minimum persons and booking cut-off (tours), minimum rental days
 * (vehicles).
 */
export function quoteItem(kind: ItemKind, item: PricedItemFields): QuoteItem {
  const price = Number.isInteger(item.price) && (item.price as number) >= 0 ? (item.price as number) : 0;
  const id = item._id ?? item.id;
  if (kind === 'room') {
    return {
      id,
      price,
      guestLimit: guestLimit('room', item),
      baseOccupancy: item.baseOccupancy ?? null,
      extraGuestPrice: item.extraGuestPrice ?? 0,
    };
  }
  if (kind === 'tour') {
    return {
      id,
      price,
      guestLimit: guestLimit('tour', item),
      minPersons: item.minPersons ?? 1,
      bookingCutoffDays: item.bookingCutoffDays ?? 0,
    };
  }
  return {
    id,
    price,
    guestLimit: guestLimit('vehicle', item),
    minimumDays: minimumRentalDays(item.rentalTerms?.minimumRental),
  };
}
