/**
 * The client's page paths, in one place: the client router mounts its pages at these paths and the
 * server answers the app (index.html) with 200 for them and 404 for any other path, so a mistyped
 * link is a real "not found" to browsers and crawlers (docs/product.md#public-routes).
 */
import type { ItemKind } from './kinds';
import { LOCALE, type Lang } from './i18n/lang';

export const PUBLIC_PATHS = {
  home: '/',
  login: '/login',
  rooms: '/hotel',
  tours: '/tours',
  vehicles: '/gypsy',
  /** The original detail paths ('/room-details?id=<uuid>'): kept working, they redirect to the item's own path. */
  roomDetails: '/room-details',
  tourDetails: '/tour-details',
  vehicleDetails: '/vehicle-details',
  /** The same vehicle detail screen under its second path (docs/product.md#public-routes). */
  viewDetails: '/view-details',
  gallery: '/gallery',
  contact: '/contact',
  about: '/about',
  apiTest: '/api-test',
  register: '/register',
  forget: '/forget',
  user: '/user',
  logout: '/logout',
  accessDenied: '/access-denied',
  terms: '/terms',
  privacy: '/privacy',
  /** The visitor's trip (issue 35); '/trip?l=…&x=…' reproduces a shared one. */
  trip: '/trip',
} as const;

/** Where each kind's item pages live: '/rooms/<slug>', '/tours/<slug>', '/gypsy/<slug>'. */
export const ITEM_PAGE_PREFIX: Record<ItemKind, string> = { room: '/rooms', tour: '/tours', vehicle: '/gypsy' };

/** The original detail paths of each kind (with `?id=<uuid>`), which redirect to `itemPath`. */
export const LEGACY_DETAIL_PATHS: Record<ItemKind, readonly string[]> = {
  room: [PUBLIC_PATHS.roomDetails],
  tour: [PUBLIC_PATHS.tourDetails],
  vehicle: [PUBLIC_PATHS.viewDetails, PUBLIC_PATHS.vehicleDetails],
};

/** A slug: lower-case ASCII letters and digits in '-'-joined words (server/src/modules/inventory/slugs.ts makes them). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The canonical page of one item, e.g. '/rooms/deluxe-valley-room'. */
export function itemPath(kind: ItemKind, slug: string): string {
  return `${ITEM_PAGE_PREFIX[kind]}/${slug}`;
}

/** The kind and slug of an item page path ('/rooms/deluxe-room' → room, 'deluxe-room'), or undefined. */
export function parseItemPath(pathname: string): { kind: ItemKind; slug: string } | undefined {
  const m = /^\/(rooms|tours|gypsy)\/([^/]+?)\/?$/i.exec(pathname);
  if (!m) return undefined;
  const kind = (Object.keys(ITEM_PAGE_PREFIX) as ItemKind[]).find(
    (k) => ITEM_PAGE_PREFIX[k] === `/${m[1].toLowerCase()}`,
  )!;
  return { kind, slug: m[2].toLowerCase() };
}

/** The kind whose original detail path `pathname` is ('/view-details' → vehicle), or undefined. */
export function legacyDetailKind(pathname: string): ItemKind | undefined {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  return (Object.keys(LEGACY_DETAIL_PATHS) as ItemKind[]).find((k) => LEGACY_DETAIL_PATHS[k].includes(p));
}

/** The public pages a search engine should index, besides each item's page (robots.txt keeps it out of the rest). */
export const INDEXABLE_PATHS = [
  PUBLIC_PATHS.home,
  PUBLIC_PATHS.rooms,
  PUBLIC_PATHS.tours,
  PUBLIC_PATHS.vehicles,
  PUBLIC_PATHS.gallery,
  PUBLIC_PATHS.about,
  PUBLIC_PATHS.contact,
] as const;

/**
 * Pages the server sends as the bare app shell, rendered in the browser only: the account screens
 * and the developers' API page (they depend on the visitor's session). The back office is client-only too.
 */
export const CLIENT_ONLY_PATHS: readonly string[] = [
  PUBLIC_PATHS.login,
  PUBLIC_PATHS.register,
  PUBLIC_PATHS.forget,
  PUBLIC_PATHS.user,
  PUBLIC_PATHS.logout,
  PUBLIC_PATHS.accessDenied,
  PUBLIC_PATHS.apiTest,
];

/** Every path under this prefix belongs to the back office, which routes (and reports 404s) itself. */
export const ADMIN_PATH_PREFIX = '/admin';

/**
 * Whether `pathname` (no query string) is the back office's: '/admin' or under it, matched like
 * react-router (case-insensitive, a trailing slash ignored). The server answers these with the back
 * office's own shell (client/admin.html).
 */
export function isAdminPath(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return p === ADMIN_PATH_PREFIX || p.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

const publicPaths = new Set<string>(Object.values(PUBLIC_PATHS));

/**
 * Whether the client has a page at `pathname` (no query string), English or under '/hi'. Matching
 * follows react-router's defaults: case-insensitive, a trailing slash ignored.
 */
export function isClientRoute(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const { lang, path } = splitLangPath(p);
  if (lang) return hasLangUrls(path);
  return publicPaths.has(p) || parseItemPath(p) !== undefined || isAdminPath(p);
}

/** Whether the server renders the page at `pathname` (public pages and the not-found page), not the bare shell. */
export function isServerRendered(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (splitLangPath(p).lang) return true; // the Hindi pages, and the not-found page under '/hi'
  return !CLIENT_ONLY_PATHS.includes(p) && !isAdminPath(p);
}

/**
 * The path prefix of each language's URLs (docs/decisions/022-hindi-urls.md): English pages have
 * none ('/hotel'), Hindi pages start with '/hi' ('/hi', '/hi/hotel', '/hi/rooms/<slug>').
 */
export const LANG_PATH_PREFIX: Record<Lang, string> = { en: '', hi: '/hi' };

const HINDI_PREFIX = /^\/hi(?=\/|$)/i;

/**
 * The language a path's prefix names and the page path without it: '/hi/hotel' → { lang: 'hi',
 * path: '/hotel' }, '/hi' → { lang: 'hi', path: '/' }, '/hotel' → { lang: undefined, path: '/hotel' }.
 * Matching is case-insensitive like the router's; `path` keeps the rest as given.
 */
export function splitLangPath(pathname: string): { lang: Lang | undefined; path: string } {
  if (!HINDI_PREFIX.test(pathname)) return { lang: undefined, path: pathname };
  return { lang: 'hi', path: pathname.replace(HINDI_PREFIX, '') || '/' };
}

/**
 * Whether the page at `path` (no language prefix, no query) has a URL per language: every public
 * page the server renders (home, lists, item pages and their original '?id=' paths, gallery,
 * contact, about, terms, privacy). The account screens, /api-test, the pay page and the back office
 * keep one path each (their language is the visitor's stored choice).
 */
export function hasLangUrls(path: string): boolean {
  return !splitLangPath(path).lang && isClientRoute(path) && isServerRendered(path);
}

/**
 * `target` ('/hotel', '/rooms/pine?guests=2#x', '/') as a URL of `lang` ('/hi/hotel',
 * '/hi/rooms/pine?guests=2#x', '/hi'); unchanged for English and for paths without language URLs
 * ('/login', '/admin', an outside link). A target already under '/hi' is first taken out of it.
 */
export function localizedPath(target: string, lang: Lang): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  const at = target.search(/[?#]/);
  const [pathname, rest] = at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at)];
  const { path } = splitLangPath(pathname);
  if (!hasLangUrls(path)) return target;
  const prefix = LANG_PATH_PREFIX[lang];
  return (prefix && path === '/' ? prefix : prefix + path) + rest;
}

/** The `hreflang` of each language's URL, and x-default (the English URL, which redirects by the visitor's choice). */
export const HREFLANG: Record<Lang, string> = { en: LOCALE.en, hi: LOCALE.hi };

/**
 * The alternates of the page at `path` (no prefix) for `<link rel="alternate" hreflang>` and the
 * sitemap's `xhtml:link`: 'en-IN' → the English URL, 'hi-IN' → the '/hi' URL, 'x-default' → the
 * English URL. Paths, to be made absolute by the caller.
 */
export function langAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    { hreflang: HREFLANG.en, path: localizedPath(path, 'en') },
    { hreflang: HREFLANG.hi, path: localizedPath(path, 'hi') },
    { hreflang: 'x-default', path: localizedPath(path, 'en') },
  ];
}

/** Open Graph's locale of each language: 'en_IN', 'hi_IN'. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_IN', hi: 'hi_IN' };
