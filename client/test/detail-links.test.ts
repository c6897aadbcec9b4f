import { describe, expect, it } from 'vitest';
import { detailTo, itemFromState } from '@/features/catalog/lib/detail-links';
import { detailViewState } from '@/features/catalog/lib/detail-item';

const room = { _id: 'a1b2', slug: 'valley-view', name: 'Valley View' };

describe('detailTo', () => {
  it("when opening a room, then the URL is the room's own page and the state carries the room", () => {
    expect(detailTo('room', room)).toEqual({ to: '/rooms/valley-view', state: { room, item: room } });
  });
  it('when opening a vehicle or a tour, then their pages are under /gypsy and /tours', () => {
    expect(detailTo('vehicle', room).to).toBe('/gypsy/valley-view');
    expect(detailTo('tour', room).to).toBe('/tours/valley-view');
  });
});

describe('itemFromState', () => {
  it('when the state has the item under its kind, under item, or is the item, then it is found', () => {
    expect(itemFromState({ room }, 'room')).toBe(room);
    expect(itemFromState({ item: room }, 'room')).toBe(room);
    expect(itemFromState(room, 'room')).toBe(room);
    expect(itemFromState({ car: room }, 'vehicle')).toBe(room);
  });
  it('when the state is missing or has no _id, then there is no item', () => {
    expect(itemFromState(null, 'room')).toBeUndefined();
    expect(itemFromState({ room: { name: 'x' } }, 'room')).toBeUndefined();
    expect(itemFromState({ isEditing: true }, 'tour')).toBeUndefined();
  });
});

describe('detailViewState', () => {
  const base = { data: undefined, isPending: true, error: null };
  it('when there is no id, then the empty message shows', () => {
    expect(detailViewState('', base)).toBe('empty');
  });
  it('when loading, then loading', () => {
    expect(detailViewState('x', base)).toBe('loading');
  });
  it('when the item is known, then ready (even while refreshing or after a refresh error)', () => {
    expect(detailViewState('x', { ...base, data: room })).toBe('ready');
    expect(detailViewState('x', { data: room, isPending: false, error: new Error('x') })).toBe('ready');
  });
  it('when the API says 404 (unknown id), then the empty message shows', () => {
    expect(
      detailViewState('x', {
        data: undefined,
        isPending: false,
        error: Object.assign(new Error('Not found'), { status: 404 }),
      }),
    ).toBe('empty');
  });
  it('when the network fails, then the error view shows', () => {
    expect(detailViewState('x', { data: undefined, isPending: false, error: new TypeError('Failed to fetch') })).toBe(
      'error',
    );
  });
});
