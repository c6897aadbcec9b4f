import { z } from 'zod';
import { AVAILABILITY_STATUSES, FUEL_TYPES, VEHICLE_STATUSES } from '../constants';
import { isIsoDate } from '../time';
import { capacityCount, optionalText, requiredText, rupees, textList } from './fields';

const vehicleSlotSchema = z.object({
  date: z.string().trim().default('').refine((v) => v === '' || isIsoDate(v), 'Use a valid date (YYYY-MM-DD)'),
  status: z.enum(AVAILABILITY_STATUSES).default('Available'),
});

/** Fields of a vehicle (Gypsy) as the admin form and `POST /api/cars/create` send them (spec §3, §5). */
export const vehicleInputSchema = z.object({
  name: requiredText('Vehicle name is required').max(200),
  brand: requiredText('Brand is required').max(100),
  model: requiredText('Model is required').max(100),
  fuelType: z.enum(FUEL_TYPES, { error: 'Choose Petrol, Diesel, Electric or Hybrid' }).default('Petrol'),
  price: rupees('Price'),
  description: requiredText('Description is required').max(5000),
  status: z.enum(VEHICLE_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  features: textList(),
  specifications: textList(),
  /** Slots with no date are dropped (spec §5). */
  availability: z.array(vehicleSlotSchema).default([]).transform((slots) => slots.filter((s) => s.date !== '')),
  location: optionalText(200).transform((v) => v || 'Pachmarhi'),
  category: optionalText(100),
  vehicleInfo: z
    .object({
      model: optionalText(100), year: optionalText(20), seats: optionalText(50),
      fuelType: optionalText(50), transmission: optionalText(50), mileage: optionalText(50),
    })
    .prefault({}),
  rentalTerms: z
    .object({ minimumRental: optionalText(200), deposit: optionalText(200), insurance: optionalText(500), cancellation: optionalText(1000) })
    .prefault({}),
  /** Identical vehicles this listing stands for (reservations by date count against it). */
  units: capacityCount('Units'),
});

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleFields = z.output<typeof vehicleInputSchema>;
