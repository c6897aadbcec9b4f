/** /api/gallery/* in the API reference (docs/api.md#gallery). */
import { z } from 'zod';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import { galleryImageSchema } from '@pachmarhi/common/schemas/records';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';
import { categoryQuery } from './gallery.routes';

const tag = 'Gallery';
const list = json(withData(z.array(galleryImageSchema)), 'The images, newest first');

const publicList = (summary: string) =>
  operation({
    tag,
    summary,
    description: "`category`: one category; 'All' or blank for every one.",
    query: categoryQuery.pick({ category: true }),
    responses: { 200: list },
    errors: { 400: 'Unknown category' },
  });

export const galleryApi: ApiPaths = {
  '/api/gallery/public': { get: publicList('The public gallery') },
  '/api/gallery/get': { get: publicList("The public gallery (the test screen's path)") },
  '/api/gallery/admin': {
    get: operation({
      tag,
      summary: 'Search the gallery',
      auth: 'admin',
      description: '`search` matches title, description, tags, category and alt text.',
      query: categoryQuery,
      responses: { 200: list },
    }),
  },
  '/api/gallery/admin/upload': {
    post: operation({
      tag,
      summary: 'Upload an image',
      auth: 'admin',
      description:
        'One image, checked by its bytes (JPEG, PNG, WebP, GIF, AVIF), stored as a JPEG fallback plus WebP variants.',
      multipart: { schema: galleryInputSchema, files: { field: 'image', max: 1, required: true } },
      responses: { 201: json(saved(galleryImageSchema), 'Uploaded') },
    }),
  },
  '/api/gallery/admin/{id}': {
    delete: operation({
      tag,
      summary: 'Delete an image',
      auth: 'admin',
      description: 'Its files are deleted too.',
      path: idPath('image'),
      responses: { 200: json(done(), 'Deleted') },
      errors: { 404: 'Unknown image' },
    }),
  },
};
