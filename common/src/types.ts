/**
 * Shapes of the API's JSON records (docs/product.md#records), derived from their zod schemas in
 * `./schemas/records.ts` (the API reference and the server's contract tests use the same schemas). Ids are UUID
 * strings under `_id`; prices are whole rupees; instants are ISO strings (UTC); calendar dates are 'YYYY-MM-DD'.
 */
import type { z } from 'zod';
import type {
  apiErrorSchema,
  authUserSchema,
  bookingHoldSchema,
  contactMessageSchema,
  dashboardDataSchema,
  galleryImageSchema,
  roomSchema,
  siteConfigSchema,
  statusCountsSchema,
  tourSchema,
  vehicleSchema,
  weekendPricingHistoryEntrySchema,
} from './schemas/records';

/** Booking hold as every read reports it: `isBooked` is false once `bookingExpiresAt` has passed. */
export type BookingHold = z.output<typeof bookingHoldSchema>;
export type Room = z.output<typeof roomSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;
export type Tour = z.output<typeof tourSchema>;
export type GalleryImage = z.output<typeof galleryImageSchema>;
export type WeekendPricingHistoryEntry = z.output<typeof weekendPricingHistoryEntrySchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
/** role 1 = admin, 2 = registered user. */
export type AuthUser = z.output<typeof authUserSchema>;
export type StatusCounts = z.output<typeof statusCountsSchema>;
export type DashboardData = z.output<typeof dashboardDataSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** Error body of every non-2xx response. */
export type ApiError = z.output<typeof apiErrorSchema>;
