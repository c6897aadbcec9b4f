import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { at, label, next, plusDays, FRIDAY } from './support/clock';
import { REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';
import { loginAsAdmin, seedRoom } from './admin-helpers';
import { h1, horizontalOverflow, openInApp } from './public-helpers';

describe('detail pages with dates', () => {
  const stack = useStack();
  let token: string;
  let room: Room;
  // A Friday at least a week ahead: its stay to Sunday has the two weekend nights of a room.
  const friday = next(FRIDAY, 7);
  const monday = plusDays(friday, 3);

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/activate', {
      percentageIncrease: 25,
      description: 'Weekend',
    });
    expect(res.status).toBe(200);
    room = await seedRoom(stack.baseUrl, 'Cedar Dates Suite'); // ₹4,200 per night
  });

  /** Open WhatsApp from Reserve and return the decoded message of the wa.me tab it opened. */
  async function reserveText(page: Page): Promise<string> {
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Reserve via WhatsApp' }).first().click(),
    ]);
    await tab.waitForURL(/wa\.me/);
    return new URL(tab.url()).searchParams.get('text') ?? '';
  }

  const breakdown = (page: Page) => page.getByLabel('Price breakdown').innerText();

  it('when a Friday–Sunday room stay is chosen with weekend pricing at 25 %, then Friday and Saturday nights are surcharged in the box and in the WhatsApp text, which carries a reference the admin finds', async () => {
    const page = await stack.newPage();
    await page.goto(`/room-details?id=${room._id}&checkIn=${friday}&checkOut=${plusDays(friday, 2)}&guests=2`);
    expect(await h1(page, room.name)).toBe(room.name);
    await page.getByTestId('stay-total').waitFor();
    const box = await breakdown(page);
    const fri = label(friday);
    expect(box).toContain(`${fri} ₹5,250 · weekend +25%`);
    expect(box.match(/weekend \+25%/g)).toHaveLength(2);
    expect(await page.getByTestId('stay-total').innerText()).toBe('₹10,500');
    await scrollThrough(page);
    await screenshot(page, 'detail-dates-room-1280');

    const text = await reserveText(page);
    expect(text).toContain(`"${room.name}"`);
    expect(text).toContain('(2 nights)');
    expect(text).toContain('Guests: 2');
    expect(text).toContain(`${fri} ₹5,250 · weekend +25%`);
    expect(text.match(/weekend \+25%/g)).toHaveLength(2);
    expect(text).toContain('Total: ₹10,500');
    expect(text).toContain(`checkIn=${friday}`);
    const reference = /Reference: #([A-Z0-9]{4})/.exec(text)?.[1];
    expect(reference).toBeTruthy();
    // The page says the reference too (to read out on a call), not only the message.
    await expect
      .poll(() => page.getByTestId('reserve-reference').innerText())
      .toBe(`Your reference: #${reference}. Say it if you call us.`);

    const found = await getJson<{
      data: { reference: string; itemId: string; quote: { total: number } }[];
      total: number;
    }>(stack.baseUrl, `/api/enquiries?q=${reference}`, token);
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ reference, itemId: room._id, quote: { total: 10_500 } });

    const admin = await stack.newPage();
    await loginAsAdmin(admin);
    await admin.goto(`/admin/enquiries?q=${reference}`);
    await admin
      .getByTestId('enquiry-row')
      .filter({ hasText: `#${reference}` })
      .waitFor();
    await screenshot(admin, 'admin-enquiries');
    await admin.goto('/admin');
    await admin.getByTestId('enquiry-count').filter({ hasText: room.name }).waitFor();
    await admin.getByRole('heading', { name: /WhatsApp enquiries/ }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/admin-dashboard-enquiries.png') });
    await admin.context().close();
    await page.context().close();
  });

  it('when a weekday stay is chosen on a Saturday (weekend pricing on), then no price on the page or in the message carries a surcharge', async () => {
    const page = await stack.newPage();
    // The visitor's clock says Saturday noon IST, two days before the stay: tonight's price (Saturday
    // night) is a weekend price. The pages are rendered by the browser, on its own clock.
    await page.clock.setFixedTime(at(plusDays(monday, -2)));
    await openInApp(page, `/room-details?id=${room._id}`);
    await page.getByTestId('price-headline').filter({ hasText: '₹5,250 (Weekend +25%)' }).waitFor(); // once the weekend status is in
    await openInApp(page, `/room-details?id=${room._id}&checkIn=${monday}&checkOut=${plusDays(monday, 2)}&guests=2`);
    await page.getByTestId('stay-total').waitFor();
    expect(await breakdown(page)).not.toContain('weekend');
    expect(await page.getByTestId('stay-total').innerText()).toBe('₹8,400');
    expect(await page.getByTestId('price-headline').innerText()).toBe('₹8,400 total · 2 nights');
    expect(await page.getByRole('complementary', { name: 'Price and reservation' }).innerText()).not.toMatch(
      /weekend/i,
    );
    const href = decodeURIComponent(
      (await page.getByRole('link', { name: 'Reserve via WhatsApp' }).first().getAttribute('href')) ?? '',
    );
    // The first line names no price with dates (the nights do: no 'at ₹… per night' to contradict them).
    expect(href).toContain(`"${room.name}".`);
    expect(href).toContain(`${label(monday)} ₹4,200`);
    expect(href).toContain('Total: ₹8,400');
    expect(href).not.toMatch(/weekend/i);
    await page.context().close();
  });

  it('when the room is fully booked on a day, then the price box calendar disables it, yet it can end a stay that starts before it; choosing two free days prices them', async () => {
    const booked = plusDays(monday, 7);
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn: booked,
      checkOut: plusDays(booked, 1),
      guests: 2,
      guestName: 'Ravi Jain',
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);
    const page = await stack.newPage();
    const openPicker = async () => {
      await page.goto(`/room-details?id=${room._id}`);
      await page
        .getByRole('complementary', { name: 'Price and reservation' })
        .getByRole('button', { name: 'Check-in – check-out' })
        .click();
    };
    const picker = page.getByRole('dialog', { name: 'Choose your dates' });
    const day = (date: string) => picker.locator(`td[data-day="${date}"]:not([data-outside])`);
    /** Page forward to the month of `date` and return its cell. */
    const show = async (date: string) => {
      await picker.getByRole('grid').first().waitFor(); // a month shows before cells are counted
      for (let i = 0; i < 3 && (await day(date).count()) === 0; i++)
        await picker.getByRole('button', { name: /next month/i }).click();
      await day(date).waitFor();
      // The month's availability arrives after the month shows: read the cell once it has.
      await page.locator('[role="dialog"][aria-busy="false"]').waitFor();
      return day(date);
    };

    // Sunday night before it is free: the booked Monday can be the check-out.
    await openPicker();
    expect(await (await show(booked)).getAttribute('data-disabled')).toBe('true');
    await openPicker();
    const sunday = plusDays(booked, -1);
    await (await show(sunday)).getByRole('button').click();
    // The check-in goes into the URL (a router update, not synchronous with the click): wait for it.
    await page.waitForURL(new RegExp(`checkIn=${sunday}`));
    const checkout = await show(booked);
    // Polled: the calendar re-renders for the new check-in a moment after the URL changes.
    await expect.poll(() => checkout.getAttribute('data-disabled')).toBeNull();
    await checkout.getByRole('button').click();
    await page.waitForURL(new RegExp(`checkIn=${sunday}&checkOut=${booked}`));
    await page.getByTestId('stay-total').waitFor();
    expect(await page.getByTestId('stay-total').innerText()).toBe('₹4,200');
    await page.getByRole('link', { name: 'Reserve via WhatsApp' }).first().waitFor(); // a link, not the disabled button

    await openPicker();
    const from = plusDays(booked, 1);
    await (await show(from)).getByRole('button').click();
    await page.waitForURL(new RegExp(`checkIn=${from}`));
    await (await show(plusDays(from, 2))).getByRole('button').click();
    await page.waitForURL(new RegExp(`checkIn=${from}&checkOut=${plusDays(from, 2)}`));
    await page.getByTestId('stay-total').waitFor();
    expect(await page.getByTestId('stay-total').innerText()).toBe('₹8,400');
    await page.context().close();
  });

  it('when a phone (390 px) shows a room with dates, then the bottom bar with the total and Reserve stays in view while scrolling and nothing overflows', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`/room-details?id=${room._id}&checkIn=${friday}&checkOut=${plusDays(friday, 2)}&guests=2`);
    await page.getByTestId('stay-total').waitFor();
    const bar = page.getByTestId('sticky-reserve-bar');
    for (const y of [0, 1500, 100_000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      const rect = await bar.boundingBox();
      expect(rect, `bar at scroll ${y}`).not.toBeNull();
      expect(rect!.y + rect!.height).toBeLessThanOrEqual(844 + 1);
      expect(rect!.y).toBeGreaterThan(700);
    }
    expect(await bar.innerText()).toContain('₹10,500');
    expect(await bar.getByRole('link', { name: /^Reserve via WhatsApp/ }).isVisible()).toBe(true);
    // One line: the price and a short Reserve side by side, no taller than the button.
    expect((await bar.locator('p').boundingBox())!.height).toBeLessThanOrEqual(
      (await bar.getByRole('link').boundingBox())!.height,
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/detail-dates-room-390.png') });
    await page.context().close();
  });

  it('when a tour departure has 1 seat left, then 2 persons are refused with the reason and 1 person can reserve', async () => {
    const departure = plusDays(friday, 4);
    const form = new FormData();
    const fields = {
      title: 'Dhoopgarh Sunset Walk',
      location: 'Pachmarhi',
      price: '900',
      duration: 'Half day',
      status: 'Available',
      seatsPerDeparture: '3',
      departureDates: JSON.stringify([departure]),
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const made = await fetch(`${stack.baseUrl}/api/v1/tours/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(made.status).toBe(201);
    const tourId = ((await made.json()) as { tour: { _id: string } }).tour._id;
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'tour',
      itemId: tourId,
      checkIn: departure,
      guests: 2,
      guestName: 'Asha Rao',
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);

    const page = await stack.newPage();
    await page.goto(`/tour-details?id=${tourId}&checkIn=${departure}&guests=2`);
    // In the price box above its buttons, and in the phone's sticky bar (hidden on a desktop).
    await page
      .getByRole('complementary', { name: 'Price and reservation' })
      .getByText('Only 1 seat left on this departure.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Reserve via WhatsApp' }).first().isDisabled()).toBe(true);
    // The seats left come with the month's availability, a request of its own.
    await expect.poll(() => page.getByLabel('Departure', { exact: true }).innerText()).toContain('1 seat left');
    await screenshot(page, 'detail-dates-tour-1280');
    await page.getByLabel('Persons', { exact: true }).selectOption('1');
    // The departure is a Tuesday: no weekend surcharge on a tour (Saturdays and Sundays only).
    await expect.poll(() => page.getByTestId('stay-total').innerText()).toBe('₹900');
    expect(await page.getByRole('link', { name: 'Reserve via WhatsApp' }).first().isVisible()).toBe(true);
    await page.context().close();
  });
});
