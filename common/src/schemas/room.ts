import { z } from 'zod';
import { AVAILABILITY_STATUSES, ROOM_CATEGORIES, ROOM_STATUSES } from '../constants';
import { capacityCount, isoDate, optionalText, requiredText, rupees, textList } from './fields';

export const roomAvailabilitySchema = z
  .object({
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    status: z.enum(AVAILABILITY_STATUSES).default('Available'),
  })
  .refine((s) => s.endDate >= s.startDate, { message: 'End date cannot be before the start date', path: ['endDate'] });

/** Fields of a room as the admin form and `POST /api/rooms/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const roomInputSchema = z.object({
  name: requiredText('Room name', 200),
  price: rupees('Price'),
  description: requiredText('Description', 5000),
  features: textList('Features'),
  amenities: textList('Amenities'),
  specifications: z
    .object({
      roomSize: optionalText('Room size', 100), bedType: optionalText('Bed type', 100),
      capacity: optionalText('Capacity', 100), view: optionalText('View', 100),
    })
    .prefault({}),
  availability: z.array(roomAvailabilitySchema).max(500, 'Availability can have at most 500 rows').default([]),
  category: z.enum(ROOM_CATEGORIES, { error: 'Choose Standard, Deluxe or Suite' }).default('Standard'),
  status: z.enum(ROOM_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  hotelName: optionalText('Hotel name', 200),
  location: optionalText('Location', 200).transform((v) => v || 'Pachmarhi'),
  policies: z
    .object({ checkIn: optionalText('Check-in', 200), checkOut: optionalText('Check-out', 200), cancellation: optionalText('Cancellation policy', 1000) })
    .prefault({}),
  /** Identical rooms this listing stands for (reservations by date count against it). */
  units: capacityCount('Units'),
});

export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomFields = z.output<typeof roomInputSchema>;
