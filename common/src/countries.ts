/**
 * The nationalities the guest register takes: the countries of ISO 3166-1 (alpha-2), from the
 * list the i18n-iso-countries package keeps (its codes.json follows the ISO 3166 Maintenance
 * Agency), named in the reader's language by the runtime (./country-name.ts).
 *
 * The list used to be every two-letter code the runtime could name, which also offered ICU's
 * private-use and withdrawn codes ("Pseudo-Accents" XA, "Germany (DD)", the United Kingdom twice as
 * GB and UK, the European Union, "Unknown Region"…): Form C (Form III) asks for a nationality as a
 * passport states it, so only ISO 3166-1 countries are offered and accepted.
 */
import codes from 'i18n-iso-countries/codes.json';
import { countryName } from './country-name';
import { LOCALE, type Lang } from './i18n/lang';

/**
 * Codes the package lists that ISO 3166-1 does not assign: Kosovo's XK is a user-assigned code
 * (the European Commission's and others'), not an ISO 3166-1 country.
 */
const NOT_ISO = new Set(['XK']);

/** Every ISO 3166-1 alpha-2 code, 'AD'…'ZW', in alphabetical order. */
export const COUNTRY_CODES: readonly string[] = (codes as string[][])
  .map(([alpha2]) => alpha2)
  .filter((code) => !NOT_ISO.has(code))
  .sort();

const KNOWN = new Set(COUNTRY_CODES);

/** True for an ISO 3166-1 alpha-2 code in capitals ('IN', 'GB'); false for 'UK', 'DD', 'XA', 'EU', 'in'. */
export const isCountryCode = (code: string): boolean => KNOWN.has(code);

/**
 * The nationality choices in `lang`: `home` first, then every other country by name in that
 * language, each labelled 'Name (CODE)'.
 */
export function countryOptions(lang: Lang, home: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(LOCALE[lang]);
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code, lang)} (${code})` }));
  return options.sort((x, y) => (x.value === home ? -1 : y.value === home ? 1 : collator.compare(x.label, y.label)));
}
