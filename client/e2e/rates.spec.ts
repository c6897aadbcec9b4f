import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot } from './support/browser';
import { day, label, plusDays, TODAY } from './support/clock';
import { useStack } from './support/use-stack';
import { loginAsAdmin, seedRoom } from './admin-helpers';

// The next Christmas week far enough ahead to book (24–31 December, both included).
const YEAR = TODAY.slice(5) <= '12-20' ? Number(TODAY.slice(0, 4)) : Number(TODAY.slice(0, 4)) + 1;
const START = `${YEAR}-12-24`;
const END = `${YEAR}-12-31`;
const MONTH_TITLE = `December ${YEAR}`;

describe('rates: the owner sets a Christmas week, a visitor books by its rules', () => {
  const stack = useStack();
  let room: Room; // ₹4,200 a night; weekend pricing is off on a fresh stack

  beforeAll(async () => {
    room = await seedRoom(stack.baseUrl, 'Deodar Rates Cottage');
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

  it('when the owner creates "Christmas week +40 %, min 3 nights" in the grid, then the visitor sees the prices, is refused 2 nights with the reason and books 3 at the same total in WhatsApp', async () => {
    // The owner: Rates → December → the cottage's row from the 24th to the 31st → the form.
    const admin = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await loginAsAdmin(admin);
    await admin.getByRole('link', { name: 'Rates' }).click();
    await admin.getByRole('heading', { name: 'Rates', level: 1 }).waitFor();
    for (let i = 0; i < 14 && (await admin.getByRole('heading', { level: 2, name: MONTH_TITLE }).count()) === 0; i++) {
      await admin.getByRole('button', { name: 'Next month' }).click();
    }
    const row = admin.locator(`[data-testid="rates-row"][data-item="${room._id}"]`);
    expect(await row.locator(`button[data-date="${START}"]`).innerText()).toContain('₹4,200');
    await row.locator(`button[data-date="${START}"]`).click();
    await row.locator(`button[data-date="${END}"]`).click();
    const form = admin.getByRole('dialog', { name: 'New period' });
    await form.getByLabel('Name').fill('Christmas week');
    await form.getByLabel('Percent (−90 to +500)').fill('40');
    await form.getByLabel('Minimum stay (nights)').fill('3');
    expect(await form.getByLabel('First day').inputValue()).toBe(START);
    expect(await form.getByLabel('Last day').inputValue()).toBe(END);
    expect(await form.getByText('Which rule prices a night').count()).toBe(1);
    // The preview prices a sample stay of 3 nights from the 24th: now and with the period.
    await form.getByTestId('preview-total').filter({ hasText: '₹17,640' }).waitFor();
    await screenshot(admin, 'rates-admin-form');
    await form.getByTestId('rate-save').click();
    await form.waitFor({ state: 'detached' });
    await row.locator(`button[data-date="${START}"]`).filter({ hasText: '₹5,880' }).waitFor();
    expect(await row.locator(`button[data-date="${END}"]`).innerText()).toContain('min 3');
    expect(await row.locator(`button[data-date="${plusDays(END, 1)}"]`).count()).toBe(0); // the grid shows December only
    const listed = admin.getByTestId('rate-period').filter({ hasText: 'Christmas week' });
    await listed.waitFor();
    await screenshot(admin, 'rates-admin-grid');
    // "Copy to next year": the same period a year later, listed beside this one.
    await listed.getByRole('button', { name: 'Copy to next year' }).click();
    await admin
      .getByTestId('rate-period')
      .filter({ hasText: `24 Dec ${YEAR + 1}` })
      .waitFor();
    await admin.context().close();

    // The API holds it as the owner made it.
    const periods = await getJson<{
      data: {
        name: string;
        itemId: string;
        startDate: string;
        endDate: string;
        minNights: number;
        adjustment: unknown;
      }[];
    }>(stack.baseUrl, '/api/rates?kind=room', await adminToken(stack.baseUrl));
    const christmasOf = (year: number) =>
      expect.objectContaining({
        name: 'Christmas week',
        itemId: room._id,
        startDate: `${year}-12-24`,
        endDate: `${year}-12-31`,
        minNights: 3,
        adjustment: { type: 'percent', value: 40 },
      });
    expect(periods.data).toEqual([christmasOf(YEAR), christmasOf(YEAR + 1)]);

    // The visitor: the picker shows the higher nightly prices and refuses a 2-night stay, saying why.
    const page = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`/rooms/${room.slug}?checkIn=${START}&guests=2`);
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.locator('button[aria-haspopup="dialog"]').click();
    const picker = page.getByTestId('date-picker');
    await picker.locator(`[data-date="${START}"]`).getByTestId('day-price').filter({ hasText: '₹5,880' }).waitFor();
    expect(await picker.locator(`[data-date="${plusDays(START, -1)}"]`).innerText()).toContain('₹4,200');
    const reason = `Stays that include ${label(START)} need at least 3 nights`;
    expect(await picker.locator(`[data-date="${plusDays(START, 2)}"]`).getAttribute('title')).toBe(reason);
    await picker.locator(`[data-date="${plusDays(START, 2)}"]`).click();
    expect(await page.getByTestId('date-picker-note').innerText()).toBe(reason);
    expect(page.url()).not.toContain('checkOut=');
    await screenshot(page, 'rates-visitor-picker');

    // Asked for 2 nights anyway (a shared link): the box says why and offers the nearest stay that fits.
    await page.goto(`/rooms/${room.slug}?checkIn=${START}&checkOut=${plusDays(START, 2)}&guests=2`);
    await box.getByText(reason).waitFor();
    expect(await box.getByRole('button', { name: 'Reserve via WhatsApp' }).isDisabled()).toBe(true);
    const suggestion = box.getByTestId('stay-suggestion');
    expect(await suggestion.innerText()).toBe('Book 3 nights: 24–27 Dec');
    await screenshot(page, 'rates-visitor-refused');
    await suggestion.click();
    await page.waitForURL(new RegExp(`checkOut=${plusDays(START, 3)}`));

    // 3 nights: each at ₹5,880 under the period, the same total in the box and in the WhatsApp text.
    await page.getByTestId('stay-total').filter({ hasText: '₹17,640' }).waitFor();
    const breakdown = await page.getByLabel('Price breakdown').innerText();
    for (const night of [START, plusDays(START, 1), plusDays(START, 2)])
      expect(breakdown).toContain(`${label(night)} ₹5,880 · Christmas week`);
    await screenshot(page, 'rates-visitor-three-nights');
    const text = await reserveText(page);
    for (const night of [START, plusDays(START, 1), plusDays(START, 2)])
      expect(text).toContain(`${label(night)} ₹5,880 · Christmas week`);
    expect(text).toContain('(3 nights)');
    expect(text).toContain('Total: ₹17,640');
    await page.context().close();
  });

  it("when a tour has a season, a minimum of 2 persons and a 3-day cut-off, then its departure list shows each departure's price per person, refuses the one too soon and says the minimum", async () => {
    // ₹900 a person; departures 2 days ahead (inside the cut-off), 5 days ahead, and 12 days ahead
    // inside a tour-only "Peak week" of +40 % (₹1,260). Weekend pricing is off on this stack.
    const [soon, plain, peak] = [day(2), day(5), day(12)];
    const form = new FormData();
    const fields = {
      title: 'Jata Shankar Cave Walk',
      location: 'Pachmarhi',
      price: '900',
      duration: 'Half day',
      status: 'Available',
      seatsPerDeparture: '8',
      minPersons: '2',
      bookingCutoffDays: '3',
      departureDates: JSON.stringify([soon, plain, peak]),
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const token = await adminToken(stack.baseUrl);
    const made = await fetch(`${stack.baseUrl}/api/v1/tours/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(made.status).toBe(201);
    const tourId = ((await made.json()) as { tour: { _id: string } }).tour._id;
    const season = await adminCall(stack.baseUrl, token, 'POST', '/api/rates', {
      name: 'Peak week',
      kind: 'tour',
      itemId: tourId,
      startDate: day(10),
      endDate: day(14),
      adjustment: { type: 'percent', value: 40 },
    });
    expect(season.status).toBe(201);

    for (const width of [1366, 390]) {
      const page = await stack.newPage({ viewport: { width, height: 900 } });
      await page.goto(`/tour-details?id=${tourId}&guests=2`);
      const select = page.getByLabel('Departure', { exact: true });
      await expect.poll(() => select.innerText()).toContain('₹1,260 per person');
      const option = (d: string) => select.locator(`option[value="${d}"]`);
      expect(await option(soon).innerText()).toBe(`${label(soon)} · ₹900 per person · bookings closed`);
      expect(await option(soon).isDisabled()).toBe(true);
      expect(await option(plain).innerText()).toBe(`${label(plain)} · ₹900 per person · 8 seats left`);
      expect(await option(peak).innerText()).toBe(`${label(peak)} · ₹1,260 per person · 8 seats left`);
      expect(await page.getByTestId('departure-min-persons').innerText()).toBe('Bookings take at least 2 persons.');
      await select.selectOption(peak);
      // 2 persons × ₹1,260, the same price the option showed.
      await page.getByTestId('stay-total').filter({ hasText: '₹2,520' }).waitFor();
      expect(await page.getByLabel('Price breakdown').innerText()).toContain('Peak week');
      // One person on the peak departure (as a shared link would ask): refused with the tour's minimum.
      await page.goto(`/tour-details?id=${tourId}&checkIn=${peak}&guests=1`);
      // Above the buttons and in the phone's sticky bar (issue 37): the first is the price box's.
      await page.getByText('This tour needs at least 2 persons.').first().waitFor();
      await screenshot(page, `rates-tour-departures-en-${width}`);

      await page.goto(`/tour-details?id=${tourId}&guests=2&lang=hi`);
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      const hindi = page.getByLabel('प्रस्थान', { exact: true });
      await expect.poll(() => hindi.locator(`option[value="${peak}"]`).innerText()).toContain('₹1,260 प्रति व्यक्ति');
      expect(await hindi.locator(`option[value="${soon}"]`).innerText()).toContain('बुकिंग बंद');
      expect(await page.getByTestId('departure-min-persons').innerText()).toBe('बुकिंग कम से कम 2 व्यक्तियों की होती है।');
      await screenshot(page, `rates-tour-departures-hi-${width}`);
      await page.context().close();
    }
  });
});
