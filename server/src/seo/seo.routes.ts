import { Router, type Request } from 'express';
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { ADMIN_PATH_PREFIX, CLIENT_ONLY_PATHS, INDEXABLE_PATHS, itemPath, PUBLIC_PATHS } from '@pachmarhi/common/routes';
import type { AppContext } from '../context';
import type { Inventory } from '../inventory/inventory.component';
import { inventoryKind } from '../inventory/inventory-kinds';
import { siteOrigin } from '../site/site-origin';

/** The most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** Paths crawlers are asked to leave alone: the back office, the API and the client-only pages (account screens, /api-test). */
const DISALLOWED = [ADMIN_PATH_PREFIX, '/api/', ...CLIENT_ONLY_PATHS];

/** The listing page of each kind, whose `lastmod` is its newest item's. */
const LISTING_OF: Record<ItemKind, string> = { room: PUBLIC_PATHS.rooms, tour: PUBLIC_PATHS.tours, vehicle: PUBLIC_PATHS.vehicles };

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/robots.txt` and `/sitemap.xml` for search engines: robots keeps crawlers out of the back office,
 * the API and the account pages and names the sitemap; the sitemap lists the public pages and every
 * room, tour and vehicle page with its last change (`lastmod`, UTC). Absolute URLs use SITE_URL, or
 * the request's own origin when it is not set.
 */
export function seoRouter(ctx: AppContext, inventory: Inventory): Router {
  const router = Router();
  const origin = (req: Request) => siteOrigin(ctx.config, req);

  router.get('/robots.txt', (req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin(req)}/sitemap.xml`, ''];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req);
    const lastmodOf = new Map<string, string>();
    const items: { loc: string; lastmod: string }[] = [];
    for (const kind of ITEM_KINDS) {
      const rows = await inventory.recent(inventoryKind(kind), SITEMAP_MAX_URLS - INDEXABLE_PATHS.length);
      for (const row of rows) items.push({ loc: itemPath(kind, row.slug as string), lastmod: row.updatedAt });
      const newest = rows.map((r) => r.updatedAt).sort().at(-1);
      if (newest) lastmodOf.set(LISTING_OF[kind], newest);
    }
    const pages = [...INDEXABLE_PATHS.map((loc) => ({ loc, lastmod: lastmodOf.get(loc) })), ...items].slice(0, SITEMAP_MAX_URLS);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.map((p) => `<url><loc>${xmlEscape(base + p.loc)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(body);
  });

  return router;
}
