import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { useStack } from './support/use-stack';
import { day } from './support/clock';
import { loginAsAdmin } from './admin-helpers';
import { horizontalOverflow } from './public-helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Elements whose own text is Devanagari and which cut it: hidden overflow (or an ellipsis) with
 * content wider or taller than the box. Returns their text (empty when none).
 */
function clippedDevanagari(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      // Screen-reader-only text is clipped on purpose (1 px boxes).
      if (!own || !re.test(own) || !el.offsetParent || el.getBoundingClientRect().width <= 1) continue;
      const css = getComputedStyle(el);
      const clips =
        ['hidden', 'clip'].includes(css.overflowX) ||
        ['hidden', 'clip'].includes(css.overflowY) ||
        css.textOverflow === 'ellipsis';
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2))
        out.push(own.slice(0, 60));
    }
    return out;
  }, DEVANAGARI.source);
}

/** The page as a phone shows it in Hindi: lang, a Devanagari font loaded, no overflow, nothing clipped; then a full-page screenshot. */
async function checkHindiPage(page: Page, shot: string): Promise<void> {
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  await scrollThrough(page);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Devanagari', 'हिन्दी');
    }),
  ).toBe(true);
  expect(await horizontalOverflow(page), `${shot}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await clippedDevanagari(page), `${shot}: clipped Devanagari`).toEqual([]);
  await screenshot(page, `hindi-${shot}-390`);
}

/** The visible text of the main landmark (and the header), for 'no English left' checks. */
const mainText = (page: Page) => page.locator('main').first().innerText();

describe('the site in Hindi', () => {
  const stack = useStack();
  let room: Room;

  beforeAll(async () => {
    [room] = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
  });

  it('when a visitor switches to हिन्दी on the home page, then the page, a listing and a room speak Hindi, the choice survives a reload, and the WhatsApp text is Hindi', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    const home = await mainText(page);
    expect(home).toMatch(DEVANAGARI);
    expect(home).not.toMatch(/Popular rooms|View all/);
    await checkHindiPage(page, 'home');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await page.getByRole('banner').getByRole('button', { name: 'English' }).isVisible()).toBe(true);

    const checkIn = day(10);
    await page.goto(`/hotel?checkIn=${checkIn}&checkOut=${day(12)}&guests=2`);
    await page.locator('h1').first().waitFor();
    const listing = await mainText(page);
    expect(listing).toMatch(/रातें/);
    expect(listing).not.toMatch(/\bnights\b|\bAvailable\b|Reserve via WhatsApp/);
    await checkHindiPage(page, 'hotel');

    await page.goto(`/room-details?id=${room._id}&checkIn=${checkIn}&checkOut=${day(12)}&guests=2`);
    await page.getByTestId('stay-total').waitFor();
    const href = (await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href')) ?? '';
    const message = new URL(href).searchParams.get('text') ?? '';
    // The room as the Hindi page names it (its Hindi name from the demo content).
    const roomHi = await getJson<Room>(stack.baseUrl, `/api/rooms/get/${room._id}?lang=hi`);
    expect(roomHi.name).toMatch(DEVANAGARI);
    expect(message).toContain(`नमस्ते! मुझे कमरा "${roomHi.name}"`);
    expect(message).toContain('(2 रातें)');
    expect(message).toContain('कृपया उपलब्धता की पुष्टि करें।');
    await checkHindiPage(page, 'room-details');
    await page.context().close();
  });

  it('Hindi URLs: when a visitor switches language on a room page, then it lands on /hi/rooms/<slug> (the stay kept) in Hindi with links under /hi, and back on /rooms/<slug> in English; Back returns to the Hindi page', async () => {
    const page = await stack.newPage();
    const stay = `?checkIn=${day(10)}&checkOut=${day(12)}&guests=2`;
    await page.goto(`/rooms/${room.slug}${stay}`);
    await page.getByTestId('stay-total').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForURL((url) => url.pathname === `/hi/rooms/${room.slug}`);
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(new URL(page.url()).search).toBe(stay);
    expect(await mainText(page)).toMatch(DEVANAGARI);
    expect(await page.getByRole('banner').getByRole('link', { name: 'कमरे' }).first().getAttribute('href')).toMatch(
      /^\/hi\/hotel/,
    );
    // One canonical link, the Hindi URL (the English page's is removed once its page unmounts).
    const canonicals = () =>
      page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await expect.poll(canonicals).toEqual([`${stack.baseUrl}/hi/rooms/${room.slug}`]);

    // A reload keeps Hindi (the URL says so), rendered by the server.
    await page.reload();
    await page.getByTestId('stay-total').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === `/rooms/${room.slug}`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await mainText(page)).not.toMatch(DEVANAGARI);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${stack.baseUrl}/rooms/${room.slug}`,
    );

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/hi/rooms/${room.slug}`);
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await mainText(page)).toMatch(DEVANAGARI);
    await page.context().close();
  });

  it('when the contact form is sent empty in Hindi, then every field error is Hindi and nothing is sent', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/contact?lang=hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact')) posted = true;
    });
    await page.locator('main form button[type="submit"]').click();
    await page.getByText('पहला नाम ज़रूरी है').waitFor();
    for (const error of ['उपनाम ज़रूरी है', 'ईमेल ज़रूरी है', 'विषय ज़रूरी है'])
      expect(await page.getByText(error).count(), error).toBeGreaterThan(0);
    expect(posted).toBe(false);
    await checkHindiPage(page, 'contact');
    await page.context().close();
  });

  it('when the admin switches to हिन्दी in the sidebar, then the dashboard speaks Hindi and keeps it on the next screen', async () => {
    const page = await stack.newPage(PHONE);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.locator('h1').first().waitFor();
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    // The choice is remembered: the dashboard opened afresh is Hindi.
    await page.goto('/admin');
    await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.querySelector('h1')?.textContent ?? ''));
    expect(await page.title()).toMatch(DEVANAGARI);
    await checkHindiPage(page, 'admin-dashboard');
    await page.goto('/admin/RoomManagement');
    await page.locator('h1').first().waitFor();
    expect(await page.locator('h1').first().innerText()).toMatch(DEVANAGARI);
    await checkHindiPage(page, 'admin-rooms');
    await page.context().close();
  });
});
