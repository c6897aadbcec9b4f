import { z } from 'zod';
import { AVAILABILITY_STATUSES, FUEL_TYPES, VEHICLE_STATUSES } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import {
  capacityCount,
  optionalIsoDate,
  optionalText,
  requiredText,
  rupees,
  rentalTermsSchema,
  textList,
} from './fields';
import { vehicleHindiSchema } from './hindi';
import { vehicleSeats } from '../capacity';

const vehicleSlotSchema = z.object({
  date: optionalIsoDate('date'),
  status: z.enum(AVAILABILITY_STATUSES).default('Available'),
});

/** Fields of a vehicle (Gypsy) as the admin form and `POST /api/cars/create` send them (docs/product.md#records, #validation); price in whole rupees. */
export const vehicleInputSchema = z
  .object({
    name: requiredText('vehicleName', 200),
    brand: requiredText('brand', 100),
    model: requiredText('model', 100),
    fuelType: z.enum(FUEL_TYPES, { error: ruleMessage('chooseFuelType') }).default('Petrol'),
    price: rupees('price'),
    description: requiredText('description', 5000),
    status: z.enum(VEHICLE_STATUSES, { error: ruleMessage('chooseStatus') }).default('Available'),
    features: textList('features'),
    specifications: textList('specifications'),
    /** Slots with no date are dropped (docs/product.md#validation). */
    availability: z
      .array(vehicleSlotSchema)
      .max(500, ruleMessage('tooManyRows', { label: 'availability', max: 500 }))
      .default([])
      .transform((slots) => slots.filter((s) => s.date !== '')),
    location: optionalText('location', 200).transform((v) => v || 'Pachmarhi'),
    category: optionalText('category', 100),
    vehicleInfo: z
      .object({
        model: optionalText('model', 100),
        year: optionalText('year', 20),
        seats: optionalText('seats', 50),
        fuelType: optionalText('fuelType', 50),
        transmission: optionalText('transmission', 50),
        mileage: optionalText('mileage', 50),
      })
      .prefault({}),
    rentalTerms: rentalTermsSchema(),
    /** Identical vehicles this listing stands for (reservations by date count against it). */
    units: capacityCount('units'),
    /** The Hindi of the texts (./hindi.ts); absent on update: unchanged. */
    hi: vehicleHindiSchema.optional(),
  })
  // The seats count the guests a Gypsy takes (../capacity.ts): the Hindi, when written, must count the same.
  .superRefine((v, ctx) => {
    const hindi = v.hi?.vehicleInfo.seats;
    const count = vehicleSeats(v.vehicleInfo.seats);
    if (hindi && vehicleSeats(hindi) !== count) {
      ctx.addIssue({
        code: 'custom',
        path: ['hi', 'vehicleInfo', 'seats'],
        message: ruleMessage('hindiSeats', { count: count ?? 0 }),
      });
    }
  });

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleFields = z.output<typeof vehicleInputSchema>;
