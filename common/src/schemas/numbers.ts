import { z } from 'zod';

export interface WholeNumberOptions {
  /** Smallest accepted value (inclusive). */
  min: number;
  /** Largest accepted value (inclusive). */
  max: number;
  /** One message for every refusal except "plain digits" (keeps the documented wording). */
  message?: string;
  /** Unit named in the messages, e.g. 'rupees'. */
  unit?: string;
}

type Parsed = { ok: true; value: number | undefined } | { ok: false; message: string };

const PLAIN_DIGITS = /^-?\d+$/;
const DECIMAL_FRACTION = /^-?\d+\.\d+$/;

/**
 * Read a form or JSON value as a whole number. Strings must be plain decimal digits (surrounding
 * whitespace ignored): hex ('0x10'), exponents ('1e3'), '+16', '1_000', '1,000' are refused
 * instead of being read the way JavaScript's Number() would. Blank/missing → undefined.
 */
function parseWhole(v: unknown, label: string, o: WholeNumberOptions): Parsed {
  const unit = o.unit ? ` ${o.unit}` : '';
  const fail = (fallback: string): Parsed => ({ ok: false, message: o.message ?? fallback });
  let n: number;
  if (v === undefined || v === null) return { ok: true, value: undefined };
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return { ok: true, value: undefined };
    if (DECIMAL_FRACTION.test(s)) return fail(`${label} must be a whole number${unit ? ` of${unit}` : ''}`);
    if (!PLAIN_DIGITS.test(s)) {
      // Looks numeric but is not plain digits: say exactly how to write it.
      if (/\d/.test(s)) return { ok: false, message: `${label} must be written in plain digits (0-9)` };
      return fail(`${label} must be a number`);
    }
    n = Number(s);
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail(`${label} must be a number`);
    n = v;
  } else {
    return fail(`${label} must be a number`);
  }
  if (!Number.isInteger(n)) return fail(`${label} must be a whole number${unit ? ` of${unit}` : ''}`);
  if (n < o.min) return fail(o.min === 0 ? `${label} cannot be negative` : `${label} must be at least ${o.min}${unit}`);
  if (n > o.max) return fail(`${label} must be at most ${o.max}${unit}`);
  return { ok: true, value: n };
}

/**
 * A required whole number in [min, max]; accepts JSON numbers and digit strings (multipart forms).
 * Blank or missing → "<label> is required" (or `message`).
 * @returns a zod schema whose output is a number
 */
export const wholeNumber = (label: string, o: WholeNumberOptions) =>
  z.unknown().transform((v, ctx): number => {
    const r = parseWhole(v, label, o);
    if (r.ok && r.value !== undefined) return r.value;
    ctx.addIssue({ code: 'custom', message: r.ok ? (o.message ?? `${label} is required`) : r.message });
    return z.NEVER;
  });

/** Like `wholeNumber` but blank or missing gives undefined. */
export const optionalWholeNumber = (label: string, o: WholeNumberOptions) =>
  z.unknown().transform((v, ctx): number | undefined => {
    const r = parseWhole(v, label, o);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  }).optional();

/** A price in whole rupees, required, 0 … 1,00,00,000; accepts digit strings (multipart forms). */
export const rupees = (label = 'Price') => wholeNumber(label, { min: 0, max: 10_000_000, unit: 'rupees' });

/** An optional whole number in [min, max] with one message for any refusal; '' and missing become undefined. */
export const optionalInt = (min: number, max: number, message: string, label = 'Number') =>
  optionalWholeNumber(label, { min, max, message });
