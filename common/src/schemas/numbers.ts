import { z } from 'zod';
import { ruleMessage, type LabelKey, type UnitKey } from '../i18n/validation-codes';

export interface WholeNumberOptions {
  /** Smallest accepted value (inclusive). */
  min: number;
  /** Largest accepted value (inclusive). */
  max: number;
  /** One message for every refusal except "plain digits" (keeps the documented wording). */
  message?: string;
  /** Unit named in the messages, e.g. 'rupees'. */
  unit?: UnitKey;
}

type Parsed = { ok: true; value: number | undefined } | { ok: false; message: string };

const PLAIN_DIGITS = /^-?\d+$/;
const DECIMAL_FRACTION = /^-?\d+\.\d+$/;

/**
 * Read a form or JSON value as a whole number. Strings must be plain decimal digits (surrounding
 * whitespace ignored): hex ('0x10'), exponents ('1e3'), '+16', '1_000', '1,000' are refused
 * instead of being read the way JavaScript's Number() would. Blank/missing → undefined.
 */
function parseWhole(v: unknown, label: LabelKey, o: WholeNumberOptions): Parsed {
  const { unit } = o;
  const fail = (fallback: string): Parsed => ({ ok: false, message: o.message ?? fallback });
  const notWhole = () =>
    fail(unit ? ruleMessage('wholeNumberOf', { label, unit }) : ruleMessage('wholeNumber', { label }));
  let n: number;
  if (v === undefined || v === null) return { ok: true, value: undefined };
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return { ok: true, value: undefined };
    if (DECIMAL_FRACTION.test(s)) return notWhole();
    if (!PLAIN_DIGITS.test(s)) {
      // Looks numeric but is not plain digits: say exactly how to write it.
      if (/\d/.test(s)) return { ok: false, message: ruleMessage('plainDigits', { label }) };
      return fail(ruleMessage('notNumber', { label }));
    }
    n = Number(s);
  } else if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail(ruleMessage('notNumber', { label }));
    n = v;
  } else {
    return fail(ruleMessage('notNumber', { label }));
  }
  if (!Number.isInteger(n)) return notWhole();
  if (n < o.min) {
    if (o.min === 0) return fail(ruleMessage('negative', { label }));
    return fail(
      unit ? ruleMessage('atLeastOf', { label, min: o.min, unit }) : ruleMessage('atLeast', { label, min: o.min }),
    );
  }
  if (n > o.max)
    return fail(
      unit ? ruleMessage('atMostOf', { label, max: o.max, unit }) : ruleMessage('atMost', { label, max: o.max }),
    );
  return { ok: true, value: n };
}

/**
 * What the API reference (JSON Schema, generated from these schemas) says a whole number accepts: a JSON integer
 * in [min, max] or its plain digits as text (forms, query strings); optional ones also blank or null.
 */
function wholeNumberJsonSchema(o: WholeNumberOptions, optional: boolean) {
  const digits = `^\\s*${o.min < 0 ? '-?' : ''}\\d${optional ? '*' : '+'}\\s*$`;
  return {
    anyOf: [
      { type: 'integer', minimum: o.min, maximum: o.max },
      { type: 'string', pattern: digits },
      ...(optional ? [{ type: 'null' }] : []),
    ],
  };
}

/**
 * A required whole number in [min, max]; accepts JSON numbers and digit strings (multipart forms).
 * Blank or missing → "<label> is required" (or `message`).
 * @returns a zod schema whose output is a number
 */
export const wholeNumber = (label: LabelKey, o: WholeNumberOptions) =>
  z
    .unknown()
    .transform((v, ctx): number => {
      const r = parseWhole(v, label, o);
      if (r.ok && r.value !== undefined) return r.value;
      ctx.addIssue({ code: 'custom', message: r.ok ? (o.message ?? ruleMessage('required', { label })) : r.message });
      return z.NEVER;
    })
    .meta(wholeNumberJsonSchema(o, false));

/** Like `wholeNumber` but blank or missing gives undefined. */
export const optionalWholeNumber = (label: LabelKey, o: WholeNumberOptions) =>
  z
    .unknown()
    .transform((v, ctx): number | undefined => {
      const r = parseWhole(v, label, o);
      if (r.ok) return r.value;
      ctx.addIssue({ code: 'custom', message: r.message });
      return z.NEVER;
    })
    .meta(wholeNumberJsonSchema(o, true))
    .optional();

/** A price in whole rupees, required, 0 … 1,00,00,000; accepts digit strings (multipart forms). */
export const rupees = (label: LabelKey = 'price') => wholeNumber(label, { min: 0, max: 10_000_000, unit: 'rupees' });

/** An optional whole number in [min, max] with one message for any refusal; '' and missing become undefined. */
export const optionalInt = (min: number, max: number, message: string, label: LabelKey) =>
  optionalWholeNumber(label, { min, max, message });
