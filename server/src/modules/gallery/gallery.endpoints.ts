/**
 * The gallery at /api/gallery (docs/api.md#gallery): the public lists, /public and /get (the same;
 * the pages read them in process too), of a `category` or all, in the request's language; the
 * admin's search (both languages), upload (multipart, one image) and delete.
 */
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { safeText } from '@pachmarhi/common/schemas/fields';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import { galleryImageSchema } from '@pachmarhi/common/schemas/records';
import { badRequest, validate } from '../../platform/errors/app-error';
import { endpointsOf } from '../../platform/http/endpoints';
import { parseJsonFields } from '../../platform/http/http';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../../platform/http/upload-files';
import type { Gallery } from './gallery.module';

const endpoint = endpointsOf<{ gallery: Gallery }>();
const tag = 'Gallery';
const list = json(withData(z.array(galleryImageSchema)), 'The images, newest first');

/** Query of the gallery lists: one category ('All' or blank: every one) and, for the admin, a search. */
const categoryQuery = z.object({
  category: z.preprocess(
    (v) => (v === 'All' || v === '' ? undefined : v),
    z.enum(GALLERY_CATEGORIES, { error: 'Unknown gallery category' }).optional(),
  ),
  search: safeText('search', 200).optional(),
});

/** The text fields of an upload (multipart: the Hindi texts, `hi`, arrive as JSON). */
const fieldsOf = (body: unknown) =>
  validate(galleryInputSchema, parseJsonFields((body ?? {}) as Record<string, unknown>, ['hi']));

/** The public list, at two paths. @throws AppError 400 'Unknown gallery category' */
const publicList = (path: string, summary: string) =>
  endpoint({
    method: 'get',
    path,
    tag,
    summary,
    description:
      "`category`: one category; 'All' or blank for every one. In the request's language (`?lang=hi`, else `Accept-Language`): a Hindi text where the owner wrote one, else the English; no `hi` member.",
    query: categoryQuery.pick({ category: true }),
    headers: { Vary: 'Accept-Language' },
    responses: { 200: list },
    errors: { 400: 'Unknown category' },
    read: async ({ query, lang }, { gallery }) => ({
      json: { success: true, data: await gallery.list({ category: query.category }, lang) },
    }),
  });

export const galleryEndpoints = [
  publicList('/api/gallery/public', 'The public gallery'),
  publicList('/api/gallery/get', "The public gallery (the test screen's path)"),
  endpoint({
    method: 'get',
    path: '/api/gallery/admin',
    tag,
    summary: 'Search the gallery',
    auth: 'admin',
    description:
      'In both languages: the English fields and their Hindi under `hi`. `search` matches title, description, tags, category and alt text, the Hindi too.',
    query: categoryQuery,
    responses: { 200: list },
    handle: async ({ query }, { gallery }) => ({ success: true, data: await gallery.list(query) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/gallery/admin/upload',
    tag,
    summary: 'Upload an image',
    auth: 'admin',
    description:
      'One image, checked by its bytes (JPEG, PNG, WebP, GIF, AVIF), stored as a JPEG fallback plus WebP variants. `hi` is a JSON part, `{title, altText, description}` in Hindi.',
    multipart: { schema: galleryInputSchema, files: { field: 'image', max: 1, required: true } },
    use: (http) =>
      imageUpload({
        store: http.images,
        uploadsDir: http.config.uploadsDir,
        kind: 'gallery',
        field: 'image',
        maxFiles: 1,
        maxBytes: http.config.maxUploadBytes,
        tooManyMessage: 'Upload one image at a time',
        checkFields: (req) => fieldsOf(req.body),
      }),
    status: 201,
    responses: { 201: json(saved(galleryImageSchema), 'Uploaded') },
    handle: async ({ req }, { gallery }) => {
      const fields = fieldsOf(req.body);
      const [imageUrl] = uploadedImagePaths(req);
      if (!imageUrl) {
        const message = ruleMessage('required', { label: 'image' });
        throw badRequest(message, { image: message });
      }
      const data = await gallery.add(fields, imageUrl);
      commitRequestUploads(req);
      return { success: true, message: 'Image uploaded successfully', data };
    },
  }),
  endpoint({
    method: 'delete',
    path: '/api/gallery/admin/:id',
    tag,
    summary: 'Delete an image',
    auth: 'admin',
    description: 'Its files are deleted too.',
    params: idPath('image'),
    notFound: 'Image',
    responses: { 200: json(done(), 'Deleted') },
    errors: { 404: 'Unknown image' },
    handle: async ({ params }, { gallery }) => {
      await gallery.remove(params.id);
      return { success: true, message: 'Image deleted successfully' };
    },
  }),
];
