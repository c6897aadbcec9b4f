import { Router, type Request } from 'express';
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import type { AppContext } from '../context';
import { badRequest, notFound, validate } from '../errors/app-error';
import { idParam } from '../http';
import { commitRequestUploads, imageUpload, removeStoredImages, uploadedImagePaths } from '../uploads/upload-files';
import { deleteGalleryImage, insertGalleryImage, listGallery, toGalleryDto } from './gallery.repository';

const categoryQuery = z.object({
  category: z.preprocess((v) => (v === 'All' || v === '' ? undefined : v), z.enum(GALLERY_CATEGORIES, { error: 'Unknown gallery category' }).optional()),
  search: z.string().trim().max(200).optional(),
});

/** Gallery: public lists (/public, /get) and admin search, upload and delete (/admin…). */
export function galleryRouter(ctx: AppContext): Router {
  const router = Router();
  const upload = imageUpload({ uploadsDir: ctx.config.uploadsDir, kind: 'gallery', field: 'image', maxFiles: 1, maxBytes: ctx.config.maxUploadBytes, tooManyMessage: 'Upload one image at a time' });

  const publicList = async (req: Request, res: import('express').Response) => {
    const { category } = validate(categoryQuery, req.query);
    res.json({ success: true, data: (await listGallery(ctx.db, { category })).map(toGalleryDto) });
  };
  router.get('/public', publicList);
  router.get('/get', publicList);

  router.get('/admin', ctx.requireAdmin, async (req, res) => {
    const filter = validate(categoryQuery, req.query);
    res.json({ success: true, data: (await listGallery(ctx.db, filter)).map(toGalleryDto) });
  });

  router.post('/admin/upload', ctx.requireAdmin, ...upload, async (req, res) => {
    const fields = validate(galleryInputSchema, req.body ?? {});
    const [imageUrl] = uploadedImagePaths(req);
    if (!imageUrl) throw badRequest('Image is required', { image: 'Image is required' });
    const row = await insertGalleryImage(ctx.db, fields, imageUrl);
    commitRequestUploads(req);
    res.status(201).json({ success: true, message: 'Image uploaded successfully', data: toGalleryDto(row) });
  });

  router.delete('/admin/:id', ctx.requireAdmin, async (req, res) => {
    const row = await deleteGalleryImage(ctx.db, idParam(req, 'Image'));
    if (!row) throw notFound('Image');
    await removeStoredImages(ctx.config.uploadsDir, [row.imageUrl]);
    res.json({ success: true, message: 'Image deleted successfully' });
  });

  return router;
}
