import { z } from 'zod';
import { AVAILABILITY_STATUSES, ROOM_CATEGORIES, ROOM_STATUSES } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { capacityCount, clearableInt, isoDate, optionalText, requiredText, rupees, textList } from './fields';
import { optionalWholeNumber } from './numbers';
import { roomHindiSchema } from './hindi';

export const roomAvailabilitySchema = z
  .object({
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    status: z.enum(AVAILABILITY_STATUSES).default('Available'),
  })
  .refine((s) => s.endDate >= s.startDate, { message: ruleMessage('endBeforeStart'), path: ['endDate'] });

/** Fields of a room as the admin form and `POST /api/rooms/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const roomInputSchema = z.object({
  name: requiredText('roomName', 200),
  price: rupees('price'),
  description: requiredText('description', 5000),
  features: textList('features'),
  amenities: textList('amenities'),
  specifications: z
    .object({
      roomSize: optionalText('roomSize', 100),
      bedType: optionalText('bedType', 100),
      capacity: optionalText('capacity', 100),
      view: optionalText('view', 100),
    })
    .prefault({}),
  availability: z
    .array(roomAvailabilitySchema)
    .max(500, ruleMessage('tooManyRows', { label: 'availability', max: 500 }))
    .default([]),
  category: z.enum(ROOM_CATEGORIES, { error: ruleMessage('chooseRoomCategory') }).default('Standard'),
  status: z.enum(ROOM_STATUSES, { error: ruleMessage('chooseStatus') }).default('Available'),
  hotelName: optionalText('hotelName', 200),
  location: optionalText('location', 200).transform((v) => v || 'Pachmarhi'),
  policies: z
    .object({
      checkIn: optionalText('checkIn', 200),
      checkOut: optionalText('checkOut', 200),
      cancellation: optionalText('cancellationPolicy', 1000),
    })
    .prefault({}),
  /** Identical rooms this listing stands for (reservations by date count against it). */
  units: capacityCount('units'),
  /** Guests included in the price, 1–50; blank or null: the room's capacity (`specifications.capacity`); absent on update: unchanged. */
  baseOccupancy: clearableInt('baseOccupancy', 1, 50),
  /** Rupees per guest over `baseOccupancy`, per night (0 … 1,00,000; absent on create: 0, on update: unchanged). */
  extraGuestPrice: optionalWholeNumber('extraGuestPrice', { min: 0, max: 100_000, unit: 'rupees' }),
  /** The Hindi of the texts (./hindi.ts); absent on update: unchanged. */
  hi: roomHindiSchema.optional(),
});

export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomFields = z.output<typeof roomInputSchema>;
