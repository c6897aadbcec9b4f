import type { BookingHold } from '@pachmarhi/common/types';
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import { effectiveHold } from './hold';

/** A row of the rooms, vehicles or tours table as a plain object (inventory.repository.ts). */
export type InventoryRow = Record<string, unknown> & {
  id: string;
  isBooked: boolean;
  bookingExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A record as the API shows it: `_id`, the kind's fields, ISO instants and the effective hold. */
export type InventoryDto = Record<string, unknown> &
  BookingHold & { _id: string; createdAt: string; updatedAt: string };

/** A row as the API shows it at `now` (an expired hold reads as not booked). */
export function toInventoryDto(row: InventoryRow, now: Date): InventoryDto {
  const { id, isBooked, bookingExpiresAt, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    ...effectiveHold({ isBooked, bookingExpiresAt }, now),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** What reservations need of an item; see `Inventory.bookables`. */
export interface Bookable {
  id: string;
  /** Room or vehicle name, tour title. */
  name: string;
  /** The same in Hindi as the owner wrote it; null when not written. */
  nameHi: string | null;
  /** Listed price, whole rupees per night, day or person. */
  price: number;
  /** Identical units (rooms, vehicles) or seats per departure (tours). */
  capacity: number;
  /** A room's specifications (its `capacity` text limits guests); null for other kinds. */
  specifications: unknown;
  /** Rooms: guests included in the price (null: the capacity); null for other kinds. */
  baseOccupancy: number | null;
  /** Rooms: rupees per guest over the base occupancy, per night; 0 for other kinds. */
  extraGuestPrice: number;
  /** Tours: fewest persons a booking takes; 1 for other kinds. */
  minPersons: number;
  /** Tours: no booking for a departure closer than this many days; 0 for other kinds. */
  bookingCutoffDays: number;
  /** Vehicles: `rentalTerms.minimumRental` as written ('2 days'); null for other kinds. */
  minimumRental: string | null;
  /** Rooms: the meal plans offered beyond EP, rupees per adult and per child per night; {} for other kinds. */
  mealPlans: MealPlanPrices;
  /** Vehicles: `{ seats }` as written ('6'), the guests it seats besides the driver; null for other kinds. */
  vehicleInfo: { seats?: string } | null;
  /** Tours: a safari into the tiger reserve, refused on a closed park shift; false for other kinds. */
  parkSafari: boolean;
}
