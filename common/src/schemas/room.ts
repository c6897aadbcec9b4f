import { z } from 'zod';
import { AVAILABILITY_STATUSES, ROOM_CATEGORIES, ROOM_STATUSES } from '../constants';
import { capacityCount, isoDate, optionalText, requiredText, rupees, textList } from './fields';

export const roomAvailabilitySchema = z
  .object({
    startDate: isoDate('Start date is required'),
    endDate: isoDate('End date is required'),
    status: z.enum(AVAILABILITY_STATUSES).default('Available'),
  })
  .refine((s) => s.endDate >= s.startDate, { message: 'End date cannot be before the start date', path: ['endDate'] });

/** Fields of a room as the admin form and `POST /api/rooms/create` send them (spec §3, §5). */
export const roomInputSchema = z.object({
  name: requiredText('Room name is required').max(200),
  price: rupees('Price'),
  description: requiredText('Description is required').max(5000),
  features: textList(),
  amenities: textList(),
  specifications: z
    .object({ roomSize: optionalText(100), bedType: optionalText(100), capacity: optionalText(100), view: optionalText(100) })
    .prefault({}),
  availability: z.array(roomAvailabilitySchema).default([]),
  category: z.enum(ROOM_CATEGORIES, { error: 'Choose Standard, Deluxe or Suite' }).default('Standard'),
  status: z.enum(ROOM_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  hotelName: optionalText(200),
  location: optionalText(200).transform((v) => v || 'Pachmarhi'),
  policies: z.object({ checkIn: optionalText(200), checkOut: optionalText(200), cancellation: optionalText(1000) }).prefault({}),
  /** Identical rooms this listing stands for (reservations by date count against it). */
  units: capacityCount('Units'),
});

export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomFields = z.output<typeof roomInputSchema>;
