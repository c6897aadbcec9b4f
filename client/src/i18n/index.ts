/**
 * The site's translations (react-i18next): English and Hindi, one JSON file per namespace and
 * language under ./locales, each its own chunk. A page rendered on the server carries the texts of
 * the namespaces its render used, in its language (lib/ssr-state.ts), so the browser hydrates
 * without bundling or fetching them; other namespaces (the back office's, a page reached later)
 * load on demand. The back office's texts (namespace admin) are two files: admin.json, what its
 * shell and Today show (Today's first visit fetches it alone), and admin-more.json, the other
 * screens' texts, fetched with the first of them (`loadAdminScreenTexts`). The English validation
 * texts ship with the shared rules that make them.
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
 * admin (back office), validation (the shared rules' messages by code, common/src/i18n/validation-en.ts and validation-hi.ts).
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

type Texts = Record<string, unknown>;

/** The texts of one JSON file under ./locales (`file` without '.json'), or none. */
const localeFile = (lng: string, file: string): Promise<Texts> =>
  chunks[`./locales/${lng}/${file}.json`]?.().then((m) => m.default) ?? Promise.resolve({});

/** `a` and `b` together, a key in both merged one level down (the two admin files split a key's parts). */
const mergeTexts = (a: Texts, b: Texts): Texts =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [
      k,
      a[k] && b[k] && typeof a[k] === 'object' ? { ...(a[k] as Texts), ...(b[k] as Texts) } : (b[k] ?? a[k]),
    ]),
  );

/** Whether a screen other than Today has asked for the rest of the back office's texts (admin-more.json). */
let adminMoreWanted = false;
/** The languages whose admin texts already hold admin-more.json. */
const adminMoreIn = new Set<string>();

/** The texts of namespace `ns` in `lng`: a JSON file under ./locales (two for admin), or the validation texts kept in common. */
async function loadNamespace(lng: string, ns: string): Promise<unknown> {
  if (ns === 'validation') {
    return lng === 'hi'
      ? import('@pachmarhi/common/i18n/validation-hi').then((m) => m.VALIDATION_HI)
      : Promise.resolve(VALIDATION_EN);
  }
  if (ns !== 'admin' || !adminMoreWanted) return localeFile(lng, ns);
  const [first, more] = await Promise.all([localeFile(lng, 'admin'), localeFile(lng, 'admin-more')]);
  adminMoreIn.add(lng);
  return mergeTexts(first, more);
}

/**
 * Loads the back office's texts of the screens other than Today (admin-more.json) into namespace
 * admin, in each language it is loaded in, and in every language loaded later. A screen's page
 * waits for it before it renders (app/routes/admin.tsx), so no screen shows a key instead of a text.
 */
export async function loadAdminScreenTexts(): Promise<void> {
  adminMoreWanted = true;
  await i18n.loadNamespaces('admin');
  const langs = LANGUAGES.filter((lng) => i18n.hasResourceBundle(lng, 'admin') && !adminMoreIn.has(lng));
  await Promise.all(
    langs.map(async (lng) => {
      const more = await localeFile(lng, 'admin-more');
      if (adminMoreIn.has(lng)) return;
      i18n.addResourceBundle(lng, 'admin', more, true, false);
      adminMoreIn.add(lng);
    }),
  );
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
