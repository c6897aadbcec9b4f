import { safeText } from '@pachmarhi/common/schemas/fields';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { MAX_IMAGES } from '@pachmarhi/common/constants';
import type { AppContext } from '../context';
import { notFound, validate } from '../errors/app-error';
import { SLUG } from '@pachmarhi/common/routes';
import { idParam, parseJsonFields } from '../http';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../uploads/upload-files';
import type { Inventory } from './inventory.component';
import { INVENTORY_KINDS, type InventoryKind } from './inventory-kinds';
import { sendCached } from './list-cache';

const keptImagesSchema = z.array(safeText('Image', 300)).max(MAX_IMAGES * 4);

/**
 * GET /api/rooms/get, /api/cars/get and /api/v1/tours/get: each kind's public list from the list
 * cache (ETag, gzip when asked), with `headers` set on each answer and `Cache-Control: no-store`.
 * Mounted at /api ahead of the general middleware, which these answers do not need.
 */
export function publicListsRouter(inventory: Inventory, headers: (res: Response) => void): Router {
  const router = Router();
  for (const kind of INVENTORY_KINDS) {
    router.get(`${kind.basePath}/get`, async (req, res) => {
      headers(res);
      res.set('Cache-Control', 'no-store');
      sendCached(req, res, await inventory.list(kind));
    });
  }
  return router;
}

/**
 * The other routes of one inventory kind, mounted at its base path (/api/rooms, /api/cars,
 * /api/v1/tours): GET /get/:id, GET /slug/:slug, and for admins POST /create, PUT /update/:id,
 * DELETE /delete/:id. Create and update are multipart with up to five images.
 */
export function inventoryRouter(ctx: AppContext, inventory: Inventory, kind: InventoryKind): Router {
  const router = Router();
  const upload = imageUpload({
    store: ctx.images, uploadsDir: ctx.config.uploadsDir, kind: kind.uploadKind, field: kind.imageField,
    maxFiles: MAX_IMAGES, maxBytes: ctx.config.maxUploadBytes,
  });
  const fieldsOf = (body: unknown) => validate(kind.schema, parseJsonFields((body ?? {}) as Record<string, unknown>, kind.jsonFields));

  router.get('/get/:id', async (req, res) => {
    res.json(kind.oneBody(await inventory.get(kind, idParam(req, kind.label))));
  });

  // The page of '/rooms/:slug' and the like: the item by its current or an old slug (compare `slug`).
  router.get('/slug/:slug', async (req, res) => {
    const slug = String(req.params.slug).toLowerCase();
    if (!SLUG.test(slug)) throw notFound(kind.label);
    res.json(kind.oneBody(await inventory.getBySlug(kind, slug)));
  });

  router.post('/create', ctx.requireAdmin, ...upload, async (req, res) => {
    const item = await inventory.create(kind, fieldsOf(req.body), uploadedImagePaths(req));
    commitRequestUploads(req);
    res.status(201).json(kind.savedBody(item, `${kind.label} created successfully`, 201));
  });

  router.put('/update/:id', ctx.requireAdmin, ...upload, async (req, res) => {
    const id = idParam(req, kind.label);
    await inventory.get(kind, id); // an unknown id is a 404 whatever the body holds
    const body = parseJsonFields((req.body ?? {}) as Record<string, unknown>, ['existingImages']);
    const keep = body.existingImages === undefined ? undefined : validate(keptImagesSchema, body.existingImages);
    const item = await inventory.update(kind, id, fieldsOf(req.body), keep, uploadedImagePaths(req));
    commitRequestUploads(req);
    res.json(kind.savedBody(item, `${kind.label} updated successfully`, 200));
  });

  router.delete('/delete/:id', ctx.requireAdmin, async (req, res) => {
    await inventory.remove(kind, idParam(req, kind.label));
    res.json({ success: true, message: `${kind.label} deleted successfully` });
  });

  return router;
}
