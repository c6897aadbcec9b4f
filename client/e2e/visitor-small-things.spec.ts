import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { day } from './support/clock';
import { useStack } from './support/use-stack';

const PHONE = { width: 390, height: 844 };

describe('smaller things a visitor notices', () => {
  const stack = useStack();

  it('when a destination is searched (Bee Falls, Pachmarhi), then the list never empties: the places near it come first (390 px)', async () => {
    const page = await stack.newPage({ viewport: PHONE });
    await page.goto('/tours');
    const cards = page.getByRole('main').getByRole('article');
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    for (const destination of ['Bee Falls', 'Pachmarhi', 'Dhoopgarh']) {
      await page.goto(`/tours?destination=${encodeURIComponent(destination)}`);
      expect(await cards.count(), destination).toBe(all);
      expect(await page.getByTestId('stay-summary').innerText()).toContain(`near “${destination}”`);
    }
    // Dhoopgarh's own tour leads.
    expect(await cards.first().innerText()).toContain('Dhoopgarh');
    await page.context().close();
  });

  it("when the footer's top destinations are shown, then each is a link to the tours near it, at least 24 px tall, in English and Hindi (390 px)", async () => {
    for (const [path, prefix, name] of [
      ['/', '', 'Bee Falls'],
      ['/hi', '/hi', 'बी फ़ॉल्स'],
    ] as const) {
      const page = await stack.newPage({ viewport: PHONE });
      await page.goto(path);
      const footer = page.locator('footer');
      const links = footer.locator('[aria-labelledby="footer-destinations"] a');
      expect(await links.count()).toBe(6);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain(`${prefix}/tours?destination=Bee%20Falls`);
      for (const box of await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height))) {
        expect(box).toBeGreaterThanOrEqual(24);
      }
      // Every footer link is a target at least 24 px tall.
      const heights = await footer.locator('ul a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
      expect(await links.allInnerTexts()).toContain(name);
      await page.context().close();
    }
  });

  it('when dates are chosen on a room page, then the availability calendar marks those nights, with a legend, in English and Hindi (390 px)', async () => {
    for (const [prefix, legend] of [
      ['', 'your dates'],
      ['/hi', 'आपकी तारीख़ें'],
    ] as const) {
      const page = await stack.newPage({ viewport: PHONE });
      await page.goto(`${prefix}/rooms/satpura-family-suite?checkIn=${day(14)}&checkOut=${day(16)}&guests=2`);
      const calendar = page.getByTestId('availability-calendar');
      await calendar.scrollIntoViewIfNeeded();
      await expect.poll(() => calendar.locator('td[class*="chosen"]').count(), { timeout: 10_000 }).toBe(2);
      const days = await calendar
        .locator('td[class*="chosen"]')
        .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day')));
      expect(days).toEqual([day(14), day(15)]);
      expect(await calendar.innerText()).toContain(legend);
      if (!prefix)
        await calendar.screenshot({ path: `${process.cwd()}/../test-output/screenshots/availability-chosen-390.png` });
      await page.context().close();
    }
  });

  it('when "Available only" leaves nothing, then the empty list offers to clear the search and filters (390 px, English and Hindi)', async () => {
    for (const [prefix, clear] of [
      ['', 'Clear the search and filters'],
      ['/hi', 'खोज और फ़िल्टर हटाएँ'],
    ] as const) {
      const page = await stack.newPage({ viewport: PHONE });
      await page.goto(`${prefix}/hotel?checkIn=${day(20)}&checkOut=${day(22)}&guests=50&available=1`);
      const action = page.getByTestId('clear-search');
      await action.waitFor();
      expect(await action.innerText()).toBe(clear);
      if (!prefix) await screenshot(page, 'listing-empty-clear-390', { fullPage: false });
      await action.click();
      await page.waitForURL((u) => u.pathname === `${prefix}/hotel` && u.search === '');
      await page.getByRole('main').getByRole('article').first().waitFor();
      await page.context().close();
    }
  });
});
