import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, untilRunning } from './support/browser';
import { NOW, day } from './support/clock';
import { useStack } from './support/use-stack';

const PHONE = { width: 390, height: 844 };
const HOME_SECTIONS = ['rooms', 'tours', 'vehicles', 'why', 'testimonials'];

/** The decoded text of the price box's "Reserve via WhatsApp" link. */
async function whatsappText(page: Page): Promise<string> {
  const box = page.getByRole('complementary', { name: 'Price and reservation' });
  const href = await box.getByRole('link', { name: /Reserve via WhatsApp/ }).getAttribute('href');
  return decodeURIComponent(new URL(href!).searchParams.get('text') ?? '');
}

describe('hydration never loses what the visitor sees or did', () => {
  const stack = useStack();

  /**
   * A page whose app script (`/assets/index-….js`, asked for by the loader once the page has
   * loaded) is held back until `release()`: the visitor meets the server's markup only.
   */
  async function pageWithScriptHeld(viewport = PHONE): Promise<{ page: Page; release: () => void }> {
    const context = await stack.browser.newContext({ baseURL: stack.baseUrl, viewport });
    await context.clock.setFixedTime(NOW);
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
    return { page, release };
  }

  it('when the visitor goes Home → a card\'s "View Details" → Back, 20 times from a fresh page, then every home section comes back, the page is as tall as it was and the scroll is where it was (390 px)', async () => {
    const page = await stack.newPage({ viewport: PHONE });
    for (let i = 0; i < 20; i++) {
      await page.goto('/');
      // A different section each time (the visitor has scrolled more or less far): the sections
      // below it have not come into view, so they still wait to be hydrated.
      const section = ['rooms', 'tours', 'vehicles'][i % 3];
      const card = page.locator(`[data-hydrate="home-${section}"]`).getByRole('link', { name: /^View Details/ });
      await card.nth(i % 2).scrollIntoViewIfNeeded();
      await page.locator(`[data-hydrate="home-${section}"][data-live]`).waitFor({ state: 'attached' });
      // Where the page was when the visitor tapped (the click may scroll a little to reach the card),
      // and a mark on the window: the app handles the link and Back itself (no page load), so it stays.
      await page.evaluate(() => {
        const w = window as { stayedInApp?: boolean; tappedAt?: number };
        w.stayedInApp = true;
        document.addEventListener('click', () => (w.tappedAt = Math.round(window.scrollY)), {
          capture: true,
          once: true,
        });
      });
      const height = await page.evaluate(() => document.body.scrollHeight);
      await card.nth(i % 2).click();
      const tappedAt = await page.evaluate(() => (window as { tappedAt?: number }).tappedAt);
      await page.waitForURL((u) => u.pathname !== '/');
      await page.locator('main h1').first().waitFor();
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
      for (const name of HOME_SECTIONS) {
        await page.locator(`[data-hydrate="home-${name}"]`).waitFor({ state: 'attached', timeout: 10_000 });
      }
      expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp), `try ${i + 1}`).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.body.scrollHeight), { timeout: 10_000, message: `try ${i + 1}` })
        .toBe(height);
      await expect
        .poll(() => page.evaluate(() => Math.round(window.scrollY)), { message: `try ${i + 1} (${section})` })
        .toBe(tappedAt);
      expect(await page.getByRole('heading', { name: 'What Our Guests Say' }).count(), `try ${i + 1}`).toBe(1);
    }
    await page.context().close();
  }, 300_000);

  it('when Guests is changed on a room page before the app runs, then after it runs the price, the WhatsApp message and the URL all say that many guests; the dates button waits visibly meanwhile (390 px)', async () => {
    const stay = `checkIn=${day(14)}&checkOut=${day(16)}`;
    // What the server prices for 4 guests, to compare with (the page rendered with 4 from the start).
    const reference = await stack.newPage({ viewport: PHONE });
    await reference.goto(`/rooms/satpura-family-suite?${stay}&guests=4`);
    const totalFor4 = await reference.getByTestId('stay-total').innerText();
    await reference.context().close();

    const { page, release } = await pageWithScriptHeld();
    await page.goto(`/rooms/satpura-family-suite?${stay}&guests=2`);
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.getByLabel('Guests', { exact: true }).selectOption('4');
    // The dates button needs the app: before it runs it is disabled (it used to do nothing for seconds).
    expect(await box.getByRole('button', { name: /–/ }).isDisabled()).toBe(true);
    expect(await page.getByTestId('search-pill').locator('xpath=..').isDisabled()).toBe(true);
    await screenshot(page, 'hydration-before-script-390', { fullPage: false });
    release();
    await untilRunning(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('guests')).toBe('4');
    await expect.poll(() => box.getByTestId('stay-total').innerText()).toBe(totalFor4);
    await expect.poll(() => whatsappText(page)).toContain('Guests: 4');
    expect(await box.getByLabel('Guests', { exact: true }).inputValue()).toBe('4');
    expect(await box.getByRole('button', { name: /–/ }).isDisabled()).toBe(false);
    expect(await page.getByTestId('search-pill').locator('xpath=..').isDisabled()).toBe(false);
    await page.context().close();
  });

  it('when a departure and Persons are chosen on a tour page before the app runs, then after it runs the total, the message and the URL agree with them (390 px)', async () => {
    const departure = day(4); // a demo departure (the demo counts its dates from today)
    const reference = await stack.newPage({ viewport: PHONE });
    await reference.goto(`/tours/dhoopgarh-sunrise-drive?checkIn=${departure}&guests=3`);
    const totalFor3 = await reference.getByTestId('stay-total').innerText();
    await reference.context().close();

    const { page, release } = await pageWithScriptHeld();
    await page.goto('/tours/dhoopgarh-sunrise-drive');
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.getByLabel('Departure', { exact: true }).selectOption(departure);
    await box.getByLabel('Persons', { exact: true }).selectOption('3');
    release();
    await untilRunning(page);
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.searchParams.get('checkIn')} ${url.searchParams.get('guests')}`;
      })
      .toBe(`${departure} 3`);
    await expect.poll(() => box.getByTestId('stay-total').innerText()).toBe(totalFor3);
    await expect.poll(() => whatsappText(page)).toContain('Persons: 3');
    await page.context().close();
  });

  it("when the header search and the list's sort are filled in before the app runs, then Search uses what was typed and the list is sorted as chosen (1366 px)", async () => {
    const { page, release } = await pageWithScriptHeld({ width: 1366, height: 900 });
    await page.goto(`/hotel?checkIn=${day(14)}&checkOut=${day(16)}&guests=2`);
    const search = page.getByRole('search', { name: 'Plan your stay' });
    await search.getByLabel('Destination').fill('Bee Falls');
    await search.getByLabel('Guests').fill('3');
    await page.getByLabel('Sort', { exact: true }).selectOption('price');
    release();
    await untilRunning(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.searchParams.get('destination')} ${url.searchParams.get('guests')}`;
      })
      .toBe('Bee Falls 3');
    await page.context().close();
  });
});
