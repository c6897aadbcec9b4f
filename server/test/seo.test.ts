import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoom, createTour } from './support/records';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t?.close());

describe('robots.txt and sitemap.xml', () => {
  it('when robots.txt is asked for, then it keeps crawlers out of the back office, the API and the account pages and names the sitemap', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in/' });
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const p of ['/admin', '/api/', '/login', '/register', '/user']) expect(res.text).toContain(`\nDisallow: ${p}\n`);
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
    const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
    const locs = urls.map((u) => u.loc);
    for (const p of ['/', '/hotel', '/tours', '/gypsy', '/gallery', '/about', '/contact']) expect(locs).toContain(`https://pachmarhistays.in${p}`);
    expect(locs).toContain('https://pachmarhistays.in/rooms/pine-room');
    expect(locs).toContain('https://pachmarhistays.in/tours/bee-falls');
    expect(tourId).toBeTruthy();
    expect(locs.some((l) => /login|admin|api/.test(l))).toBe(false);
    const room = (await request(t.app).get(`/api/rooms/get/${roomId}`)).body as { updatedAt: string };
    expect(urls.find((u) => u.loc.endsWith('/rooms/pine-room'))?.lastmod).toBe(room.updatedAt);
    expect(urls.find((u) => u.loc.endsWith('/hotel'))?.lastmod).toBe(room.updatedAt);
    expect(urls.find((u) => u.loc.endsWith('/gypsy'))?.lastmod).toBeUndefined(); // no vehicles yet
  });

  it('when SITE_URL is not set, then the URLs use the request host', async () => {
    t = await makeTestApp();
    const res = await request(t.app).get('/sitemap.xml').set('Host', 'stays.example:8080');
    expect(res.text).toContain('<loc>http://stays.example:8080/hotel</loc>');
  });
});
