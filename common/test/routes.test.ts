import { describe, expect, it } from 'vitest';
import {
  hasLangUrls,
  isClientRoute,
  isServerRendered,
  itemPath,
  langAlternates,
  legacyDetailKind,
  localizedPath,
  parseItemPath,
  SLUG,
  splitLangPath,
} from '../src/routes';

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

describe('Hindi URLs (docs/decisions/022-hindi-urls.md)', () => {
  it('when a public page is given in Hindi, then it lives under /hi and splits back', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/hotel', 'hi')).toBe('/hi/hotel');
    expect(localizedPath('/rooms/pine-room?guests=2#book', 'hi')).toBe('/hi/rooms/pine-room?guests=2#book');
    expect(localizedPath('/?checkIn=2026-12-12', 'hi')).toBe('/hi?checkIn=2026-12-12');
    expect(localizedPath('/hi/tours', 'en')).toBe('/tours');
    expect(localizedPath('/hi', 'en')).toBe('/');
    expect(localizedPath('/hi/gallery', 'hi')).toBe('/hi/gallery');
    expect(splitLangPath('/hi/hotel')).toEqual({ lang: 'hi', path: '/hotel' });
    expect(splitLangPath('/HI')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/hindi')).toEqual({ lang: undefined, path: '/hindi' });
  });

  it('when a path is an account screen, the back office, the pay page or outside, then it keeps one path', () => {
    for (const p of ['/login', '/user', '/api-test', '/admin', '/admin/rooms', '/pay/abc', 'https://x.in/', '//x.in'])
      expect(localizedPath(p, 'hi')).toBe(p);
    expect(isClientRoute('/hi/login')).toBe(false);
    expect(isClientRoute('/hi/admin')).toBe(false);
  });

  it('when the server decides 200 or 404, then every public page has a /hi route and nothing else does', () => {
    for (const p of [
      '/hi',
      '/hi/',
      '/hi/hotel',
      '/hi/tours',
      '/hi/gypsy',
      '/hi/rooms/pine-room',
      '/hi/about',
      '/hi/terms',
    ])
      expect(isClientRoute(p), p).toBe(true);
    for (const p of ['/hi/nope', '/hi/hi/hotel', '/hi/hotel/pine-room']) expect(isClientRoute(p), p).toBe(false);
    expect(isServerRendered('/hi/nope')).toBe(true);
    expect(hasLangUrls('/contact')).toBe(true);
    expect(hasLangUrls('/register')).toBe(false);
  });

  it('when a page lists its alternates, then en-IN and x-default are the English URL and hi-IN the /hi one', () => {
    expect(langAlternates('/hotel')).toEqual([
      { hreflang: 'en-IN', path: '/hotel' },
      { hreflang: 'hi-IN', path: '/hi/hotel' },
      { hreflang: 'x-default', path: '/hotel' },
    ]);
    expect(langAlternates('/')[1]).toEqual({ hreflang: 'hi-IN', path: '/hi' });
  });
});
