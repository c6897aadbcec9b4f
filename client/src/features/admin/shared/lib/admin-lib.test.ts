import { describe, expect, it } from 'vitest';
import { roomInputSchema } from '@pachmarhi/common/schemas/room';
import { tourInputSchema } from '@pachmarhi/common/schemas/tour';
import { fieldErrors } from '@pachmarhi/common/schemas/fields';
import { buildMultipart } from './build-multipart';
import { pickStrings } from './pick-strings';
import { setIn } from '@/hooks/use-form-state';
import { moveImage, splitImages, type PickedImage } from './picked-images';
import { statusTone } from '@/components/status-badge';
import { statusFilter } from '@/features/admin/shared/components/management-table';
import type { ManagedItem } from '@/features/admin/shared/components/management-types';

describe('setIn', () => {
  it('when a nested path is set, then only that branch is copied and arrays stay arrays', () => {
    const before = { a: { b: 1 }, list: [{ x: 'a' }, { x: 'b' }], keep: { k: 1 } };
    const after = setIn(before, 'list.1.x', 'z');
    expect(after.list).toEqual([{ x: 'a' }, { x: 'z' }]);
    expect(Array.isArray(after.list)).toBe(true);
    expect(after.keep).toBe(before.keep);
    expect(before.list[1].x).toBe('b');
  });
});

describe('buildMultipart', () => {
  it('when fields hold lists and objects, then they are JSON strings, kept images go in existingImages and files repeat under the field name', () => {
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const form = buildMultipart(
      { name: 'Suite', price: 2500, features: ['Balcony'], specifications: { view: 'Valley' }, none: undefined },
      'photos',
      files,
      { paths: ['uploads/rooms/x.jpg'], order: ['new:1', 'uploads/rooms/x.jpg', 'new:0'] },
    );
    expect(form.get('name')).toBe('Suite');
    expect(form.get('price')).toBe('2500');
    expect(form.get('features')).toBe('["Balcony"]');
    expect(form.get('specifications')).toBe('{"view":"Valley"}');
    expect(form.has('none')).toBe(false);
    expect(form.get('existingImages')).toBe('["uploads/rooms/x.jpg"]');
    expect(form.get('imageOrder')).toBe('["new:1","uploads/rooms/x.jpg","new:0"]');
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('when creating, then no existingImages field is sent', () => {
    expect(buildMultipart({ title: 'T' }, 'images', []).has('existingImages')).toBe(false);
    expect(buildMultipart({ title: 'T' }, 'images', []).has('imageOrder')).toBe(false);
  });
});

describe('splitImages', () => {
  it('when kept and new images are mixed, then kept paths and files are split and the order names each, new files by their upload index (issue 25, point 5)', () => {
    const file = new File(['x'], 'n.jpg');
    const images: PickedImage[] = [
      { key: '1', kind: 'existing', path: 'uploads/a.jpg' },
      { key: '2', kind: 'new', file, url: 'blob:x' },
      { key: '3', kind: 'existing', path: 'uploads/b.jpg' },
    ];
    expect(splitImages(images)).toEqual({
      kept: { paths: ['uploads/a.jpg', 'uploads/b.jpg'], order: ['uploads/a.jpg', 'new:0', 'uploads/b.jpg'] },
      files: [file],
    });
  });
  it('when an image is moved earlier, later or to the cover, then only it moves; out-of-range targets stop at the ends (issue 25, point 5)', () => {
    expect(moveImage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('pickStrings', () => {
  it('when the source misses keys or is null, then they become empty strings', () => {
    expect(pickStrings({ roomSize: '300 sq ft', view: 5 }, ['roomSize', 'bedType', 'view'])).toEqual({
      roomSize: '300 sq ft',
      bedType: '',
      view: '5',
    });
    expect(pickStrings(null, ['a'])).toEqual({ a: '' });
  });
});

describe('status badge and filter (docs/product.md#behaviour, #validation)', () => {
  it('when a status is shown, then Available is green, Occupied and Not Available red, Booked orange, others yellow', () => {
    // One statusTone for the public pages and the admin tables: success green, danger red, booked orange, warning yellow.
    expect(statusTone('Available', 'room')).toBe('success');
    expect(statusTone('Occupied', 'room')).toBe('danger');
    expect(statusTone('Not Available', 'vehicle')).toBe('danger');
    expect(statusTone('Booked', 'tour')).toBe('booked');
    expect(statusTone('Under Maintenance', 'vehicle')).toBe('warning');
    expect(statusTone('Upcoming', 'tour')).toBe('warning');
  });

  it('when filtering by Booked, then items on hold or with status Booked match; a missing status reads Available', () => {
    const f = statusFilter<ManagedItem>(['Available', 'Booked']);
    const held: ManagedItem = { _id: '1', slug: 'item-1', isBooked: true, bookingExpiresAt: 'x', status: 'Available' };
    const stored: ManagedItem = { _id: '2', slug: 'item-2', isBooked: false, bookingExpiresAt: null, status: 'Booked' };
    const plain: ManagedItem = { _id: '3', slug: 'item-3', isBooked: false, bookingExpiresAt: null };
    expect([held, stored, plain].filter((i) => f.matches(i, 'Booked')).map((i) => i._id)).toEqual(['1', '2']);
    expect(f.matches(plain, 'Available')).toBe(true);
    expect(f.options).toEqual(['All', 'Available', 'Booked']);
  });
});

describe('form validation with the shared schemas', () => {
  it('when an empty room form is validated, then the required messages are keyed by field path', () => {
    const r = roomInputSchema.safeParse({
      name: '',
      price: '',
      description: '',
      availability: [{ startDate: '', endDate: '', status: 'Available' }],
    });
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error!);
    expect(errors.name).toBe('Room name is required');
    expect(errors.price).toBe('Price is required');
    expect(errors['availability.0.startDate']).toBe('Start date is required');
  });

  it('when a tour itinerary has a half-filled day, then it is dropped and the rest renumbered', () => {
    const r = tourInputSchema.parse({
      title: 'T',
      location: 'L',
      price: '100',
      itinerary: [
        { day: 1, title: 'A', description: 'a' },
        { day: 2, title: 'B', description: '' },
        { day: 3, title: 'C', description: 'c' },
      ],
    });
    expect(r.itinerary.map((d) => [d.day, d.title])).toEqual([
      [1, 'A'],
      [2, 'C'],
    ]);
  });
});
