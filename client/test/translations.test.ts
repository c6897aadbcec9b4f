import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(__dirname, '../src/i18n/locales');
const namespaces = fs.readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

/** Every leaf of a translation file as 'a.b.c' → text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else out.set(prefix, value);
  return out;
}
const read = (lang: string, ns: string) => leaves(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, ns), 'utf8')));
const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has the same namespaces in English and Hindi', () => {
    expect(
      fs
        .readdirSync(path.join(LOCALES, 'hi'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: every key is in both languages, no text is empty, and each Hindi text keeps the English placeholders`, () => {
      const en = read('en', ns);
      const hi = read('hi', ns);
      expect(
        [...hi.keys()].filter((k) => !en.has(k)),
        'keys only in Hindi',
      ).toEqual([]);
      expect(
        [...en.keys()].filter((k) => !hi.has(k)),
        'keys missing in Hindi',
      ).toEqual([]);
      for (const [key, text] of [...en, ...hi])
        expect(typeof text === 'string' && text.trim() !== '', `${ns}:${key} is a non-empty text`).toBe(true);
      for (const [key, text] of en)
        expect(placeholders(hi.get(key)), `${ns}:${key} placeholders`).toEqual(placeholders(text));
    });
  }

  it('is Hindi: most Hindi texts are written in Devanagari', () => {
    const all = namespaces.flatMap((ns) => [...read('hi', ns).values()].map(String));
    const devanagari = all.filter((s) => /[\u0900-\u097F]/.test(s));
    expect(devanagari.length).toBeGreaterThanOrEqual(all.length * 0.9);
  });
});
