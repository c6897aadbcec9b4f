import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  itemPath,
  legacyDetailKind,
  localizedPath,
  parseItemPath,
  SLUG,
  splitLangPath,
} from '@pachmarhi/common/routes';
import type { RouteContext } from '../../platform/http/route-context';
import { siteOrigin } from '../../platform/http/site-origin';
import type { Seo } from './seo.module';

/**
 * `/robots.txt` and `/sitemap.xml` for search engines: robots keeps crawlers out of the back office,
 * the API and the account pages and names the sitemap; the sitemap lists the public pages and every
 * room, tour and vehicle page with its last change (`lastmod`, UTC). Absolute URLs use SITE_URL, or
 * the request's own origin when it is not set.
 */
export function seoRouter(seo: Seo, http: RouteContext): Router {
  const router = Router();
  const origin = (req: Request) => siteOrigin(http.config, req);

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(seo.robots(origin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const body = await seo.sitemap(origin(req));
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(body);
  });

  return router;
}

const uuid = z.uuid();

/** The request's query string without `id` ('?checkIn=…&guests=2'), or ''. */
function queryWithoutId(originalUrl: string): string {
  const q = new URLSearchParams(originalUrl.split('?')[1] ?? '');
  q.delete('id');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The item pages' addresses, before the page is rendered (docs/product.md#public-routes):
 * - '/room-details?id=<uuid>' (and '/tour-details', '/view-details', '/vehicle-details') answer
 *   301 to the item's own page '/rooms/<slug>', keeping the rest of the query (the stay);
 * - '/rooms/<old-slug>' of a renamed item answers 301 to its current slug;
 * - '/rooms/<unknown>' and an unknown id are marked not found (`res.locals.notFound`), so the page
 *   renders with status 404;
 * - the same under '/hi', the Hindi URLs ('/hi/room-details?id=…' → '/hi/rooms/<slug>').
 * Database failures go to the error handler (503).
 */
export function itemPageRedirects(seo: Seo): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The same under '/hi' (docs/decisions/022-hindi-urls.md): redirects stay in the page's language.
    const { lang = 'en', path } = splitLangPath(req.path);
    const legacy = legacyDetailKind(path);
    if (legacy) {
      const id = req.query.id;
      if (typeof id !== 'string' || id === '') return next(); // the page's own "no details" state
      const slug = uuid.safeParse(id).success ? await seo.itemSlug(legacy, 'id', id.toLowerCase()) : undefined;
      if (!slug) {
        res.locals.notFound = true;
        return next();
      }
      return res.redirect(301, localizedPath(itemPath(legacy, slug), lang) + queryWithoutId(req.originalUrl));
    }
    const page = parseItemPath(path);
    if (!page) return next();
    const slug = SLUG.test(page.slug) ? await seo.itemSlug(page.kind, 'slug', page.slug) : undefined;
    if (!slug) {
      res.locals.notFound = true;
      return next();
    }
    const canonical = localizedPath(itemPath(page.kind, slug), lang);
    if (canonical !== req.path) return res.redirect(301, canonical + queryWithoutId(req.originalUrl));
    next();
  };
}
