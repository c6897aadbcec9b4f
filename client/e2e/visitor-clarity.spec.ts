import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { afterFrames, screenshot } from './support/browser';
import { label, next, plusDays, MONDAY } from './support/clock';
import { useStack } from './support/use-stack';
import { seedRoom } from './admin-helpers';
import { horizontalOverflow } from './public-helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Requests the page makes to any other origin than the site's. */
function thirdPartyRequests(page: Page, baseUrl: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      seen.push(r.url());
  });
  return seen;
}

// Issue 25: price clarity and trust for visitors (points 1–4).
describe('what a visitor sees before reserving', () => {
  const stack = useStack();
  let room: Room;
  // A Monday–Wednesday stay: two weekday nights at the room's listed ₹4,200.
  const monday = next(MONDAY, 3);
  const wednesday = plusDays(monday, 2);

  beforeAll(async () => {
    room = await seedRoom(stack.baseUrl, 'Deodar Clarity Suite');
  });

  it('point 1: when dates are chosen, then each card shows the per-night price beside the total and the nights, in English and Hindi, on a phone and a desktop', async () => {
    for (const [size, options] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      const page = await stack.newPage(options);
      await page.goto(`/hotel?checkIn=${monday}&checkOut=${wednesday}&guests=2`);
      const card = page.getByRole('article', { name: room.name });
      await expect.poll(() => card.getByTestId('card-price').innerText()).toContain('total');
      expect((await card.getByTestId('card-price').innerText()).replace(/\s+/g, ' ')).toBe(
        '₹4,200 / night ₹8,400 total · 2 nights',
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `card-per-night-${size}`);

      await page.goto(`/hotel?checkIn=${monday}&checkOut=${wednesday}&guests=2&lang=hi`);
      const hiCard = page.getByRole('article', { name: room.name });
      await expect.poll(() => hiCard.getByTestId('card-price').innerText()).toContain('के लिए');
      expect((await hiCard.getByTestId('card-price').innerText()).replace(/\s+/g, ' ')).toBe(
        '₹4,200 / रात 2 रातों के लिए ₹8,400',
      );
      await hiCard.scrollIntoViewIfNeeded();
      await screenshot(page, `card-per-night-hi-${size}`);

      // Gypsies are priced per day, tours per person.
      await page.goto(`/gypsy?checkIn=${monday}&checkOut=${wednesday}&guests=2&lang=en`);
      await expect
        .poll(() => page.getByTestId('card-price').first().innerText())
        .toMatch(/^₹[\d,]+ \/ day\s+₹[\d,]+ total · 2 days/);
      await page.context().close();
    }
    const page = await stack.newPage(PHONE);
    const tours = await (await fetch(`${stack.baseUrl}/api/v1/tours/get`)).json();
    const tour = (Array.isArray(tours) ? tours : (tours.tours ?? tours.data))[0];
    await page.goto(`/tours?checkIn=${tour.departureDates[0]}&guests=3`);
    await expect
      .poll(() => page.getByRole('article', { name: tour.title }).getByTestId('card-price').innerText())
      .toMatch(/^₹[\d,]+ \/ person\s+₹[\d,]+ total · 3 persons/);
    await page.context().close();
  });

  it('point 2: when a visitor opens the room page, then the cancellation policy is summarised beside the price, and the map loads from OpenStreetMap only after Show map is tapped, with directions to the lodge', async () => {
    for (const [size, options] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      const page = await stack.newPage(options);
      const outside = thirdPartyRequests(page, stack.baseUrl);
      const refused: string[] = [];
      page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
      await page
        .context()
        .route('https://www.openstreetmap.org/**', (r) =>
          r.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title><p>OpenStreetMap</p>' }),
        );
      await page.goto('/rooms/standard-garden-room');
      const summary = page.getByTestId('cancellation-summary');
      expect(await summary.innerText()).toBe(
        'Cancellation: Free cancellation up to 7 days before arrival. Full policy',
      );
      expect(await summary.getByRole('link', { name: 'Full policy' }).getAttribute('href')).toBe('#policies');
      expect(await page.locator('#policies').count()).toBe(1);

      const map = page.getByTestId('property-map');
      await map.scrollIntoViewIfNeeded();
      await afterFrames(page); // a lazy map would have started loading by then (IntersectionObserver)
      expect(await map.locator('iframe').count()).toBe(0);
      expect(outside).toEqual([]);
      const directions = map.getByRole('link', { name: 'Directions (opens in a new tab)' });
      expect(await directions.getAttribute('href')).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=22.4674,78.4346',
      );
      await screenshot(page, `room-map-before-tap-${size}`);
      await map.getByRole('button', { name: 'Show map' }).click();
      const frame = map.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=22\.4674,78\.4346$/,
      );
      await expect
        .poll(() => outside.some((u) => u.startsWith('https://www.openstreetmap.org/export/embed.html')))
        .toBe(true);
      await expect.poll(async () => await page.frameLocator('iframe').locator('p').innerText()).toBe('OpenStreetMap');
      expect(refused).toEqual([]);
      await screenshot(page, `room-map-after-tap-${size}`);

      // Tours have no policy field: the tours' own policy, and Full policy leads to it on the page (not the terms).
      await page.goto('/tours');
      await page
        .getByRole('main')
        .getByRole('link', { name: /^View Details of / })
        .first()
        .click();
      await page.getByTestId('cancellation-summary').waitFor();
      expect(await page.getByTestId('cancellation-summary').innerText()).toBe(
        'Cancellation: Free cancellation up to 24 hours before the departure; within 24 hours, 50% of the tour price is charged. Full policy',
      );
      expect(await page.locator('#policies').count()).toBe(1);
      await page.context().close();
    }
  });

  it('point 2: when a visitor opens the contact page, then it has the address, the map on tap and directions, in English and Hindi', async () => {
    const page = await stack.newPage(PHONE);
    const outside = thirdPartyRequests(page, stack.baseUrl);
    await page.goto('/contact');
    const map = page.getByTestId('property-map');
    await map.waitFor();
    expect(await map.innerText()).toContain('Near Bus Stand');
    expect(await map.locator('iframe').count()).toBe(0);
    expect(outside).toEqual([]);
    await page.goto('/contact?lang=hi');
    await page.getByTestId('property-map').getByRole('button', { name: 'नक्शा दिखाएँ' }).waitFor();
    await page.getByTestId('property-map').scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-map-hi-390');
    await page.context().close();
  });

  it('point 3: when a visitor asks about a stay from the room page and prefers WhatsApp, then the form carries the room, dates and guests, email may stay empty, and the success card is not hidden under the header', async () => {
    for (const [size, options] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      const page = await stack.newPage(options);
      await page.goto(`${`/rooms/${room.slug}`}?checkIn=${monday}&checkOut=${wednesday}&guests=3`);
      await page.getByRole('link', { name: 'Ask a question about this stay' }).click();
      await page.waitForURL((u) => u.pathname === '/contact');
      const form = page.locator('main form');
      await expect
        .poll(() => form.getByLabel('Subject').inputValue())
        .toBe(`About ${room.name}: ${label(monday)} – ${label(wednesday)} · 2 nights · 3 guests`);
      expect(await form.getByLabel('Travel date').inputValue()).toBe(monday);
      expect(await form.getByLabel('Number of people').inputValue()).toBe('3');
      expect(await form.getByLabel('Service').inputValue()).toBe('hotel');

      await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Asha');
      await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Verma');
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+91 98260 55555');
      await form
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('Is the room quiet at night? We arrive by the evening bus.');
      // Email preferred: the empty email is refused.
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Email is required').waitFor();
      // WhatsApp preferred: email becomes optional and the message goes.
      await form.getByRole('radio', { name: 'WhatsApp' }).check();
      expect(await form.getByText('Optional: we reply by your preferred contact.').count()).toBe(1);
      await screenshot(page, `contact-email-optional-${size}`);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect((await sent).status()).toBe(201);
      const card = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
      await card.waitFor();
      // The card is focused and scrolled below the sticky header (smoothly): wait for both.
      const placed = () =>
        card.evaluate((el) => ({
          below: el.getBoundingClientRect().top >= document.querySelector('header')!.getBoundingClientRect().bottom,
          focused: document.activeElement === el,
        }));
      await expect.poll(placed).toEqual({ below: true, focused: true });
      await screenshot(page, `contact-sent-${size}`);
      await page.context().close();
    }
  });

  it('point 4: when the device has no Devanagari font, then the language button still draws “हिन्दी” from the site’s tiny subset, not boxes', async () => {
    const page = await stack.newPage(PHONE);
    const fonts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.woff2') && fonts.push(`${r.status()} ${r.url()}`));
    await page.goto('/');
    const button = page.locator('header').getByRole('button', { name: 'हिन्दी' });
    const drawn = await button.evaluate(async (el) => {
      await document.fonts.ready;
      // The word in the subset font against the same word in a font that has no Devanagari (boxes).
      const width = (family: string) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `600 16px ${family}`;
        return ctx.measureText('हिन्दी').width;
      };
      return {
        family: getComputedStyle(el).fontFamily,
        loaded: document.fonts.check('600 16px "Hindi Word"', 'हिन्दी'),
        subset: width('"Hindi Word"'),
        boxes: width('monospace'),
      };
    });
    expect(drawn.family.startsWith('"Hindi Word"')).toBe(true);
    expect(drawn.loaded).toBe(true);
    expect(Math.abs(drawn.subset - drawn.boxes)).toBeGreaterThan(2);
    // Only the word's subset is downloaded on an English page, not the full Devanagari font.
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^200 .*\/assets\/hindi-word-[\w-]+\.woff2$/);
    await button.screenshot({ path: `${process.cwd()}/../test-output/screenshots/language-button-390.png` });
    await page.context().close();
  });
});
