import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../constants';
import { formBoolean, optionalText, requiredText } from './fields';

/** Text fields of `POST /api/gallery/admin/upload` (the image itself is required separately). */
export const galleryInputSchema = z.object({
  title: requiredText('Title', 200),
  category: z.enum(GALLERY_CATEGORIES, { error: 'Category is required' }),
  altText: requiredText('Alt text', 300),
  description: optionalText('Description', 2000),
  /** Comma-separated; normalised to 'a, b, c' with blanks dropped. */
  tags: optionalText('Tags', 500).transform((t) => t.split(',').map((s) => s.trim()).filter(Boolean).join(', ')),
  featured: formBoolean(),
});

export type GalleryInput = z.input<typeof galleryInputSchema>;
export type GalleryFields = z.output<typeof galleryInputSchema>;
