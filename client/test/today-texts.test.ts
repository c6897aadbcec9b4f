/**
 * Today's first visit fetches only the first of the back office's two text files (admin.json; the
 * other screens' texts are admin-more.json, client/src/i18n/index.ts): every key Today's modules
 * name must be there, whole, in both languages, or Today would show a key instead of its text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { todayAdminKeys } from './support/today-keys';

type Texts = Record<string, Record<string, unknown> | string>;
const LOCALES = path.resolve(__dirname, '../src/i18n/locales');
const read = (lang: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Texts;

/** The texts at 'a' or 'a.b' in `texts`, or undefined. */
const at = (texts: Texts, key: string) => {
  const [top, part] = key.split('.');
  const group = texts[top];
  return part === undefined ? group : typeof group === 'object' ? group[part] : undefined;
};

describe("Today's texts are in the back office's first text file", () => {
  for (const lang of ['en', 'hi']) {
    it(`when Today opens in ${lang}, then each admin key its modules name is in admin.json and not in admin-more.json`, () => {
      const first = read(lang, 'admin.json');
      const more = read(lang, 'admin-more.json');
      const all = { ...more, ...first };
      for (const [k, v] of Object.entries(first))
        if (typeof v === 'object' && typeof more[k] === 'object') all[k] = { ...(more[k] as object), ...v };
      const keys = todayAdminKeys(all);
      // The scan finds Today's own texts (a check that it still reads the modules).
      expect(keys).toEqual(expect.arrayContaining(['today.title', 'sidebar', 'offline.newVersion']));
      expect(keys.filter((k) => at(first, k) === undefined || at(more, k) !== undefined)).toEqual([]);
    });
  }

  it('when the two files are read together, then no key is in both', () => {
    for (const lang of ['en', 'hi']) {
      const first = read(lang, 'admin.json');
      const more = read(lang, 'admin-more.json');
      const both = Object.keys(first).flatMap((k) =>
        typeof first[k] === 'object' && typeof more[k] === 'object'
          ? Object.keys(first[k])
              .filter((p) => p in (more[k] as object))
              .map((p) => `${k}.${p}`)
          : k in more
            ? [k]
            : [],
      );
      expect(both, lang).toEqual([]);
    }
  });
});
