import { Router } from 'express';
import { z } from 'zod';
import { MAX_IMAGES } from '@pachmarhi/common/constants';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import { idParam, parseJsonFields } from '../http';
import { commitRequestUploads, imageUpload, removeStoredImages, uploadedImagePaths } from '../uploads/upload-files';
import type { InventoryKind } from './inventory-kinds';
import { listRows } from './inventory.repository';
import { createItem, deleteItem, getItem, updateItem } from './inventory.service';
import { toInventoryDto } from './inventory-dto';

const keptImagesSchema = z.array(z.string().max(300)).max(MAX_IMAGES * 4);

/**
 * The five routes of one inventory kind, mounted at its base path (/api/rooms, /api/cars,
 * /api/v1/tours): GET /get, GET /get/:id, and for admins POST /create, PUT /update/:id,
 * DELETE /delete/:id. Create and update are multipart with up to five images.
 */
export function inventoryRouter(ctx: AppContext, kind: InventoryKind): Router {
  const router = Router();
  const upload = imageUpload({
    uploadsDir: ctx.config.uploadsDir, kind: kind.uploadKind, field: kind.imageField,
    maxFiles: MAX_IMAGES, maxBytes: ctx.config.maxUploadBytes,
  });
  const fieldsOf = (body: unknown) => validate(kind.schema, parseJsonFields((body ?? {}) as Record<string, unknown>, kind.jsonFields));

  router.get('/get', async (req, res) => {
    const now = ctx.now();
    let entry = ctx.listCache.get(kind.type, now);
    if (!entry) {
      const version = ctx.listCache.version(kind.type);
      const rows = await listRows(ctx.db, kind);
      const dtos = rows.map((r) => toInventoryDto(r, now));
      const holds = dtos.filter((d) => d.isBooked).map((d) => Date.parse(d.bookingExpiresAt as string));
      entry = ctx.listCache.set(kind.type, version, JSON.stringify(kind.listBody(dtos)), now, holds.length ? Math.min(...holds) : undefined);
    }
    res.set('ETag', entry.etag);
    if (req.fresh) return void res.status(304).end();
    res.type('json').send(entry.body);
  });

  router.get('/get/:id', async (req, res) => {
    const row = await getItem(ctx.db, kind, idParam(req, kind.label));
    res.json(kind.oneBody(toInventoryDto(row, ctx.now())));
  });

  router.post('/create', ctx.requireAdmin, ...upload, async (req, res) => {
    const row = await createItem(ctx.db, kind, fieldsOf(req.body), uploadedImagePaths(req));
    commitRequestUploads(req);
    ctx.listCache.invalidate(kind.type);
    res.status(201).json(kind.savedBody(toInventoryDto(row, ctx.now()), `${kind.label} created successfully`, 201));
  });

  router.put('/update/:id', ctx.requireAdmin, ...upload, async (req, res) => {
    const id = idParam(req, kind.label);
    await getItem(ctx.db, kind, id); // an unknown id is a 404 whatever the body holds
    const body = parseJsonFields((req.body ?? {}) as Record<string, unknown>, ['existingImages']);
    const keep = body.existingImages === undefined ? undefined : validate(keptImagesSchema, body.existingImages);
    const { row, removed } = await updateItem(ctx.db, kind, id, fieldsOf(req.body), keep, uploadedImagePaths(req), ctx.now());
    commitRequestUploads(req);
    ctx.listCache.invalidate(kind.type);
    await removeStoredImages(ctx.config.uploadsDir, removed);
    res.json(kind.savedBody(toInventoryDto(row, ctx.now()), `${kind.label} updated successfully`, 200));
  });

  router.delete('/delete/:id', ctx.requireAdmin, async (req, res) => {
    const images = await deleteItem(ctx.db, kind, idParam(req, kind.label));
    ctx.listCache.invalidate(kind.type);
    await removeStoredImages(ctx.config.uploadsDir, images);
    res.json({ success: true, message: `${kind.label} deleted successfully` });
  });

  return router;
}
