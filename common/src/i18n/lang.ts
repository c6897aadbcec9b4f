/**
 * The site's two languages and the one the shared text functions (dates, counts, availability
 * reasons) write in; texts written through a translate function (the price view, the WhatsApp
 * message) take their words from the client's i18n files. The browser sets it when the visitor switches language
 * (client/src/i18n). The server's page renderer gives each render its own language through
 * `setDisplayLangSource` (client/src/entry-server.tsx); the API writes English, except for
 * validation messages, which it localizes per request (./validation.ts).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** BCP 47 locale for Intl formatting: 'en' → 'en-IN', 'hi' → 'hi-IN' (Indian digit grouping in both). */
export const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

let current: Lang = DEFAULT_LANG;
let source: (() => Lang | undefined) | undefined;

/** The language shared text functions write in now. */
export function displayLang(): Lang {
  return source?.() ?? current;
}

/**
 * Let `read` decide the language first (undefined: fall back to `setDisplayLang`'s). The server
 * renders pages in several languages at once and reads each render's language from its async context.
 */
export function setDisplayLangSource(read: () => Lang | undefined): void {
  source = read;
}

/** Switch the shared text functions to `lang` (the browser calls this on a language change). */
export function setDisplayLang(lang: Lang): void {
  current = lang;
}

/** 'hi', 'hi-IN', 'hi;q=0.9,en' → 'hi'; anything else (or nothing) → 'en'. */
export function toLang(value: string | null | undefined): Lang {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('hi') ? 'hi' : DEFAULT_LANG;
}

/** Each language named in its own script, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };
