import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken } from './support/api';
import { screenshot } from './support/browser';
import { day, TODAY } from './support/clock';
import { useStack } from './support/use-stack';
import { GST_SETTINGS, loginAsAdmin, seedRoom } from './admin-helpers';

// The suite's today is Wed 9 Dec 2026 (IST). seedRoom: ₹4,200 a night; Mon 14 – Wed 16 Dec are
// two weekday nights, ₹8,400 before tax; GST 5 % (a night up to ₹7,500) is ₹420.
const CHECK_IN = day(5);
const CHECK_OUT = day(7);

describe('money on screen: the dashboard charts and GST on public prices', () => {
  const stack = useStack();
  let page: Page | undefined;
  let room: Room;
  let token: string;
  const settings = async (fields: object) =>
    expect(
      (await adminCall(stack.baseUrl, token, 'PUT', '/api/business-settings', { ...GST_SETTINGS, ...fields })).status,
    ).toBe(200);

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    room = await seedRoom(stack.baseUrl, 'Satpura Chart Cottage');
    await settings({ pricesIncludeGst: false });
    // Tonight and tomorrow night taken, ₹2,000 received today.
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn: TODAY,
      checkOut: day(2),
      guests: 2,
      guestName: 'Ravi Sharma',
      guestPhone: '98765 43210',
      status: 'confirmed',
    });
    expect(res.status).toBe(201);
    const { _id } = ((await res.json()) as { data: { _id: string } }).data;
    const paid = await adminCall(stack.baseUrl, token, 'POST', `/api/reservations/${_id}/payments`, {
      amount: 2000,
      method: 'upi',
      reference: 'UTR 123456',
    });
    expect(paid.status).toBe(201);
  });
  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  // Phones (≤ 700 px) open the Today board at /admin instead of the dashboard: a tablet and a desktop.
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1366, height: 900 },
  ]) {
    it(`when the owner opens the dashboard at ${viewport.width} px, then both charts show with their captions and figures`, async () => {
      page = await stack.newPage({ viewport });
      await loginAsAdmin(page);
      await page.goto('/admin');
      const revenue = page.getByTestId('revenue-chart');
      const occupancy = page.getByTestId('occupancy-chart');
      await revenue.locator('svg.recharts-surface').first().waitFor();
      await occupancy.locator('svg.recharts-surface').first().waitFor();
      expect(await revenue.locator('figcaption').innerText()).toBe(
        'Revenue by month (payments received, last 12 months)',
      );
      expect(await occupancy.locator('figcaption').innerText()).toBe('Room occupancy by night (last 30 nights)');
      // Each drawing is an image named by its caption and described by its summary.
      expect(await revenue.getByRole('img', { name: /Revenue by month/ }).count()).toBe(1);
      expect(await revenue.locator('p').first().innerText()).toContain('₹2,000 received in all');
      // The figures as a table: this month's money, tonight's room.
      await revenue.getByText('Show the figures').click();
      expect(await revenue.getByRole('row').last().innerText()).toMatch(/Dec 26\s+₹2,000/);
      await occupancy.getByText('Show the figures').click();
      expect(await occupancy.getByRole('row').last().innerText()).toMatch(/9 Dec 2026\s+1 of \d+ rooms/);
      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `dashboard-charts-${viewport.width}`);
    });
  }

  it('when the business adds GST to its prices, then the card and the price box say "+ GST" and the box shows the tax and grand total; with prices including GST they say "incl. GST"', async () => {
    await settings({ pricesIncludeGst: false });
    page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/hotel');
    await page.getByRole('article').first().waitFor();
    const card = page.getByRole('article', { name: room.name });
    await expect.poll(() => card.getByTestId('gst-note').innerText()).toContain('+ GST');

    await page.goto(`/room-details?id=${room._id}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`);
    await expect.poll(() => page!.getByTestId('stay-total').innerText()).toBe('₹8,400');
    // The headline gives the total with the GST added (issue 37); the box still shows each part.
    expect(await page.getByTestId('price-headline').innerText()).toBe('₹8,820 total incl. GST · 2 nights');
    expect(await page.getByTestId('stay-tax').innerText()).toMatch(/^Taxes \(GST 5 %\)\s+₹420$/);
    expect(await page.getByTestId('stay-grand-total').innerText()).toBe('₹8,820');
    await screenshot(page, 'price-box-gst-390');

    await settings({ pricesIncludeGst: true });
    await page.context().close();
    page = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`/room-details?id=${room._id}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`);
    await expect.poll(() => page!.getByTestId('stay-grand-total').innerText()).toBe('₹8,400');
    expect(await page.getByTestId('price-headline').innerText()).toBe('₹8,400 total incl. GST · 2 nights');
    expect(await page.getByTestId('stay-tax').innerText()).toMatch(/^Of which GST \(GST 5 %\)\s+₹400$/);
    await screenshot(page, 'price-box-gst-1366');
  });
});
