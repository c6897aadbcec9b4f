import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemPath } from '@pachmarhi/common/routes';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { TODAY, day, label } from './support/clock';
import { useStack } from './support/use-stack';

/** Console errors and page errors of `page` from now on (a failed hydration logs one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('server-rendered public pages', () => {
  const stack = useStack();
  let rooms: Room[];
  let tour: Tour;
  let vehicle: Vehicle;

  beforeAll(async () => {
    rooms = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
    [tour] = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours;
    [vehicle] = await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get');
  });

  it("when /hotel is fetched without JavaScript, then the HTML lists every room with its name and tonight's price", async () => {
    const res = await fetch(`${stack.baseUrl}/hotel`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const app = html.slice(html.indexOf('<div id="root">'));
    // Without dates a card shows tonight's price (one night); weekend pricing is off.
    const tonight = [
      ['Standard Garden Room', '₹1,800'],
      ['Standard Twin Room', '₹2,200'],
      ['Deluxe Valley View Room', '₹3,800'],
      ['Deluxe Sunrise Balcony Room', '₹4,500'],
      ['Satpura Family Suite', '₹6,200'],
      ['Dhoopgarh Honeymoon Suite', '₹7,500'],
    ];
    expect(rooms.map((r) => r.name).sort()).toEqual(tonight.map(([name]) => name).sort());
    const text = app.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const [name, price] of tonight) {
      expect(text).toContain(name);
      expect(text).toContain(`${price} per night`);
    }
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline code (the Content-Security-Policy allows none)
  });

  it('when a page is fetched, then it carries the texts its render used in its language, and a Hindi page preloads its Devanagari font (the bold weight too where no main image goes first)', async () => {
    const stateOf = (html: string) =>
      JSON.parse(html.match(/id="ssr-state">(.*?)<\/script>/s)![1]) as {
        i18n: { lang: string; resources: Record<string, Record<string, unknown>> };
      };
    const en = await (await fetch(`${stack.baseUrl}/hotel`)).text();
    const hi = await (await fetch(`${stack.baseUrl}/hi/hotel`)).text();
    expect(stateOf(en).i18n.lang).toBe('en');
    expect(Object.keys(stateOf(en).i18n.resources).sort()).toEqual(['catalog', 'common']);
    expect(stateOf(hi).i18n.lang).toBe('hi');
    // The English validation texts ship with the rules; a Hindi page carries its own.
    expect(Object.keys(stateOf(hi).i18n.resources).sort()).toEqual(['catalog', 'common', 'validation']);
    expect(JSON.stringify(stateOf(hi).i18n.resources.common)).toMatch(/[\u0900-\u097F]/);
    const fonts = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" href="\/assets\/noto-sans-devanagari-devanagari-(\d+)-normal-[\w-]+\.woff2" as="font"/g,
        ),
      ].map((m) => m[1]);
    expect(hi).toMatch(/<link rel="preload" as="image"/);
    expect(fonts(hi)).toEqual(['400']);
    expect(fonts(await (await fetch(`${stack.baseUrl}/hi/terms`)).text())).toEqual(['400', '700']);
    expect(fonts(en)).toEqual([]);
  });

  it('when a rendered page loads, then its app script is asked for only once the page has loaded (its image and fonts first), and it still hydrates', async () => {
    const html = await (await fetch(`${stack.baseUrl}/hi/hotel`)).text();
    expect(html).toMatch(
      /<script defer src="\/hydrate-after-load\.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(html).not.toMatch(/<script type="module"/);
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    const asked: { url: string; at: number }[] = [];
    page.on('request', (r) => asked.push({ url: new URL(r.url()).pathname, at: Date.now() }));
    let loadedAt = 0;
    page.on('load', () => (loadedAt = Date.now()));
    await page.goto('/hi/hotel'); // returns once the app has hydrated
    const entry = asked.find((r) => /^\/assets\/index-[\w-]+\.js$/.test(r.url));
    expect(entry).toBeDefined();
    expect(loadedAt).toBeGreaterThan(0);
    expect(entry!.at).toBeGreaterThanOrEqual(loadedAt);
    await page.context().close();
  });

  it('when the public pages are opened in a browser, then they hydrate without errors, react at once and load no back-office code', async () => {
    const paths = [
      '/',
      '/hotel',
      '/tours',
      '/gypsy',
      '/gallery',
      '/about',
      '/contact',
      itemPath('room', rooms[0].slug),
      itemPath('tour', tour.slug),
      itemPath('vehicle', vehicle.slug),
    ];
    const phone = { viewport: { width: 390, height: 844 } };
    const page = await stack.newPage(phone);
    const noScript = await stack.newPage({ ...phone, javaScriptEnabled: false });
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const path of paths) {
      // A server-rendered page shows its content without any script.
      await noScript.goto(path);
      expect(await noScript.locator('main h1').first().isVisible(), path).toBe(true);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the menu button opens the menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      expect(errors, path).toEqual([]);
    }
    expect(scripts.filter((s) => /admin/i.test(s))).toEqual([]);
    await page.context().close();
    await noScript.context().close();
  });

  it('when a stay search is rendered by the server, then it is judged against the server today: a check-in today is kept, yesterday is dropped, and the page hydrates as sent', async () => {
    const kept = await (await fetch(`${stack.baseUrl}/hotel?checkIn=${TODAY}&checkOut=${day(2)}&guests=2`)).text();
    expect(kept).toContain(`${label(TODAY)} – ${label(day(2))} · 2 nights · 2 guests`);
    const dropped = await (await fetch(`${stack.baseUrl}/hotel?checkIn=${day(-1)}&checkOut=${day(1)}&guests=2`)).text();
    expect(dropped).not.toContain(label(day(-1)));
    expect(dropped).toContain('Choose dates to see availability and totals · 2 guests');
    const page = await stack.newPage();
    const errors = collectErrors(page);
    await page.goto(`/hotel?checkIn=${TODAY}&checkOut=${day(2)}&guests=2`, { waitUntil: 'networkidle' });
    await page
      .getByTestId('stay-summary')
      .getByText(`${label(TODAY)} – ${label(day(2))} · 2 nights · 2 guests`)
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('when a page is asked for in Hindi (cookie from the language switch), then the server renders it in Hindi and it hydrates as sent', async () => {
    const html = await (await fetch(`${stack.baseUrl}/hotel`, { headers: { Cookie: 'lang=hi' } })).text();
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toContain('<title>कमरे · ');
    const page = await stack.newPage();
    const errors = collectErrors(page);
    await page.goto('/hotel?lang=hi', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/hi/hotel'); // its own URL (docs/decisions/022-hindi-urls.md)
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.locator('h1').first().innerText()).toMatch(/[\u0900-\u097F]/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('when an unknown path or item is asked for, then the server answers 404 with the not-found page in the HTML', async () => {
    for (const path of ['/no-such-page', '/rooms/no-such-room', '/hotel/extra']) {
      const res = await fetch(stack.baseUrl + path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toMatch(/Page Not Found|No room details found\./);
    }
  });

  it('when the back office or an account page is asked for, then the server sends the bare app shell', async () => {
    for (const path of ['/admin', '/login', '/register']) {
      const html = await (await fetch(stack.baseUrl + path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
