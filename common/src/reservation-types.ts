/**
 * Reservation shapes as the API returns them (docs/api.md#reservations), derived from their zod schemas in
 * ./schemas/reservation-records.ts. Dates are IST calendar dates 'YYYY-MM-DD'; instants are ISO strings.
 */
import type { z } from 'zod';
import type {
  dashboardReservationsSchema,
  dayAvailabilitySchema,
  reservationSchema,
  stayAvailabilitySchema,
} from './schemas/reservation-records';

/** A reservation by date. */
export type Reservation = z.output<typeof reservationSchema>;

/** One item in `GET /api/availability`: whether it is free for the asked stay, how many units are left and its quote. */
export type StayAvailability = z.output<typeof stayAvailabilitySchema>;

/** One day in `GET /api/availability/:kind/:id?month=`. */
export type DayAvailability = z.output<typeof dayAvailabilitySchema>;

/** Reservation figures added to `GET /api/dashboard/stats` (`data.reservations`). */
export type DashboardReservations = z.output<typeof dashboardReservationsSchema>;
