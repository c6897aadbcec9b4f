import { safeText } from '@pachmarhi/common/schemas/fields';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import { badRequest, validate } from '../../platform/errors/app-error';
import { idParam, parseJsonFields, requestLang } from '../../platform/http/http';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../../platform/http/upload-files';
import type { RouteContext } from '../../platform/http/route-context';
import type { Gallery } from './gallery.module';

/** Query of the gallery lists (also the API reference's: ./gallery.openapi.ts). */
export const categoryQuery = z.object({
  category: z.preprocess(
    (v) => (v === 'All' || v === '' ? undefined : v),
    z.enum(GALLERY_CATEGORIES, { error: 'Unknown gallery category' }).optional(),
  ),
  search: safeText('search', 200).optional(),
});

/**
 * Gallery: public lists (/public, /get; in the request's language) and admin search (both
 * languages), upload and delete (/admin…).
 */
export function galleryRouter(gallery: Gallery, http: RouteContext): Router {
  const router = Router();
  // Multipart: the Hindi texts (`hi`) arrive as JSON.
  const fieldsOf = (body: unknown) =>
    validate(galleryInputSchema, parseJsonFields((body ?? {}) as Record<string, unknown>, ['hi']));
  const upload = imageUpload({
    store: http.images,
    uploadsDir: http.config.uploadsDir,
    kind: 'gallery',
    field: 'image',
    maxFiles: 1,
    maxBytes: http.config.maxUploadBytes,
    tooManyMessage: 'Upload one image at a time',
    checkFields: (req) => fieldsOf(req.body),
  });

  const publicList = async (req: Request, res: Response) => {
    const { category } = validate(categoryQuery, req.query);
    res.vary('Accept-Language').json({ success: true, data: await gallery.list({ category }, requestLang(req)) });
  };
  router.get('/public', publicList);
  router.get('/get', publicList);

  router.get('/admin', http.requireAdmin, async (req, res) => {
    const filter = validate(categoryQuery, req.query);
    res.json({ success: true, data: await gallery.list(filter) });
  });

  router.post('/admin/upload', http.requireAdmin, ...upload, async (req, res) => {
    const fields = fieldsOf(req.body);
    const [imageUrl] = uploadedImagePaths(req);
    if (!imageUrl) {
      const message = ruleMessage('required', { label: 'image' });
      throw badRequest(message, { image: message });
    }
    const data = await gallery.add(fields, imageUrl);
    commitRequestUploads(req);
    res.status(201).json({ success: true, message: 'Image uploaded successfully', data });
  });

  router.delete('/admin/:id', http.requireAdmin, async (req, res) => {
    await gallery.remove(idParam(req, 'Image'));
    res.json({ success: true, message: 'Image deleted successfully' });
  });

  return router;
}
