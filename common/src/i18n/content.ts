import type { Lang } from './lang';

/**
 * Records written in two languages: the English fields are the record's own, and an optional `hi`
 * member beside them holds the Hindi of some of them, in the same shape (`{ name, description,
 * features, policies: { cancellation } }`; a tour's itinerary day has its own `hi: { title,
 * description }`). The public API answers in the visitor's language; the admin sees both.
 */

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `hi` laid over `base`: non-blank texts, non-empty lists (blank rows dropped) and objects key by key; anything else keeps English. */
function overlay(base: unknown, hi: unknown): unknown {
  if (typeof hi === 'string') return typeof base === 'string' && hi.trim() ? hi : base;
  if (Array.isArray(hi)) {
    const rows = hi.filter((r): r is string => typeof r === 'string' && r.trim() !== '');
    return Array.isArray(base) && rows.length ? rows : base;
  }
  if (!isPlain(hi) || !isPlain(base)) return base;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(hi)) if (key in base) out[key] = overlay(base[key], value);
  return out;
}

/**
 * A record (or list of records) in one language, every `hi` member removed: for 'hi', each Hindi
 * text that is filled in replaces its English one, and an empty one falls back to English; for
 * 'en', the English as stored. Pure; the input is not changed.
 * @example inLanguage({ name: 'Garden Room', hi: { name: 'गार्डन रूम', description: '' }, description: 'Bright' }, 'hi')
 *   → { name: 'गार्डन रूम', description: 'Bright' }
 */
export function inLanguage<T>(value: T, lang: Lang): WithoutHindi<T> {
  return resolve(value, lang) as WithoutHindi<T>;
}

function resolve(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, lang));
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [key, v] of Object.entries(value)) if (key !== 'hi') out[key] = resolve(v, lang);
  return lang === 'hi' && 'hi' in value ? overlay(out, value.hi) : out;
}

/** A record type with its `hi` members left out (one language). */
export type WithoutHindi<T> = T extends (infer U)[]
  ? WithoutHindi<U>[]
  : T extends Plain
    ? { [K in keyof T as K extends 'hi' ? never : K]: WithoutHindi<T[K]> }
    : T;
