import { MAP_EMBED_ORIGIN } from '@pachmarhi/common/map-links';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { siteOrigin } from './platform/http/site-origin';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { createPages, type Pages } from './modules/pages/pages.module';
import { writeRequestPriority } from './platform/http/write-priority';
import { idempotentWrites } from './platform/http/idempotency';
import { staticAssets } from './platform/http/static-assets';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './platform/db/database';
import { requireAuth } from './platform/auth/require-auth';
import { createEventBus } from './platform/events/event-bus';
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
import { createHousekeeping } from './modules/housekeeping/housekeeping.module';
import { housekeepingEndpoints } from './modules/housekeeping/housekeeping.endpoints';
import { createOperations } from './modules/operations/operations.module';
import { operationsEndpoints } from './modules/operations/operations.endpoints';
import { createParkClosures } from './modules/park-closures/park-closures.module';
import { parkClosuresEndpoints } from './modules/park-closures/park-closures.endpoints';
import { bindEndpoints, endpointReads, endpointsRouter } from './platform/http/endpoints';
import { createMessages, type Messages } from './modules/messages/messages.module';
import { createPush, type Push } from './modules/push/push.module';
import { pushEndpoints } from './modules/push/push.endpoints';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { messagesEndpoints } from './modules/messages/messages.endpoints';
import { createInventory, type InventoryEvents } from './modules/inventory/inventory.module';
import { inventoryEndpoints, publicListsRouter } from './modules/inventory/inventory.endpoints';
import { fixedHeaders } from './platform/http/http';
import { createGallery } from './modules/gallery/gallery.module';
import { galleryEndpoints } from './modules/gallery/gallery.endpoints';
import { createWeekendPricing } from './modules/weekend-pricing/weekend-pricing.module';
import { weekendPricingEndpoints } from './modules/weekend-pricing/weekend-pricing.endpoints';
import { createDashboard } from './modules/dashboard/dashboard.module';
import { dashboardEndpoints } from './modules/dashboard/dashboard.endpoints';
import { createContact } from './modules/contact/contact.module';
import { contactEndpoints } from './modules/contact/contact.endpoints';
import { createEnquiries, enquiryLink, type EnquiryEvents } from './modules/enquiries/enquiries.module';
import { enquiriesEndpoints } from './modules/enquiries/enquiries.endpoints';
import { createSite } from './modules/site/site.module';
import { siteEndpoints } from './modules/site/site.endpoints';
import { createReservations, type ReservationEvents } from './modules/reservations/reservations.module';
import { createRates, type MonthAvailability } from './modules/rates/rates.module';
import { ratesEndpoints } from './modules/rates/rates.endpoints';
import { reservationsEndpoints } from './modules/reservations/reservations.endpoints';
import { createIcal } from './modules/ical/ical.module';
import { icalEndpoints } from './modules/ical/ical.endpoints';
import {
  createCalendarSync,
  type CalendarSync,
  type CalendarSyncEvents,
} from './modules/calendar-sync/calendar-sync.module';
import { calendarSyncEndpoints } from './modules/calendar-sync/calendar-sync.endpoints';
import { createSeo } from './modules/seo/seo.module';
import { itemPageRedirects, seoRouter } from './modules/seo/seo.routes';
import { createBusiness } from './modules/business/business.module';
import { businessEndpoints } from './modules/business/business.endpoints';
import { createPayments, type PaymentEvents } from './modules/payments/payments.module';
import { createStay, type StayEvents } from './modules/stay/stay.module';
import { stayEndpoints } from './modules/stay/stay.endpoints';
import { stayPages } from './modules/stay/stay-pages';
import { paymentsEndpoints } from './modules/payments/payments.endpoints';
import { createInvoices } from './modules/invoices/invoices.module';
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
  /** Called with the pages module once built (tests read its render load). */
  onPages?: (pages: Pages) => void;
  /**
   * Called with the job runner once every module has declared its queues (main.ts starts it when
   * MESSAGES_SCHEDULE is on; tests start it when they send), the messages module (tests run its
   * tick by hand) and the push module (main.ts makes its keys).
   */
  onJobs?: (jobs: JobRunner, modules: { messages: Messages; push: Push }) => void;
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
  onPages,
  onJobs,
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
  // Modules are built in dependency order; one that must react to another's write, or answer its
  // question, subscribes on the event bus when it is built (platform/events/event-bus.ts).
  const events = createEventBus<
    InventoryEvents & ReservationEvents & PaymentEvents & EnquiryEvents & CalendarSyncEvents & StayEvents
  >();
  // Jobs on the database (platform/jobs/job-runner.ts): the message plan's sending.
  const jobs = createJobRunner(database.jobs, logger, { sharedConnection: database.driver === 'pglite' });
  const inventory = createInventory({
    db,
    changes,
    now,
    images,
    bookingHoldMs: config.bookingHoldMs,
    audit,
    events,
  });
  const weekendPricing = createWeekendPricing({ db, now, changes, audit });
  const rates = createRates({ db, changes, now, inventory, weekendPricing, audit });
  const business = createBusiness({ db, changes, now, audit });
  const parkClosures = createParkClosures({ db, changes, now });
  // A reservation made from an enquiry books it in the same transaction (enquiryLink); what is due
  // and paid, and the credit notes of cancelled or shortened stays, come from payments and invoices
  // (built next) through the event bus.
  const reservations = createReservations({
    db,
    changes,
    now,
    holdMs: config.bookingHoldMs,
    inventory,
    weekendPricing,
    rates,
    audit,
    events,
    enquiries: enquiryLink,
    deskDiscountPercent: async () => (await business.get()).deskDiscountPercent,
    taxSettings: () => business.get(),
    parkClosures: () => parkClosures.rules(),
  });
  const payments = createPayments({
    db,
    now,
    jwtSecret,
    business,
    site: config.site,
    reservation: (id) => reservations.get(id),
    reservationsFrom: (from) => reservations.exportRows({ from }),
    audit,
    events,
  });
  const invoices = createInvoices({
    db,
    now,
    business,
    payments,
    tripCounted: async (tripId) => (await payments.tripEntries(tripId)).filter((p) => !p.voidedAt),
    reservation: (id) => reservations.get(id),
    audit,
    events,
  });
  const reports = createReports({ invoices, payments, reservations, business, now });
  const guests = createGuests({
    db,
    now,
    audit,
    reservations,
    retentionDays: config.guestRecordRetentionDays,
  });
  const housekeeping = createHousekeeping({ db, now, audit, inventory, reservations, events });
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
  // Links made without a request (the message plan's, a new stay link's default) are on the site's address.
  const messageOrigin = config.siteUrl || `http://localhost:${config.port}`;
  // The guest's own page of a stay: the messages link to it, the push notifications listen to its events.
  const stay = createStay({
    db,
    now,
    jwtSecret,
    audit,
    events,
    defaultOrigin: messageOrigin,
    site: config.site,
    retentionDays: config.guestRecordRetentionDays,
    reservations,
    trips,
    guests,
    business,
    invoices,
  });
  const frontDesk = createFrontDesk({ reservations, guests, now, detailsReceived: (ids) => stay.detailsReceived(ids) });
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
    stayUrl: (id, origin = messageOrigin) => stay.stayUrl(id, origin),
    site: { businessName: config.site.businessName, phone: config.site.phone, geo: config.site.geo },
    origin: messageOrigin,
    events,
    jobs,
    log: logger,
    mail: config.messaging,
    whatsapp: config.messaging.whatsapp,
  });
  const push = createPush({
    db,
    now,
    audit,
    log: logger,
    contactEmail: config.site.email,
    stay: async (id) => {
      const r = await reservations.get(id).catch(() => null);
      return r && { reference: r.reference, guestName: r.guestName };
    },
    events,
  });
  onJobs?.(jobs, { messages, push });
  const contact = createContact({ db, now });
  const enquiries = createEnquiries({ db, now, inventory, reservations, trips, events });
  const gallery = createGallery({ db, images, changes, audit });
  const calendarSync = createCalendarSync({
    db,
    changes,
    now,
    inventory,
    reservations,
    audit,
    events,
    ...config.calendarSync,
  });
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
  const site = createSite({
    database,
    inventory,
    gallery,
    audit,
    site: config.site,
    business,
    backups,
    maxAdvanceDays: config.maxAdvanceDays,
  });
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
  const originOf = (req: Request) => siteOrigin(config, req);
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
  const outage = databaseOutageLog(() => database.ping());
  const reservationsDeps = { reservations, now, maxAdvanceDays: config.maxAdvanceDays };
  // Server-rendered public pages (modules/pages/pages.module.ts): they get their data from the
  // modules in this process, not from the API over HTTP.
  const pages = createPages({
    config,
    changes,
    logger,
    originOf,
    outage,
    ping: () => database.ping(),
    headers: fixedHeaders(securityHeaders),
    reads: [
      {
        prefix: '',
        reads: [
          ...endpointReads(reservationsEndpoints, reservationsDeps, now),
          ...endpointReads(siteEndpoints, { site, requireAdmin: ctx.requireAdmin }, now),
          ...endpointReads(weekendPricingEndpoints, { weekendPricing }, now),
          ...endpointReads(galleryEndpoints, { gallery }, now),
          ...endpointReads(inventoryEndpoints, { inventory }, now),
        ],
      },
    ],
  });

  onPages?.(pages);

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  // Server renders are bounded (running and waiting); beyond that, pages get the busy page (503)
  // here, before any other work.
  app.use(pages.turnAwayWhenFull);
  // The build's hashed files, precompressed, ahead of the rest (and of the request log).
  const corp = config.corsOrigins.length ? 'cross-origin' : 'same-origin';
  app.use('/assets', staticAssets(path.join(config.clientDist, 'assets'), { 'Cross-Origin-Resource-Policy': corp }));
  app.use(requestLogger(logger));
  // Requests that write have the pool's reserve for their reads too (platform/db/write-reserve.ts).
  app.use(writeRequestPriority);
  if (config.corsOrigins.length) app.use(cors({ origin: config.corsOrigins }));
  // The public lists, the busiest calls, answer from the list cache (already gzipped) ahead of the
  // rest of the stack: the same security headers, precomputed, and no compression wrapper, body
  // parsers or router walk (docs/decisions/014-public-lists-fast-path.md).
  app.use('/api', publicListsRouter(inventory, fixedHeaders(securityHeaders)));
  // Public pages live at one URL per language: '?lang=' and a visitor's choice of Hindi go to the
  // '/hi' URL, ahead of the cache, whose key is the address.
  app.use(pages.languageRedirects);
  // Kept pages are sent from the cache ahead of the rest (the same security headers, precomputed),
  // stale ones too while they are rendered again in the background.
  app.use(pages.serveFromCache);
  app.use(securityHeaders);
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  // A write retried with its Idempotency-Key (the back office's offline queue) is done once.
  app.use(idempotentWrites(db, jwtSecret, now));

  // Uploaded images, from the uploads folder or the bucket (cached for good: names are never reused).
  app.use('/uploads', images.serve, staticNotFound);

  const api = express.Router();
  const unitsLeft: MonthAvailability = async ({ kind, itemId, month }) =>
    (await reservations.month(kind, itemId, month)).meta ?? [];
  api.use(
    endpointsRouter(
      [
        bindEndpoints([...usersEndpoints, ...staffEndpoints], { users, nodeEnv: config.nodeEnv }),
        bindEndpoints(auditEndpoints, { audit }),
        bindEndpoints(frontDeskEndpoints, { frontDesk, now }),
        bindEndpoints(housekeepingEndpoints, { housekeeping, now }),
        bindEndpoints(tripsEndpoints, {
          trips,
          now,
          maxAdvanceDays: config.maxAdvanceDays,
          isOwner,
          lineKind: async (id) => (await reservations.get(id).catch(() => undefined))?.kind,
        }),
        bindEndpoints(operationsEndpoints, { operations }),
        bindEndpoints(parkClosuresEndpoints, { parkClosures }),
        bindEndpoints(guestsEndpoints, { guests }),
        bindEndpoints(messagesEndpoints, { messages }),
        bindEndpoints(pushEndpoints, { push }),
        bindEndpoints(inventoryEndpoints, { inventory }),
        bindEndpoints(galleryEndpoints, { gallery }),
        bindEndpoints(weekendPricingEndpoints, { weekendPricing }),
        bindEndpoints(ratesEndpoints, { rates, unitsLeft }),
        bindEndpoints(dashboardEndpoints, { dashboard }),
        bindEndpoints(businessEndpoints, { business }),
        bindEndpoints(stayEndpoints, { stay }),
        bindEndpoints(paymentsEndpoints, { payments }),
        bindEndpoints(reservationsEndpoints, reservationsDeps),
        bindEndpoints(invoicesEndpoints, { invoices, payments }),
        bindEndpoints(reportsEndpoints, { reports }),
        bindEndpoints(backupsEndpoints, { backups }),
        bindEndpoints(icalEndpoints, { ical }),
        bindEndpoints(calendarSyncEndpoints, { calendarSync }),
        bindEndpoints(contactEndpoints, { contact }),
        bindEndpoints(enquiriesEndpoints, { enquiries, now, maxAdvanceDays: config.maxAdvanceDays }),
        bindEndpoints(siteEndpoints, { site, requireAdmin: ctx.requireAdmin }),
      ],
      ctx,
    ),
  );
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

  app.use(
    stayPages({
      stay,
      payTokenReservation: (token) => payments.verifyToken(token)?.reservationId ?? null,
      notice: {
        businessName: config.site.businessName,
        contact: config.site.email || config.site.phone,
        retentionDays: config.guestRecordRetentionDays,
      },
    }),
  );
  app.use(seoRouter(seo, ctx));
  app.use(itemPageRedirects(seo));
  pages.serveClient(app);
  app.use(pages.outageHandler);
  app.use(errorHandler(outage));
  return app;
}
