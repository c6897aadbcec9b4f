import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room, Tour } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { at, day, label, next, plusDays, MONDAY, THIS_MONTH, TODAY } from './support/clock';
import { useStack } from './support/use-stack';
import { horizontalOverflow, openInApp } from './public-helpers';

// Stays are picked from the suite's today (support/clock.ts): W1 is the coming Monday (at least a
// day ahead), W2 the one after. Rooms: Friday and Saturday nights are weekend nights.
const W1 = next(MONDAY);
const W2 = plusDays(W1, 7);
const stay = (checkIn: string, checkOut: string, guests = 2) =>
  `checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`;
const TUE_THU = { checkIn: plusDays(W1, 1), checkOut: plusDays(W1, 3) };
const FRI_SUN = { checkIn: plusDays(W1, 4), checkOut: plusDays(W1, 6) };
/** The stay as the search shows it: 'Tue 15 Dec – Thu 17 Dec · 2 nights · 2 guests'. */
const summaryOf = ({ checkIn, checkOut }: { checkIn: string; checkOut: string }) =>
  `${label(checkIn)} – ${label(checkOut)} · 2 nights · 2 guests`;
// The demo rooms used here: Standard Garden Room (₹1,800 a night, 2 adults) and Standard Twin Room (₹2,200).

const cardOf = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });
const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('visitor dates and guests drive the listings', () => {
  const stack = useStack();
  let token: string;
  let rooms: Room[];

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    rooms = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
  });

  it('when dates are picked on the home page and Search is pressed, then /hotel shows the stay, totals and availability, kept by reload and a copied URL', async () => {
    const page = await stack.newPage();
    await page.goto('/');
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('2');
    const datesButton = page.getByRole('button', { name: 'Dates', exact: true });
    expect(await datesButton.innerText()).toBe('Add dates');
    await datesButton.click();
    const picker = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
    expect(await picker.locator(`[data-day="${TODAY}"]:not([data-outside])`).getAttribute('data-disabled')).toBeNull();
    await picker.locator(`[data-day="${TUE_THU.checkIn}"]:not([data-outside]) button`).click();
    await picker.locator(`[data-day="${TUE_THU.checkOut}"]:not([data-outside]) button`).click();
    await picker.waitFor({ state: 'detached' });
    expect(await datesButton.innerText()).toBe(`${label(TUE_THU.checkIn)} – ${label(TUE_THU.checkOut)}`);
    await datesButton.click();
    await picker.waitFor();
    await screenshot(page, 'visitor-dates-picker-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);

    const summary = summaryOf(TUE_THU);
    expect(summary).toMatch(/^Tue \d+ \w+ – Thu \d+ \w+ · 2 nights · 2 guests$/);
    const check = async (p: Page) => {
      await p.getByTestId('stay-summary').getByText(summary).waitFor();
      const card = cardOf(p, 'Standard Garden Room');
      await card.getByText('₹3,600 total', { exact: true }).waitFor();
      const text = await card.innerText();
      expect(text).toContain('₹3,600 total · 2 nights');
      expect(text).toContain('Available');
      expect(text).not.toContain('Weekend');
    };
    await check(page);
    await scrollThrough(page);
    await screenshot(page, 'visitor-dates-hotel-1280');
    await page.reload();
    await check(page);
    const shared = await stack.newPage();
    await shared.goto(page.url());
    await check(shared);
    // The detail link keeps the stay.
    await cardOf(shared, rooms[0].name)
      .getByRole('link', { name: /View Details/ })
      .click();
    await shared.waitForURL(`**/rooms/${rooms[0].slug}?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    await shared.context().close();
    await page.context().close();
  });

  it('when the date picker opens on the 15th of a month, then the 14th cannot be picked and the 15th can', async () => {
    // A visitor whose today is the 15th of this month (the picker judges the past by the browser's today).
    const fifteenth = `${THIS_MONTH}-15`;
    const page = await stack.newPage();
    await page.clock.setFixedTime(at(fifteenth, '10:00'));
    await openInApp(page, '/');
    await page.getByRole('button', { name: 'Dates', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
    expect(
      await picker.locator(`[data-day="${plusDays(fifteenth, -1)}"]:not([data-outside])`).getAttribute('data-disabled'),
    ).toBe('true');
    expect(
      await picker.locator(`[data-day="${fifteenth}"]:not([data-outside])`).getAttribute('data-disabled'),
    ).toBeNull();
    await page.context().close();
  });

  it('when a room is reserved for the dates through the API, then its card says Not available, dimmed and last, and "available only" hides it', async () => {
    const room = rooms[0];
    const dates = { checkIn: plusDays(W2, 1), checkOut: plusDays(W2, 3) };
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      ...dates,
      guests: 2,
      status: 'blocked',
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { _id: string } };
    onTestFinished(async () => void (await adminCall(stack.baseUrl, token, 'DELETE', `/api/reservations/${data._id}`)));
    const page = await stack.newPage();
    await page.goto(`/hotel?${stay(dates.checkIn, dates.checkOut)}`);
    const card = cardOf(page, room.name);
    await card.getByText('Not available for your dates').waitFor();
    expect(await card.getAttribute('data-stay')).toBe('unavailable');
    expect((await cardNames(page)).at(-1)).toBe(room.name);
    await page.getByLabel('Available only').click(); // a controlled box: it ticks once the URL has changed
    await page.waitForURL(/available=1/);
    await card.waitFor({ state: 'detached' });
    expect(await cardNames(page)).toHaveLength(5); // the six demo rooms but this one
    await page.context().close();
  });

  it('when weekend pricing is 25 %, then a Friday–Sunday stay totals two surcharged nights and a weekday stay has no surcharge', async () => {
    await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/activate', {
      percentageIncrease: 25,
      description: 'e2e',
    });
    onTestFinished(async () => void (await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/deactivate')));
    // Standard Twin Room, ₹2,200 a night: Friday and Saturday nights at ₹2,750; Tuesday and Wednesday at ₹2,200.
    const name = 'Standard Twin Room';
    const page = await stack.newPage();
    await page.goto(`/hotel?${stay(FRI_SUN.checkIn, FRI_SUN.checkOut)}`);
    await cardOf(page, name).getByText('₹5,500 total', { exact: true }).waitFor();
    expect(await cardOf(page, name).innerText()).toContain('₹5,500 total · 2 nights · incl. weekend +25%');
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    await cardOf(page, name).getByText('₹4,400 total', { exact: true }).waitFor();
    expect(await cardOf(page, name).innerText()).not.toMatch(/weekend/i);
    await page.context().close();
  });

  it('when guests exceed a room, then its card says so; sort by price orders the available cards by total', async () => {
    const page = await stack.newPage();
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut, 3)}`);
    await cardOf(page, 'Standard Garden Room').getByText('This room takes at most 2 guests').waitFor();
    await page.getByLabel('Sort').selectOption('price');
    await page.waitForURL(/sort=price/, { waitUntil: 'commit' });
    // The rooms for three (₹3,800, ₹4,500 and ₹6,200 a night) first, cheapest first.
    const names = await cardNames(page);
    const available = await page
      .locator('main article[data-stay="available"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(available).toEqual(['Deluxe Valley View Room', 'Deluxe Sunrise Balcony Room', 'Satpura Family Suite']);
    expect(names.slice(0, 3)).toEqual(available);
    await page.context().close();
  });

  it('when a tour departure is chosen, then the search shows one departure date and tour cards show the total for the persons or that there is no departure', async () => {
    const { tours } = await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get');
    // Dhoopgarh Sunrise Drive (₹900 a person) departs 1, 2, 4, 6, 9 and 13 days from today (demo content).
    const tour = tours.find((t) => t.title === 'Dhoopgarh Sunrise Drive')!;
    const departure = day(1);
    expect(tour.departureDates).toEqual([day(1), day(2), day(4), day(6), day(9), day(13)]);
    const page = await stack.newPage();
    // A check-out left over from a room search is ignored on tour pages.
    await page.goto(`/tours?checkIn=${departure}&checkOut=${plusDays(departure, 2)}&guests=3`);
    expect(await page.getByRole('button', { name: 'Departure date', exact: true }).innerText()).toBe(label(departure));
    expect(await page.getByTestId('search-pill').textContent()).toBe(`${label(departure)} · 3 guests`);
    await page.getByRole('button', { name: 'Departure date', exact: true }).click();
    await page.getByRole('dialog', { name: 'Choose the departure date' }).waitFor();
    await page.keyboard.press('Escape');
    // Weekend pricing is off: 3 × ₹900.
    await cardOf(page, tour.title).getByText('₹2,700 total', { exact: true }).waitFor();
    expect(await cardOf(page, tour.title).innerText()).toContain('₹2,700 total · 3 persons');
    await page.goto(`/tours?checkIn=${day(3)}&guests=3`);
    await cardOf(page, tour.title).getByText('No departure on that date').waitFor();
    await page.context().close();
  });

  it('when the phone is 390 px wide, then the search pill shows the formatted stay and nothing overflows', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    expect(await page.getByTestId('search-pill').innerText()).toBe(summaryOf(TUE_THU));
    await cardOf(page, 'Standard Garden Room').getByText('₹3,600 total', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await scrollThrough(page);
    await screenshot(page, 'visitor-dates-hotel-390');
    await page.getByTestId('search-pill').click();
    await page.getByRole('button', { name: 'Dates', exact: true }).click();
    await page.getByRole('dialog', { name: 'Choose check-in and check-out' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'visitor-dates-picker-390');
    await page.context().close();
  });
});
