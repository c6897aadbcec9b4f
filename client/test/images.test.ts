import { describe, expect, it } from 'vitest';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { imageUrl } from '@/lib/api';

describe('imageUrl (same-origin API)', () => {
  it('when the path is relative, then it is served from /uploads', () => {
    expect(imageUrl('uploads/rooms/a.jpg')).toBe('/uploads/rooms/a.jpg');
    expect(imageUrl('rooms/a.jpg')).toBe('/uploads/rooms/a.jpg');
  });
  it('when the path has Windows backslashes, then they become slashes', () => {
    expect(imageUrl('uploads\\rooms\\a.jpg')).toBe('/uploads/rooms/a.jpg');
  });
  it('when the URL is absolute, then it is kept', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
  it('when there is no path, then empty (the No Image placeholder shows)', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl(null)).toBe('');
  });
});

describe('imageUrls', () => {
  it('when a list has blanks and duplicates, then they are dropped and order is kept', () => {
    expect(imageUrls(['uploads/a.jpg', '', null, 'uploads\\a.jpg', 'b.jpg'])).toEqual([
      '/uploads/a.jpg',
      '/uploads/b.jpg',
    ]);
  });
  it('when the list is missing, then empty', () => {
    expect(imageUrls(undefined)).toEqual([]);
  });
});
