import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { isServerRendered } from '@pachmarhi/common/routes';
import { todayIST } from '@pachmarhi/common/time';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { DEFAULT_PAGE_CACHE_LIMITS, type PageCacheLimits } from '../../config';
import { byteBudget } from '../../platform/cache/list-cache';
import type { ChangeFeed, ChangeTopic } from '../../platform/db/change-feed';
import { pageLang } from '../../platform/http/http';
import { isPageRequest } from './page-outage';

export { DEFAULT_PAGE_CACHE_LIMITS, type PageCacheLimits } from '../../config';

/** Topics of the change feed that no page shows (sessions): every other write drops every page. */
const UNSEEN_TOPICS: readonly ChangeTopic[] = ['users'];

/** A rendered page as kept: what was sent, when it stops being fresh and when it may no longer be served. */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** `html` gzipped, made when the page is kept. */
  gzipped: Buffer;
  etag: string;
  lang: Lang;
  /** Epoch ms: served as it is until then. */
  freshUntil: number;
  /** Epoch ms: served (stale, while a new render runs) until then, never after. */
  usableUntil: number;
}

/**
 * Whether the page a request asks for may come from (and go into) the cache: a GET or HEAD of a
 * server-rendered page, asking for HTML, with nothing that could make its answer personal (an
 * `Authorization` header, or any cookie besides the language choice). The app keeps its session in
 * the browser's storage, so today visitors' page requests carry no session at all.
 */
export function isCacheable(req: Request): boolean {
  if (!isPageRequest(req) || req.get('authorization') || /\.[^/]*$/.test(req.path) || !isServerRendered(req.path))
    return false;
  const cookie = req.get('cookie');
  return !cookie || cookie.split(';').every((c) => /^\s*lang=/.test(c) || !c.trim());
}

/**
 * The server-rendered HTML of public pages, for visitors without a session: rendered once and sent
 * to everyone who asks for the same page until something it shows changes.
 *
 * - Key: the address as asked (path and query: stay dates, guests, sort…), the language
 *   (`?lang=`, the `lang` cookie or Accept-Language), the origin links are made for, and the IST
 *   date (pages show today's prices and calendars, so a page never outlives its day).
 * - Exact after writes: any change on the change feed (an item, prices, rates, reservations, the
 *   gallery; from any process) drops every page, so the next visitor gets a render made after it.
 * - Stale while revalidate: after `freshMs` a page is still served, for `staleMs`, while one new
 *   render runs in the background (never waiting for a render slot; skipped when none is free).
 * - A page showing a booking hold's countdown ('Booked · 2h 5m') is kept until the minute ends.
 * - Bounded: past `maxBytes` the least recently used pages go (lru-cache); a page over a quarter
 *   of it is not kept.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Keys being rendered again in the background. */
  private readonly revalidating = new Set<string>();
  /** Bumped by every drop: a render that started before it is not kept. */
  private generation = 0;

  constructor(
    readonly limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new LRUCache({ maxSize: byteBudget(limits.maxBytes), sizeCalculation: sizeOf });
  }

  get enabled(): boolean {
    return this.limits.maxBytes > 0;
  }

  /** The key of `req`'s page in `lang` for links to `origin`, or undefined when it is not cacheable. */
  keyOf(req: Request, lang: Lang, origin: string): string | undefined {
    if (!this.enabled || !isCacheable(req)) return undefined;
    return `${todayIST(new Date(this.now()))} ${lang} ${origin} ${req.originalUrl}`;
  }

  /** The page kept under `key` and whether it is stale (to be rendered again), or undefined. */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const t = this.now();
    if (t >= page.usableUntil) {
      this.pages.delete(key);
      return undefined;
    }
    return { page, stale: t >= page.freshUntil };
  }

  /** Whether a page is kept for `key` (fresh or stale): such a request never waits for a render. */
  has(key: string | undefined): boolean {
    return key !== undefined && this.get(key) !== undefined;
  }

  /** The current generation: pass it back to `keep`, which ignores a render from before a drop. */
  get version(): number {
    return this.generation;
  }

  /**
   * Keep the page rendered for `key` (status 200 or 404), unless something changed since its render
   * started (`version`, from before the render).
   * @param showsCountdown the page shows a booking hold's countdown: kept only until the minute ends
   */
  keep(
    key: string,
    page: { status: number; html: Buffer; lang: Lang },
    version: number,
    showsCountdown = false,
  ): CachedPage | undefined {
    if (version !== this.generation || !this.enabled) return undefined;
    const t = this.now();
    const gzipped = gzipSync(page.html);
    const minuteEnd = Math.ceil((t + 1) / 60_000) * 60_000;
    const entry: CachedPage = {
      ...page,
      gzipped,
      etag: `W/"${page.html.length.toString(16)}-${createHash('sha1').update(page.html).digest('base64url')}"`,
      freshUntil: showsCountdown ? Math.min(minuteEnd, t + this.limits.freshMs) : t + this.limits.freshMs,
      usableUntil: showsCountdown
        ? Math.min(minuteEnd, t + this.limits.freshMs)
        : t + this.limits.freshMs + this.limits.staleMs,
    };
    if (sizeOf(entry) > this.limits.maxBytes / 4) return undefined; // one page never takes the cache
    this.pages.set(key, entry);
    return entry;
  }

  /** Start a background render of `key` once: false when one already runs. Call `revalidated` when it ends. */
  startRevalidating(key: string): boolean {
    if (this.revalidating.has(key)) return false;
    this.revalidating.add(key);
    return true;
  }

  revalidated(key: string): void {
    this.revalidating.delete(key);
  }

  /** Drop every page (a change that any page may show). */
  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  /** Memory held (bytes) and pages kept. */
  get size(): { bytes: number; pages: number } {
    return { bytes: this.pages.calculatedSize, pages: this.pages.size };
  }
}

const sizeOf = (page: CachedPage) => page.html.length + page.gzipped.length + 200;

/** Drop every page of `cache` when the feed announces a change a page may show, in any process. */
export function clearOnChange(cache: PageCache, changes: ChangeFeed): void {
  changes.subscribe((topic) => {
    if (topic === null || !UNSEEN_TOPICS.includes(topic)) cache.clear();
  });
}

/** `Cache-Control` of a page anyone may be sent (no session): shared caches (a CDN) keep it, browsers revalidate. */
export function publicCacheControl(limits: PageCacheLimits): string {
  return `public, max-age=0, s-maxage=${Math.round(limits.freshMs / 1000)}, stale-while-revalidate=${Math.round(limits.staleMs / 1000)}`;
}

/**
 * Send a kept page: 304 when the client's ETag matches, else the HTML (gzipped when accepted),
 * with the headers of a public page (`headers`: the app's security headers), Vary and Cache-Control.
 */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  cacheControl: string,
  headers: (res: Response) => void,
): void {
  headers(res);
  res.status(page.status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': page.lang,
    ETag: page.etag,
    Vary: 'Cookie, Accept-Language, Accept-Encoding',
    'Cache-Control': cacheControl,
  });
  if (page.status === 200 && req.fresh) return void res.status(304).end();
  const gzip = !!req.acceptsEncodings('gzip');
  const body = gzip ? page.gzipped : page.html;
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(body.length));
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}

/**
 * Answer page requests from `cache` ahead of everything else a page costs (compression, body
 * parsers, the item lookup, the render gate): a kept page is sent at once, even while every render
 * slot is taken. A stale one is sent too, and `revalidate` asked to render it again in the
 * background. Anything else passes on (and is rendered, then kept, by the page renderer).
 * @param originOf the origin a request's links are made for (part of the key)
 */
export function serveFromPageCache(
  cache: PageCache,
  originOf: (req: Request) => string,
  headers: (res: Response) => void,
  revalidate: (req: Request, key: string, lang: Lang, status: number) => void,
): RequestHandler {
  const cacheControl = publicCacheControl(cache.limits);
  return (req, res, next) => {
    if (!cache.enabled) return next();
    const lang = pageLang(req);
    const key = cache.keyOf(req, lang, originOf(req));
    const hit = key && cache.get(key);
    if (!hit) return next();
    if (hit.stale && cache.startRevalidating(key)) revalidate(req, key, lang, hit.page.status);
    res.set('X-Page-Cache', hit.stale ? 'stale' : 'hit');
    sendCachedPage(req, res, hit.page, cacheControl, headers);
  };
}
