/** Field shapes the API's record schemas share (./records.ts, ./reservation-records.ts, ./quote-record.ts). */
import { z } from 'zod';

/** A calendar date 'YYYY-MM-DD' (IST). */
export const calendarDate = () => z.iso.date().meta({ examples: ['2026-12-01'] });
/** An instant as `Date.toISOString()` writes it (UTC, 'Z'). */
export const instant = () => z.iso.datetime().meta({ examples: ['2026-11-21T10:00:00.000Z'] });
/** A record id (PostgreSQL `gen_random_uuid()` / `crypto.randomUUID()`). */
export const recordId = () => z.uuid().meta({ examples: ['4f0c2a8e-6b1d-4c3e-9a57-2d8e1f6b90e1'] });
/** Whole rupees. */
export const rupees = () =>
  z
    .int()
    .min(0)
    .meta({ examples: [2400] });

/** Money in paise (1 rupee = 100 paise), a whole number. */
export const paise = () =>
  z
    .int()
    .min(0)
    .meta({ examples: [787550] });
