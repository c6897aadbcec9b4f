import { safeText } from '@pachmarhi/common/schemas/fields';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { MAX_IMAGES } from '@pachmarhi/common/constants';
import type { RouteContext } from '../../platform/http/route-context';
import { notFound, validate } from '../../platform/errors/app-error';
import { SLUG } from '@pachmarhi/common/routes';
import { idParam, parseJsonFields, requestLang, uuidOf } from '../../platform/http/http';
import { routeReads, type PublicRead } from '../../platform/http/public-read';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../../platform/http/upload-files';
import type { Inventory } from './inventory.module';
import { INVENTORY_KINDS, type InventoryKind } from './inventory-kinds';
import { sendCached } from '../../platform/cache/list-cache';

/** `existingImages` of an update (also the API reference's: ./inventory.openapi.ts). */
export const keptImagesSchema = z.array(safeText('image', 300)).max(MAX_IMAGES * 4);

/** `imageOrder` of an update: kept paths and 'new:<i>' tokens, cover first (common/image-order). */
export const imageOrderSchema = z.array(safeText('image', 300)).max(MAX_IMAGES * 2);

/**
 * GET /api/rooms/get, /api/cars/get and /api/v1/tours/get: each kind's public list from the list
 * cache (ETag, gzip when asked), with `headers` set on each answer and `Cache-Control: no-store`.
 * Mounted at /api ahead of the general middleware, which these answers do not need.
 */
export function publicListsRouter(inventory: Inventory, headers: (res: Response) => void): Router {
  const router = Router();
  for (const kind of INVENTORY_KINDS) {
    const { list } = inventoryReads(inventory, kind);
    router.get(`${kind.basePath}${list.path}`, async (req, res) => {
      headers(res);
      res.set('Cache-Control', 'no-store').vary('Accept-Language');
      const answer = await list.read({ params: {}, query: req.query, lang: requestLang(req), origin: '' });
      if ('cached' in answer) sendCached(req, res, answer.cached);
    });
  }
  return router;
}

/**
 * The public reads of one inventory kind, relative to its base path (/api/rooms, /api/cars,
 * /api/v1/tours; the pages read them in process too), in the request's language: GET /get (the
 * list, from the list cache), GET /get/:id and GET /slug/:slug (by its current or an old slug).
 * @throws AppError 404 '<Kind> not found' (an unknown or malformed id or slug)
 */
export function inventoryReads(
  inventory: Inventory,
  kind: InventoryKind,
): { list: PublicRead; one: PublicRead; bySlug: PublicRead } {
  const vary = { Vary: 'Accept-Language' };
  return {
    list: { path: '/get', read: async ({ lang }) => ({ cached: await inventory.list(kind, lang) }) },
    one: {
      path: '/get/:id',
      headers: vary,
      read: async ({ params, lang }) => ({
        json: kind.oneBody(await inventory.get(kind, uuidOf(params.id, kind.label), lang)),
      }),
    },
    bySlug: {
      path: '/slug/:slug',
      headers: vary,
      read: async ({ params, lang }) => {
        const slug = String(params.slug).toLowerCase();
        if (!SLUG.test(slug)) throw notFound(kind.label);
        return { cached: await inventory.bySlug(kind, slug, lang) };
      },
    },
  };
}

/**
 * The other routes of one inventory kind, mounted at its base path (/api/rooms, /api/cars,
 * /api/v1/tours): GET /get/:id, GET /slug/:slug (both in the request's language), and for admins
 * GET /admin/:id (both languages), POST /create, PUT /update/:id, DELETE /delete/:id. Create and
 * update are multipart with up to five images; their answers carry both languages.
 */
export function inventoryRouter(inventory: Inventory, http: RouteContext, kind: InventoryKind): Router {
  const router = Router();
  const fieldsOf = (body: unknown) =>
    validate(kind.schema, parseJsonFields((body ?? {}) as Record<string, unknown>, kind.jsonFields));
  const upload = imageUpload({
    store: http.images,
    uploadsDir: http.config.uploadsDir,
    kind: kind.uploadKind,
    field: kind.imageField,
    maxFiles: MAX_IMAGES,
    maxBytes: http.config.maxUploadBytes,
    // Before any image is decoded: an update's unknown id (404), then the fields (400).
    checkFields: async (req) => {
      if (req.params.id !== undefined) await inventory.get(kind, idParam(req, kind.label));
      fieldsOf(req.body);
    },
  });

  const { one, bySlug } = inventoryReads(inventory, kind);
  routeReads(router, [one], () => '');

  // The admin's form: the English fields and the Hindi (`hi`) as stored.
  router.get('/admin/:id', http.requireAdmin, async (req, res) => {
    res.json(kind.oneBody(await inventory.get(kind, idParam(req, kind.label))));
  });

  // The page of '/rooms/:slug' and the like: the item by its current or an old slug (compare `slug`).
  routeReads(router, [bySlug], () => '');

  router.post('/create', http.requireAdmin, ...upload, async (req, res) => {
    const item = await inventory.create(kind, fieldsOf(req.body), uploadedImagePaths(req));
    commitRequestUploads(req);
    res.status(201).json(kind.savedBody(item, `${kind.label} created successfully`, 201));
  });

  router.put('/update/:id', http.requireAdmin, ...upload, async (req, res) => {
    const id = idParam(req, kind.label);
    await inventory.get(kind, id); // an unknown id is a 404 whatever the body holds
    const body = parseJsonFields((req.body ?? {}) as Record<string, unknown>, ['existingImages', 'imageOrder']);
    const keep = body.existingImages === undefined ? undefined : validate(keptImagesSchema, body.existingImages);
    const order = body.imageOrder === undefined ? undefined : validate(imageOrderSchema, body.imageOrder);
    const item = await inventory.update(kind, id, fieldsOf(req.body), keep, uploadedImagePaths(req), order);
    commitRequestUploads(req);
    res.json(kind.savedBody(item, `${kind.label} updated successfully`, 200));
  });

  router.delete('/delete/:id', http.requireAdmin, async (req, res) => {
    await inventory.remove(kind, idParam(req, kind.label));
    res.json({ success: true, message: `${kind.label} deleted successfully` });
  });

  return router;
}
