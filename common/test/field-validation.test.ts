import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, registerSchema } from '../src/schemas/auth';
import { contactSchema } from '../src/schemas/contact';
import { fieldErrors } from '../src/schemas/fields';
import { galleryInputSchema } from '../src/schemas/gallery';
import { roomInputSchema } from '../src/schemas/room';
import { tourInputSchema } from '../src/schemas/tour';
import { vehicleInputSchema } from '../src/schemas/vehicle';
import { activateWeekendSchema, weekendPercentageSchema } from '../src/schemas/weekend-pricing';

const errorsOf = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldErrors(r.error as z.ZodError));
const NUL = 'abcdefghijk\u0000lmnop';

/** Put `value` at a dotted path ('policies.checkIn', 'features.0') of a copy of `base`. */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1))
    node = (node[k] ??= /^\d+$/.test(keys[keys.indexOf(k) + 1]) ? [] : {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

const register = {
  name: 'Asha',
  email: 'a@b.co',
  password: 'monsoon-trek-26',
  confirm_password: 'monsoon-trek-26',
  captcha: 'AB12cd',
  terms_and_conditions: true,
};
const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  subject: 'Stay',
  message: 'We would like two rooms for three nights.',
};
const room = { name: 'Pine', price: '2000', description: 'Cosy' };
const tour = { title: 'Bee Falls', location: 'Pachmarhi', price: '800' };
const vehicle = { name: 'Gypsy', brand: 'Maruti', model: 'King', price: '3000', description: 'Open jeep' };
const gallery = { title: 'Falls', category: 'Waterfall', altText: 'Water over rocks' };

const cases: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ['login', loginSchema, { email: 'a@b.co', password: 'x' }, ['email', 'password']],
  ['register', registerSchema, register, ['name', 'email', 'password']],
  [
    'contact',
    contactSchema('2026-01-01'),
    contact,
    ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'travelDate'],
  ],
  [
    'room',
    roomInputSchema,
    room,
    [
      'name',
      'description',
      'features.0',
      'amenities.0',
      'specifications.view',
      'hotelName',
      'location',
      'policies.cancellation',
      'availability.0.startDate',
    ],
  ],
  [
    'tour',
    tourInputSchema,
    tour,
    [
      'title',
      'location',
      'duration',
      'description',
      'inclusions.0',
      'highlights.0',
      'itinerary.0.title',
      'itinerary.0._id',
      'departureDates.0',
    ],
  ],
  [
    'vehicle',
    vehicleInputSchema,
    vehicle,
    [
      'name',
      'brand',
      'model',
      'description',
      'features.0',
      'specifications.0',
      'availability.0.date',
      'location',
      'category',
      'vehicleInfo.year',
      'rentalTerms.deposit',
    ],
  ],
  ['gallery', galleryInputSchema, gallery, ['title', 'altText', 'description', 'tags']],
  ['weekend pricing', activateWeekendSchema, {}, ['description']],
];

describe('NUL bytes (PostgreSQL refuses them with 22021/22P05)', () => {
  for (const [name, schema, base, paths] of cases) {
    it(`when a ${name} text field contains a NUL byte, then it is refused with "… contains an invalid character"`, () => {
      expect(schema.safeParse(base).success).toBe(true);
      for (const path of paths) {
        const e = errorsOf(schema.safeParse(withValue(base, path, NUL)));
        expect(e[path], path).toMatch(/ contains an invalid character$/);
      }
    });
  }
  it('when the room name contains a NUL byte, then the message names the field', () => {
    expect(errorsOf(roomInputSchema.safeParse({ ...room, name: NUL })).name).toBe(
      'Room name contains an invalid character',
    );
  });
});

describe('length messages say what is wrong', () => {
  it('when a room name has 201 characters, then "Room name must be at most 200 characters"', () => {
    expect(errorsOf(roomInputSchema.safeParse({ ...room, name: 'x'.repeat(201) })).name).toBe(
      'Room name must be at most 200 characters',
    );
  });
  it('when optional and list fields are too long, then each names its field and limit', () => {
    const e = errorsOf(
      vehicleInputSchema.safeParse({
        ...vehicle,
        category: 'x'.repeat(101),
        features: ['x'.repeat(1001)],
        rentalTerms: { deposit: 'x'.repeat(201) },
      }),
    );
    expect(e).toMatchObject({
      category: 'Category must be at most 100 characters',
      'features.0': 'Features must be at most 1000 characters',
      'rentalTerms.deposit': 'Deposit must be at most 200 characters',
    });
  });
  it('when a list has too many rows, then it says the limit', () => {
    expect(errorsOf(roomInputSchema.safeParse({ ...room, features: Array(101).fill('x') })).features).toBe(
      'Features can have at most 100 rows',
    );
  });
});

describe('numbers are plain decimal digits', () => {
  for (const bad of ['0x10', '1e3', '+16', '1_000', '1,000', '0b11', '16.0']) {
    it(`when a price is "${bad}", then it is refused`, () => {
      expect(roomInputSchema.safeParse({ ...room, price: bad }).success).toBe(false);
    });
  }
  it('when a price is hex, then the message asks for plain digits', () => {
    expect(errorsOf(roomInputSchema.safeParse({ ...room, price: '0x10' })).price).toBe(
      'Price must be written in plain digits (0-9)',
    );
  });
  it('when a price is digits with surrounding spaces or a JSON number, then it is accepted', () => {
    expect(roomInputSchema.parse({ ...room, price: ' 16 ' }).price).toBe(16);
    expect(roomInputSchema.parse({ ...room, price: 2500 }).price).toBe(2500);
  });
  it('when a price is too large, then the limit is named', () => {
    expect(errorsOf(tourInputSchema.safeParse({ ...tour, price: '10000001' })).price).toBe(
      'Price must be at most 10000000 rupees',
    );
  });
  it('when number of people or the weekend percentage is hex or exponent, then refused', () => {
    const c = contactSchema('2026-01-01');
    expect(errorsOf(c.safeParse({ ...contact, numberOfPeople: '0x10' })).numberOfPeople).toBe(
      'Number of people must be written in plain digits (0-9)',
    );
    expect(c.parse({ ...contact, numberOfPeople: ' 4 ' }).numberOfPeople).toBe(4);
    expect(weekendPercentageSchema.safeParse({ percentageIncrease: '1e1' }).success).toBe(false);
    expect(weekendPercentageSchema.parse({ percentageIncrease: '20' }).percentageIncrease).toBe(20);
    expect(errorsOf(weekendPercentageSchema.safeParse({ percentageIncrease: 101 })).percentageIncrease).toBe(
      'Percentage must be a whole number from 0 to 100',
    );
  });
  it('when the login role is hex, then refused', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', role: '0x1' }).success).toBe(false);
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', role: '1' }).role).toBe(1);
  });
});

describe('password policy (shared part)', () => {
  const pw = (password: string) =>
    errorsOf(registerSchema.safeParse({ ...register, password, confirm_password: password })).password;
  it('when the password has 9 characters, then "at least 10"', () => {
    expect(pw('abcdefghi')).toBe('Password must be at least 10 characters');
  });
  it('when the password is longer than 72 bytes of UTF-8, then refused (bcrypt would ignore the rest)', () => {
    expect(pw('a'.repeat(72))).toBeUndefined();
    expect(pw('a'.repeat(73))).toMatch(/^Password must be at most 72 bytes/);
    expect(pw('é'.repeat(37))).toMatch(/^Password must be at most 72 bytes/); // 37 characters, 74 bytes
  });
  it('when the password is the dev default admin password, then accepted', () => {
    expect(pw('Pachmarhi@2026')).toBeUndefined();
  });
});
