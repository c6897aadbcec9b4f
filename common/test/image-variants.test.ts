import { describe, expect, it } from 'vitest';
import { fallbackPath, hasVariants, imageSize, storedPathsOf, variantPath, variantSrcSet } from '../src/image-variants';

describe('image variants by name', () => {
  it('when a fallback is named, then its size is in the name and read back', () => {
    expect(fallbackPath('uploads/rooms/abc', 1000, 750)).toBe('uploads/rooms/abc-1000x750-full.jpg');
    expect(imageSize('/uploads/rooms/abc-1000x750-full.jpg?v=2')).toEqual({ width: 1000, height: 750 });
    expect(imageSize('uploads/rooms/abc-full.jpg')).toBeNull();
    expect(imageSize('https://cdn.example/photo.jpg')).toBeNull();
  });

  it('when variants are derived, then sized and older fallbacks name the same WebP files', () => {
    expect(variantPath('uploads/rooms/abc-1000x750-full.jpg', 800)).toBe('uploads/rooms/abc-800.webp');
    expect(variantPath('uploads/rooms/abc-full.jpg', 400)).toBe('uploads/rooms/abc-400.webp');
    expect(storedPathsOf('uploads/rooms/abc-1000x750-full.jpg')).toEqual([
      'uploads/rooms/abc-1000x750-full.jpg',
      'uploads/rooms/abc-400.webp',
      'uploads/rooms/abc-800.webp',
      'uploads/rooms/abc-1600.webp',
    ]);
    expect(hasVariants('uploads/rooms/abc.jpg')).toBe(false);
    expect(storedPathsOf('uploads/rooms/abc.jpg')).toEqual(['uploads/rooms/abc.jpg']);
  });

  it('srcset lists only widths that exist: a 1000 px upload is not listed as 1600w', () => {
    expect(variantSrcSet('/uploads/rooms/a-1000x750-full.jpg')).toBe(
      '/uploads/rooms/a-400.webp 400w, /uploads/rooms/a-800.webp 800w, /uploads/rooms/a-1600.webp 1000w',
    );
    expect(variantSrcSet('/uploads/rooms/a-1600x1200-full.jpg')).toBe(
      '/uploads/rooms/a-400.webp 400w, /uploads/rooms/a-800.webp 800w, /uploads/rooms/a-1600.webp 1600w',
    );
    expect(variantSrcSet('/uploads/rooms/a-800x600-full.jpg')).toBe(
      '/uploads/rooms/a-400.webp 400w, /uploads/rooms/a-800.webp 800w',
    );
    expect(variantSrcSet('/uploads/rooms/a-300x200-full.jpg')).toBe('/uploads/rooms/a-400.webp 300w');
    expect(variantSrcSet('/uploads/rooms/a-full.jpg')).toBe(
      '/uploads/rooms/a-400.webp 400w, /uploads/rooms/a-800.webp 800w, /uploads/rooms/a-1600.webp 1600w',
    );
    expect(variantSrcSet('https://cdn.example/photo.jpg')).toBeUndefined();
  });
});
