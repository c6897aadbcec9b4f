import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { siteOrigin } from './site/site-origin';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { isClientRoute, isServerRendered } from '@pachmarhi/common/routes';
import { pageLang } from './http';
import { createPageRenderer } from './ssr/page-renderer';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { requireAuth } from './auth/require-auth';
import { createSessions } from './auth/sessions';
import { createImageStore } from './storage/create-image-store';
import type { ImageStore } from './storage/image-store';
import { databaseRateLimitStores, type RateLimitStores } from './auth/rate-limit';
import { logger as processLogger, requestLogger, type Logger } from './logging/logger';
import { apiNotFound, errorHandler, staticNotFound } from './errors/error-handler';
import { databaseOutageLog } from './errors/database-outage';
import { usersRouter } from './users/users.routes';
import { createInventory } from './inventory/inventory.component';
import { inventoryRouter, publicListsRouter } from './inventory/inventory.routes';
import { fixedHeaders } from './http';
import { INVENTORY_KINDS } from './inventory/inventory-kinds';
import { bookingsRouter } from './bookings/bookings.routes';
import { galleryRouter } from './gallery/gallery.routes';
import { weekendPricingRouter } from './weekend-pricing/weekend-pricing.routes';
import { dashboardRouter } from './dashboard/dashboard.routes';
import { contactRouter } from './contact/contact.routes';
import { enquiriesRouter } from './enquiries/enquiries.routes';
import { siteRouter } from './site/site.routes';
import { createReservations } from './reservations/reservations.component';
import { refuseItemsWithBookings } from './reservations/reservations.service';
import { reservationsRouter } from './reservations/reservations.routes';
import { availabilityRouter } from './reservations/availability.routes';
import { icalRouter } from './ical/ical.routes';
import { seoRouter } from './seo/seo.routes';
import { itemPageRedirects } from './seo/item-pages';

export interface CreateAppOptions {
  database: Database;
  config: AppConfig;
  jwtSecret: string;
  /** The clock (default: real time); tests inject one to move through booking expiry. */
  now?: () => Date;
  /** The image store (default: the one STORAGE_DRIVER selects). */
  images?: ImageStore;
  /** Where the rate limits count (default: `databaseRateLimitStores(database)`; Redis when REDIS_URL is set). */
  rateLimits?: RateLimitStores;
  /** Where request lines go (default: the process's logger). */
  logger?: Logger;
}

/**
 * Build the Express application (no listen): the REST API under /api, uploaded images under
 * /uploads and, when built, the client with SPA fallback.
 */
export function createApp({
  database, config, jwtSecret, now = () => new Date(), images = createImageStore(config), rateLimits = databaseRateLimitStores(database), logger = processLogger,
}: CreateAppOptions): Express {
  const sessions = createSessions(database.db, now, database.changes);
  const ctx: AppContext = {
    database, db: database.db, config, jwtSecret, now, sessions, images, rateLimits,
    requireUser: requireAuth(jwtSecret, sessions, { admin: false }),
    requireAdmin: requireAuth(jwtSecret, sessions, { admin: true }),
  };
  const inventory = createInventory(ctx, { beforeRemove: refuseItemsWithBookings(now) });
  const reservations = createReservations(ctx, inventory);
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', ...(images.publicOrigin ? [images.publicOrigin] : [])],
          'media-src': ["'self'"],
          'connect-src': ["'self'", ...config.corsOrigins],
        },
      },
      crossOriginResourcePolicy: { policy: config.corsOrigins.length ? 'cross-origin' : 'same-origin' },
  });
  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins }));
  // The public lists, the busiest calls, answer from the list cache (already gzipped) ahead of the
  // rest of the stack: the same security headers, precomputed, and no compression wrapper, body
  // parsers or router walk (docs/decisions/012-server-rendered-public-pages.md, "API").
  app.use('/api', publicListsRouter(inventory, fixedHeaders(securityHeaders)));
  app.use(securityHeaders);
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));

  // Uploaded images, from the uploads folder or the bucket (cached for good: names are never reused).
  app.use('/uploads', images.serve, staticNotFound);

  const api = express.Router();
  api.use('/v1/users', usersRouter(ctx));
  for (const kind of INVENTORY_KINDS) api.use(kind.basePath, inventoryRouter(ctx, inventory, kind));
  api.use('/bookings', bookingsRouter(ctx, inventory));
  api.use('/gallery', galleryRouter(ctx));
  api.use('/weekend-pricing', weekendPricingRouter(ctx, () => reservations.pricingChanged()));
  api.use('/dashboard', dashboardRouter(ctx, inventory, reservations));
  api.use('/reservations', reservationsRouter(ctx, reservations));
  api.use(availabilityRouter(ctx, reservations));
  api.use(icalRouter(ctx, inventory, reservations));
  api.use('/contact', contactRouter(ctx));
  api.use('/enquiries', enquiriesRouter(ctx, inventory, reservations));
  api.use(siteRouter(ctx, inventory));
  api.use(apiNotFound);
  app.use('/api', (_req, res, next) => {
    if (!res.get('Cache-Control')) res.set('Cache-Control', 'no-store');
    next();
  }, api);

  app.use(seoRouter(ctx, inventory));
  app.use(itemPageRedirects(inventory));
  serveClient(app, config.clientDist, logger, (req) => siteOrigin(config, req));
  app.use(errorHandler(databaseOutageLog(() => database.ping())));
  return app;
}

/**
 * Serve the built single-page app: hashed assets cached for a year; every other GET gets its page,
 * with status 200 for the client's pages and 404 for any other path or an unknown item
 * (common/src/routes.ts). Public pages are rendered on the server with their data (./ssr); the
 * back office and the account screens get the bare shell (index.html) and render in the browser.
 */
function serveClient(app: Express, dist: string, logger: Logger, originOf: (req: Request) => string): void {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  const renderer = createPageRenderer(dist, logger, originOf).catch((err: unknown) => {
    logger.error({ err }, 'server rendering unavailable; pages render in the browser');
    return undefined;
  });
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d' }), staticNotFound);
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|uploads)\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache');
    const status = isClientRoute(req.path) && !res.locals.notFound ? 200 : 404;
    const pages = isServerRendered(req.path) ? await renderer : undefined;
    if (pages) return pages.send(req, res, status, pageLang(req));
    // `root` keeps the checkout's own path out of send's dot-segment check (e.g. ~/.apps/site).
    res.status(status).sendFile('index.html', { root: dist });
  });
}
