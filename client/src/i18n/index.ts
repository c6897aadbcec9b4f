/**
 * The site's translations (react-i18next): English and Hindi, one JSON file per namespace and
 * language under ./locales, each its own chunk. A page rendered on the server carries the texts of
 * the namespaces its render used, in its language (lib/ssr-state.ts), so the browser hydrates
 * without bundling or fetching them; other namespaces (the back office's, a page reached later)
 * load on demand. The back office's texts are two files: admin.json (namespace admin), what its
 * shell and Today show (Today's first visit fetches it alone), and admin-more.json (namespace
 * admin-more), the other screens', fetched with the first of them (./admin-texts.ts) and read
 * through namespace admin (i18next's `fallbackNS`: a key not in a namespace is looked up there).
 * The English validation texts ship with the shared rules that make them.
 * The chosen language is remembered per browser (localStorage and the cookie 'lang', which the
 * server reads to render the page in it); a first visit follows the browser's language. A page
 * rendered on the server starts in the server's language (`<html lang>`) so it hydrates as sent;
 * a public page's language is its URL's ('/hi/…', docs/decisions/022-hindi-urls.md). Each change sets `<html lang>` and the shared text functions' language
 * (common/src/i18n/lang.ts), so dates, counts and WhatsApp texts follow.
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, displayLang, LANGUAGES, setDisplayLang, toLang, type Lang } from '@pachmarhi/common/i18n/lang';
import { hasLangUrls, splitLangPath } from '@pachmarhi/common/routes';
import { VALIDATION_EN } from '@pachmarhi/common/i18n/validation-en';
import { ssrState } from '@/lib/ssr-state';

/**
 * Namespaces: common (layout, shared components), catalog (home, listings, details), pages (about, contact, gallery, legal, auth),
 * admin (back office: its shell and Today; admin-more, the other screens, is read through it), validation (the shared rules'
 * messages by code, common/src/i18n/validation-en.ts and validation-hi.ts).
 */
export const NAMESPACES = ['common', 'catalog', 'pages', 'admin', 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** localStorage key and cookie name of the visitor's language (server/src/ssr reads the cookie). */
export const LANG_STORAGE_KEY = 'lang';

/** The language of a page the server rendered (its `<html lang>`), or undefined for the bare app shell. */
export const serverRenderedLang = (): string | undefined =>
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes()
    ? document.documentElement.lang || undefined
    : undefined;

/**
 * The language a public page's URL names ('/hi/hotel' → 'hi', '/hotel' → 'en'), or undefined for a
 * page of one path (account screens, back office), whose language is the visitor's choice.
 */
export function urlLang(pathname: string): Lang | undefined {
  const { lang, path } = splitLangPath(pathname);
  return lang ?? (hasLangUrls(path) ? 'en' : undefined);
}

const chunks = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The texts of namespace `ns` in `lng`: a JSON file under ./locales, or the validation texts kept in common. */
function loadNamespace(lng: string, ns: string): Promise<unknown> {
  if (ns === 'validation') {
    return lng === 'hi'
      ? import('@pachmarhi/common/i18n/validation-hi').then((m) => m.VALIDATION_HI)
      : Promise.resolve(VALIDATION_EN);
  }
  return chunks[`./locales/${lng}/${ns}.json`]?.() ?? Promise.resolve({ default: {} });
}

i18n.on('languageChanged', (lng) => {
  const lang = toLang(lng);
  setDisplayLang(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

/** The texts the server render put into the page (its language's namespaces), if it was one. */
const initial = ssrState()?.i18n;

void i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng:
      initial?.lang ??
      serverRenderedLang() ??
      (typeof window !== 'undefined' ? urlLang(window.location.pathname) : undefined),
    resources: {
      ...(initial && { [initial.lang]: initial.resources }),
      en: { ...(initial?.lang === 'en' && initial.resources), validation: VALIDATION_EN },
    },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Hindi falls back to nothing (every key is in both languages: test/translations.test.ts), so
    // a Hindi page loads no English texts; an unsupported language falls back to English.
    fallbackLng: (code) => (code === 'hi' ? [] : [DEFAULT_LANG]),
    // The validation texts too, so a change of language loads them (a form's errors show in it).
    ns: [...new Set([...Object.keys(initial?.resources ?? { common: 1 }), 'validation'])],
    defaultNS: 'common',
    // The back office's other screens' texts, once loaded, answer the keys of namespace admin too.
    fallbackNS: 'admin-more',
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator'],
      lookupQuerystring: 'lang',
      lookupCookie: LANG_STORAGE_KEY,
      lookupLocalStorage: LANG_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: true },
  });

export default i18n;

let noteNamespace: (ns: Namespace) => void = () => {};

/**
 * Set what hears of each namespace the text functions below read (the server's render notes them,
 * to put their texts into the page: entry-server.tsx).
 */
export function onNamespaceRead(listener: (ns: Namespace) => void): void {
  noteNamespace = listener;
}

/** The texts of namespace `ns` in the display language (common/src/i18n/lang.ts), for code outside components. */
export function fixedT(ns: Namespace) {
  noteNamespace(ns);
  return i18n.getFixedT(displayLang(), ns);
}

/** A `t` that takes the language at each call (the browser's choice, or the server render's own). */
function inDisplayLang<T>(fixed: () => T): T {
  return ((...args: never[]) => (fixed() as unknown as (...a: never[]) => string)(...args)) as unknown as T;
}

/**
 * The catalog's texts for code outside components (offers, price lines), in the current language
 * at each call; components use `useTranslation('catalog')` instead, which also re-renders them.
 */
export const catalogText = inDisplayLang(() => fixedT('catalog'));

/**
 * The back office's texts (namespace admin) in the current language at each call. The admin layout
 * waits for the namespace and re-renders its screen when the language changes
 * (features/admin/layout/admin-layout.tsx).
 */
export const adminText = inDisplayLang(() => fixedT('admin'));
