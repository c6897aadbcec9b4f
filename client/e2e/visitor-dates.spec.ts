import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { formatINR } from '@pachmarhi/common/format';
import { weekendPrice, type WeekendPricingStatus } from '@pachmarhi/common/pricing';
import { addDays, dayOfWeek, quote } from '@pachmarhi/common/quote';
import { formatStay, formatStayDate } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import type { Room, Tour } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { useStack } from './support/use-stack';
import { horizontalOverflow } from './public-helpers';

// The server takes no clock, so stays are picked relative to today's IST date: W1 is next week's
// Monday (at least a day ahead), W2 the week after. Rooms: Friday and Saturday nights are weekend nights.
const today = todayIST();
const W1 = addDays(today, ((8 - dayOfWeek(today)) % 7) || 7);
const W2 = addDays(W1, 7);
const stay = (checkIn: string, checkOut: string, guests = 2) => `checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`;
const TUE_THU = { checkIn: addDays(W1, 1), checkOut: addDays(W1, 3) };
const FRI_SUN = { checkIn: addDays(W1, 4), checkOut: addDays(W1, 6) };

const cardOf = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

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
    // Days before today (IST) cannot be picked (yesterday shows unless today is the 1st).
    const yesterday = picker.locator(`[data-day="${addDays(today, -1)}"]:not([data-outside])`);
    if (await yesterday.count()) expect(await yesterday.getAttribute('data-disabled')).toBe('true');
    expect(await picker.locator(`[data-day="${today}"]:not([data-outside])`).getAttribute('data-disabled')).toBeNull();
    await picker.locator(`[data-day="${TUE_THU.checkIn}"]:not([data-outside]) button`).click();
    await picker.locator(`[data-day="${TUE_THU.checkOut}"]:not([data-outside]) button`).click();
    await picker.waitFor({ state: 'detached' });
    expect(await datesButton.innerText()).toMatch(/^Tue \d+ \w+ – Thu \d+ \w+$/);
    await datesButton.click();
    await picker.waitFor();
    await screenshot(page, 'visitor-dates-picker-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);

    const summary = formatStay({ destination: '', ...TUE_THU, guests: 2 });
    expect(summary).toMatch(/^Tue \d+ \w+ – Thu \d+ \w+ · 2 nights · 2 guests$/);
    const check = async (p: Page) => {
      await p.getByTestId('stay-summary').getByText(summary).waitFor();
      const card = cardOf(p, rooms[0].name);
      await card.getByText(`${formatINR(rooms[0].price * 2)} total`, { exact: true }).waitFor();
      const text = await card.innerText();
      expect(text).toContain(`${formatINR(rooms[0].price * 2)} total · 2 nights`);
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
    await cardOf(shared, rooms[0].name).getByRole('link', { name: /View Details/ }).click();
    await shared.waitForURL(`**/rooms/${rooms[0].slug}?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    await shared.context().close();
    await page.context().close();
  });

  it('when a room is reserved for the dates through the API, then its card says Not available, dimmed and last, and "available only" hides it', async () => {
    const room = rooms[0];
    const dates = { checkIn: addDays(W2, 1), checkOut: addDays(W2, 3) };
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', { kind: 'room', itemId: room._id, ...dates, guests: 2, status: 'blocked' });
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
    expect(await cardNames(page)).toHaveLength(rooms.length - 1);
    await page.context().close();
  });

  it('when weekend pricing is 25 %, then a Friday–Sunday stay totals two surcharged nights and a weekday stay has no surcharge', async () => {
    await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/activate', { percentageIncrease: 25, description: 'e2e' });
    onTestFinished(async () => void (await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/deactivate')));
    const room = rooms[1];
    const page = await stack.newPage();
    await page.goto(`/hotel?${stay(FRI_SUN.checkIn, FRI_SUN.checkOut)}`);
    const weekendTotal = `${formatINR(weekendPrice(room.price, 25) * 2)} total`;
    await cardOf(page, room.name).getByText(weekendTotal, { exact: true }).waitFor();
    expect(await cardOf(page, room.name).innerText()).toContain(`${weekendTotal} · 2 nights · incl. weekend +25%`);
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    await cardOf(page, room.name).getByText(`${formatINR(room.price * 2)} total`, { exact: true }).waitFor();
    expect(await cardOf(page, room.name).innerText()).not.toMatch(/weekend/i);
    await page.context().close();
  });

  it('when guests exceed a room, then its card says so; sort by price orders the available cards by total', async () => {
    const page = await stack.newPage();
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut, 3)}`);
    const small = rooms.find((r) => r.specifications?.capacity === '2 adults')!;
    await cardOf(page, small.name).getByText('This room takes at most 2 guests').waitFor();
    await page.getByLabel('Sort').selectOption('price');
    await page.waitForURL(/sort=price/);
    const names = await cardNames(page);
    const available = await page.locator('main article[data-stay="available"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const prices = available.map((n) => rooms.find((r) => r.name === n)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(names.slice(0, available.length)).toEqual(available);
    await page.context().close();
  });

  it('when a tour departure is chosen, then the search shows one departure date and tour cards show the total for the persons or that there is no departure', async () => {
    const { tours } = await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get');
    const tour = tours.find((t) => t.departureDates.length > 0)!;
    const departure = tour.departureDates.find((d) => d >= today)!;
    const page = await stack.newPage();
    // A check-out left over from a room search is ignored on tour pages.
    await page.goto(`/tours?checkIn=${departure}&checkOut=${addDays(departure, 2)}&guests=3`);
    expect(await page.getByRole('button', { name: 'Departure date', exact: true }).innerText()).toBe(formatStayDate(departure));
    expect(await page.getByTestId('search-pill').textContent()).toBe(`${formatStayDate(departure)} · 3 guests`);
    await page.getByRole('button', { name: 'Departure date', exact: true }).click();
    await page.getByRole('dialog', { name: 'Choose the departure date' }).waitFor();
    await page.keyboard.press('Escape');
    const status = (await getJson<{ data: WeekendPricingStatus }>(stack.baseUrl, '/api/weekend-pricing/status')).data;
    const total = `${formatINR(quote(tour, { kind: 'tour', checkIn: departure, guests: 3 }, status).total)} total`;
    await cardOf(page, tour.title).getByText(total, { exact: true }).waitFor();
    expect(await cardOf(page, tour.title).innerText()).toContain(`${total} · 3 persons`);
    const other = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => !tour.departureDates.includes(d))!;
    await page.goto(`/tours?checkIn=${other}&guests=3`);
    await cardOf(page, tour.title).getByText('No departure on that date').waitFor();
    await page.context().close();
  });

  it('when the phone is 390 px wide, then the search pill shows the formatted stay and nothing overflows', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`/hotel?${stay(TUE_THU.checkIn, TUE_THU.checkOut)}`);
    const summary = formatStay({ destination: '', ...TUE_THU, guests: 2 });
    expect(await page.getByTestId('search-pill').innerText()).toBe(summary);
    await cardOf(page, rooms[0].name).getByText(`${formatINR(rooms[0].price * 2)} total`, { exact: true }).waitFor();
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
