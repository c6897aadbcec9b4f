import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemPath } from '@pachmarhi/common/routes';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { useStack } from './support/use-stack';

// JSON-LD is read as loosely typed JSON: the assertions below name what must be there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

/** The page's JSON-LD objects (arrays flattened), once the page has written them. */
async function structuredData(page: Page): Promise<Ld[]> {
  await page.locator('script[type="application/ld+json"]').first().waitFor({ state: 'attached' });
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => [JSON.parse(t)].flat()) as Ld[];
}

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');

describe('search engines and link previews', () => {
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
    const page = await stack.newPage();
    for (const path of ['/', '/hotel', '/tours', '/gypsy', '/gallery', '/about', '/contact']) {
      await page.goto(path);
      const ld = await structuredData(page);
      const business = ld.find((d) => d['@type'] === 'LodgingBusiness');
      expect(business, path).toMatchObject({
        '@context': 'https://schema.org', name: 'Pachmarhi Stays & Tours', telephone: expect.any(String), priceRange: expect.stringContaining('₹'),
        address: { '@type': 'PostalAddress', addressLocality: 'Pachmarhi' }, geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        openingHours: expect.stringMatching(/^Mo-Su \d\d:\d\d-\d\d:\d\d$/),
      });
      expect((await meta(page, 'meta[name="description"]'))?.length, path).toBeGreaterThan(50);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(`${stack.baseUrl}${path}`);
      expect(await meta(page, 'meta[property="og:title"]'), path).toContain('Pachmarhi Stays & Tours');
    }
    await page.context().close();
  });

  it('when a room, a tour and a Gypsy page are opened, then each has its HotelRoom, TouristTrip or Product with an INR offer, a breadcrumb and an absolute preview image', async () => {
    const page = await stack.newPage();
    await page.goto(itemPath('room', room.slug));
    let ld = await structuredData(page);
    expect(ld.find((d) => d['@type'] === 'HotelRoom')).toMatchObject({ name: room.name, url: `${stack.baseUrl}${itemPath('room', room.slug)}`, offers: { '@type': 'Offer', price: room.price, priceCurrency: 'INR' } });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.map((i: Ld) => i.name)).toEqual(['Home', 'Rooms', room.name]);
    expect(await meta(page, 'meta[property="og:image"]')).toBe(`${stack.baseUrl}/${room.photos[0]}`);
    expect((await fetch(`${stack.baseUrl}/${room.photos[0]}`)).status).toBe(200);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.title()).toBe(`${room.name} · Pachmarhi Stays & Tours`);

    await page.goto(itemPath('tour', tour.slug));
    ld = await structuredData(page);
    const trip = ld.find((d) => d['@type'] === 'TouristTrip');
    expect(trip).toMatchObject({ name: tour.title, itinerary: { '@type': 'ItemList', numberOfItems: tour.itinerary.length } });
    expect([trip!.offers].flat()[0]).toMatchObject({ '@type': 'Offer', price: tour.price, priceCurrency: 'INR' });

    await page.goto(itemPath('vehicle', vehicle.slug));
    ld = await structuredData(page);
    expect(ld.find((d) => d['@type'] === 'Product')).toMatchObject({ name: vehicle.name, offers: { '@type': 'Offer', price: vehicle.price, priceCurrency: 'INR' } });
    await page.context().close();
  });

  it('when crawlers ask, then robots.txt keeps them out of the back office and the sitemap lists every item page', async () => {
    const robots = await (await fetch(`${stack.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    const sitemap = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text();
    for (const path of [itemPath('room', room.slug), itemPath('tour', tour.slug), itemPath('vehicle', vehicle.slug)]) expect(sitemap).toContain(`<loc>${stack.baseUrl}${path}</loc>`);
  });
});
