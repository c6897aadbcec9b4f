/**
 * A country's name in the reader's language, by the runtime (Intl.DisplayNames): kept apart from
 * the list of countries (./countries.ts, ISO 3166-1 from i18n-iso-countries), so a screen that only
 * names a guest's nationality (Today's Form III list) does not fetch the list.
 */
import { LOCALE, type Lang } from './i18n/lang';

const namers = new Map<Lang, Intl.DisplayNames>();

/** A country's name in `lang` ('GB' → 'United Kingdom', 'यूनाइटेड किंगडम'); the code itself when unknown. */
export function countryName(code: string, lang: Lang): string {
  let namer = namers.get(lang);
  if (!namer) namers.set(lang, (namer = new Intl.DisplayNames([LOCALE[lang]], { type: 'region', fallback: 'code' })));
  return namer.of(code) ?? code;
}
