import type { RequestHandler } from 'express';
import { z } from 'zod';
import { itemPath, legacyDetailKind, parseItemPath, SLUG } from '@pachmarhi/common/routes';
import { AppError } from '../errors/app-error';
import type { Inventory } from '../inventory/inventory.component';
import { inventoryKind } from '../inventory/inventory-kinds';

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
 *   renders with status 404.
 * Database failures go to the error handler (503).
 */
export function itemPageRedirects(inventory: Inventory): RequestHandler {
  const lookup = async (kind: Parameters<typeof inventoryKind>[0], by: 'id' | 'slug', key: string) => {
    try {
      return by === 'id' ? await inventory.get(inventoryKind(kind), key) : await inventory.getBySlug(inventoryKind(kind), key);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return undefined;
      throw err;
    }
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const legacy = legacyDetailKind(req.path);
    if (legacy) {
      const id = req.query.id;
      if (typeof id !== 'string' || id === '') return next(); // the page's own "no details" state
      const item = uuid.safeParse(id).success ? await lookup(legacy, 'id', id.toLowerCase()) : undefined;
      if (!item) {
        res.locals.notFound = true;
        return next();
      }
      return res.redirect(301, itemPath(legacy, item.slug as string) + queryWithoutId(req.originalUrl));
    }
    const page = parseItemPath(req.path);
    if (!page) return next();
    const item = SLUG.test(page.slug) ? await lookup(page.kind, 'slug', page.slug) : undefined;
    if (!item) {
      res.locals.notFound = true;
      return next();
    }
    const canonical = itemPath(page.kind, item.slug as string);
    if (canonical !== req.path) return res.redirect(301, canonical + queryWithoutId(req.originalUrl));
    next();
  };
}
