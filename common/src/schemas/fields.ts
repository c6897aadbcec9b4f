import { z } from 'zod';
import { isIsoDate } from '../time';

/** Text the user must fill in; trimmed; blank gives `message`. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Optional text; trimmed; missing becomes ''. */
export const optionalText = (max = 5000) => z.string().trim().max(max, `Keep this under ${max} characters`).default('');

/** A list of text rows; blank rows are dropped (spec §5). */
export const textList = () =>
  z.array(z.string()).default([]).transform((rows) => rows.map((r) => r.trim()).filter(Boolean));

const blankToUndefined = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.trim());
  return v;
};

/** A price in whole rupees, required, non-negative; accepts numeric strings (multipart forms). */
export const rupees = (label = 'Price') =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .int(`${label} must be a whole number of rupees`)
      .min(0, `${label} cannot be negative`)
      .max(10_000_000, `${label} is too large`),
  );

/** An optional whole number in [min, max]; '' and missing become undefined. */
export const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(blankToUndefined, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());

/**
 * How many identical rooms or vehicles a listing stands for, or seats a tour departure has: a whole
 * number 1–500. Optional: absent on create means the database default (1 unit, 12 seats), absent
 * on update leaves the stored value alone (forms that predate the field keep working).
 */
export const capacityCount = (label: string) =>
  optionalInt(1, 500, `${label} must be a whole number from 1 to 500`);

/** A calendar date 'YYYY-MM-DD', required. */
export const isoDate = (requiredMessage: string) =>
  requiredText(requiredMessage).refine(isIsoDate, 'Use a valid date (YYYY-MM-DD)');

/** Booleans as forms send them: true, 'true', 'on', '1'. Anything else is false. */
export const formBoolean = () =>
  z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean()).default(false);

/**
 * Flatten a zod error into `{ "field.path": "first message" }` for the API's `errors` and form fields.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
