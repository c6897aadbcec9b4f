/**
 * The client's page paths, in one place: the client router mounts its pages at these paths and the
 * server answers the app (index.html) with 200 for them and 404 for any other path, so a mistyped
 * link is a real "not found" to browsers and crawlers (docs/product.md#public-routes).
 */
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
} as const;

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
