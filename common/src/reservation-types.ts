/** Reservation shapes as the API returns them (docs/api.md#reservations). */
import type { ItemKind } from './kinds';
import type { Quote } from './quote';
import type { ReservationSource, ReservationStatus } from './schemas/reservation';

/** A reservation by date. Dates are IST calendar dates 'YYYY-MM-DD'; instants are ISO strings. */
export interface Reservation {
  _id: string;
  /** Short reference to quote on the phone or WhatsApp, e.g. 'K7Q2XM'. */
  reference: string;
  kind: ItemKind;
  itemId: string;
  /** The item's name (tour title); null once the item has been deleted. */
  itemName: string | null;
  /** Rooms: first night; vehicles: first rental day; tours: departure date. */
  checkIn: string;
  /** Rooms and vehicles: the day after the last night or rental day; tours: null. */
  checkOut: string | null;
  guests: number;
  guestName: string;
  /** Normalised, '+919876543210'; '' for blocks. */
  guestPhone: string;
  guestEmail: string | null;
  status: ReservationStatus;
  /** When a 'held' reservation stops taking its dates; null for other statuses. */
  holdExpiresAt: string | null;
  /** True while it takes units or seats (held before expiry, confirmed, blocked). */
  occupying: boolean;
  source: ReservationSource;
  notes: string;
  /** The price snapshot taken when the reservation was made or its dates, item or guests changed; null for blocks. */
  quote: Quote | null;
  createdAt: string;
  updatedAt: string;
}

/** One item in `GET /api/availability`. */
export interface ItemAvailability {
  _id: string;
  /** Free for the whole range and, for rooms, the guests fit one room; for tours, enough seats. */
  available: boolean;
  /** Units free on every date of the range (tours: seats left on the departure). */
  unitsLeft: number;
  quote: Quote;
}

/** One day in `GET /api/availability/:kind/:id?month=`. */
export interface DayAvailability {
  date: string;
  unitsLeft: number;
  /** At least one unit (tours: seat) left and the date not in the past (IST). */
  available: boolean;
}

/** Reservation figures added to `GET /api/dashboard/stats` (`data.reservations`). */
export interface DashboardReservations {
  /** Held (unexpired) and confirmed reservations starting today / tomorrow (IST), every kind. */
  arrivals: { today: number; tomorrow: number };
  /** Held (unexpired) and confirmed room and vehicle reservations ending today / tomorrow. */
  departures: { today: number; tomorrow: number };
  /** Rooms over the next 7 and 30 nights from today: booked room-nights / available room-nights (units × nights). */
  roomOccupancy: {
    next7: { booked: number; available: number; rate: number };
    next30: { booked: number; available: number; rate: number };
  };
  /** Sum of the quote totals of confirmed reservations starting within the next 30 days, rupees. */
  confirmedRevenueNext30: number;
  /** Reservations with status 'enquiry'. */
  openEnquiries: number;
}
