import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { at, day, label, labelWithYear, next, FRIDAY, SATURDAY, WEDNESDAY } from './support/clock';
import { REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';
import { h1, openInApp } from './public-helpers';

// The demo catalogue, newest first: rooms[0] Standard Garden Room (₹1,800 a night), rooms[1]
// Standard Twin Room, tours[0] Dhoopgarh Sunrise Drive (₹900, Half Day), vehicles[0] Gypsy King
// Safari — White (₹3,500 a day). Weekend pricing is off unless a test switches it on.

describe('listings and detail pages', () => {
  const stack = useStack();
  let token: string;
  let rooms: Room[];

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    rooms = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
  });

  it('when a room card is opened, then its page /rooms/<slug> shows and survives a reload', async () => {
    const room = rooms[0];
    expect(room.name).toBe('Standard Garden Room');
    const page = await stack.newPage();
    await page.goto('/hotel');
    const card = page.getByRole('article', { name: room.name });
    // The spec's fixed label, as plain text: not a star rating of reviews that were never counted.
    expect(await card.innerText()).toContain('4.9 · Guest favourite');
    expect(await card.locator('[aria-label*="Rated"], [aria-label*="out of 5"]').count()).toBe(0);
    // Without dates, the card shows tonight's price, the quote of one night: ₹1,800.
    expect(await card.innerText()).toContain('₹1,800 per night');
    await card.getByRole('link', { name: `View Details of ${room.name}` }).click();
    await page.waitForURL(`**/rooms/${room.slug}`);
    expect(await h1(page, room.name)).toBe(room.name);
    await page.getByRole('heading', { name: 'Features' }).waitFor();
    await page.reload();
    expect(await h1(page, room.name)).toBe(room.name);
    expect(await page.getByText('per night').first().isVisible()).toBe(true);
    await scrollThrough(page);
    await screenshot(page, 'public-room-details-1280');
    await page.context().close();
  });

  it('when a detail page is opened from a shared link, then Go Back leads to the list', async () => {
    const page = await stack.newPage();
    await page.goto(`/room-details?id=${rooms[1]._id}`);
    expect(await h1(page, rooms[1].name)).toBe(rooms[1].name);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/hotel');
    await page.context().close();
  });

  it('when the visitor chose dates and guests, then Reserve via WhatsApp carries the room name, price, dates and guests', async () => {
    const room = rooms[0];
    const page = await stack.newPage();
    await page.goto(`/room-details?id=${room._id}`);
    expect(await h1(page, room.name)).toBe(room.name);
    const reserve = page.getByRole('link', { name: /Reserve via WhatsApp/ });
    let href = decodeURIComponent((await reserve.getAttribute('href')) ?? '');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(href).toContain(room.name);
    expect(href).not.toContain('Check-in');

    // The stay lives in the URL now (the issue): a link with dates and guests carries them.
    // Within the room's capacity (over it, Reserve is disabled with the reason).
    await page.goto(`/room-details?id=${room._id}&checkIn=${day(3)}&checkOut=${day(5)}&guests=2`);
    expect(await h1(page, room.name)).toBe(room.name);
    await page.getByTestId('stay-total').waitFor();
    expect(await page.getByTestId('stay-total').innerText()).toBe('₹3,600');
    href = decodeURIComponent((await reserve.getAttribute('href')) ?? '');
    // With dates the first line names no price (the nights below do), and the dates carry their year.
    expect(href).toContain('reserve the room "Standard Garden Room".');
    expect(href).toContain(`Dates: ${labelWithYear(day(3))} – ${labelWithYear(day(5))}`);
    expect(href).toContain('(2 nights)');
    expect(href).toContain('Guests: 2');
    expect(href).toContain('Total: ₹3,600');
    const call = page.getByRole('link', { name: 'Call to Reserve' });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await page.context().close();
  });

  it('when the URL names a past check-in, a check-out before the check-in or 0 guests, then they are dropped for the defaults', async () => {
    const page = await stack.newPage();
    // The picker itself refuses past days (visitor-dates.spec.ts); a hand-edited URL is held to the same rules.
    await page.goto(`/hotel?checkIn=${day(-1)}&checkOut=${day(4)}&guests=0`);
    await page
      .getByTestId('stay-summary')
      .getByText('Choose dates to see availability and totals · 2 guests')
      .waitFor();
    await page.goto(`/hotel?checkIn=${day(4)}&checkOut=${day(3)}`);
    expect(await page.getByRole('button', { name: 'Dates', exact: true }).innerText()).toBe(
      `${label(day(4))} – check-out?`,
    );
    expect(await page.getByLabel('Guests', { exact: true }).getAttribute('min')).toBe('1');
    await page.context().close();
  });

  it('when a tour card is opened, then the tour detail shows location, price per person and duration, and survives a reload', async () => {
    const { tours } = await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get');
    const tour = tours[0];
    expect(tour.title).toBe('Dhoopgarh Sunrise Drive');
    const page = await stack.newPage();
    await page.goto('/tours');
    const card = page.getByRole('article', { name: tour.title });
    expect(await card.innerText()).toContain('Dhoopgarh, Pachmarhi');
    expect(await card.innerText()).toContain('₹900');
    expect(await card.innerText()).toContain('per person');
    expect(await card.innerText()).toContain('Half Day');
    await card.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(`**/tours/${tour.slug}`);
    expect(await h1(page, tour.title)).toBe(tour.title);
    await page.reload();
    expect(await h1(page, tour.title)).toBe(tour.title);
    const href = decodeURIComponent(
      (await page.getByRole('link', { name: /Reserve via WhatsApp/ }).getAttribute('href')) ?? '',
    );
    expect(href).toContain(tour.title);
    expect(href).toContain('per person');
    await scrollThrough(page);
    await screenshot(page, 'public-tour-details-1280');
    await page.context().close();
  });

  it('when a vehicle card is opened, then the vehicle detail shows the brand and price per day, and survives a reload', async () => {
    const vehicles = await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get');
    const v = vehicles[0];
    expect(v.name).toBe('Gypsy King Safari — White');
    const page = await stack.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/gypsy');
    const card = page.getByRole('article', { name: v.name });
    expect(await card.innerText()).toContain('Maruti Suzuki');
    expect(await card.innerText()).toContain('₹3,500');
    expect(await card.innerText()).toContain('per day');
    await card.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(`**/gypsy/${v.slug}`);
    expect(await h1(page, v.name)).toBe(v.name);
    await page.reload();
    expect(await h1(page, v.name)).toBe(v.name);
    expect(await page.getByText('Available', { exact: true }).first().isVisible()).toBe(true);
    await scrollThrough(page);
    await screenshot(page, 'public-view-details-360');
    // The original /vehicle-details?id= URL still answers: it moves (301) to the vehicle's own page.
    const res = await page.goto(`/vehicle-details?id=${v._id}`);
    expect(new URL(page.url()).pathname).toBe(`/gypsy/${v.slug}`);
    expect(res?.request().redirectedFrom()?.url()).toContain('/vehicle-details?id=');
    expect(await h1(page, v.name)).toBe(v.name);
    await page.context().close();
  });

  it('when an id or slug is unknown, then the page answers 404 with the empty message and Go Back', async () => {
    const page = await stack.newPage();
    const res = await page.goto('/tour-details?id=00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    expect(await h1(page, 'No tour details found.')).toBe('No tour details found.');
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    const bySlug = await page.goto('/rooms/no-such-room');
    expect(bySlug?.status()).toBe(404);
    expect(await h1(page, 'No room details found.')).toBe('No room details found.');
    await page.context().close();
  });

  it('when an item is booked, then its card shows Booked with a countdown', async () => {
    const room = rooms[2];
    const res = await adminCall(stack.baseUrl, token, 'PUT', `/api/bookings/room/${room._id}/toggle`, {
      isBooked: true,
    });
    expect(res.ok).toBe(true);
    // Released even when an assertion fails, so no later test sees this hold.
    onTestFinished(
      async () =>
        void (await adminCall(stack.baseUrl, token, 'PUT', `/api/bookings/room/${room._id}/toggle`, {
          isBooked: false,
        })),
    );
    const page = await stack.newPage();
    await page.goto('/hotel');
    const badge = page.getByRole('article', { name: room.name }).getByRole('status');
    await badge.waitFor();
    // The hold lasts 24 hours (BOOKING_HOLD_HOURS) from the server's now, the browser's now too.
    expect(await badge.textContent()).toBe('Booked · 24h 0m left on this hold');
    await page.context().close();
  });

  it('when a room is put on hold, then the title badge and the price box both say Booked and the WhatsApp of the card and of the detail page are disabled with the reason, a call staying open (not "Available" and reservable)', async () => {
    const room = rooms[3];
    const res = await adminCall(stack.baseUrl, token, 'PUT', `/api/bookings/room/${room._id}/toggle`, {
      isBooked: true,
    });
    expect(res.ok).toBe(true);
    onTestFinished(
      async () =>
        void (await adminCall(stack.baseUrl, token, 'PUT', `/api/bookings/room/${room._id}/toggle`, {
          isBooked: false,
        })),
    );
    const page = await stack.newPage();
    await page.goto('/hotel');
    const card = page.getByRole('article', { name: room.name });
    await card.getByRole('status').waitFor();
    expect(await card.getByRole('button', { name: `WhatsApp about ${room.name}` }).isDisabled()).toBe(true);
    // A call stays open on the card as on the detail page (the owner can often help).
    expect(await card.getByRole('link', { name: `Call to reserve ${room.name}` }).getAttribute('href')).toMatch(
      /^tel:\+\d+$/,
    );
    expect(await card.getByRole('link', { name: /WhatsApp about/ }).count()).toBe(0);

    await page.goto(`/room-details?id=${room._id}`);
    expect(await h1(page, room.name)).toBe(room.name);
    const subtitle = page.getByTestId('detail-subtitle');
    expect(await subtitle.innerText()).toContain('Booked');
    expect(await subtitle.innerText()).not.toContain('Available');
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    expect(await box.getByRole('status').textContent()).toBe('Booked · 24h 0m left on this hold');
    const whatsapp = box.getByRole('button', { name: 'Reserve via WhatsApp' });
    expect(await whatsapp.isDisabled()).toBe(true);
    // WhatsApp cannot reserve it; a call stays open (the owner can often help), as do the policy and a question.
    expect(await box.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    expect(await box.getByRole('link', { name: 'Call to Reserve' }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect((await box.getByRole('link').allInnerTexts()).map((s) => s.trim())).toEqual([
      'Full policy',
      'Call to Reserve',
      'Ask a question about this stay',
    ]);
    const reasonId = await whatsapp.getAttribute('aria-describedby');
    const reason = page.locator(`[id="${reasonId}"]`);
    expect(await reason.innerText()).toMatch(/^This room is on hold for another guest until .+ IST\.$/);
    // The reason sits directly above the buttons it explains.
    expect(await reason.evaluate((el) => el.nextElementSibling?.textContent?.trim())).toBe('Reserve via WhatsApp');
    await screenshot(page, 'public-room-details-held-1280');
    await page.context().close();
  });

  it('when a Gypsy is Under Maintenance, then it cannot be reserved by WhatsApp (disabled, with the reason) but a call stays open', async () => {
    const vehicles = await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get');
    const v = vehicles.find((x) => x.status === 'Under Maintenance');
    if (!v) throw new Error('the demo content has no Gypsy under maintenance');
    const page = await stack.newPage();
    await page.goto('/gypsy');
    const card = page.getByRole('article', { name: v.name });
    expect(await card.getByRole('button', { name: `WhatsApp about ${v.name}` }).isDisabled()).toBe(true);
    expect(await card.getByText('This Gypsy is under maintenance and cannot be reserved right now.').isVisible()).toBe(
      true,
    );
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${REPO_ROOT}/test-output/screenshots/public-gypsy-card-maintenance-1280.png` });
    await page.goto(`/view-details?id=${v._id}`);
    expect(await h1(page, v.name)).toBe(v.name);
    expect(await page.getByTestId('detail-subtitle').innerText()).toContain('Under Maintenance');
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    expect(await box.getByRole('button', { name: 'Reserve via WhatsApp' }).isDisabled()).toBe(true);
    expect(await box.getByRole('link', { name: 'Call to Reserve' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await box.getByText('This Gypsy is under maintenance and cannot be reserved right now.').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'public-vehicle-maintenance-1280');
    await page.context().close();
  });

  it("when weekend pricing is 20 %, then vehicle cards show the weekend price on a Saturday and the base price on a Wednesday, and room cards tonight's price (Friday and Saturday nights surcharged)", async () => {
    await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/activate', {
      percentageIncrease: 20,
      description: 'e2e',
    });
    onTestFinished(async () => void (await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/deactivate')));
    // Visitors whose today is the coming Saturday, Wednesday and Friday (noon IST); the pages are
    // rendered by the browser, on its own clock. Gypsy King Safari — White: ₹3,500 a day, ₹4,200 at +20 %
    // on Saturdays and Sundays. Standard Garden Room, tonight at ₹1,800: ₹2,160 on a Friday or Saturday night.
    const cases = [
      [SATURDAY, '₹4,200 (Weekend +20%)', '₹2,160 (Weekend +20%)'],
      [WEDNESDAY, '₹3,500', '₹1,800'],
      [FRIDAY, '₹3,500', '₹2,160 (Weekend +20%)'],
    ] as const;
    for (const [weekday, vehiclePrice, roomPrice] of cases) {
      const page = await stack.newPage();
      await page.clock.setFixedTime(at(next(weekday)));
      await openInApp(page, '/gypsy');
      const vehicle = page.getByRole('article', { name: 'Gypsy King Safari — White' });
      await vehicle.getByText(vehiclePrice, { exact: true }).waitFor();
      await openInApp(page, '/hotel');
      await page.getByRole('article', { name: 'Standard Garden Room' }).getByText(roomPrice, { exact: true }).waitFor();
      await page.context().close();
    }
  });
});
