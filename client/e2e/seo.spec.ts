import { beforeAll, describe, expect, it } from 'vitest';
import { itemPath } from '@pachmarhi/common/routes';
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

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

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

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html.slice(0, html.indexOf('</head>')))?.[1];
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe('search engines and link previews (the HTML as served, without JavaScript)', () => {
  const stack = useStack();
  let room: Room;
  let tour: Tour;
  let vehicle: Vehicle;

  beforeAll(async () => {
    [room] = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
    tour = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours.find((t) => t.itinerary.length > 0)!;
    [vehicle] = await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get');
  });

  it('when any public page is opened, then it carries the business as LodgingBusiness with address, geo, telephone, hours and price range, a description and a canonical link', async () => {
    for (const path of ['/', '/hotel', '/tours', '/gypsy', '/gallery', '/about', '/contact']) {
      const html = await served(stack.baseUrl, path);
      const ld = structuredData(html);
      const business = ld.find((d) => d['@type'] === 'LodgingBusiness');
      expect(business, path).toMatchObject({
        '@context': 'https://schema.org', name: 'Pachmarhi Stays & Tours', telephone: expect.any(String), priceRange: expect.stringContaining('₹'),
        address: { '@type': 'PostalAddress', addressLocality: 'Pachmarhi' }, geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        openingHours: expect.stringMatching(/^Mo-Su \d\d:\d\d-\d\d:\d\d$/),
      });
      expect(meta(html, 'description')?.length, path).toBeGreaterThan(50);
      expect(canonical(html), path).toBe(`${stack.baseUrl}${path}`);
      expect(meta(html, 'og:title'), path).toContain('Pachmarhi Stays & Tours');
      expect(html, path).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    }
  });

  it('when a room, a tour and a Gypsy page are opened, then each has its HotelRoom, TouristTrip or Product with an INR offer, a breadcrumb and an absolute preview image', async () => {
    let html = await served(stack.baseUrl, itemPath('room', room.slug));
    let ld = structuredData(html);
    expect(ld.find((d) => d['@type'] === 'HotelRoom')).toMatchObject({ name: room.name, url: `${stack.baseUrl}${itemPath('room', room.slug)}`, offers: { '@type': 'Offer', price: room.price, priceCurrency: 'INR' } });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.map((i: Ld) => i.name)).toEqual(['Home', 'Rooms', room.name]);
    expect(meta(html, 'og:image')).toBe(`${stack.baseUrl}/${room.photos[0]}`);
    expect((await fetch(`${stack.baseUrl}/${room.photos[0]}`)).status).toBe(200);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(title(html)).toBe(`${room.name} · Pachmarhi Stays & Tours`);

    html = await served(stack.baseUrl, itemPath('tour', tour.slug));
    ld = structuredData(html);
    const trip = ld.find((d) => d['@type'] === 'TouristTrip');
    expect(trip).toMatchObject({ name: tour.title, itinerary: { '@type': 'ItemList', numberOfItems: tour.itinerary.length } });
    expect([trip!.offers].flat()[0]).toMatchObject({ '@type': 'Offer', price: tour.price, priceCurrency: 'INR' });

    html = await served(stack.baseUrl, itemPath('vehicle', vehicle.slug));
    ld = structuredData(html);
    expect(ld.find((d) => d['@type'] === 'Product')).toMatchObject({ name: vehicle.name, offers: { '@type': 'Offer', price: vehicle.price, priceCurrency: 'INR' } });
  });

  it('when crawlers ask, then robots.txt keeps them out of the back office and the sitemap lists every item page', async () => {
    const robots = await (await fetch(`${stack.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    for (const path of [itemPath('room', room.slug), itemPath('tour', tour.slug), itemPath('vehicle', vehicle.slug)]) expect(sitemap).toContain(`<loc>${stack.baseUrl}${path}</loc>`);
  });
});
