/**
 * The public pages, rendered on the server (docs/decisions/ on server rendering and the page cache):
 * the module's face, so app.ts builds it with one call and mounts what it returns. Inside: the render
 * gate (how many renders run and wait: ./render-gate.ts), the page cache for visitors without a
 * session (./page-cache.ts), each page's last good render for database outages
 * (./last-good-pages.ts), the pages' in-process data (./page-data.ts) and the renderer's worker
 * threads (./page-renderer.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { isAdminPath, isClientRoute, isServerRendered } from '@pachmarhi/common/routes';
import type { AppConfig } from '../../config';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { DatabaseOutageLog } from '../../platform/errors/database-outage';
import { staticNotFound } from '../../platform/errors/error-handler';
import { pageLang } from '../../platform/http/http';
import type { Logger } from '../../platform/logging/logger';
import { turnAwayWhenFull } from './busy-fast-path';
import { languageRedirects } from './lang-urls';
import { LastGoodPages } from './last-good-pages';
import { clearOnChange, PageCache, serveFromPageCache } from './page-cache';
import { createPageData, type MountedReads } from './page-data';
import { pageOutageHandler } from './page-outage';
import { createPageRenderer, type PageRenderer } from './page-renderer';
import { RenderGate } from './render-gate';

export type { MountedReads } from './page-data';

export interface PagesDeps {
  /** CLIENT_DIST (the build), the render limits and the page cache's. */
  config: Pick<AppConfig, 'clientDist' | 'render' | 'pageCache'>;
  /** Kept pages are dropped when something they show changes (in every process). */
  changes: ChangeFeed;
  logger: Logger;
  /** A request's public origin (canonical links; part of a kept page's key). */
  originOf: (req: Request) => string;
  /** The public GET endpoints pages read in this process instead of over HTTP (`endpointReads`). */
  reads: readonly MountedReads[];
  /** Told when a page's data finds the database unavailable. */
  outage: DatabaseOutageLog;
  /** A round trip to the database, throwing while it is unreachable (a failed render asks). */
  ping: () => Promise<void>;
  /** The security headers of the answers sent ahead of the stack (busy page, redirects, kept pages). */
  headers: (res: Response) => void;
}

/** What app.ts mounts, in this order among its middleware. */
export interface Pages {
  /** First of all: the busy page (503) when the renders are full and the page is not kept. */
  turnAwayWhenFull: RequestHandler;
  /** '?lang=' and a visitor's choice of Hindi go to the page's '/hi' URL (./lang-urls.ts), ahead of the cache. */
  languageRedirects: RequestHandler;
  /** Kept pages from the cache, stale ones too while they are rendered again in the background. */
  serveFromCache: RequestHandler;
  /** The built client on `app`: its files, and every other GET's page (rendered on the server for public pages). */
  serveClient(app: Express): void;
  /** A page that failed on the database: its last good render, else the unavailable page. */
  outageHandler: ErrorRequestHandler;
  /** The renderer once started; undefined without a build or when it could not start (logged). */
  renderer: Promise<PageRenderer | undefined>;
  /** How many renders run and wait now (the render gate's state; tests wait for it instead of sleeping). */
  renderLoad(): { running: number; waiting: number };
}

/** Build the pages once per app; the renderer starts at once (in the background) when there is a build. */
export function createPages({ config, changes, logger, originOf, reads, outage, ping, headers }: PagesDeps): Pages {
  // Server renders: a bounded number at once and waiting; beyond that, the busy page.
  const gate = new RenderGate(config.render, logger);
  // Pages for visitors without a session, kept until something they show changes.
  const cache = new PageCache(config.pageCache);
  clearOnChange(cache, changes);
  const lastGood = new LastGoodPages();
  const data = createPageData({ reads, outage, logger });
  const renderer = startPageRenderer(config.clientDist, logger, () =>
    createPageRenderer(config.clientDist, logger, originOf, {
      gate,
      lastGood,
      data,
      cache,
      databaseReachable: () =>
        ping().then(
          () => true,
          () => false,
        ),
    }),
  );
  const cachedPageKey = (req: Request) => cache.keyOf(req, pageLang(req), originOf(req));
  return {
    turnAwayWhenFull: turnAwayWhenFull(gate, (req) => cache.has(cachedPageKey(req))),
    languageRedirects: languageRedirects(headers),
    serveFromCache: serveFromPageCache(cache, originOf, headers, (req, key, lang, status) => {
      void renderer.then((r) => (r ? r.revalidate(req, key, lang, status) : cache.revalidated(key)));
    }),
    serveClient: (app) => serveClient(app, config.clientDist, renderer),
    outageHandler: pageOutageHandler(outage, lastGood),
    renderer,
    renderLoad: () => gate.load,
  };
}

/** The server renderer `start` makes of the client build in `dist`; undefined without a build (or when it cannot start, logged). */
function startPageRenderer(
  dist: string,
  logger: Logger,
  start: () => Promise<PageRenderer | undefined>,
): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return Promise.resolve(undefined);
  return start().catch((err: unknown) => {
    logger.error({ err }, 'server rendering unavailable; pages render in the browser');
    return undefined;
  });
}

/**
 * Serve the built single-page app: hashed assets cached for a year; every other GET gets its page,
 * with status 200 for the client's pages and 404 for any other path or an unknown item
 * (common/src/routes.ts). Public pages are rendered on the server with their data; the account
 * screens get the bare shell (index.html) and render in the browser, and the back office its own
 * shell (admin.html: its own script, without the public site's code), or index.html in a build
 * without one.
 */
function serveClient(app: Express, dist: string, renderer: Promise<PageRenderer | undefined>): void {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  const adminShell = fs.existsSync(path.join(dist, 'admin.html'));
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
    res.status(status).sendFile(isAdminPath(req.path) && adminShell ? 'admin.html' : 'index.html', { root: dist });
  });
}
