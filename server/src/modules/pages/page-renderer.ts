import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { Logger } from '../../platform/logging/logger';
import { DEFAULT_RENDER_LIMITS, RenderGate, type Release } from './render-gate';
import { sendStaticPage } from './static-pages';
import { LastGoodPages } from './last-good-pages';
import { createRenderWorker, type PageDataSource, type RenderedMarkup, type RenderInput } from './render-worker';
import { publicCacheControl, sendCachedPage, type CachedPage, type PageCache } from './page-cache';
import { arrivalOf } from './busy-fast-path';

/** One chunk of Vite's build manifest (client/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * From Vite's manifest: the stylesheets a page module needs beyond what index.html already loads,
 * as `<link>` tags, so the server-rendered page is styled before its script arrives (no layout
 * shift when it does). Its scripts are not preloaded: on a slow link they would take bandwidth from
 * the page's main image (the browser imports them before hydrating, entry-client.tsx).
 */
function pageStylesheets(manifest: Record<string, ManifestChunk>): (modules: string[]) => string {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      manifest[k].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const inTemplate = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join(',');
    if (!cache.has(key)) {
      const chunks = [...closure(modules)].filter((k) => !inTemplate.has(k)).map((k) => manifest[k]);
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(
        (f) => `<link rel="stylesheet" crossorigin href="/${f}">`,
      );
      cache.set(key, css.join(''));
    }
    return cache.get(key)!;
  };
}

/**
 * React writes the head tags it hoists (title, meta, canonical and preload links) before the app's
 * markup, which starts with the root Suspense boundary's comment (client/src/app/app.tsx).
 */
const APP_START = '<!--$';

/** `<link rel="preload">` of a font file of the build's assets ('noto-…-DWI_L5Cu.woff2'). */
const fontPreload = (file: string) =>
  `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;

/**
 * A rendered page's entry script, loaded once the page has loaded and been drawn (client/public/hydrate-after-load.js):
 * the template's `<script type="module" src>` of the entry becomes a deferred loader naming it.
 * The page is readable and its links work meanwhile; the app then hydrates it. Measured with
 * Lighthouse on slow 4G, the 150 KB of scripts otherwise shared the link with the main image and
 * the Devanagari font, and Hindi pages painted 0.5–1 s later (performance 89–94 → 97–99). The bare
 * app shell (back office, account pages) keeps the template's script as it is.
 */
const hydrateAfterLoad = (head: string) =>
  head.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    '<script defer src="/hydrate-after-load.js" data-entry="$1"></script>',
  );

/** Where a request can reach this same process's API: the address it came in on. */
function selfOrigin(req: Request): string {
  const host = req.socket.localAddress ?? '127.0.0.1';
  const bare = host.startsWith('::ffff:') ? host.slice(7) : host;
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${req.socket.localPort}`;
}

export interface PageRenderer {
  /**
   * Answer `req` with its page rendered on the server (on the render thread) inside index.html, with `status`.
   * Falls back to the bare app shell (rendered in the browser) when rendering fails, and logs why.
   * Beyond the render limits (too many renders running and waiting, or past the time limit) the
   * answer is the busy page (503, Retry-After); when the page's data is unavailable (the database
   * is down), the page as it last rendered or the "back shortly" page (503, Retry-After).
   */
  send(req: Request, res: Response, status: number, lang: Lang): Promise<void>;
  /**
   * Render `req`'s page again in the background for the cache (its kept copy is stale); nothing
   * when a render of it already runs or no render slot is free. Tells the cache when it is over.
   */
  revalidate(req: Request, key: string, lang: Lang, status: number): void;
  /** End the render thread. */
  close(): Promise<void>;
}

export interface PageRendererOptions {
  /** Admission to rendering: how many renders run and wait, and for how long (default: its own, DEFAULT_RENDER_LIMITS). */
  gate?: RenderGate;
  /** Where each page's last good render is kept for outages (default: a store of its own). */
  lastGood?: LastGoodPages;
  /** The pages' data from this process's modules (./page-data.ts); without it renders call the API over HTTP. */
  data?: PageDataSource;
  /** Where pages for visitors without a session are kept (./page-cache.ts); without it every page is rendered. */
  cache?: PageCache;
  /**
   * Whether the database answers now (a round trip; default: assumed so). A failed render is sent as
   * the "back shortly" page (503) when it does not, never as the bare shell with 200 that a search
   * engine or a CDN would keep.
   */
  databaseReachable?: () => Promise<boolean>;
}

/** Why a render was abandoned: the visitor left, or its time was up. */
const CLIENT_GONE = 'client gone';
const TIMED_OUT = 'timed out';

/** How a page request ended up. */
type Outcome =
  | { kind: 'page'; status: number; html: Buffer; countdown: boolean; kept?: CachedPage }
  /** The page's data got 503: the database is unavailable. */
  | { kind: 'unavailable' }
  /** No slot (the queue was full) or out of time. */
  | { kind: 'busy'; why: 'full' | 'timeout' }
  /** The render threw: the app shell is sent. */
  | { kind: 'failed'; err: unknown }
  /** The visitor left. */
  | { kind: 'gone' };

/**
 * The server-side page renderer over a client build: `dist/index.html` as the template and
 * `../dist-server/entry-server.js`. Undefined when the server build is missing (then pages are the
 * bare shell, as before server rendering). `originOf` gives a request's public origin (canonical links).
 */
export async function createPageRenderer(
  dist: string,
  logger: Logger,
  originOf: (req: Request) => string,
  {
    gate = new RenderGate(DEFAULT_RENDER_LIMITS, logger),
    lastGood = new LastGoodPages(),
    data,
    cache,
    databaseReachable = () => Promise.resolve(true),
  }: PageRendererOptions = {},
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(dist, '../dist-server/entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const worker = createRenderWorker(entryFile, logger, data);
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const [head, afterHead] = template.split('</head>');
  const [bodyStart, tail] = afterHead.split('<div id="root"></div>');
  if (tail === undefined) throw new Error(`${dist}/index.html has no <div id="root"></div>`);

  /**
   * The template's parts around the page, as bytes, by language, whether the page has its own title
   * and whether it preloads a main image.
   */
  const heads = new Map<string, { before: Buffer; after: Buffer }>();
  const assetsDir = path.join(dist, 'assets');
  // The self-hosted Devanagari font's two weights (client/src/styles/global.css), regular first.
  const assetFiles = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [];
  const devanagariFonts = ['400', '700'].flatMap((weight) =>
    assetFiles.filter(
      (name) => name.startsWith(`noto-sans-devanagari-devanagari-${weight}-normal-`) && name.endsWith('.woff2'),
    ),
  );
  const headOf = (lang: Lang, ownTitle: boolean, mainImage: boolean) => {
    const key = `${lang}${ownTitle}${mainImage}`;
    let parts = heads.get(key);
    if (!parts) {
      const start = (ownTitle ? head.replace(/<title>[^<]*<\/title>/, '') : head).replace(
        /<html lang="[^"]*"/,
        `<html lang="${lang}"`,
      );
      const scripts = start.indexOf('<script');
      const [before, after] = scripts < 0 ? [start, ''] : [start.slice(0, scripts), start.slice(scripts)];
      // A Hindi page asks for its Devanagari font at once, not once the stylesheet is read: its
      // text is drawn in it from the start, with no shift when it arrives (phones with their own
      // copy never use it). Both weights, except where a main image (hoisted before them) is the
      // largest paint: there the bold one waits for the stylesheet, leaving the link to the image
      // (Lighthouse on slow 4G: /hi's LCP 3.5 s with both preloaded, 2.2–2.3 s without the bold).
      const fonts = mainImage ? devanagariFonts.slice(0, 1) : devanagariFonts;
      const font = lang === 'hi' ? fonts.map(fontPreload).join('') : '';
      heads.set(key, (parts = { before: Buffer.from(before), after: Buffer.from(font + hydrateAfterLoad(after)) }));
    }
    return parts;
  };
  const bodyOpen = Buffer.from(`</head>${bodyStart}<div id="root">`);
  const stateOpen = Buffer.from('</div><script type="application/json" id="ssr-state">');
  const stateClose = Buffer.from(`</script>${tail}`);

  const manifestFile = path.join(dist, '.vite/manifest.json');
  const stylesheets = fs.existsSync(manifestFile)
    ? pageStylesheets(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
    : () => '';
  const assetBytes = new Map<string, Buffer>();
  const assetsOf = (modules: string[]) => {
    const key = modules.join(',');
    let bytes = assetBytes.get(key);
    if (!bytes) assetBytes.set(key, (bytes = Buffer.from(stylesheets(modules))));
    return bytes;
  };
  // Kept by nobody (the page it stands for was not rendered), so a proxy never serves it for the page.
  const shell = (status: number, res: Response) =>
    res.status(status).type('html').set('Cache-Control', 'no-store').send(template);
  const { limits } = gate;

  /** A rendered page as sent: the template around the markup and the data. */
  const assemble = (page: RenderedMarkup, lang: Lang): Buffer => {
    const assets = assetsOf(page.modules);
    // The page's own head tags (title, preview tags, the main image's preload) go before the app's
    // script tags, so the browser asks for the main image first; the page's stylesheets after the
    // site's (the order the browser build applies them in).
    const rendered = Buffer.from(page.html.buffer, page.html.byteOffset, page.html.byteLength);
    const at = rendered.indexOf(APP_START);
    const [hoisted, markup] = at < 0 ? [Buffer.alloc(0), rendered] : [rendered.subarray(0, at), rendered.subarray(at)];
    const { before, after } = headOf(lang, hoisted.includes('<title'), hoisted.includes('as="image"'));
    const state = Buffer.from(page.state.buffer, page.state.byteOffset, page.state.byteLength);
    return Buffer.concat([before, hoisted, after, assets, bodyOpen, markup, stateOpen, state, stateClose]);
  };

  /**
   * Render one page: a slot from the gate (or 'busy' when the queue is full or `signal` aborts
   * first), the render on the render thread, the page assembled. The slot is held until the render
   * really stops.
   */
  const produce = async (input: RenderInput, status: number, signal: AbortSignal): Promise<Outcome> => {
    const slot = await gate.enter(signal);
    if (slot === 'full') return { kind: 'busy', why: 'full' };
    if (slot === 'aborted') return signal.reason === CLIENT_GONE ? { kind: 'gone' } : { kind: 'busy', why: 'full' };
    const rendering = worker.render(input, signal);
    holdUntilDone(slot, rendering, signal, limits.timeoutMs);
    let page: RenderedMarkup;
    try {
      page = await untilAborted(rendering, signal);
    } catch (err) {
      if (!signal.aborted) return { kind: 'failed', err };
      return signal.reason === CLIENT_GONE ? { kind: 'gone' } : { kind: 'busy', why: 'timeout' };
    }
    gate.rendered();
    if (page.unavailable) return { kind: 'unavailable' };
    // A booking hold's countdown ('2h 5m') is text of this minute.
    const countdown = Buffer.from(page.state.buffer, page.state.byteOffset, page.state.byteLength).includes(
      '"isBooked":true',
    );
    return { kind: 'page', status, html: assemble(page, input.lang), countdown };
  };

  /** Renders of cacheable pages under way, by cache key: later requests for the page wait for the same render. */
  const flights = new Map<string, Promise<Outcome>>();

  /**
   * The render of a cacheable page, shared by every request for it meanwhile, kept in the cache
   * when it succeeds. It has its own time limit (`deadline`, performance.now()) and goes on when
   * a visitor leaves: its page is kept for the next one.
   */
  const flight = (key: string, input: RenderInput, status: number, deadline: number): Promise<Outcome> => {
    let shared = flights.get(key);
    if (shared) return shared;
    const version = cache!.version;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(TIMED_OUT), Math.max(0, deadline - performance.now()));
    shared = produce(input, status, abort.signal)
      .then((outcome) => {
        if (outcome.kind === 'page')
          outcome.kept = cache!.keep(
            key,
            { status: outcome.status, html: outcome.html, lang: input.lang },
            version,
            outcome.countdown,
          );
        return outcome;
      })
      .finally(() => {
        clearTimeout(timer);
        flights.delete(key);
      });
    flights.set(key, shared);
    return shared;
  };

  const inputOf = (req: Request, lang: Lang): RenderInput => ({
    url: req.originalUrl,
    lang,
    apiOrigin: selfOrigin(req),
    siteOrigin: originOf(req),
  });
  const cacheControl = cache ? publicCacheControl(cache.limits) : '';

  return {
    async send(req, res, status, lang) {
      const abort = new AbortController();
      res.on('close', () => abort.abort(CLIENT_GONE));
      // One time limit from arrival at the app, the wait for a slot included.
      const arrived = arrivalOf(req) ?? performance.now();
      const spent = performance.now() - arrived;
      const timer = setTimeout(() => abort.abort(TIMED_OUT), Math.max(0, limits.timeoutMs - spent));
      if (spent >= limits.timeoutMs) abort.abort(TIMED_OUT); // out of time before it got here
      const key = cache?.keyOf(req, lang, originOf(req));
      let outcome: Outcome;
      try {
        outcome = key
          ? await untilAborted(flight(key, inputOf(req, lang), status, arrived + limits.timeoutMs), abort.signal)
          : await produce(inputOf(req, lang), status, abort.signal);
      } catch {
        // Out of time (or gone) while waiting for the shared render, which goes on for the cache.
        outcome = abort.signal.reason === CLIENT_GONE ? { kind: 'gone' } : { kind: 'busy', why: 'full' };
      } finally {
        clearTimeout(timer);
      }
      switch (outcome.kind) {
        case 'gone':
          return;
        case 'busy':
          if (outcome.why === 'timeout')
            logger.warn(
              { url: req.originalUrl, timeoutMs: limits.timeoutMs },
              '[pages] render abandoned after the time limit: answering the busy page (503)',
            );
          gate.turnedAway();
          return sendStaticPage(res, 'busy', lang);
        case 'failed':
          if (!(await databaseReachable())) return lastGood.sendUnavailable(req, res, lang);
          logger.error({ err: outcome.err, url: req.originalUrl }, 'server render failed; sending the app shell');
          return void shell(status, res);
        case 'unavailable':
          return lastGood.sendUnavailable(req, res, lang);
        case 'page':
          if (res.headersSent || res.writableEnded) return;
          // Kept for when the database is unavailable (LastGoodPages).
          if (status === 200) lastGood.keep(req, lang, outcome.html);
          if (outcome.kept) {
            res.set('X-Page-Cache', 'miss');
            return sendCachedPage(req, res, outcome.kept, cacheControl, () => {});
          }
          // A visitor with a session (or a page not kept): nothing shared may keep it.
          res
            .status(status)
            .type('html')
            .set({ 'Cache-Control': key ? 'no-cache' : 'private, no-store', Vary: 'Cookie, Accept-Language' });
          // Not kept although it could be: a change arrived while it was rendered (it may predate it).
          if (cache?.enabled) res.set('X-Page-Cache', key ? 'miss' : 'bypass');
          return void res.end(outcome.html);
      }
    },

    revalidate(req, key, lang, status) {
      if (flights.has(key) || !cache) return cache?.revalidated(key);
      void flight(key, inputOf(req, lang), status, performance.now() + limits.timeoutMs)
        .then((outcome) => {
          if (outcome.kind === 'failed')
            logger.error(
              { err: outcome.err, url: req.originalUrl },
              '[pages] a page kept in the cache could not be rendered again',
            );
        })
        .finally(() => cache.revalidated(key));
    },

    close: () => worker.close(),
  };
}

/**
 * Keep a render's slot until its work is over (the render settles), so that abandoned renders
 * still count against the limit; but no longer than `graceMs` after it was abandoned, in case it
 * never notices.
 */
function holdUntilDone(release: Release, rendering: Promise<unknown>, signal: AbortSignal, graceMs: number): void {
  rendering.then(release, release);
  const onAbort = () => setTimeout(release, graceMs).unref();
  signal.addEventListener('abort', onAbort, { once: true });
  rendering.finally(() => signal.removeEventListener('abort', onAbort)).catch(() => {});
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => (signal.removeEventListener('abort', onAbort), resolve(v)),
      (e) => (signal.removeEventListener('abort', onAbort), reject(e)),
    );
  });
}
