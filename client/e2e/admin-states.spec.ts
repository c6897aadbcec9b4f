import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { closePageAfterEach, field, loginAsAdmin, row, sidebar, waitForToast } from './admin-helpers';

describe('admin: dashboard states, failure texts of tables and forms, loading skeletons', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page | undefined;
  closePageAfterEach('admin-states', () => page);

  it('when the dashboard loads, then cards, quick actions, status, recent items and trends follow the data', async () => {
    page = await stack.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/dashboard/stats', async (route) => {
      await held;
      await route.continue();
    });
    await loginAsAdminSlowDashboard(page);
    await page.getByText('Loading dashboard data...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await page.unroute('**/api/dashboard/stats');

    // The demo catalogue: 6 rooms, 6 tours, 5 Gypsys (one under maintenance), 12 gallery images;
    // every room and tour available (6 of 6: trend up); the estimate is the sum of the listed prices.
    const card = (label: string) => page!.getByRole('region', { name: label, exact: true });
    expect(await card('Total Rooms').innerText()).toContain('6');
    expect(await card('Total Tours').innerText()).toContain('6');
    expect(await card('Total Vehicles').innerText()).toContain('5');
    expect(await card('Estimated Revenue').innerText()).toContain('₹50,800');
    expect(await card('Gallery Images').innerText()).toContain('12');
    expect(await card('Total Users').innerText()).toContain('Registered users');
    expect(await card('Total Rooms').locator('[data-trend]').getAttribute('data-trend')).toBe('up');
    expect(await card('Total Rooms').locator('[data-trend]').innerText()).toBe('100% available');
    expect(await card('Tours status').locator('[data-trend]').getAttribute('data-trend')).toBe('up');
    // A trend says what it measures; plain counts (users, images) carry none, so no user reads as a red 'Low'.
    expect(await card('Total Rooms').locator('[data-trend]').innerText()).toMatch(/^\d+% available$/);
    expect(await card('Estimated Revenue').locator('[data-trend]').innerText()).toMatch(/^\d+% of services available$/);
    expect(await card('Total Users').locator('[data-trend]').count()).toBe(0);
    expect(await card('Gallery Images').locator('[data-trend]').count()).toBe(0);
    for (const [name, href] of [
      ['Add Room', '/admin/RoomForm'],
      ['Add Tour', '/admin/tour'],
      ['Add Vehicle', '/admin/vehicle'],
      ['Manage Gallery', '/admin/gallery'],
    ]) {
      expect(
        await page
          .getByRole('region', { name: 'Quick Actions' })
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href'),
      ).toBe(href);
    }
    const recent = page.getByRole('region', { name: 'Recent Activities' });
    // The three newest rooms and tours of the demo, newest first.
    for (const text of [
      'Standard Garden Room',
      '₹1,800',
      'Standard Twin Room',
      '₹2,200',
      'Deluxe Valley View Room',
      '₹3,800',
    ]) {
      expect(await recent.innerText()).toContain(text);
    }
    for (const title of [
      'Dhoopgarh Sunrise Drive',
      'Bee Falls and the Waterfall Trail',
      'Jata Shankar Cave Temple and Handi Khoh',
    ]) {
      expect(await recent.innerText()).toContain(title);
    }
    expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(6);
    await screenshot(page, 'admin-dashboard-1280');

    // Error state with Retry, then the empty state.
    await page.route('**/api/dashboard/stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom"}' }),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor({ timeout: 15_000 });
    await page.getByText('Failed to fetch dashboard data').waitFor();
    await screenshot(page, 'admin-dashboard-error-1280');
    await page.unroute('**/api/dashboard/stats');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await page.route('**/api/dashboard/stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":null}' }),
    );
    await page.reload();
    await page.getByText('No dashboard data available').waitFor({ timeout: 15_000 });
  });

  it('when calls fail, then the tables and forms show docs/product.md texts and keep the rows', async () => {
    page = await stack.newPage();
    await loginAsAdmin(page);
    await page.route('**/api/rooms/get', (route) => route.fulfill({ status: 500, body: '{}' }));
    await sidebar(page, 'Manage Rooms', 'Manage Rooms');
    await page.getByText('Failed to fetch rooms. Please try again.').waitFor({ timeout: 15_000 });
    await page.unroute('**/api/rooms/get');
    await page.getByRole('button', { name: 'Retry' }).click();
    const rooms = (await (await fetch(`${stack.baseUrl}/api/rooms/get`)).json()) as Room[];
    const name = rooms[0].name;
    await row(page, name).waitFor();

    page.on('dialog', (d) => void d.accept());
    await page.route('**/api/rooms/delete/**', (route) => route.abort());
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await waitForToast(page, 'Failed to delete room. Please try again.');
    await page.unroute('**/api/rooms/delete/**');
    await page.route('**/api/rooms/delete/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"message":"Disk is read-only"}',
      }),
    );
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await waitForToast(page, 'Failed to delete room: Disk is read-only');
    expect(await row(page, name).count()).toBe(1);

    await page.route('**/api/bookings/**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"success":false,"message":"Already booked"}',
      }),
    );
    await row(page, name)
      .getByRole('button', { name: /Mark as Booked|Cancel Booking/ })
      .click();
    await waitForToast(page, 'Already booked');

    // Without a stored token the toggle says so and makes no call.
    await page.unroute('**/api/bookings/**');
    let calls = 0;
    await page.route('**/api/bookings/**', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.evaluate(() => localStorage.removeItem('auth'));
    await row(page, name)
      .getByRole('button', { name: /Mark as Booked|Cancel Booking/ })
      .click();
    await waitForToast(page, 'Authentication required');
    expect(calls).toBe(0);

    // The gallery without a token: the Authentication Error screen with Go to Login.
    await sidebar(page, 'Gallery Management', 'Authentication Error');
    await waitForToast(page, 'Authentication token not found. Please login again.');
    await screenshot(page, 'admin-gallery-auth-error-1280');
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL('**/login?role=1');
  });

  it('when the room form save fails, then docs/product.md failure text shows and the form keeps its values', async () => {
    page = await stack.newPage();
    await loginAsAdmin(page);
    await sidebar(page, 'Add Rooms', 'Add New Room');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((r) => (answer = r));
    await page.route('**/api/rooms/create', async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"message":"Database unavailable"}',
      });
    });
    await field(page, 'Room Name').fill('Failing Room');
    await page.getByRole('spinbutton', { name: 'Price per night (₹)', exact: true }).fill('1000');
    await field(page, 'Description').fill('Will not be saved.');
    await page.getByRole('button', { name: 'Create Room' }).click();
    // While the request is out: the progress bar and a disabled, relabelled submit button.
    await page.getByRole('progressbar', { name: 'Uploading' }).waitFor();
    expect(await page.getByRole('button', { name: 'Creating…' }).isDisabled()).toBe(true);
    answer();
    await waitForToast(page, '❌ Failed to submit room');
    await page.getByText('Database unavailable').waitFor();
    expect(await field(page, 'Room Name').inputValue()).toBe('Failing Room');
  });

  it('when the gallery is loading, then eight skeleton cards show', async () => {
    page = await stack.newPage();
    await loginAsAdmin(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/gallery/admin**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Gallery Management' }).click();
    await page.getByTestId('gallery-skeleton').first().waitFor();
    expect(await page.getByTestId('gallery-skeleton').count()).toBe(8);
    release();
    await page.getByTestId('gallery-card').first().waitFor();
  });
});

/** Sign in through the login screen without waiting for the dashboard data (it is held by a route). */
async function loginAsAdminSlowDashboard(page: Page): Promise<void> {
  await page.goto('/login?role=1');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin');
}
