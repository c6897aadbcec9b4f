import { z } from 'zod';
import { AVAILABILITY_STATUSES, FUEL_TYPES, VEHICLE_STATUSES } from '../constants';
import { capacityCount, optionalIsoDate, optionalText, requiredText, rupees, textList } from './fields';

const vehicleSlotSchema = z.object({
  date: optionalIsoDate('Date'),
  status: z.enum(AVAILABILITY_STATUSES).default('Available'),
});

/** Fields of a vehicle (Gypsy) as the admin form and `POST /api/cars/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const vehicleInputSchema = z.object({
  name: requiredText('Vehicle name', 200),
  brand: requiredText('Brand', 100),
  model: requiredText('Model', 100),
  fuelType: z.enum(FUEL_TYPES, { error: 'Choose Petrol, Diesel, Electric or Hybrid' }).default('Petrol'),
  price: rupees('Price'),
  description: requiredText('Description', 5000),
  status: z.enum(VEHICLE_STATUSES, { error: 'Choose a valid status' }).default('Available'),
  features: textList('Features'),
  specifications: textList('Specifications'),
  /** Slots with no date are dropped (docs/product.md#validation). */
  availability: z
    .array(vehicleSlotSchema)
    .max(500, 'Availability can have at most 500 rows')
    .default([])
    .transform((slots) => slots.filter((s) => s.date !== '')),
  location: optionalText('Location', 200).transform((v) => v || 'Pachmarhi'),
  category: optionalText('Category', 100),
  vehicleInfo: z
    .object({
      model: optionalText('Model', 100), year: optionalText('Year', 20), seats: optionalText('Seats', 50),
      fuelType: optionalText('Fuel type', 50), transmission: optionalText('Transmission', 50), mileage: optionalText('Mileage', 50),
    })
    .prefault({}),
  rentalTerms: z
    .object({
      minimumRental: optionalText('Minimum rental', 200), deposit: optionalText('Deposit', 200),
      insurance: optionalText('Insurance', 500), cancellation: optionalText('Cancellation policy', 1000),
    })
    .prefault({}),
  /** Identical vehicles this listing stands for (reservations by date count against it). */
  units: capacityCount('Units'),
});

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleFields = z.output<typeof vehicleInputSchema>;
