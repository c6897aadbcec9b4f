import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { formBoolean, optionalText, requiredText } from './fields';
import { galleryHindiSchema } from './hindi';

/** Text fields of `POST /api/gallery/admin/upload` (the image itself is required separately). */
export const galleryInputSchema = z.object({
  title: requiredText('title', 200),
  category: z.enum(GALLERY_CATEGORIES, { error: ruleMessage('required', { label: 'category' }) }),
  altText: requiredText('altText', 300),
  description: optionalText('description', 2000),
  /** Comma-separated; normalised to 'a, b, c' with blanks dropped. */
  tags: optionalText('tags', 500).transform((t) =>
    t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
  ),
  featured: formBoolean(),
  /** The Hindi title, alt text and description (./hindi.ts); a multipart upload sends it as JSON. */
  hi: galleryHindiSchema.optional(),
});

export type GalleryInput = z.input<typeof galleryInputSchema>;
export type GalleryFields = z.output<typeof galleryInputSchema>;
