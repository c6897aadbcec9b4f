import { describe, expect, it } from 'vitest';
import { contactSchema } from '../src/schemas/contact';
import { fieldErrors } from '../src/schemas/fields';
import { roomInputSchema } from '../src/schemas/room';
import { tourInputSchema } from '../src/schemas/tour';
import { vehicleInputSchema } from '../src/schemas/vehicle';
import { registerSchema } from '../src/schemas/auth';

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as never));

describe('contact form rules (docs/product.md#validation)', () => {
  const schema = contactSchema('2026-11-21');
  const valid = {
    firstName: ' Asha ',
    lastName: 'Verma',
    email: 'asha@example.com',
    phone: '+91 98765-43210',
    subject: 'Stay in December',
    message: 'We would like two rooms for three nights.',
  };
  it('when every field is blank, then each required message', () => {
    const e = errorsOf(
      schema.safeParse({ firstName: '', lastName: ' ', email: '', phone: '', subject: '', message: '' }),
    );
    expect(e).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('when shapes are wrong, then docs/product.md messages', () => {
    const e = errorsOf(schema.safeParse({ ...valid, email: 'asha@', phone: '12345', message: 'too short' }));
    expect(e.email).toBe('Please enter a valid email address');
    expect(e.phone).toBe('Please enter a valid phone number (minimum 10 digits)');
    expect(e.message).toBe('Message must be at least 20 characters long');
  });
  it('when valid, then values are trimmed and defaults applied', () => {
    const r = schema.parse(valid);
    expect(r.firstName).toBe('Asha');
    expect(r.preferredContact).toBe('email');
    expect(r.serviceType).toBe('general');
  });
  it('when the travel date is past or people out of 1–50, then refused', () => {
    const e = errorsOf(schema.safeParse({ ...valid, travelDate: '2026-11-20', numberOfPeople: '51' }));
    expect(e.travelDate).toBe('Travel date cannot be in the past');
    expect(e.numberOfPeople).toBe('Number of people must be between 1 and 50');
  });
});

describe('inventory rules', () => {
  it('when a room lacks name, price, description and dates, then each message', () => {
    const e = errorsOf(
      roomInputSchema.safeParse({
        name: '',
        price: '',
        description: '',
        availability: [{ startDate: '', endDate: '' }],
      }),
    );
    expect(e).toMatchObject({
      name: 'Room name is required',
      price: 'Price is required',
      description: 'Description is required',
      'availability.0.startDate': 'Start date is required',
      'availability.0.endDate': 'End date is required',
    });
  });
  it('when a price is not a number, negative or fractional, then refused', () => {
    expect(errorsOf(roomInputSchema.safeParse({ name: 'a', description: 'b', price: 'abc' })).price).toBe(
      'Price must be a number',
    );
    expect(errorsOf(roomInputSchema.safeParse({ name: 'a', description: 'b', price: -1 })).price).toBe(
      'Price cannot be negative',
    );
    expect(errorsOf(roomInputSchema.safeParse({ name: 'a', description: 'b', price: '10.5' })).price).toBe(
      'Price must be a whole number of rupees',
    );
  });
  it('when a vehicle has blank rows and dateless slots, then they are dropped and defaults applied', () => {
    const v = vehicleInputSchema.parse({
      name: 'Gypsy',
      brand: 'Maruti',
      model: 'King',
      price: '2500',
      description: 'Open jeep',
      features: ['4x4', ' '],
      availability: [{ date: '' }, { date: '2026-12-01' }],
    });
    expect(v.features).toEqual(['4x4']);
    expect(v.availability).toEqual([{ date: '2026-12-01', status: 'Available' }]);
    expect(v.fuelType).toBe('Petrol');
    expect(v.status).toBe('Available');
  });
  it('when a tour itinerary has incomplete days, then they are dropped and the rest renumbered', () => {
    const t = tourInputSchema.parse({
      title: 'Bee Falls',
      location: 'Pachmarhi',
      price: 800,
      itinerary: [
        { day: 1, title: 'Start', description: '' },
        { day: 2, title: 'Falls', description: 'Swim' },
      ],
      departureDates: ['', '2026-12-05'],
    });
    expect(t.itinerary).toEqual([{ _id: undefined, day: 1, title: 'Falls', description: 'Swim' }]);
    expect(t.departureDates).toEqual(['2026-12-05']);
  });
});

describe('registration', () => {
  it('when terms are not accepted, then docs/product.md message', () => {
    const e = errorsOf(
      registerSchema.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'secret1234',
        confirm_password: 'secret1234',
        captcha: 'AB12cd',
        terms_and_conditions: false,
      }),
    );
    expect(e.terms_and_conditions).toBe('Please accept the terms and conditions.');
  });
  it('when passwords differ, then refused', () => {
    const e = errorsOf(
      registerSchema.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'secret1234',
        confirm_password: 'other12345',
        captcha: 'AB12cd',
        terms_and_conditions: true,
      }),
    );
    expect(e.confirm_password).toBe('Passwords do not match');
  });
});
