import { MAP_EMBED_ORIGIN } from '@pachmarhi/common/map-links';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { siteOrigin } from './platform/http/site-origin';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { isClientRoute, isServerRendered } from '@pachmarhi/common/routes';
import { pageLang } from './platform/http/http';
import { createPageRenderer, type PageRenderer, type PageRendererOptions } from './modules/pages/page-renderer';
import { clearOnChange, PageCache, serveFromPageCache } from './modules/pages/page-cache';
import { languageRedirects } from './modules/pages/lang-urls';
import { LastGoodPages } from './modules/pages/last-good-pages';
import { pageOutageHandler } from './modules/pages/page-outage';
import { RenderGate } from './modules/pages/render-gate';
import { turnAwayWhenFull } from './modules/pages/busy-fast-path';
import { createPageData } from './modules/pages/page-data';
import { writeRequestPriority } from './platform/http/write-priority';
import { idempotentWrites } from './platform/http/idempotency';
import { staticAssets } from './platform/http/static-assets';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './platform/db/database';
import { requireAuth } from './platform/auth/require-auth';
import { ACCESS_ROLES } from '@pachmarhi/common/staff-access';
import { createUsers } from './modules/users/users.module';
import { createImageStore } from './platform/storage/create-image-store';
import type { ImageStore } from './platform/storage/image-store';
import { databaseRateLimitStores, type RateLimitStores } from './platform/http/rate-limit';
import { logger as processLogger, requestLogger, type Logger } from './platform/logging/logger';
import { apiNotFound, errorHandler, staticNotFound } from './platform/errors/error-handler';
import { databaseOutageLog } from './platform/errors/database-outage';
import { staffEndpoints, usersEndpoints } from './modules/users/users.endpoints';
import { createAudit } from './modules/audit/audit.module';
import { auditEndpoints } from './modules/audit/audit.endpoints';
import { createGuests } from './modules/guests/guests.module';
import { guestsEndpoints } from './modules/guests/guests.endpoints';
import { createFrontDesk } from './modules/front-desk/front-desk.module';
import { frontDeskEndpoints } from './modules/front-desk/front-desk.endpoints';
import { createTrips } from './modules/trips/trips.module';
import { tripsEndpoints } from './modules/trips/trips.endpoints';
import { createOperations } from './modules/operations/operations.module';
import { operationsEndpoints } from './modules/operations/operations.endpoints';
import { createParkClosures } from './modules/park-closures/park-closures.module';
import { parkClosuresEndpoints } from './modules/park-closures/park-closures.endpoints';
import { endpointReads, endpointsRouter } from './platform/http/endpoints';
import { createMessages } from './modules/messages/messages.module';
import { messagesEndpoints } from './modules/messages/messages.endpoints';
import { createInventory, INVENTORY_KINDS } from './modules/inventory/inventory.module';
import { inventoryReads, inventoryRouter, publicListsRouter } from './modules/inventory/inventory.routes';
import { fixedHeaders } from './platform/http/http';
import { bookingsRouter } from './modules/inventory/hold.routes';
import { createGallery } from './modules/gallery/gallery.module';
import { galleryEndpoints } from './modules/gallery/gallery.endpoints';
import { createWeekendPricing } from './modules/weekend-pricing/weekend-pricing.module';
import { weekendPricingEndpoints } from './modules/weekend-pricing/weekend-pricing.endpoints';
import { createDashboard } from './modules/dashboard/dashboard.module';
import { dashboardEndpoints } from './modules/dashboard/dashboard.endpoints';
import { createContact } from './modules/contact/contact.module';
import { contactEndpoints } from './modules/contact/contact.endpoints';
import { createEnquiries, enquiryLink } from './modules/enquiries/enquiries.module';
import { enquiriesRouter } from './modules/enquiries/enquiries.routes';
import { createSite } from './modules/site/site.module';
import { siteEndpoints } from './modules/site/site.endpoints';
import {
  createReservations,
  refuseItemsWithBookings,
  type Reservations,
} from './modules/reservations/reservations.module';
import { createRates } from './modules/rates/rates.module';
import { ratesEndpoints } from './modules/rates/rates.endpoints';
import { reservationsRouter } from './modules/reservations/reservations.routes';
import { availabilityReads, availabilityRouter } from './modules/reservations/availability.routes';
import { createIcal } from './modules/ical/ical.module';
import { icalEndpoints } from './modules/ical/ical.endpoints';
import { createCalendarSync, type CalendarSync } from './modules/calendar-sync/calendar-sync.module';
import { calendarSyncEndpoints } from './modules/calendar-sync/calendar-sync.endpoints';
import { createSeo } from './modules/seo/seo.module';
import { itemPageRedirects, seoRouter } from './modules/seo/seo.routes';
import { createBusiness } from './modules/business/business.module';
import { businessEndpoints } from './modules/business/business.endpoints';
import { createPayments, type Payments } from './modules/payments/payments.module';
import { paymentsEndpoints } from './modules/payments/payments.endpoints';
import { createInvoices, type Invoices } from './modules/invoices/invoices.module';
import { invoicesEndpoints } from './modules/invoices/invoices.endpoints';
import { createReports } from './modules/reports/reports.module';
import { reportsEndpoints } from './modules/reports/reports.endpoints';
import { createBackups, type Backups } from './modules/backups/backups.module';
import { backupsEndpoints } from './modules/backups/backups.endpoints';
import { backupTargets } from './platform/backup/backup-targets';
import { APP_VERSION } from './platform/backup/archive';
import { INSTANCE_ID } from './platform/db/owner-lock';
import { apiReferenceRouter } from './platform/http/openapi/reference-router';
import { apiDocument } from './api-reference';

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
  /** Called with the calendar-sync module once built (main.ts starts its schedule; tests run rounds by hand). */
  onCalendarSync?: (calendarSync: CalendarSync) => void;
  /** Called with the backups module once built (main.ts starts the nightly schedule; tests run it by hand). */
  onBackups?: (backups: Backups) => void;
}

/**
 * Build the Express application (no listen): the REST API under /api, uploaded images under
 * /uploads and, when built, the client with SPA fallback.
 */
export function createApp({
  database,
  config,
  jwtSecret,
  now = () => new Date(),
  images = createImageStore(config),
  rateLimits = databaseRateLimitStores(database),
  logger = processLogger,
  onCalendarSync,
  onBackups,
}: CreateAppOptions): Express {
  const { db, changes } = database;
  const audit = createAudit({ db, now });
  const users = createUsers({ db, jwtSecret, now, changes, audit });
  const ctx: AppContext = {
    database,
    db,
    config,
    jwtSecret,
    now,
    images,
    rateLimits,
    requireUser: requireAuth(jwtSecret, users.sessionState, { now }),
    requireAdmin: requireAuth(jwtSecret, users.sessionState, { roles: ACCESS_ROLES.owner, now }),
    requireDesk: requireAuth(jwtSecret, users.sessionState, { roles: ACCESS_ROLES.desk, now }),
    requireMoney: requireAuth(jwtSecret, users.sessionState, { roles: ACCESS_ROLES.money, now }),
  };
  const inventory = createInventory({
    db,
    changes,
    now,
    images,
    bookingHoldMs: config.bookingHoldMs,
    // An item with held or confirmed stays ahead cannot go; otherwise its import feeds (and their blocks) go with it.
    audit,
    beforeRemove: async (tx, kind, itemId) => {
      await refuseItemsWithBookings(now)(tx, kind, itemId);
      await later.calendarSync?.removeForItem(tx, kind.type, itemId);
    },
  });
  const weekendPricing = createWeekendPricing({ db, now, changes, audit });
  // Rates and reservations need each other: quotes read the rate periods, the rate calendar reads the
  // units left per day. The calendar's lookup is called only once both exist.
  const later: { reservations?: Reservations; calendarSync?: CalendarSync; payments?: Payments; invoices?: Invoices } =
    {};
  const rates = createRates({
    db,
    changes,
    now,
    inventory,
    weekendPricing,
    audit,
    monthAvailability: async (kind, id, month) => (await later.reservations!.month(kind, id, month)).meta!,
  });
  const business = createBusiness({ db, changes, now, audit });
  const parkClosures = createParkClosures({ db, changes, now });
  // Reservations show what is due and paid (the payments module's figures); payments read reservations.
  // A reservation made from an enquiry books it in the same transaction (enquiryLink); cancelling
  // one with an invoice issues its credit note in the cancel's transaction.
  const reservations = (later.reservations = createReservations(
    ctx,
    inventory,
    weekendPricing,
    rates,
    audit,
    (rs) => later.payments!.decorate(rs),
    {
      enquiries: enquiryLink,
      onCancelled: (tx, id) => later.invoices!.creditNoteOnCancel(tx, id),
      onShortened: (tx, id, dates, reason) => later.invoices!.creditDates(tx, id, dates, reason),
      folioIn: (tx, r) => later.payments!.folioIn(tx, r),
      deskDiscountPercent: async () => (await business.get()).deskDiscountPercent,
      taxSettings: () => business.get(),
      parkClosures: () => parkClosures.rules(),
    },
  ));
  const payments = (later.payments = createPayments({
    db,
    now,
    jwtSecret,
    business,
    site: config.site,
    reservation: (id) => reservations.get(id),
    invoiceOf: (id) => later.invoices!.idOf(id),
    documentsOf: (id) => later.invoices!.documentsOf(id),
    invoicesInForce: (executor, ids) => later.invoices!.inForce(executor, ids),
    reservationsFrom: (from) => reservations.exportRows({ from }),
    audit,
  }));
  const invoices = (later.invoices = createInvoices({
    db,
    now,
    business,
    payments,
    tripCounted: async (tripId) => (await payments.tripEntries(tripId)).filter((p) => !p.voidedAt),
    reservation: (id) => reservations.get(id),
    audit,
  }));
  const reports = createReports({ invoices, payments, reservations, business, now });
  const guests = createGuests({
    db,
    now,
    audit,
    reservations,
    retentionDays: config.guestRecordRetentionDays,
  });
  const frontDesk = createFrontDesk({ reservations, guests });
  const operations = createOperations({ db, now, audit, reservations, guests });
  // A trip's lines are reservations: the reservations module writes them under its item locks.
  const trips = createTrips({
    db,
    changes,
    now,
    audit,
    reservations,
    inventory,
    taxSettings: () => business.get(),
    business,
    payments,
    invoices,
  });
  /** True when the request carries a valid owner's token (the owner's view of a public read); never refuses. */
  const isOwner = (req: Request, res: Response) =>
    new Promise<boolean>((resolve) => {
      if (!req.get('authorization')) return resolve(false);
      void ctx.requireAdmin(req, res, (err?: unknown) => resolve(!err));
    });
  const messages = createMessages({
    db,
    now,
    audit,
    reservations,
    payLink: (r, origin) => payments.payLink(r, origin),
    site: { phone: config.site.phone, geo: config.site.geo },
  });
  const contact = createContact({ db, now });
  const enquiries = createEnquiries({ db, now, inventory, reservations, trips });
  const gallery = createGallery({ db, images, changes, audit });
  const calendarSync = (later.calendarSync = createCalendarSync({
    db,
    changes,
    now,
    inventory,
    reservations,
    audit,
    ...config.calendarSync,
  }));
  onCalendarSync?.(calendarSync);
  const dashboard = createDashboard({
    now,
    inventory,
    reservations,
    enquiries,
    users,
    gallery,
    calendarSync,
    payments,
  });
  const backups = createBackups({
    database,
    db,
    images,
    targets: backupTargets(config),
    appVersion: APP_VERSION,
    now,
    audit,
    instance: INSTANCE_ID,
  });
  onBackups?.(backups);
  const site = createSite({ database, inventory, gallery, audit, site: config.site, business, backups });
  const seo = createSeo({ inventory });
  const ical = createIcal({
    db: database.db,
    jwtSecret,
    businessName: config.site.businessName,
    now,
    inventory,
    reservations,
    audit,
  });
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  // Server renders: a bounded number at once and waiting; beyond that, pages get the busy page (503)
  // here, before any other work (modules/pages/render-gate.ts).
  const renderGate = new RenderGate(config.render, logger);
  // Pages for visitors without a session, kept until something they show changes (modules/pages/page-cache.ts).
  const pageCache = new PageCache(config.pageCache);
  clearOnChange(pageCache, changes);
  const originOf = (req: Request) => siteOrigin(config, req);
  const cachedPageKey = (req: Request) => pageCache.keyOf(req, pageLang(req), originOf(req));
  app.use(turnAwayWhenFull(renderGate, (req) => pageCache.has(cachedPageKey(req))));
  // The build's hashed files, precompressed, ahead of the rest (and of the request log).
  const corp = config.corsOrigins.length ? 'cross-origin' : 'same-origin';
  app.use('/assets', staticAssets(path.join(config.clientDist, 'assets'), { 'Cross-Origin-Resource-Policy': corp }));
  app.use(requestLogger(logger));
  // Requests that write have the pool's reserve for their reads too (platform/db/write-reserve.ts).
  app.use(writeRequestPriority);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...(images.publicOrigin ? [images.publicOrigin] : [])],
        'media-src': ["'self'"],
        'connect-src': ["'self'", ...config.corsOrigins],
        // The lodge's map on the room and contact pages, inserted only when the visitor taps "Show map".
        'frame-src': ["'self'", MAP_EMBED_ORIGIN],
      },
    },
    crossOriginResourcePolicy: { policy: config.corsOrigins.length ? 'cross-origin' : 'same-origin' },
  });
  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins }));
  // The public lists, the busiest calls, answer from the list cache (already gzipped) ahead of the
  // rest of the stack: the same security headers, precomputed, and no compression wrapper, body
  // parsers or router walk (docs/decisions/014-public-lists-fast-path.md).
  app.use('/api', publicListsRouter(inventory, fixedHeaders(securityHeaders)));
  const outage = databaseOutageLog(() => database.ping());
  const lastGoodPages = new LastGoodPages();
  // Pages get their data from the modules in this process, not from the API over HTTP.
  const pageData = createPageData({
    reads: [
      { prefix: '/api', reads: availabilityReads(reservations, config.maxAdvanceDays, now) },
      {
        prefix: '',
        reads: [
          ...endpointReads(siteEndpoints, { site, requireAdmin: ctx.requireAdmin }, now),
          ...endpointReads(weekendPricingEndpoints, { weekendPricing }, now),
          ...endpointReads(galleryEndpoints, { gallery }, now),
        ],
      },
      ...INVENTORY_KINDS.map((kind) => ({
        prefix: `/api${kind.basePath}`,
        reads: Object.values(inventoryReads(inventory, kind)),
      })),
    ],
    outage,
    logger,
  });

  const pageRenderer = startPageRenderer(config.clientDist, logger, originOf, {
    gate: renderGate,
    lastGood: lastGoodPages,
    data: pageData,
    cache: pageCache,
  });
  // Public pages live at one URL per language: '?lang=' and a visitor's choice of Hindi go to the
  // '/hi' URL, ahead of the cache, whose key is the address (modules/pages/lang-urls.ts).
  app.use(languageRedirects(fixedHeaders(securityHeaders)));
  // Kept pages are sent from the cache ahead of the rest (the same security headers, precomputed),
  // stale ones too while they are rendered again in the background.
  app.use(
    serveFromPageCache(pageCache, originOf, fixedHeaders(securityHeaders), (req, key, lang, status) => {
      void pageRenderer.then((renderer) =>
        renderer ? renderer.revalidate(req, key, lang, status) : pageCache.revalidated(key),
      );
    }),
  );
  app.use(securityHeaders);
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  // A write retried with its Idempotency-Key (the back office's offline queue) is done once.
  app.use(idempotentWrites(db, jwtSecret, now));

  // Uploaded images, from the uploads folder or the bucket (cached for good: names are never reused).
  app.use('/uploads', images.serve, staticNotFound);

  const api = express.Router();
  api.use(endpointsRouter([...usersEndpoints, ...staffEndpoints], { users, nodeEnv: config.nodeEnv }, ctx));
  api.use(endpointsRouter(auditEndpoints, { audit }, ctx));
  api.use(endpointsRouter(frontDeskEndpoints, { frontDesk, now }, ctx));
  api.use(
    endpointsRouter(
      tripsEndpoints,
      {
        trips,
        now,
        maxAdvanceDays: config.maxAdvanceDays,
        isOwner,
        lineKind: async (id) => (await reservations.get(id).catch(() => undefined))?.kind,
      },
      ctx,
    ),
  );
  api.use(endpointsRouter(operationsEndpoints, { operations }, ctx));
  api.use(endpointsRouter(parkClosuresEndpoints, { parkClosures }, ctx));
  api.use(endpointsRouter(guestsEndpoints, { guests }, ctx));
  api.use(endpointsRouter(messagesEndpoints, { messages }, ctx));
  for (const kind of INVENTORY_KINDS) api.use(kind.basePath, inventoryRouter(inventory, ctx, kind));
  api.use('/bookings', bookingsRouter(inventory, ctx));
  api.use(endpointsRouter(galleryEndpoints, { gallery }, ctx));
  api.use(endpointsRouter(weekendPricingEndpoints, { weekendPricing }, ctx));
  api.use(endpointsRouter(ratesEndpoints, { rates }, ctx));
  api.use(endpointsRouter(dashboardEndpoints, { dashboard }, ctx));
  api.use(endpointsRouter(businessEndpoints, { business }, ctx));
  api.use(endpointsRouter(paymentsEndpoints, { payments }, ctx));
  api.use('/reservations', reservationsRouter(reservations, ctx));
  api.use(endpointsRouter(invoicesEndpoints, { invoices, payments }, ctx));
  api.use(endpointsRouter(reportsEndpoints, { reports }, ctx));
  api.use(endpointsRouter(backupsEndpoints, { backups }, ctx));
  api.use(availabilityRouter(reservations, ctx));
  api.use(endpointsRouter(icalEndpoints, { ical }, ctx));
  api.use(endpointsRouter(calendarSyncEndpoints, { calendarSync }, ctx));
  api.use(endpointsRouter(contactEndpoints, { contact }, ctx));
  api.use('/enquiries', enquiriesRouter(enquiries, ctx));
  api.use(endpointsRouter(siteEndpoints, { site, requireAdmin: ctx.requireAdmin }, ctx));
  // The contract: /api/openapi.json (OpenAPI 3.1 from the zod schemas) and the reference at /api/docs.
  api.use(apiReferenceRouter(apiDocument));
  api.use(apiNotFound);
  app.use(
    '/api',
    (_req, res, next) => {
      if (!res.get('Cache-Control')) res.set('Cache-Control', 'no-store');
      next();
    },
    api,
  );

  app.use(seoRouter(seo, ctx));
  app.use(itemPageRedirects(seo));
  serveClient(app, config.clientDist, pageRenderer);
  app.use(pageOutageHandler(outage, lastGoodPages));
  app.use(errorHandler(outage));
  return app;
}

/** The server renderer of the client build in `dist`; undefined without a build (or when it cannot start, logged). */
function startPageRenderer(
  dist: string,
  logger: Logger,
  originOf: (req: Request) => string,
  pageOptions: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return Promise.resolve(undefined);
  return createPageRenderer(dist, logger, originOf, pageOptions).catch((err: unknown) => {
    logger.error({ err }, 'server rendering unavailable; pages render in the browser');
    return undefined;
  });
}

/**
 * Serve the built single-page app: hashed assets cached for a year; every other GET gets its page,
 * with status 200 for the client's pages and 404 for any other path or an unknown item
 * (common/src/routes.ts). Public pages are rendered on the server with their data (./ssr); the
 * back office and the account screens get the bare shell (index.html) and render in the browser.
 */
function serveClient(app: Express, dist: string, renderer: Promise<PageRenderer | undefined>): void {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d' }), staticNotFound);
  const files = express.static(dist, { index: false, maxAge: '1h' });
  // The build's own files (favicon, media) have an extension and a page's address never has one:
  // pages skip the disk lookup, which a crowd of them would queue on.
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
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
