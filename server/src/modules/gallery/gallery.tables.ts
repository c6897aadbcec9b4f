/**
 * The gallery module's table: the photos of the public gallery (conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import type { GalleryHindi } from '@pachmarhi/common/schemas/hindi';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    altText: text('alt_text').notNull(),
    tags: text('tags').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    /** The Hindi title, alt text and description (common/src/schemas/hindi.ts); {} until written. */
    hi: jsonb('hi').$type<Partial<GalleryHindi>>().notNull().default({}),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('gallery_images_category_check', inList('category', GALLERY_CATEGORIES)),
    index('gallery_images_category_idx').on(sql`category`, sql`upload_date desc`),
  ],
);
