import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeMessage } from '../src/i18n/validation';
import { loginSchema, passwordSchema, registerSchema } from '../src/schemas/auth';
import { contactSchema, contactUpdateSchema } from '../src/schemas/contact';
import { galleryInputSchema } from '../src/schemas/gallery';
import {
  availabilityMonthSchema,
  availabilityQuerySchema,
  quoteQuerySchema,
  reservationListQuerySchema,
} from '../src/schemas/reservation-queries';
import { reservationCreateSchema, reservationUpdateSchema, stayErrors } from '../src/schemas/reservation';
import { roomAvailabilitySchema, roomInputSchema } from '../src/schemas/room';
import { tourInputSchema } from '../src/schemas/tour';
import { vehicleInputSchema } from '../src/schemas/vehicle';
import { activateWeekendSchema, weekendPercentageSchema } from '../src/schemas/weekend-pricing';

const TODAY = '2026-11-22';
const SCHEMAS: Record<string, z.ZodType> = {
  loginSchema,
  passwordSchema,
  registerSchema,
  contact: contactSchema(TODAY),
  contactUpdateSchema,
  galleryInputSchema,
  availability: availabilityMonthSchema(TODAY),
  availabilityQuery: availabilityQuerySchema(TODAY),
  quoteQuery: quoteQuerySchema(TODAY),
  reservationListQuerySchema,
  reservationCreate: reservationCreateSchema(TODAY),
  reservationUpdate: reservationUpdateSchema('room'),
  roomAvailabilitySchema,
  roomInputSchema,
  tourInputSchema,
  vehicleInputSchema,
  activateWeekendSchema,
  weekendPercentageSchema,
};

/** Wrong values of every shape a form or a hostile client sends. */
const BAD: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  '1.5',
  '0x10',
  -5,
  1.5,
  10_000_000_000,
  'x'.repeat(6000),
  'a\u0000b',
  ['a'],
  {},
  true,
  '1999-01-01',
  '2026-13-45',
];

/** Every message the schema gives for those values, field by field (objects) or whole. */
function messagesOf(schema: z.ZodType): Set<string> {
  const out = new Set<string>();
  const collect = (input: unknown) => {
    const r = schema.safeParse(input);
    if (!r.success) for (const issue of r.error.issues) out.add(issue.message);
  };
  const shape =
    (schema as unknown as { shape?: Record<string, unknown> }).shape ??
    (schema as unknown as { _def?: { in?: { shape?: Record<string, unknown> } } })._def?.in?.shape;
  for (const bad of BAD) {
    collect(bad);
    if (shape)
      for (const key of Object.keys(shape))
        collect({
          [key]: bad,
          password: 'short',
          confirm_password: 'other',
          checkIn: '2026-12-10',
          checkOut: '2026-12-01',
          kind: 'room',
        });
  }
  return out;
}

describe('validation messages in Hindi', () => {
  const all = new Set<string>();
  for (const schema of Object.values(SCHEMAS)) for (const m of messagesOf(schema)) all.add(m);
  for (const kind of ['room', 'vehicle', 'tour'] as const) {
    for (const [a, b] of [
      [null, null],
      ['bad', 'bad'],
      ['2026-12-10', '2026-12-01'],
      ['2026-01-01', '2027-12-01'],
      ['2026-12-01', '2026-12-03'],
    ] as const) {
      for (const m of Object.values(stayErrors(kind, a, b, TODAY))) all.add(m);
    }
  }

  it('collects a broad set of the schemas’ messages', () => {
    expect(all.size).toBeGreaterThan(40);
  });

  it('turns every message the shared schemas give into Devanagari Hindi', () => {
    const untranslated = [...all].filter((m) => !/[\u0900-\u097F]/.test(localizeMessage(m, 'hi')));
    expect(untranslated).toEqual([]);
  });

  it('keeps English as written and translates labels and numbers inside generated messages', () => {
    expect(localizeMessage('Name is required', 'en')).toBe('Name is required');
    expect(localizeMessage('Name is required', 'hi')).toBe('नाम ज़रूरी है');
    expect(localizeMessage('Subject must be at most 200 characters', 'hi')).toBe(
      'विषय ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है',
    );
    expect(localizeMessage('Something new', 'hi')).toBe('Something new');
  });
});
