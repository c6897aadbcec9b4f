import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatINR } from '@pachmarhi/common/format';
import { trendOf } from '@pachmarhi/common/dashboard';
import type { DashboardData, Room } from '@pachmarhi/common/types';
import { apiLogin, apiRegister } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { ADMIN } from './support/stack';
import { useStack, type TestStack } from './support/use-stack';
import { acceptNextDialog, loginAsAdmin, row, sidebar, waitForToast } from './admin-helpers';

const ADMIN_ROUTES = [
  '/admin', '/admin/RoomForm', '/admin/RoomManagement', '/admin/vehicle', '/admin/vehicleTable', '/admin/tour',
  '/admin/managetour', '/admin/gallery', '/admin/weekend-pricing', '/admin/messages', '/admin/bookings', '/admin/reservations',
];

const login = (baseUrl: string, email: string, password: string) => apiLogin<{ role: number }>(baseUrl, { email, password });

/** A page whose every load starts with this session in local storage (as the app stores it). */
async function pageWithSession(stack: TestStack, session: { token: string; user: unknown }, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await stack.newPage({ viewport });
  await page.context().addInitScript((s) => {
    localStorage.setItem('auth', JSON.stringify({ accessToken: s.token, user: s.user, refreshToken: '' }));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return page;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('admin: guard, roles, session end, dashboard states, layout and screenshots', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page | undefined;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) await screenshot(page, `FAIL-admin-access-${task.name.slice(5, 40).replace(/\W+/g, '-')}`);
    await page?.context().close().catch(() => undefined);
    page = undefined;
  });

  it('when nobody is signed in, then /admin shows SYSTEM LOADING... and then goes to /access-denied', async () => {
    page = await stack.newPage();
    await page.goto('/admin/RoomManagement');
    await page.getByText('SYSTEM LOADING...').waitFor();
    await screenshot(page, 'admin-guard-loading-1280');
    await page.waitForURL('**/access-denied');
    await page.getByText('Access Denied!').waitFor();
  });

  it('when a registered user (role 2) opens any admin route, then it is sent to /access-denied', async () => {
    const email = `guest.${Date.now()}@example.com`;
    const reg = await apiRegister(stack.baseUrl, { name: 'Guest User', email, password: 'Guest@12345', confirm_password: 'Guest@12345', terms_and_conditions: true });
    expect(reg.status).toBe(201);
    const user = await login(stack.baseUrl, email, 'Guest@12345');
    expect(user.user.role).toBe(2);
    page = await pageWithSession(stack, user);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForURL('**/access-denied', { timeout: 10_000 });
      expect(await page.getByRole('navigation', { name: 'Admin navigation' }).count()).toBe(0);
    }
  });

  it('when the server answers 401 to an admin call, then the session ends and the admin goes to /login?role=1 with a toast', async () => {
    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    page = await stack.newPage();
    await page.goto('/');
    await page.evaluate((s) => localStorage.setItem('auth', JSON.stringify({ accessToken: `${s.token}x`, user: s.user, refreshToken: '' })), admin);
    await page.goto('/admin');
    await page.waitForURL('**/login?role=1');
    await waitForToast(page, 'Your session has expired');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  it('when the admin signs out all their sessions, then this browser is logged out and a session opened elsewhere stops working too', async () => {
    const elsewhere = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    const me = () => fetch(`${stack.baseUrl}/api/v1/users/me`, { headers: { Authorization: `Bearer ${elsewhere.token}` } });
    expect((await me()).status).toBe(200);
    page = await stack.newPage();
    await loginAsAdmin(page);
    const asked = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    expect(await asked).toBe('Sign out of every device and browser, including this one?');
    await waitForToast(page, 'Successfully logged out!');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect((await me()).status).toBe(401);
  });

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

    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    const { data } = (await (await fetch(`${stack.baseUrl}/api/dashboard/stats`, { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { data: DashboardData };
    const card = (label: string) => page!.getByRole('region', { name: label, exact: true });
    expect(await card('Total Rooms').innerText()).toContain(String(data.overview.totalRooms));
    expect(await card('Total Tours').innerText()).toContain(String(data.overview.totalTours));
    expect(await card('Total Vehicles').innerText()).toContain(String(data.overview.totalVehicles));
    expect(await card('Estimated Revenue').innerText()).toContain(formatINR(data.overview.estimatedRevenue));
    expect(await card('Gallery Images').innerText()).toContain(String(data.overview.totalGalleryImages));
    expect(await card('Total Users').innerText()).toContain('Registered users');
    expect(await card('Total Rooms').locator('[data-trend]').getAttribute('data-trend')).toBe(trendOf(data.status.rooms.available, data.status.rooms.total));
    expect(await card('Tours status').locator('[data-trend]').getAttribute('data-trend')).toBe(trendOf(data.status.tours.available, data.status.tours.total));
    for (const [name, href] of [['Add Room', '/admin/RoomForm'], ['Add Tour', '/admin/tour'], ['Add Vehicle', '/admin/vehicle'], ['Manage Gallery', '/admin/gallery']]) {
      expect(await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
    const recent = page.getByRole('region', { name: 'Recent Activities' });
    for (const r of data.recent.rooms.slice(0, 3)) {
      expect(await recent.innerText()).toContain(r.name);
      expect(await recent.innerText()).toContain(formatINR(r.price));
    }
    for (const t of data.recent.tours.slice(0, 3)) expect(await recent.innerText()).toContain(t.title);
    expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(6);
    await screenshot(page, 'admin-dashboard-1280');

    // Error state with Retry, then the empty state.
    await page.route('**/api/dashboard/stats', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom"}' }));
    await page.reload();
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor({ timeout: 15_000 });
    await page.getByText('Failed to fetch dashboard data').waitFor();
    await screenshot(page, 'admin-dashboard-error-1280');
    await page.unroute('**/api/dashboard/stats');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await page.route('**/api/dashboard/stats', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":null}' }));
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
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await waitForToast(page, 'Failed to delete room. Please try again.');
    await page.unroute('**/api/rooms/delete/**');
    await page.route('**/api/rooms/delete/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Disk is read-only"}' }));
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await waitForToast(page, 'Failed to delete room: Disk is read-only');
    expect(await row(page, name).count()).toBe(1);

    await page.route('**/api/bookings/**', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: '{"success":false,"message":"Already booked"}' }));
    await row(page, name).getByRole('button', { name: /Mark as Booked|Cancel Booking/ }).click();
    await waitForToast(page, 'Already booked');

    // Without a stored token the toggle says so and makes no call.
    await page.unroute('**/api/bookings/**');
    let calls = 0;
    await page.route('**/api/bookings/**', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.evaluate(() => localStorage.removeItem('auth'));
    await row(page, name).getByRole('button', { name: /Mark as Booked|Cancel Booking/ }).click();
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
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Database unavailable"}' });
    });
    await page.getByRole('textbox', { name: 'Room Name', exact: true }).fill('Failing Room');
    await page.getByRole('spinbutton', { name: 'Price per night (₹)', exact: true }).fill('1000');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Will not be saved.');
    await page.getByLabel('Start Date').fill('2026-12-01');
    await page.getByLabel('End Date').fill('2026-12-02');
    await page.getByRole('button', { name: 'Create Room' }).click();
    // While the request is out: the progress bar and a disabled, relabelled submit button.
    await page.getByRole('progressbar', { name: 'Uploading' }).waitFor();
    expect(await page.getByRole('button', { name: 'Creating…' }).isDisabled()).toBe(true);
    answer();
    await waitForToast(page, '❌ Failed to submit room');
    await page.getByText('Database unavailable').waitFor();
    expect(await page.getByRole('textbox', { name: 'Room Name', exact: true }).inputValue()).toBe('Failing Room');
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

  it('when the admin uses a phone, then the sidebar is a slide-over (menu button, Escape, outside click) and Logout ends the session', async () => {
    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    page = await pageWithSession(stack, admin, { width: 390, height: 844 });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const nav = page.getByRole('link', { name: 'Manage Rooms' });
    expect(await nav.count()).toBe(0); // hidden (inert) while closed
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await nav.waitFor();
    await screenshot(page, 'admin-sidebar-open-390');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu', null, { timeout: 5000 });
    await menu.click();
    await nav.waitFor();
    await page.mouse.click(375, 500); // outside the panel
    await nav.waitFor({ state: 'detached' });
    await menu.click();
    await nav.click();
    await page.getByRole('heading', { name: 'Manage Rooms', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Rooms' }).count()).toBe(0); // closed after choosing a link
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Admin navigation' });
    expect(await panel.getByText('© 2025 Admin Dashboard').count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'Go to the website home page' }).getAttribute('href')).toBe('/');
    await panel.getByRole('button', { name: 'Logout' }).click();
    await waitForToast(page, 'Successfully logged out!');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  it('when every admin screen is opened at 1280 px and 390 px, then nothing overflows sideways (screenshots saved)', async () => {
    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      page = await pageWithSession(stack, admin, { width, height });
      for (const route of ADMIN_ROUTES) {
        await page.goto(route);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        expect(await horizontalOverflow(page), `${route} at ${width}px`).toBeLessThanOrEqual(0);
        await scrollThrough(page);
        const name = route === '/admin' ? 'dashboard' : route.split('/').pop()!.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
        await screenshot(page, `admin-${name}-${width}`);
      }
      await page.context().close();
    }
    page = undefined;
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
