import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemPath, localizedPath } from '@pachmarhi/common/routes';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { useStack } from './support/use-stack';

// JSON-LD is read as loosely typed JSON: the assertions below name what must be there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

/** The HTML the server sends for `path`, as a crawler or a link-preview fetcher sees it (no JavaScript). */
async function served(baseUrl: string, path: string): Promise<string> {
  const res = await fetch(baseUrl + path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's JSON-LD objects (arrays flattened). */
function structuredData(html: string): Ld[] {
  const texts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return texts.flatMap((t) => [JSON.parse(t)].flat()) as Ld[];
}

/** The `content` of the head's first `<meta name|property="key">`, or undefined. */
function meta(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return m ? unescape(m[1]) : undefined;
}

const canonical = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html.slice(0, html.indexOf('</head>')))?.[1];
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe('search engines and link previews (the HTML as served, without JavaScript)', () => {
  const stack = useStack();
  let room: Room;
  let tour: Tour;
  let vehicle: Vehicle;

  beforeAll(async () => {
    [room] = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
    tour = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours.find(
      (t) => t.itinerary.length > 0,
    )!;
    [vehicle] = await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get');
  });

  it('when any public page is opened, then it carries the business as LodgingBusiness with address, geo, telephone, hours and price range, a description and a canonical link', async () => {
    for (const path of ['/', '/hotel', '/tours', '/gypsy', '/gallery', '/about', '/contact']) {
      const html = await served(stack.baseUrl, path);
      const ld = structuredData(html);
      const business = ld.find((d) => d['@type'] === 'LodgingBusiness');
      expect(business, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Pachmarhi Stays & Tours',
        telephone: expect.any(String),
        priceRange: expect.stringContaining('₹'),
        address: { '@type': 'PostalAddress', addressLocality: 'Pachmarhi' },
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        openingHours: expect.stringMatching(/^Mo-Su \d\d:\d\d-\d\d:\d\d$/),
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '19:00' }],
        image: `${stack.baseUrl}/media/og/home.jpg`,
      });
      // The demo's social links are the networks' bare home pages: not the business's profiles.
      expect(business, path).not.toHaveProperty('sameAs');
      expect(JSON.stringify(ld), path).not.toMatch(/aggregateRating|ratingValue/);
      expect(meta(html, 'description')?.length, path).toBeGreaterThan(50);
      expect(canonical(html), path).toBe(`${stack.baseUrl}${path}`);
      expect(meta(html, 'og:title'), path).toContain('Pachmarhi Stays & Tours');
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    }
  });

  it('Hindi URLs: when a public page is opened at its /hi URL, then it is Hindi with its own canonical, hreflang alternates for both languages and x-default, and og:locale hi_IN', async () => {
    for (const path of ['/', '/hotel', '/gallery', itemPath('room', room.slug)]) {
      const hi = localizedPath(path, 'hi');
      const html = await served(stack.baseUrl, hi);
      expect(html, hi).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
      expect(canonical(html), hi).toBe(`${stack.baseUrl}${hi}`);
      const head = html.slice(0, html.indexOf('</head>'));
      const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(alternates, hi).toEqual([
        ['en-IN', `${stack.baseUrl}${path}`],
        ['hi-IN', `${stack.baseUrl}${hi}`],
        ['x-default', `${stack.baseUrl}${path}`],
      ]);
      expect(meta(html, 'og:locale'), hi).toBe('hi_IN');
      expect(meta(html, 'og:locale:alternate'), hi).toBe('en_IN');
      expect(meta(html, 'og:url'), hi).toBe(`${stack.baseUrl}${hi}`);
    }
  });

  it('when a room, a tour and a Gypsy page are opened, then each has its HotelRoom, TouristTrip or Product with an INR offer, a breadcrumb and an absolute preview image', async () => {
    let html = await served(stack.baseUrl, itemPath('room', room.slug));
    let ld = structuredData(html);
    const hotelRoom = ld.find((d) => d['@type'] === 'HotelRoom');
    expect(hotelRoom).toMatchObject({ name: room.name, url: `${stack.baseUrl}${itemPath('room', room.slug)}` });
    // schema.org: HotelRoom has no `offers`; the Offer names the room as what it offers.
    expect(hotelRoom).not.toHaveProperty('offers');
    expect(ld.find((d) => d['@type'] === 'Offer')).toMatchObject({
      itemOffered: { '@id': hotelRoom!['@id'] },
      price: room.price,
      priceCurrency: 'INR',
    });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.map((i: Ld) => i.name)).toEqual([
      'Home',
      'Rooms',
      room.name,
    ]);
    expect(meta(html, 'og:image')).toBe(`${stack.baseUrl}/${room.photos[0]}`);
    expect(meta(html, 'og:image:alt')).toBe(room.name);
    expect((await fetch(`${stack.baseUrl}/${room.photos[0]}`)).status).toBe(200);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(title(html)).toBe(`${room.name} · Pachmarhi Stays & Tours`);

    html = await served(stack.baseUrl, itemPath('tour', tour.slug));
    ld = structuredData(html);
    const trip = ld.find((d) => d['@type'] === 'TouristTrip');
    expect(trip).toMatchObject({
      name: tour.title,
      itinerary: { '@type': 'ItemList', numberOfItems: tour.itinerary.length },
    });
    expect([trip!.offers].flat()[0]).toMatchObject({ '@type': 'Offer', price: tour.price, priceCurrency: 'INR' });

    html = await served(stack.baseUrl, itemPath('vehicle', vehicle.slug));
    ld = structuredData(html);
    expect(ld.find((d) => d['@type'] === 'Product')).toMatchObject({
      name: vehicle.name,
      offers: { '@type': 'Offer', price: vehicle.price, priceCurrency: 'INR' },
    });
  });

  it('link previews: when the home, listing, gallery, contact and about pages are shared, in either language, then each has a 1200×630 og:image with its size and a text alternative', async () => {
    const pictures: Record<string, string> = {
      '/': 'home',
      '/hotel': 'rooms',
      '/tours': 'tours',
      '/gypsy': 'gypsy',
      '/gallery': 'gallery',
      '/contact': 'contact',
      '/about': 'about',
    };
    for (const [path, picture] of Object.entries(pictures))
      for (const lang of ['en', 'hi'] as const) {
        const html = await served(stack.baseUrl, localizedPath(path, lang));
        const where = `${path} ${lang}`;
        expect(meta(html, 'og:image'), where).toBe(`${stack.baseUrl}/media/og/${picture}.jpg`);
        expect(meta(html, 'og:image:width'), where).toBe('1200');
        expect(meta(html, 'og:image:height'), where).toBe('630');
        expect(meta(html, 'og:image:alt')?.length, where).toBeGreaterThan(20);
        expect(meta(html, 'twitter:card'), where).toBe('summary_large_image');
        if (lang === 'hi') expect(meta(html, 'og:image:alt'), where).toMatch(/[\u0900-\u097F]/);
      }
    const image = await fetch(`${stack.baseUrl}/media/og/home.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // JPEG SOF0/SOF2 marker: height then width, big-endian.
    const bytes = Buffer.from(await image.arrayBuffer());
    const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
  });

  it('HTML: the Nu Html Checker (vnu.jar, the W3C validator) finds 0 errors on every public page in both languages', async () => {
    const paths = [
      '/',
      '/hotel',
      '/tours',
      '/gypsy',
      '/gallery',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/trip',
      itemPath('room', room.slug),
      itemPath('tour', tour.slug),
      itemPath('vehicle', vehicle.slug),
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-'));
    const files: string[] = [];
    for (const p of paths)
      for (const lang of ['en', 'hi'] as const) {
        const file = path.join(dir, `${p.replace(/\W+/g, '_')}-${lang}.html`);
        // Each language at its own URL ('/hi/…', docs/decisions/022-hindi-urls.md).
        fs.writeFileSync(file, await served(stack.baseUrl, localizedPath(p, lang)));
        files.push(file);
      }
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    let report = '';
    try {
      execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8' });
    } catch (e) {
      // vnu exits 1 and prints the errors on stderr when it finds any.
      report = String((e as { stderr?: string }).stderr ?? e);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(
      report
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(l.indexOf('-') + 1)),
    ).toEqual([]);
  });

  it('when crawlers ask, then robots.txt keeps them out of the back office and the sitemap lists every item page', async () => {
    const robots = await (await fetch(`${stack.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    for (const path of [itemPath('room', room.slug), itemPath('tour', tour.slug), itemPath('vehicle', vehicle.slug)]) {
      expect(sitemap).toContain(`<loc>${stack.baseUrl}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${stack.baseUrl}${localizedPath(path, 'hi')}</loc>`);
    }
  });
});
