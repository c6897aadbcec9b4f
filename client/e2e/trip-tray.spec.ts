import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { axeViolations, describeFindings } from './axe';
import { GST_SETTINGS, pageWithSession } from './admin-helpers';
import { adminCall, adminToken, apiLogin, getJson } from './support/api';
import { ADMIN } from './support/stack';
import { screenshot } from './support/browser';
import { day } from './support/clock';
import { useStack } from './support/use-stack';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'hi-IN' };
const DESKTOP = { viewport: { width: 1366, height: 768 } };

// The demo content: Standard Garden Room offers breakfast (CP); the Dhoopgarh Sunrise Drive departs
// 1, 2, 4, 6, 9 and 13 days from today; the Bonfire evening is a public extra.
const ROOM_IN = day(1);
const ROOM_OUT = day(3);
const GYPSY_DAY = day(2);
const TOUR_DAY = day(2);
const BONFIRE_HI = 'अलाव (बोनफ़ायर) की शाम';

/** The wa.me tab a click opens and the message it carries. */
async function whatsAppText(page: Page, press: () => Promise<void>): Promise<string> {
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), press()]);
  await tab.waitForURL(/wa\.me/);
  return new URL(tab.url()).searchParams.get('text') ?? '';
}

/** The texts of the trip's lines (name, dates, price) as shown. */
const lineTexts = (scope: Page, within = 'body') =>
  scope.locator(`${within} [data-testid="trip-line"]`).evaluateAll((ls) => ls.map((l) => (l as HTMLElement).innerText));

describe('the trip tray: a visitor gathers a room with meals, a Gypsy day, a tour and an extra, and reserves them in one message', () => {
  const stack = useStack();
  let room: Room;
  let vehicle: Vehicle;
  let tour: Tour;
  /** The room's name on Hindi pages. */
  let roomHi: string;

  beforeAll(async () => {
    // Registered for GST, so every price says its tax ("₹X + GST ₹Y = ₹Z").
    const token = await adminToken(stack.baseUrl);
    expect((await adminCall(stack.baseUrl, token, 'PUT', '/api/business-settings', GST_SETTINGS)).status).toBe(200);
    room = (await getJson<Room[]>(stack.baseUrl, '/api/rooms/get')).find((r) => r.name === 'Standard Garden Room')!;
    vehicle = (await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get')).find((v) => v.status === 'Available')!;
    tour = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours.find(
      (t) => t.title === 'Dhoopgarh Sunrise Drive',
    )!;
    const hindiRooms = (await (
      await fetch(`${stack.baseUrl}/api/rooms/get`, { headers: { 'Accept-Language': 'hi' } })
    ).json()) as Room[];
    roomHi = hindiRooms.find((r) => r._id === room._id)!.name;
    expect(roomHi).not.toBe(room.name);
    expect(room.mealPlans.CP).toBeTruthy();
    expect(tour.departureDates).toContain(TOUR_DAY);
  });

  /** Open a detail page with its dates and press "Add to trip" (Hindi). */
  async function addFrom(page: Page, url: string, count: number) {
    await page.goto(url);
    await page.getByRole('button', { name: 'यात्रा में जोड़ें' }).click();
    await page.getByText('आपकी यात्रा में जोड़ा गया').waitFor();
    await page.getByTestId('trip-bar').getByText(String(count), { exact: true }).waitFor();
  }

  it('when a visitor builds a three-line trip in Hindi on a 390 px phone, reloads, shares it and presses Reserve via WhatsApp, then the trip survives, the link reproduces it, and the message carries every line, the extra, the total and one recorded reference, and the owner makes it a trip from Enquiries on a phone', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto(`/hi/rooms/${room.slug}?checkIn=${ROOM_IN}&checkOut=${ROOM_OUT}&guests=2`);
    const boxAt = () =>
      page
        .getByRole('complementary', { name: 'कीमत और बुकिंग' })
        .evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    const before = await boxAt();
    await addFrom(page, `/hi/rooms/${room.slug}?checkIn=${ROOM_IN}&checkOut=${ROOM_OUT}&guests=2`, 1);
    // The tray's bar overlays the page: the price box did not move when it appeared.
    expect(await boxAt()).toBe(before);
    await page.getByRole('button', { name: 'आपकी यात्रा में है · देखें' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'trip-added-hi-390', { fullPage: false });
    await addFrom(page, `/hi/gypsy/${vehicle.slug}?checkIn=${GYPSY_DAY}&checkOut=${day(3)}&guests=4`, 2);
    await addFrom(page, `/hi/tours/${tour.slug}?checkIn=${TOUR_DAY}&guests=2`, 3);

    const opener = page.getByTestId('trip-bar').getByRole('button');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: /आपकी यात्रा/ });
    await sheet.waitFor();
    // Focus moved into the sheet.
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await sheet.getByRole('combobox', { name: 'भोजन' }).selectOption('CP');
    await sheet.getByRole('combobox', { name: `कितने: ${BONFIRE_HI}` }).selectOption('1');
    // The extra's price comes back from the server's quote once it is on the trip.
    await sheet.getByTestId('trip-extra').filter({ hasText: BONFIRE_HI }).getByText(/₹/).nth(1).waitFor();
    await expect.poll(() => lineTexts(page, '[data-testid="trip-sheet"]').then((l) => l.length)).toBe(3);
    const total = sheet.getByTestId('trip-total');
    await total.waitFor();
    // Settled: the WhatsApp button is live only once this very trip is priced.
    await sheet.getByRole('link', { name: /व्हाट्सऐप से बुक करें/ }).waitFor();
    const totalText = await total.innerText();
    expect(totalText).toMatch(/^₹[\d,]+ \+ GST ₹[\d,]+ = ₹[\d,]+$/);
    expect(await sheet.getByTestId('trip-line-price').first().innerText()).toMatch(
      /^₹[\d,]+ \+ GST ₹[\d,]+ = ₹[\d,]+$/,
    );
    const lines = await lineTexts(page, '[data-testid="trip-sheet"]');
    expect(lines[0]).toContain(roomHi);
    expect(await sheet.getByRole('combobox', { name: 'भोजन' }).inputValue()).toBe('CP');

    const findings = await axeViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);
    await screenshot(page, 'trip-tray-sheet-hi-390', { fullPage: false });

    // Escape closes the sheet and gives focus back to the bar.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    // A reload keeps the trip: three lines, breakfast, the bonfire, the same total.
    await page.reload();
    await page.getByTestId('trip-bar').getByText('3', { exact: true }).waitFor();
    await opener.click();
    await sheet.getByTestId('trip-total').waitFor();
    await sheet.getByRole('link', { name: /व्हाट्सऐप से बुक करें/ }).waitFor();
    expect(await sheet.getByRole('combobox', { name: 'भोजन' }).inputValue()).toBe('CP');
    expect(await sheet.getByRole('combobox', { name: `कितने: ${BONFIRE_HI}` }).inputValue()).toBe('1');
    expect(await sheet.getByTestId('trip-total').innerText()).toBe(totalText);
    const link = new URL(await sheet.getByRole('textbox', { name: 'इस यात्रा का लिंक' }).inputValue());
    expect(link.pathname).toBe('/hi/trip');
    await page.context().close();

    // The link, opened in another browser, reproduces the trip.
    const other = await stack.newPage(PHONE);
    await other.goto(link.pathname + link.search);
    await other.getByRole('heading', { level: 1, name: 'आपकी यात्रा' }).waitFor();
    const shownTotal = other.getByTestId('trip-total');
    await other.getByRole('link', { name: /व्हाट्सऐप से बुक करें/ }).waitFor();
    expect(await shownTotal.innerText()).toBe(totalText);
    expect(await lineTexts(other)).toEqual(lines);
    expect(new URL(other.url()).pathname).toBe('/hi/trip');
    await screenshot(other, 'trip-page-hi-390');

    const text = await whatsAppText(other, () => other.getByRole('link', { name: /व्हाट्सऐप से बुक करें/ }).click());
    const reference = /संदर्भ: #([A-Z0-9]+)/.exec(text)?.[1];
    expect(reference, text).toBeTruthy();
    expect(text).toContain('नमस्ते! मुझे यह यात्रा बुक करनी है:');
    expect(text).toContain(`1. ${roomHi} (कमरा)`);
    expect(text).toMatch(/\n2\. .+ \(जिप्सी\)\n/);
    expect(text).toMatch(/\n3\. .+ \(टूर\)\n/);
    expect(text).toContain('भोजन योजना: नाश्ता (CP)');
    expect(text).toContain(`${BONFIRE_HI} × 1: ₹`);
    expect(text).toContain(`कुल: ${totalText}`);
    expect(text).toContain(`/hi/trip?l=room_${room._id}_${ROOM_IN}_${ROOM_OUT}_2_1_CP`);

    // Call to reserve shows the same reference to read out.
    await other.getByRole('button', { name: 'फ़ोन करके बुक करें' }).click();
    await other.getByTestId('trip-call').getByText(`#${reference}`).waitFor();

    // One enquiry, with the whole trip in it.
    const token = await adminToken(stack.baseUrl);
    const [enquiry] = (
      await getJson<{ data: { reference: string; itemId: string; lines?: { kind: string; mealPlan?: string }[] }[] }>(
        stack.baseUrl,
        `/api/enquiries?q=${reference}`,
        token,
      )
    ).data;
    expect(enquiry).toMatchObject({ reference, itemId: room._id });
    expect(enquiry.lines?.map((l) => l.kind)).toEqual(['room', 'vehicle', 'tour']);
    expect(enquiry.lines?.[0].mealPlan).toBe('CP');
    await other.context().close();

    // The owner, on a phone in Hindi, makes it a trip from Enquiries: the same three lines, one reference.
    const owner = await pageWithSession(
      stack,
      await apiLogin(stack.baseUrl, { ...ADMIN, role: 1 }),
      PHONE.viewport,
      'hi-IN',
    );
    await owner.goto(`/admin/enquiries?q=${reference}`);
    const row = owner.getByTestId('enquiry-row').filter({ hasText: `#${reference}` });
    await row.getByRole('button', { name: 'ट्रिप बनाएँ' }).click();
    const dialog = owner.getByTestId('enquiry-trip-dialog');
    await dialog.getByLabel('नाम').fill('Sunita Patel');
    await dialog.getByLabel('फ़ोन').fill('98261 44444');
    await dialog.getByRole('button', { name: 'ट्रिप बनाएँ' }).click();
    await owner.waitForURL(/\/admin\/trips\/[0-9a-f-]{36}$/);
    const trip = (
      await getJson<{ data: { lines: { kind: string }[]; extras: unknown[] } }>(
        stack.baseUrl,
        `/api/trips/${owner.url().split('/').pop()}`,
        token,
      )
    ).data;
    expect(trip.lines.map((l) => l.kind)).toEqual(['room', 'vehicle', 'tour']);
    expect(trip.extras).toHaveLength(1);
    await owner.context().close();
  });

  it('screenshots: a detail page with the tray open and /trip, at 390 and 1366 px, in English and Hindi', async () => {
    const query = `l=room_${room._id}_${ROOM_IN}_${ROOM_OUT}_2_1_CP&l=vehicle_${vehicle._id}_${GYPSY_DAY}_${day(3)}_4_1_&l=tour_${tour._id}_${TOUR_DAY}__2_1_`;
    for (const lang of ['en', 'hi'] as const) {
      for (const [size, options] of [
        ['390', { viewport: PHONE.viewport }],
        ['1366', DESKTOP],
      ] as const) {
        const page = await stack.newPage(options);
        const prefix = lang === 'hi' ? '/hi' : '';
        await page.goto(`${prefix}/trip?${query}`);
        await page.getByTestId('trip-total').waitFor();
        await screenshot(page, `trip-page-${lang}-${size}`);
        await page.goto(`${prefix}/rooms/${room.slug}?checkIn=${ROOM_IN}&checkOut=${ROOM_OUT}&guests=2`);
        await page.getByTestId('trip-bar').getByText(/₹/).waitFor();
        await screenshot(page, `trip-detail-bar-${lang}-${size}`, { fullPage: false });
        await page.getByTestId('trip-bar').getByRole('button').click();
        await page.getByTestId('trip-sheet').getByTestId('trip-total').waitFor();
        await screenshot(page, `trip-detail-tray-${lang}-${size}`, { fullPage: false });
        await page.context().close();
      }
    }
  });

  it('when the quote fails, then the panel says so with Try again and nothing can be sent; when the last line is removed, then it says the trip is empty and the tab goes', async () => {
    const page = await stack.newPage(DESKTOP);
    let fail = true;
    await page.route('**/api/trips/quote', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.continue(),
    );
    await page.goto(`/trip?l=tour_${tour._id}_${TOUR_DAY}__2_1_`);
    await page.getByRole('alert').getByText('We could not price your trip just now.').waitFor();
    expect(await page.getByRole('button', { name: /Reserve via WhatsApp/ }).isDisabled()).toBe(true);
    await screenshot(page, 'trip-page-error-en-1366');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('trip-total').waitFor();
    await page.getByRole('link', { name: /Reserve via WhatsApp/ }).waitFor();

    await page.goto(`/rooms/${room.slug}`);
    await page.getByTestId('trip-bar').getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: /Your trip/ });
    await sheet.getByRole('button', { name: 'Remove Dhoopgarh Sunrise Drive from the trip' }).click();
    await sheet.getByTestId('trip-empty').waitFor();
    expect(await page.getByTestId('trip-bar').count()).toBe(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Standard Garden Room' }).waitFor();
    expect(await page.getByTestId('trip-bar').count()).toBe(0);
    await page.context().close();
  });
});
