import { describe, expect, it } from 'vitest';
import { wrapIndex } from '@/features/home/components/carousel-index';

describe('wrapIndex (video and testimonial carousels)', () => {
  it('when stepping past the last item, then it wraps to the first', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
  });
  it('when stepping before the first item, then it wraps to the last', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
  it('when jumping more than a full turn, then it still lands inside', () => {
    expect(wrapIndex(2, 13, 4)).toBe(3);
    expect(wrapIndex(0, -9, 4)).toBe(3);
  });
  it('when the ring is empty, then 0', () => {
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});

import { statusTone } from '@/components/status-badge';

describe('statusTone (docs/product.md#status-colours)', () => {
  it('when a room is Available, Occupied, Booked or anything else, then green, red, orange, yellow', () => {
    expect(['Available', 'Occupied', 'Booked', 'Under Maintenance'].map((s) => statusTone(s, 'room'))).toEqual([
      'success',
      'danger',
      'booked',
      'warning',
    ]);
  });
  it('when a vehicle or tour is Not Available, then red; Occupied is not a vehicle state so yellow', () => {
    expect(statusTone('Not Available', 'vehicle')).toBe('danger');
    expect(statusTone('Not Available', 'tour')).toBe('danger');
    expect(statusTone('Occupied', 'vehicle')).toBe('warning');
    expect(statusTone('Upcoming', 'tour')).toBe('warning');
    expect(statusTone('Booked', 'tour')).toBe('booked');
  });
});
