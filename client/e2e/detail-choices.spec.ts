import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getJson } from './support/api';
import { afterFrames } from './support/browser';
import { day, label } from './support/clock';
import { REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';

describe('choices on a detail page', () => {
  const stack = useStack();

  it('after a departure is picked in the page, changing Persons re-renders the page and re-prices the tour', async () => {
    const page = await stack.newPage();
    // The server renders the page; the footer waits to be hydrated until it comes into view.
    await page.goto('/tours/dhoopgarh-sunrise-drive');
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    const departure = day(4); // a demo departure (the demo counts its dates from today)
    await box.getByLabel('Departure', { exact: true }).selectOption(departure);
    await expect.poll(() => page.getByTestId('stay-total').innerText()).toBe('₹1,800');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/availability') && asked.push(r.url()));
    await box.getByLabel('Persons', { exact: true }).selectOption('3');
    await expect.poll(() => new URL(page.url()).searchParams.get('guests')).toBe('3');
    await expect.poll(() => page.getByTestId('stay-total').innerText()).toBe('₹2,700');
    expect(asked.some((u) => u.includes('guests=3'))).toBe(true);
    await page.context().close();
  });

  it('guests: a 2-adult room offers 1–2, and a party of 4 is told the room takes 2 and offered "Satpura Family Suite takes 4"', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/rooms/standard-garden-room');
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    expect(await box.getByLabel('Guests', { exact: true }).locator('option').allInnerTexts()).toEqual(['1', '2']);

    await page.goto('/rooms/standard-garden-room?guests=4');
    await box.getByText('This room takes at most 2 guests.').waitFor();
    expect(await box.getByLabel('Guests', { exact: true }).inputValue()).toBe('4');
    const fits = box.getByTestId('rooms-that-fit');
    await fits.getByRole('link').first().waitFor();
    expect(await fits.getByRole('link').allInnerTexts()).toEqual(['Satpura Family Suite takes 4']);
    await box.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/guests-rooms-that-fit-390.png') });
    await fits.getByRole('link', { name: 'Satpura Family Suite takes 4' }).click();
    await page.waitForURL((u) => u.pathname === '/rooms/satpura-family-suite' && u.searchParams.get('guests') === '4');
    // The address changes before the new room's data arrives: wait for its choices, not the URL.
    await expect
      .poll(() => box.getByLabel('Guests', { exact: true }).locator('option').allInnerTexts())
      .toEqual(['1', '2', '3', '4']);
    expect(await box.getByText('This room takes at most').count()).toBe(0);
    await page.context().close();
  });

  it('guests in Hindi: the rooms that fit are named in Hindi (with their Hindi names)', async () => {
    const page = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto('/rooms/standard-garden-room?guests=4&lang=hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByTestId('rooms-that-fit').getByRole('link').first().waitFor();
    expect(await page.getByTestId('rooms-that-fit').getByRole('link').allInnerTexts()).toEqual([
      'सतपुड़ा फ़ैमिली सुइट में 4 मेहमान ठहर सकते हैं',
    ]);
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/guests-rooms-that-fit-hi-1366.png') });
    await page.context().close();
  });

  it('a one-day Gypsy rental: one tap on a day selects that day, a second tap on it keeps it, a later day extends it', async () => {
    const cars = await getJson<
      { _id: string; slug: string; price: number }[] | { data: { slug: string; price: number }[] }
    >(stack.baseUrl, '/api/cars/get');
    const car = (Array.isArray(cars) ? cars : cars.data)[0];
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`/gypsy/${car.slug}`);
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.getByRole('button', { name: 'Pickup – return' }).tap();
    const picker = page.getByRole('dialog', { name: 'Choose your dates' });
    const rental = day(10);
    const cell = (date: string) => picker.locator(`td[data-day="${date}"]:not([data-outside]) button`);
    await picker.getByRole('grid').first().waitFor();
    for (let i = 0; i < 2 && (await cell(rental).count()) === 0; i++)
      await picker.getByRole('button', { name: /next month/i }).tap();
    await cell(rental).tap();
    await page.waitForURL(
      (u) => u.searchParams.get('checkIn') === rental && u.searchParams.get('checkOut') === day(11),
    );
    await cell(rental).tap(); // the same day again: still that one day
    await afterFrames(page); // the tap's update (a discrete event) has rendered by then
    expect(new URL(page.url()).searchParams.get('checkOut')).toBe(day(11));
    // One day is its one date (back the next morning), never a range to the next day.
    expect(await box.getByRole('button', { name: 'Pickup – return' }).innerText()).toBe(`${label(rental)} (1 day)`);
    await picker.getByRole('button', { name: 'Done' }).tap();
    await expect.poll(() => page.getByTestId('price-headline').innerText()).toMatch(/ total · 1 day$/);
    // A later day: the rental runs to it.
    await box.getByRole('button', { name: 'Pickup – return' }).tap();
    await cell(day(12)).tap();
    await page.waitForURL(
      (u) => u.searchParams.get('checkIn') === rental && u.searchParams.get('checkOut') === day(12),
    );
    await expect.poll(() => page.getByTestId('price-headline').innerText()).toMatch(/ total · 2 days$/);
    await page.context().close();
  });

  it("back from a detail page restores the listing's scroll position", async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/hotel');
    const card = page.getByRole('main').getByRole('link', { name: 'View Details of Satpura Family Suite' }).first();
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const listY = await page.evaluate(() => window.scrollY);
    await card.click();
    await page.waitForURL((u) => u.pathname === '/rooms/satpura-family-suite');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/hotel');
    // Where the visitor was, to within a few pixels (the last scroll event may precede the final pixel),
    // once the list has loaded again (seconds on a busy machine).
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - listY), { timeout: 10_000 })
      .toBeLessThan(10);
    // A new visit of the list (a link, not Back) starts at the top.
    await page.getByRole('main').getByRole('link', { name: 'View Details of Satpura Family Suite' }).first().click();
    await page.waitForURL((u) => u.pathname === '/rooms/satpura-family-suite');
    await page.locator('header').getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: 'Rooms', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/hotel');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.context().close();
  });

  it('one themed calendar: the price-box and availability calendars use the site accent, not the default blue; on a phone the reserve bar leaves the open picker and its Done button clear', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/rooms/standard-garden-room?checkIn=${day(10)}&checkOut=${day(12)}`);
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.getByRole('button', { name: 'Check-in – check-out' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your dates' });
    await picker.getByRole('grid').first().waitFor();
    const colours = () =>
      page.evaluate(() => {
        const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
        const accents = [...document.querySelectorAll('.rdp-root')].map((el) =>
          getComputedStyle(el).getPropertyValue('--rdp-accent-color').trim(),
        );
        return { primary, accents };
      });
    const inBox = await colours();
    expect(inBox.primary).not.toBe('');
    expect(inBox.accents.length).toBeGreaterThan(0);
    for (const a of inBox.accents) expect(a).toBe(inBox.primary);
    // The bar steps aside while the picker is open; Done is on screen and works.
    expect(await page.getByTestId('sticky-reserve-bar').isVisible()).toBe(false);
    const done = picker.getByRole('button', { name: 'Done' });
    await done.scrollIntoViewIfNeeded();
    const clear = await done.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return el.contains(hit) && r.bottom <= window.innerHeight;
    });
    expect(clear).toBe(true);
    await picker.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/price-box-calendar-390.png') });
    await done.click();
    await picker.waitFor({ state: 'detached' });
    expect(await page.getByTestId('sticky-reserve-bar').isVisible()).toBe(true);
    await page.context().close();
  });
});
