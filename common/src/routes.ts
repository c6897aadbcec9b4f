/**
 * The client's page paths, in one place: the client router mounts its pages at these paths and the
 * server answers the app (index.html) with 200 for them and 404 for any other path, so a mistyped
 * link is a real "not found" to browsers and crawlers (docs/product.md#public-routes).
 */
import type { ItemKind } from './kinds';

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
} as const;

/** Where each kind's item pages live: '/rooms/<slug>', '/tours/<slug>', '/gypsy/<slug>'. */
export const ITEM_PAGE_PREFIX: Record<ItemKind, string> = { room: '/rooms', tour: '/tours', vehicle: '/gypsy' };

/** The original detail paths of each kind (with `?id=<uuid>`), which redirect to `itemPath`. */
export const LEGACY_DETAIL_PATHS: Record<ItemKind, readonly string[]> = {
  room: [PUBLIC_PATHS.roomDetails],
  tour: [PUBLIC_PATHS.tourDetails],
  vehicle: [PUBLIC_PATHS.viewDetails, PUBLIC_PATHS.vehicleDetails],
};

/** A slug: lower-case ASCII letters and digits in '-'-joined words (server/src/inventory/slugs.ts makes them). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The canonical page of one item, e.g. '/rooms/deluxe-valley-room'. */
export function itemPath(kind: ItemKind, slug: string): string {
  return `${ITEM_PAGE_PREFIX[kind]}/${slug}`;
}

/** The kind and slug of an item page path ('/rooms/deluxe-room' → room, 'deluxe-room'), or undefined. */
export function parseItemPath(pathname: string): { kind: ItemKind; slug: string } | undefined {
  const m = /^\/(rooms|tours|gypsy)\/([^/]+?)\/?$/i.exec(pathname);
  if (!m) return undefined;
  const kind = (Object.keys(ITEM_PAGE_PREFIX) as ItemKind[]).find((k) => ITEM_PAGE_PREFIX[k] === `/${m[1].toLowerCase()}`)!;
  return { kind, slug: m[2].toLowerCase() };
}

/** The kind whose original detail path `pathname` is ('/view-details' → vehicle), or undefined. */
export function legacyDetailKind(pathname: string): ItemKind | undefined {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  return (Object.keys(LEGACY_DETAIL_PATHS) as ItemKind[]).find((k) => LEGACY_DETAIL_PATHS[k].includes(p));
}

/** The public pages a search engine should index, besides each item's page (robots.txt keeps it out of the rest). */
export const INDEXABLE_PATHS = [PUBLIC_PATHS.home, PUBLIC_PATHS.rooms, PUBLIC_PATHS.tours, PUBLIC_PATHS.vehicles, PUBLIC_PATHS.gallery, PUBLIC_PATHS.about, PUBLIC_PATHS.contact] as const;

/**
 * Pages the server sends as the bare app shell, rendered in the browser only: the account screens
 * and the developers' API page (they depend on the visitor's session). The back office is client-only too.
 */
export const CLIENT_ONLY_PATHS: readonly string[] = [
  PUBLIC_PATHS.login, PUBLIC_PATHS.register, PUBLIC_PATHS.forget, PUBLIC_PATHS.user, PUBLIC_PATHS.logout, PUBLIC_PATHS.accessDenied, PUBLIC_PATHS.apiTest,
];

/** Every path under this prefix belongs to the back office, which routes (and reports 404s) itself. */
export const ADMIN_PATH_PREFIX = '/admin';

const publicPaths = new Set<string>(Object.values(PUBLIC_PATHS));

/**
 * Whether the client has a page at `pathname` (no query string). Matching follows react-router's
 * defaults: case-insensitive, a trailing slash ignored.
 */
export function isClientRoute(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return publicPaths.has(p) || parseItemPath(p) !== undefined || p === ADMIN_PATH_PREFIX || p.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/** Whether the server renders the page at `pathname` (public pages and the not-found page), not the bare shell. */
export function isServerRendered(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !CLIENT_ONLY_PATHS.includes(p) && p !== ADMIN_PATH_PREFIX && !p.startsWith(`${ADMIN_PATH_PREFIX}/`);
}
