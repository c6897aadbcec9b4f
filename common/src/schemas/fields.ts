import { z } from 'zod';
import { displayLang, type Lang } from '../i18n/lang';
import { localizeMessage } from '../i18n/validation';
import { isIsoDate } from '../time';
import { optionalInt, wholeNumber } from './numbers';

export { rupees, optionalInt, wholeNumber } from './numbers';

// PostgreSQL cannot store U+0000 in text (22021) or jsonb (22P05): refuse it here with a 400.
const hasNul = (v: string) => v.includes('\u0000');

/** "<label> contains an invalid character" (a NUL byte, which no form can type). */
export const invalidCharacterMessage = (label: string) => `${label} contains an invalid character`;

/**
 * The base of every text field: a string without NUL bytes, trimmed, at most `max` characters.
 * Messages: missing/not text → "<label> is required", NUL → "<label> contains an invalid character",
 * too long → "<label> must be at most <max> characters".
 */
export const safeText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? requiredMessage : `${label} must be text`) })
    .refine((v) => !hasNul(v), invalidCharacterMessage(label))
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Text the user must fill in; trimmed; blank gives `requiredMessage` (default "<label> is required").
 * @param max characters after trimming
 */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  safeText(label, max, requiredMessage).min(1, requiredMessage);

/** Optional text; trimmed; missing becomes ''. @param max characters after trimming */
export const optionalText = (label: string, max = 5000) => safeText(label, max).default('');

/**
 * A list of text rows; rows are trimmed and blank rows dropped (docs/product.md#validation).
 * At most `maxRows` rows of at most `maxLength` characters; NUL bytes refused like any text.
 */
export const textList = (label: string, { maxRows = 100, maxLength = 1000 } = {}) =>
  z
    .array(safeText(label, maxLength), { error: `${label} must be a list` })
    .max(maxRows, `${label} can have at most ${maxRows} rows`)
    .default([])
    .transform((rows) => rows.filter(Boolean));

/** A calendar date 'YYYY-MM-DD', required ("<label> is required" when blank). */
export const isoDate = (label: string) => requiredText(label, 40).refine(isIsoDate, 'Use a valid date (YYYY-MM-DD)');

/** An optional calendar date 'YYYY-MM-DD'; blank or missing becomes ''. */
export const optionalIsoDate = (label: string, message = 'Use a valid date (YYYY-MM-DD)') =>
  optionalText(label, 40).refine((v) => v === '' || isIsoDate(v), message);

/**
 * How many identical rooms or vehicles a listing stands for, or seats a tour departure has: a whole
 * number 1–500. Optional: absent on create means the database default (1 unit, 12 seats), absent
 * on update leaves the stored value alone (forms that predate the field keep working).
 */
export const capacityCount = (label: string) => optionalInt(1, 500, `${label} must be a whole number from 1 to 500`, label);

/** Booleans as forms send them: true, 'true', 'on', '1'. Anything else is false. */
export const formBoolean = () =>
  z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean()).default(false);

/** An optional role number as the login screen sends it (decimal digits only). */
export const optionalRole = () => wholeNumber('Role', { min: 0, max: 100 }).optional();

/**
 * Flatten a zod error into `{ "field.path": "first message" }` for the API's `errors` and form fields,
 * in `lang` (default: the display language — the visitor's in the browser, English on the server,
 * whose error handler localizes per request).
 */
export function fieldErrors(error: z.ZodError, lang: Lang = displayLang()): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = localizeMessage(issue.message, lang);
  }
  return out;
}
