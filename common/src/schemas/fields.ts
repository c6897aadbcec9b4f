import { z } from 'zod';
import { ruleMessage, zodIssueMessage, type LabelKey } from '../i18n/validation-codes';
import { isIsoDate } from '../time';
import { optionalInt, wholeNumber } from './numbers';

export { rupees, optionalInt, wholeNumber } from './numbers';

// zod's own messages (a value of the wrong type, an unknown option) get codes like the rules' own.
// In the browser without JIT: zod would otherwise probe `new Function` once, which the
// Content-Security-Policy (no 'unsafe-eval') blocks and reports; validation works the same.
z.config({ customError: zodIssueMessage, jitless: 'document' in globalThis });

// PostgreSQL cannot store U+0000 in text (22021) or jsonb (22P05): refuse it here with a 400.
const hasNul = (v: string) => v.includes('\u0000');

/** "<label> contains an invalid character" (a NUL byte, which no form can type). */
export const invalidCharacterMessage = (label: LabelKey) => ruleMessage('invalidCharacter', { label });

/**
 * The base of every text field: a string without NUL bytes, trimmed, at most `max` characters.
 * Messages: missing/not text → "<label> is required", NUL → "<label> contains an invalid character",
 * too long → "<label> must be at most <max> characters".
 */
export const safeText = (label: LabelKey, max: number, requiredMessage = ruleMessage('required', { label })) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? requiredMessage : ruleMessage('notText', { label }),
    })
    .refine((v) => !hasNul(v), invalidCharacterMessage(label))
    .trim()
    .max(max, ruleMessage('tooLong', { label, max }));

/**
 * Text the user must fill in; trimmed; blank gives `requiredMessage` (default "<label> is required").
 * @param max characters after trimming
 */
export const requiredText = (label: LabelKey, max: number, requiredMessage = ruleMessage('required', { label })) =>
  safeText(label, max, requiredMessage).min(1, requiredMessage);

/** Optional text; trimmed; missing becomes ''. @param max characters after trimming */
export const optionalText = (label: LabelKey, max = 5000) => safeText(label, max).default('');

/**
 * A list of text rows; rows are trimmed and blank rows dropped (docs/product.md#validation).
 * At most `maxRows` rows of at most `maxLength` characters; NUL bytes refused like any text.
 */
export const textList = (label: LabelKey, { maxRows = 100, maxLength = 1000 } = {}) =>
  z
    .array(safeText(label, maxLength), { error: ruleMessage('notList', { label }) })
    .max(maxRows, ruleMessage('tooManyRows', { label, max: maxRows }))
    .default([])
    .transform((rows) => rows.filter(Boolean));

/** A calendar date 'YYYY-MM-DD', required ("<label> is required" when blank). */
export const isoDate = (label: LabelKey) => requiredText(label, 40).refine(isIsoDate, ruleMessage('invalidDate'));

/** An optional calendar date 'YYYY-MM-DD'; blank or missing becomes ''. */
export const optionalIsoDate = (label: LabelKey, message = ruleMessage('invalidDate')) =>
  optionalText(label, 40).refine((v) => v === '' || isIsoDate(v), message);

/**
 * How many identical rooms or vehicles a listing stands for, or seats a tour departure has: a whole
 * number 1–500. Optional: absent on create means the database default (1 unit, 12 seats), absent
 * on update leaves the stored value alone (forms that predate the field keep working).
 */
export const capacityCount = (label: LabelKey) =>
  optionalInt(1, 500, ruleMessage('wholeNumberRange', { label, min: 1, max: 500 }), label);

/**
 * An optional whole number in [min, max] that can be cleared: blank or null → null (back to the
 * default), absent → undefined (left alone on update), else the number ("<label> must be a whole
 * number from <min> to <max>" otherwise).
 */
export const clearableInt = (label: LabelKey, min: number, max: number) => {
  const message = ruleMessage('wholeNumberRange', { label, min, max });
  const number = optionalInt(min, max, message, label);
  return z
    .unknown()
    .transform((v, ctx): number | null | undefined => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const r = number.safeParse(v);
      if (r.success) return r.data;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({
      anyOf: [
        { type: 'integer', minimum: min, maximum: max },
        { type: 'string', pattern: '^\\s*\\d*\\s*$' },
        { type: 'null' },
      ],
    })
    .optional();
};

/** Booleans as forms send them: true, 'true', 'on', '1'. Anything else is false. */
export const formBoolean = () =>
  z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean()).default(false);

/** An optional role number as the login screen sends it (decimal digits only). */
export const optionalRole = () => wholeNumber('role', { min: 0, max: 100 }).optional();

/** Flatten a zod error into `{ "field.path": "first message" }` (English): ./field-errors.ts. */
export { fieldErrors } from './field-errors';

/** A vehicle's rental terms, each optional text (the English record and its Hindi alike). */
export const rentalTermsSchema = () =>
  z
    .object({
      minimumRental: optionalText('minimumRental', 200),
      deposit: optionalText('deposit', 200),
      insurance: optionalText('insurance', 500),
      cancellation: optionalText('cancellationPolicy', 1000),
    })
    .prefault({});
