import { describe, expect, it } from 'vitest';
import { applyImageOrder, ImageOrderError, newImageToken } from '../src/image-order';

// Issue 25, point 5: the owner's cover and order of an item's photos.
describe('applyImageOrder', () => {
  const kept = ['uploads/rooms/a.jpg', 'uploads/rooms/b.jpg'];
  const added = ['uploads/rooms/n0.jpg', 'uploads/rooms/n1.jpg'];

  it('when no order is sent, then kept photos come first and new ones after, as before', () => {
    expect(applyImageOrder(kept, added)).toEqual([...kept, ...added]);
  });
  it('when the order puts a new photo first and mixes the rest, then the result follows it', () => {
    expect(newImageToken(1)).toBe('new:1');
    expect(applyImageOrder(kept, added, ['new:1', 'uploads/rooms/b.jpg', 'new:0', 'uploads/rooms/a.jpg'])).toEqual([
      'uploads/rooms/n1.jpg',
      'uploads/rooms/b.jpg',
      'uploads/rooms/n0.jpg',
      'uploads/rooms/a.jpg',
    ]);
  });
  it('when the order leaves one out, names one twice or names an unknown photo or file, then it is refused', () => {
    const refused = (order: string[]) => () => applyImageOrder(kept, added, order);
    expect(refused(['uploads/rooms/a.jpg', 'uploads/rooms/b.jpg', 'new:0'])).toThrow(
      new ImageOrderError('imageOrder must name every kept and new image once'),
    );
    expect(refused(['new:0', 'new:0', 'new:1', 'uploads/rooms/a.jpg', 'uploads/rooms/b.jpg'])).toThrow(
      'imageOrder names an image twice: new:0',
    );
    expect(refused(['new:2', 'new:0', 'new:1', 'uploads/rooms/a.jpg'])).toThrow(
      'imageOrder names an image that is not kept or new: new:2',
    );
    expect(() => applyImageOrder([], [], [])).not.toThrow();
  });
});
