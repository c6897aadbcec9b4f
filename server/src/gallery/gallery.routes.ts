import { safeText } from '@pachmarhi/common/schemas/fields';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import type { AppContext } from '../context';
import { badRequest, validate } from '../errors/app-error';
import { idParam } from '../http';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../uploads/upload-files';
import { addGalleryImage, listGalleryImages, removeGalleryImage } from './gallery.service';

const categoryQuery = z.object({
  category: z.preprocess((v) => (v === 'All' || v === '' ? undefined : v), z.enum(GALLERY_CATEGORIES, { error: 'Unknown gallery category' }).optional()),
  search: safeText('Search', 200).optional(),
});

/** Gallery: public lists (/public, /get) and admin search, upload and delete (/admin…). */
export function galleryRouter(ctx: AppContext): Router {
  const router = Router();
  const upload = imageUpload({ store: ctx.images, uploadsDir: ctx.config.uploadsDir, kind: 'gallery', field: 'image', maxFiles: 1, maxBytes: ctx.config.maxUploadBytes, tooManyMessage: 'Upload one image at a time' });

  const publicList = async (req: Request, res: Response) => {
    const { category } = validate(categoryQuery, req.query);
    res.json({ success: true, data: await listGalleryImages(ctx.db, { category }) });
  };
  router.get('/public', publicList);
  router.get('/get', publicList);

  router.get('/admin', ctx.requireAdmin, async (req, res) => {
    const filter = validate(categoryQuery, req.query);
    res.json({ success: true, data: await listGalleryImages(ctx.db, filter) });
  });

  router.post('/admin/upload', ctx.requireAdmin, ...upload, async (req, res) => {
    const fields = validate(galleryInputSchema, req.body ?? {});
    const [imageUrl] = uploadedImagePaths(req);
    if (!imageUrl) throw badRequest('Image is required', { image: 'Image is required' });
    const data = await addGalleryImage(ctx.db, fields, imageUrl);
    commitRequestUploads(req);
    res.status(201).json({ success: true, message: 'Image uploaded successfully', data });
  });

  router.delete('/admin/:id', ctx.requireAdmin, async (req, res) => {
    await removeGalleryImage(ctx.db, ctx.images, idParam(req, 'Image'));
    res.json({ success: true, message: 'Image deleted successfully' });
  });

  return router;
}
