import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import { readConfig, DEV_ADMIN } from '../src/config';
import { makeTestApp } from './support/test-app';
import { fakeClientDist } from './support/fake-client-dist';
import { waitFor } from './support/wait-for';
import { createRoom, createTour, createVehicle, uploadGalleryImage } from './support/records';

const fake = fakeClientDist();
afterAll(() => fake.remove());

/** A test app serving the fake build on a real port. */
async function serve(env: Record<string, string> = {}) {
  const t = await makeTestApp({ CLIENT_DIST: fake.dist, ...env });
  const server: Server = await new Promise((resolve) => {
    const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    t,
    async get(path: string, headers: Record<string, string> = {}, redirect: 'follow' | 'manual' = 'follow') {
      const res = await fetch(base + path, { headers: { accept: 'text/html', ...headers }, redirect });
      return { status: res.status, headers: res.headers, body: await res.text() };
    },
    /** What a page's render got for the API call `apiPath` (the fake entry's `?echo=`). */
    async pageData(
      apiPath: string,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body?: string; http?: boolean }> {
      const page = await this.get(`/about?echo=${encodeURIComponent(apiPath)}`, headers);
      return JSON.parse(decodeURIComponent(/<pre id="echo">([^<]*)<\/pre>/.exec(page.body)![1]));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

let s: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('how the site is served', () => {
  it("when the process runs without NODE_ENV=production, then pages still render with React's production build (the render thread's NODE_ENV)", async () => {
    s = await serve();
    expect(process.env.NODE_ENV).not.toBe('production');
    const page = await s.get('/about');
    expect(page.status).toBe(200);
    expect(page.body).toContain('(NODE_ENV production)');
  });
});

describe('DEV_DEFAULTS, the development conveniences', () => {
  it('when unset, then the demo admin is there outside production and not in production', () => {
    expect(readConfig({}).admin?.email).toBe(DEV_ADMIN.email);
    expect(readConfig({}).devDefaults).toBe(true);
    const prod = readConfig({ NODE_ENV: 'production', SITE_URL: 'https://pachmarhistays.in' });
    expect(prod.devDefaults).toBe(false);
    expect(prod.admin).toBeNull();
  });

  it('when DEV_DEFAULTS=false, then there is no demo admin even in development; configured admins stay', () => {
    expect(readConfig({ DEV_DEFAULTS: 'false' }).admin).toBeNull();
    expect(
      readConfig({ DEV_DEFAULTS: 'false', ADMIN_EMAIL: 'a@b.in', ADMIN_PASSWORD: 'x'.repeat(20) }).admin?.email,
    ).toBe('a@b.in');
  });

  it('when DEV_DEFAULTS=true comes with NODE_ENV=production, then the configuration is refused', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', SITE_URL: 'https://pachmarhistays.in', DEV_DEFAULTS: 'true' }),
    ).toThrow(/DEV_DEFAULTS=true .* refused/);
  });
});

describe("a page's data, from the modules in this process", () => {
  it("when a page's render calls the public API, then this process answers from its modules with the very status and JSON the API sends, without HTTP", async () => {
    s = await serve();
    const roomId = await createRoom(s.t);
    await createRoom(s.t, { name: 'Cedar Room', price: '3100' });
    const tourId = await createTour(s.t, { departureDates: JSON.stringify([addDays(todayIST(), 9)]) });
    await createVehicle(s.t);
    const from = addDays(todayIST(), 9);
    const paths = [
      '/api/site-config',
      '/api/weekend-pricing/status',
      '/api/gallery/public',
      '/api/rooms/get',
      '/api/cars/get',
      '/api/v1/tours/get',
      '/api/rooms/slug/pine-room',
      '/api/cars/slug/gypsy',
      '/api/v1/tours/slug/bee-falls',
      `/api/rooms/get/${roomId}`,
      `/api/availability?kind=room&checkIn=${from}&checkOut=${addDays(from, 2)}&guests=2`,
      `/api/availability?kind=room&checkIn=${from}&checkOut=${addDays(from, 1)}&guests=1&itemId=${roomId}`,
      `/api/availability?kind=tour&checkIn=${from}&guests=3`,
      `/api/availability/room/${roomId}?month=${from.slice(0, 7)}`,
      `/api/availability/tour/${tourId}?month=${from.slice(0, 7)}`,
    ];
    for (const path of paths) {
      const api = await s.get(path, { accept: 'application/json' });
      const data = await s.pageData(path);
      expect(data.http, path).toBeUndefined();
      expect(data.status, path).toBe(api.status);
      expect(data.body, path).toBe(api.body);
    }
  });

  it("when the API would refuse a call, then the page's data has its status and message, in the page's language", async () => {
    s = await serve();
    for (const [path, status] of [
      ['/api/rooms/slug/no-such-room', 404],
      ['/api/v1/tours/slug/Not_A_Slug', 404],
      [`/api/availability?kind=room&checkIn=2001-01-01&checkOut=2001-01-02&guests=2`, 400],
    ] as const) {
      const api = await s.get(path, { accept: 'application/json', 'accept-language': 'hi' });
      const data = await s.pageData(path, { cookie: 'lang=hi' });
      expect(data.status, path).toBe(status);
      expect(api.status, path).toBe(status);
      expect(JSON.parse(data.body!).message, path).toBe(JSON.parse(api.body).message);
    }
    expect(JSON.parse((await s.pageData('/api/rooms/slug/no-such-room', { cookie: 'lang=hi' })).body!).message).toBe(
      localizeMessage('Room not found', 'hi'),
    );
  });

  it('when a page calls an API path the modules do not answer here, then it goes over HTTP as before', async () => {
    s = await serve();
    const data = await s.pageData('/api/health');
    expect(data).toMatchObject({ status: 200, http: true });
  });
});

/** The render number a fake page says it is ('rendered 7'). */
const renderOf = (body: string) => /rendered (\d+)/.exec(body)?.[1];

describe('the HTML cache of pages for visitors without a session', () => {
  it('when a visitor asks for a page twice, then it is rendered once and sent from the cache, with an ETag, a shared-cache Cache-Control and 304 on revalidation', async () => {
    s = await serve();
    const first = await s.get('/about');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await s.get('/about');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    expect(second.body).toBe(first.body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(second.headers.get('vary')).toContain('Accept-Language');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'"); // the app's own security headers
    const etag = second.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    // As a browser revalidates (fetch alone would add Cache-Control: no-cache to a conditional request).
    const again = await s.get('/about', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('when the language, the query or the origin differ, then they are other pages; a tracking-free repeat of the same address is the same page', async () => {
    s = await serve();
    const en = await s.get('/hotel?checkIn=2030-01-01');
    const hi = await s.get('/hi/hotel?checkIn=2030-01-01');
    const other = await s.get('/hotel?checkIn=2030-01-02');
    expect(new Set([renderOf(en.body), renderOf(hi.body), renderOf(other.body)]).size).toBe(3);
    expect(hi.body).toContain('<html lang="hi"');
    expect(renderOf((await s.get('/hi/hotel?checkIn=2030-01-01')).body)).toBe(renderOf(hi.body));
    // A visitor who chose Hindi (cookie or Accept-Language) is sent to the same kept Hindi page.
    expect(renderOf((await s.get('/hotel?checkIn=2030-01-01', { cookie: 'lang=hi' })).body)).toBe(renderOf(hi.body));
    expect(renderOf((await s.get('/hotel?checkIn=2030-01-01', { 'accept-language': 'hi-IN,hi;q=0.9' })).body)).toBe(
      renderOf(hi.body),
    );
  });

  it('Hindi URLs: when an English page is kept and a visitor who chose Hindi asks for its address, then the kept English page is not sent: a 302 to the /hi page is', async () => {
    s = await serve();
    await s.get('/gallery');
    expect((await s.get('/gallery')).headers.get('x-page-cache')).toBe('hit');
    const hindi = await s.get('/gallery', { cookie: 'lang=hi' }, 'manual');
    expect(hindi.status).toBe(302);
    expect(hindi.headers.get('location')).toBe('/hi/gallery');
    const kept = await s.get('/hi/gallery');
    expect(kept.body).toContain('<main lang="hi"');
    expect((await s.get('/hi/gallery')).headers.get('x-page-cache')).toBe('hit');
  });

  it('when a request carries Authorization or a cookie other than the language, then its page is rendered for it alone and marked private', async () => {
    s = await serve();
    const kept = await s.get('/tours');
    for (const headers of [{ authorization: 'Bearer x' }, { cookie: 'lang=en; session=abc' }] as Record<
      string,
      string
    >[]) {
      const own = await s.get('/tours', headers);
      expect(own.status).toBe(200);
      expect(own.headers.get('x-page-cache')).toBe('bypass');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(renderOf(own.body)).not.toBe(renderOf(kept.body));
    }
    expect((await s.get('/tours')).headers.get('x-page-cache')).toBe('hit');
  });

  it('when something a page shows is written (an item, on the change feed), then every kept page is dropped and the next visitor gets a new render', async () => {
    const app = (s = await serve());
    const before = await app.get('/gypsy');
    // Ask until the page is kept: an announcement still in flight from the test's setup may drop it once.
    await expect.poll(async () => (await app.get('/gypsy')).headers.get('x-page-cache')).toBe('hit');
    await createVehicle(s.t, { name: 'New Gypsy' });
    const after = await s.get('/gypsy');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(renderOf(after.body)).not.toBe(renderOf(before.body));
  });

  it('when the gallery changes, then kept pages are dropped too (the gallery announces its writes)', async () => {
    s = await serve();
    const before = await s.get('/gallery');
    expect((await uploadGalleryImage(s.t)).status).toBe(201);
    expect(renderOf((await s.get('/gallery')).body)).not.toBe(renderOf(before.body));
  });

  it('when the database becomes unavailable, then a kept page is still sent as it is (200); a page not kept gets the outage page', async () => {
    s = await serve();
    const kept = await s.get('/about');
    fake.setUnavailable(true);
    try {
      const again = await s.get('/about');
      expect(again.status).toBe(200);
      expect(again.body).toBe(kept.body);
      expect((await s.get('/contact')).status).toBe(503);
    } finally {
      fake.setUnavailable(false);
    }
  });

  it('when a kept page is past its fresh time, then it is still sent once while it is rendered again in the background', async () => {
    s = await serve({ PAGE_CACHE_FRESH_S: '0' });
    const first = await s.get('/contact');
    const stale = await s.get('/contact');
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(renderOf(stale.body)).toBe(renderOf(first.body));
    // The background render's page replaces the kept one.
    await waitFor(
      'the background render',
      async () => renderOf((await s!.get('/contact')).body) !== renderOf(first.body),
      { everyMs: 50 },
    );
  });

  it('when many visitors ask for the same page at once, then it is rendered once for all of them', async () => {
    s = await serve();
    const pages = await Promise.all(Array.from({ length: 6 }, () => s!.get('/gallery?delay=300')));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(pages.map((p) => renderOf(p.body))).size).toBe(1);
  });

  it('when every render slot is taken and the queue is full, then a kept page is still sent at once', async () => {
    s = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0', RENDER_TIMEOUT_MS: '5000' });
    await s.get('/about');
    const running = s.get('/hotel?delay=800');
    await waitFor('the page to render', () => s!.t.pages.renderLoad().running === 1);
    expect((await s.get('/tours?other=1')).status).toBe(503); // not kept: busy
    const started = performance.now();
    const kept = await s.get('/about');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(performance.now() - started).toBeLessThan(300);
    expect((await running).status).toBe(200);
  });

  it('when more pages are kept than its memory allows, then the least recently used go', async () => {
    const { PageCache } = await import('../src/modules/pages/page-cache');
    const cache = new PageCache({ maxBytes: 20_000, freshMs: 60_000, staleMs: 0 });
    const page = (n: number) => ({
      status: 200,
      html: Buffer.from(`<p>${n}</p>`.repeat(300 + n)),
      lang: 'en' as const,
    });
    for (let i = 0; i < 20; i++) cache.keep(`k${i}`, page(i), cache.version);
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.get('k19')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    const version = cache.version;
    cache.clear();
    expect(cache.keep('late', page(1), version)).toBeUndefined(); // rendered before the drop: not kept
  });
});

describe("the build's hashed files", () => {
  it('when a browser takes Brotli or gzip, then the copy the build made is sent, with few headers and a year of caching; a missing file passes on', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const express = (await import('express')).default;
    const { staticAssets } = await import('../src/platform/http/static-assets');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-assets-'));
    const js = Buffer.from('console.log("hello");'.repeat(100));
    fs.writeFileSync(path.join(dir, 'app-1a2b.js'), js);
    fs.writeFileSync(path.join(dir, 'app-1a2b.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'app-1a2b.js.gz'), zlib.gzipSync(js));
    const app = express().use('/assets', staticAssets(dir), (_req, res) => void res.status(404).end());
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/`;
    const http = await import('node:http');
    /** A raw GET (fetch would decode the body and hide the encoding). */
    const get = (name: string, encoding: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        http
          .get(base + name, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on('data', (c: Buffer) => chunks.push(c))
              .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const br = await get('app-1a2b.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body)).toEqual(js);
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-security-policy']).toBeUndefined();
      const gz = await get('app-1a2b.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body)).toEqual(js);
      const plain = await get('app-1a2b.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(js);
      expect((await get('missing.js', 'br')).status).toBe(404);
      expect((await get('..%2Fsecret.js', 'br')).status).toBe(404);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Hindi URLs: one URL per language for every public page (docs/decisions/022-hindi-urls.md)', () => {
  it("when /hi pages are asked for, then they render in Hindi (html lang, the render's language) and the unprefixed ones in English, whatever the headers say", async () => {
    s = await serve();
    for (const path of [
      '/hi',
      '/hi/hotel',
      '/hi/tours',
      '/hi/gypsy',
      '/hi/gallery',
      '/hi/contact',
      '/hi/about',
      '/hi/terms',
      '/hi/privacy',
    ]) {
      const page = await s.get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<html lang="hi"');
      expect(page.body, path).toContain('<main lang="hi"');
      expect(page.headers.get('content-language'), path).toBe('hi');
    }
    const english = await s.get('/hi/about', { cookie: 'lang=en', 'accept-language': 'en' });
    expect(english.body).toContain('<main lang="hi"'); // the URL decides
    const en = await s.get('/about', { 'accept-language': 'en-GB,hi;q=0.5' });
    expect(en.status).toBe(200);
    expect(en.body).toContain('<main lang="en"');
    expect(en.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
  });

  it('when a visitor who chose Hindi (cookie lang=hi, or Accept-Language hi without a cookie) opens an English URL, then 302 to its /hi URL with the query kept and Vary: Cookie, Accept-Language', async () => {
    s = await serve();
    for (const [headers, path, target] of [
      [{ cookie: 'lang=hi' }, '/', '/hi'],
      [{ cookie: 'lang=hi' }, '/hotel?checkIn=2030-01-01&guests=2', '/hi/hotel?checkIn=2030-01-01&guests=2'],
      [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, '/tours', '/hi/tours'],
      [{ cookie: 'lang=hi' }, '/about/', '/hi/about/'],
    ] as [Record<string, string>, string, string][]) {
      const res = await s.get(path, headers, 'manual');
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(target);
      expect(res.headers.get('vary'), path).toMatch(/^Cookie, Accept-Language\b/);
      expect(res.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff'); // the app's security headers
    }
    // The stored English choice wins over a Hindi browser.
    const en = await s.get('/tours', { cookie: 'lang=en', 'accept-language': 'hi' }, 'manual');
    expect(en.status).toBe(200);
    expect(en.body).toContain('<main lang="en"');
  });

  it("when ?lang= is given on a public page, then 301 to that language's URL without it (the rest of the query kept) and the choice is stored", async () => {
    s = await serve();
    for (const [path, target] of [
      ['/hotel?lang=hi&guests=2', '/hi/hotel?guests=2'],
      ['/?lang=hi', '/hi'],
      ['/hi/tours?lang=en', '/tours'],
      ['/hi/gallery?lang=hi', '/hi/gallery'],
    ]) {
      const res = await s.get(path, {}, 'manual');
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(target);
      expect(res.headers.get('set-cookie'), path).toMatch(/^lang=(hi|en); Max-Age=31536000; Path=\/;.*SameSite=Lax/);
    }
  });

  it('when the back office, the API, the account screens or the pay page are asked for by a Hindi visitor, then they keep their one path (no redirect), and /hi before them is not found', async () => {
    s = await serve();
    for (const path of ['/admin', '/admin/rooms', '/login', '/register', '/user', '/api-test']) {
      const res = await s.get(path, { cookie: 'lang=hi' }, 'manual');
      expect(res.status, path).toBe(200);
    }
    const api = await s.get('/api/rooms/get', { cookie: 'lang=hi', accept: 'application/json' }, 'manual');
    expect(api.status).toBe(200);
    for (const path of ['/hi/login', '/hi/admin', '/hi/no-such-page', '/hi/hi/hotel']) {
      const res = await s.get(path, {}, 'manual');
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('<main lang="hi"'); // the not-found page in Hindi
    }
  });

  it('when an item page is asked for under /hi by its original ?id= address or an unknown slug, then the redirect stays in Hindi and the unknown one is a Hindi 404', async () => {
    s = await serve();
    const id = await createRoom(s.t, { name: 'Pine Room' });
    const legacy = await s.get(`/hi/room-details?id=${id}&guests=2`, {}, 'manual');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/hi/rooms/pine-room?guests=2');
    const page = await s.get('/hi/rooms/pine-room');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<main lang="hi"');
    expect((await s.get('/hi/rooms/no-such-room', {}, 'manual')).status).toBe(404);
    const english = await s.get(`/room-details?id=${id}`, {}, 'manual');
    expect(english.headers.get('location')).toBe('/rooms/pine-room');
  });
});
