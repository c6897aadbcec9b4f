import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoom, createTour } from './support/records';
import { makeTestApp, type TestApp } from './support/test-app';
import { sitemapUrls } from './support/sitemap';
import { REPO_ROOT } from '../src/paths';

let t: TestApp;
afterEach(() => t?.close());

const REAL_DIST = path.join(REPO_ROOT, 'client/dist');
const BUILT =
  fs.existsSync(path.join(REAL_DIST, 'index.html')) &&
  fs.existsSync(path.join(REPO_ROOT, 'client/dist-server/entry-server.js'));
const NO_BUILD = 'skipped: the client build is missing (npm run build)';
if (!BUILT) console.warn(`[seo] the head tags case is ${NO_BUILD}`);

/** The `<head>` of a page as served, its tags as attribute maps. */
function headTags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]])),
  );
}

describe('robots.txt and sitemap.xml', () => {
  it('when robots.txt is asked for, then it keeps crawlers out of the back office, the API and the account pages and names the sitemap', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in/' });
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const p of ['/admin', '/api/', '/login', '/register', '/user'])
      expect(res.text).toContain(`\nDisallow: ${p}\n`);
    expect(res.text).not.toMatch(/Disallow: \/(hotel|tours|gypsy|gallery|uploads)/);
    expect(res.text).toContain('Sitemap: https://pachmarhistays.in/sitemap.xml');
  });

  it('when items exist, then the sitemap lists the public pages and each item page with its last change, absolute and escaped', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in' });
    const roomId = await createRoom(t);
    const tourId = await createTour(t);
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = sitemapUrls(res.text);
    const locs = urls.map((u) => u.loc);
    for (const p of ['/', '/hotel', '/tours', '/gypsy', '/gallery', '/about', '/contact'])
      expect(locs).toContain(`https://pachmarhistays.in${p}`);
    expect(locs).toContain('https://pachmarhistays.in/rooms/pine-room');
    expect(locs).toContain('https://pachmarhistays.in/tours/bee-falls');
    expect(tourId).toBeTruthy();
    expect(locs.some((l) => /login|admin|api/.test(l))).toBe(false);
    const room = (await request(t.app).get(`/api/rooms/get/${roomId}`)).body as { updatedAt: string };
    expect(urls.find((u) => u.loc.endsWith('/rooms/pine-room'))?.lastmod).toBe(room.updatedAt);
    expect(urls.find((u) => u.loc.endsWith('/hotel'))?.lastmod).toBe(room.updatedAt);
    expect(urls.find((u) => u.loc.endsWith('/gypsy'))?.lastmod).toBeUndefined(); // no vehicles yet
  });

  it('when SITE_URL is not set and the Host header names another site, then the sitemap and robots.txt never echo it', async () => {
    t = await makeTestApp({ PORT: '3000' });
    const sitemap = await request(t.app).get('/sitemap.xml').set('Host', 'evil.example');
    expect(sitemap.text).not.toContain('evil.example');
    expect(sitemap.text).toContain('<loc>http://localhost:3000/hotel</loc>'); // the configured origin
    const robots = await request(t.app).get('/robots.txt').set('Host', 'evil.example:3000');
    expect(robots.text).not.toContain('evil.example');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('Hindi URLs: when the sitemap is read as XML, then each page is listed in English and under /hi, each naming en-IN, hi-IN and x-default as xhtml:link alternates (namespace declared)', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in' });
    await createRoom(t);
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = sitemapUrls(res.text);
    const site = 'https://pachmarhistays.in';
    for (const [en, hi] of [
      ['/', '/hi'],
      ['/hotel', '/hi/hotel'],
      ['/tours', '/hi/tours'],
      ['/gypsy', '/hi/gypsy'],
      ['/gallery', '/hi/gallery'],
      ['/about', '/hi/about'],
      ['/contact', '/hi/contact'],
      ['/rooms/pine-room', '/hi/rooms/pine-room'],
    ]) {
      const alternates = [
        { hreflang: 'en-IN', href: site + en },
        { hreflang: 'hi-IN', href: site + hi },
        { hreflang: 'x-default', href: site + en },
      ];
      const english = urls.find((u) => u.loc === site + en);
      const hindi = urls.find((u) => u.loc === site + hi);
      expect(english?.alternates, en).toEqual(alternates);
      expect(hindi?.alternates, hi).toEqual(alternates);
      expect(hindi?.lastmod, hi).toBe(english?.lastmod);
    }
    expect(urls.length).toBe(new Set(urls.map((u) => u.loc)).size); // each URL once
    expect(urls.some((u) => /\/hi\/(login|admin|api)/.test(u.loc))).toBe(false);
  });

  it('Hindi URLs: when robots.txt is asked for, then the Hindi pages stay allowed and every line is a valid directive', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in' });
    const res = await request(t.app).get('/robots.txt');
    expect(res.text).not.toMatch(/Disallow: \/hi\b/);
    for (const line of res.text.split('\n').filter(Boolean))
      expect(line).toMatch(/^(User-agent: \*|Allow: \/|Disallow: \/\S*|Sitemap: https:\/\/\S+)$/);
  });

  it.runIf(BUILT)(
    `Hindi URLs: when a public page is served in either language, then canonical is its own language's URL, hreflang names en-IN, hi-IN and x-default, og:locale is en_IN or hi_IN with the other as alternate, and <html lang> matches${BUILT ? '' : ` (${NO_BUILD})`}`,
    async () => {
      t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in', CLIENT_DIST: REAL_DIST });
      await createRoom(t);
      const site = 'https://pachmarhistays.in';
      for (const [en, hi] of [
        ['/', '/hi'],
        ['/hotel', '/hi/hotel'],
        ['/rooms/pine-room', '/hi/rooms/pine-room'],
        ['/about', '/hi/about'],
        ['/terms', '/hi/terms'],
      ]) {
        for (const [lang, own] of [
          ['en', en],
          ['hi', hi],
        ] as const) {
          const res = await request(t.app).get(own).set('Accept', 'text/html');
          expect(res.status, own).toBe(200);
          expect(res.text, own).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}"`, 'i'));
          const links = headTags(res.text, 'link');
          expect(
            links.filter((l) => l.rel === 'canonical').map((l) => l.href),
            own,
          ).toEqual([site + own]);
          expect(
            links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
            own,
          ).toEqual([
            ['en-IN', site + en],
            ['hi-IN', site + hi],
            ['x-default', site + en],
          ]);
          const metas = headTags(res.text, 'meta');
          const og = (p: string) => metas.filter((m) => m.property === p).map((m) => m.content);
          expect(og('og:locale'), own).toEqual([lang === 'hi' ? 'hi_IN' : 'en_IN']);
          expect(og('og:locale:alternate'), own).toEqual([lang === 'hi' ? 'en_IN' : 'hi_IN']);
          expect(og('og:url'), own).toEqual([site + own]);
        }
      }
      // Hindi text on the Hindi page, the links in it staying under /hi.
      const hindi = await request(t.app).get('/hi/hotel').set('Accept', 'text/html');
      expect(hindi.text).toMatch(/[\u0900-\u097F]/);
      expect(hindi.text).toContain('href="/hi/rooms/pine-room');
      expect(hindi.text).not.toMatch(/href="\/(hotel|tours|gypsy|gallery|about|contact)"/);
    },
  );
});
