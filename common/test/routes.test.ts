import { describe, expect, it } from 'vitest';
import { isClientRoute, itemPath, legacyDetailKind, parseItemPath, SLUG } from '../src/routes';

describe('item page paths', () => {
  it('when an item path is built and parsed, then kind and slug go round', () => {
    expect(itemPath('room', 'pine-room')).toBe('/rooms/pine-room');
    expect(itemPath('tour', 'bee-falls')).toBe('/tours/bee-falls');
    expect(itemPath('vehicle', 'gypsy-one')).toBe('/gypsy/gypsy-one');
    expect(parseItemPath('/gypsy/gypsy-one')).toEqual({ kind: 'vehicle', slug: 'gypsy-one' });
    expect(parseItemPath('/Rooms/Pine-Room/')).toEqual({ kind: 'room', slug: 'pine-room' });
  });

  it('when a path is a list page or deeper than one slug, then it is no item page', () => {
    for (const p of ['/rooms', '/hotel', '/tours', '/gypsy/', '/rooms/a/b']) expect(parseItemPath(p)).toBeUndefined();
  });

  it('when the original detail paths are given, then their kind is known', () => {
    expect(legacyDetailKind('/room-details')).toBe('room');
    expect(legacyDetailKind('/view-details/')).toBe('vehicle');
    expect(legacyDetailKind('/vehicle-details')).toBe('vehicle');
    expect(legacyDetailKind('/tour-details')).toBe('tour');
    expect(legacyDetailKind('/hotel')).toBeUndefined();
  });

  it('when the server decides 200 or 404, then item pages are client routes and other deep paths are not', () => {
    expect(isClientRoute('/rooms/pine-room')).toBe(true);
    expect(isClientRoute('/room-details')).toBe(true);
    expect(isClientRoute('/hotel/pine-room')).toBe(false);
    expect(isClientRoute('/nope')).toBe(false);
  });

  it('when slugs are checked, then only lower-case words joined by single hyphens pass', () => {
    for (const s of ['pine-room', 'a', 'room-2']) expect(SLUG.test(s)).toBe(true);
    for (const s of ['Pine', '-a', 'a--b', 'a_b', '', 'a-']) expect(SLUG.test(s)).toBe(false);
  });
});
