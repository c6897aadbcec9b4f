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

/** The detail page of each kind of item (the vehicle's first of its two paths). */
const DETAIL_PATHS: Record<ItemKind, string> = { room: PUBLIC_PATHS.roomDetails, tour: PUBLIC_PATHS.tourDetails, vehicle: PUBLIC_PATHS.viewDetails };

/** The page of one item, e.g. '/room-details?id=<uuid>'. */
export function itemPath(kind: ItemKind, id: string): string {
  return `${DETAIL_PATHS[kind]}?id=${encodeURIComponent(id)}`;
}

/** The public pages a search engine should index, besides each item's page (robots.txt keeps it out of the rest). */
export const INDEXABLE_PATHS = [PUBLIC_PATHS.home, PUBLIC_PATHS.rooms, PUBLIC_PATHS.tours, PUBLIC_PATHS.vehicles, PUBLIC_PATHS.gallery, PUBLIC_PATHS.about, PUBLIC_PATHS.contact] as const;

/** Every path under this prefix belongs to the back office, which routes (and reports 404s) itself. */
export const ADMIN_PATH_PREFIX = '/admin';

const publicPaths = new Set<string>(Object.values(PUBLIC_PATHS));

/**
 * Whether the client has a page at `pathname` (no query string). Matching follows react-router's
 * defaults: case-insensitive, a trailing slash ignored.
 */
export function isClientRoute(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return publicPaths.has(p) || p === ADMIN_PATH_PREFIX || p.startsWith(`${ADMIN_PATH_PREFIX}/`);
}
