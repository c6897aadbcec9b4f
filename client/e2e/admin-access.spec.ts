import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, apiRegister } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { acceptNextDialog, closePageAfterEach, loginAsAdmin, pageWithSession, waitForToast } from './admin-helpers';

const ADMIN_ROUTES = [
  '/admin',
  '/admin/RoomForm',
  '/admin/RoomManagement',
  '/admin/vehicle',
  '/admin/vehicleTable',
  '/admin/tour',
  '/admin/managetour',
  '/admin/gallery',
  '/admin/weekend-pricing',
  '/admin/messages',
  '/admin/bookings',
  '/admin/reservations',
];

const login = (baseUrl: string, email: string, password: string) =>
  apiLogin<{ role: number }>(baseUrl, { email, password });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Dashboard states and failure texts are in admin-states.spec.ts.
describe('admin: guard, roles, session end, phone sidebar, layout and screenshots', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page | undefined;
  closePageAfterEach('admin-access', () => page);

  it('when nobody is signed in, then /admin goes straight to /access-denied (no fixed wait)', async () => {
    page = await stack.newPage();
    await page.goto('/admin/RoomManagement');
    await page.waitForURL('**/access-denied');
    await page.getByText('Access Denied!').waitFor();
  });

  it('when a registered user (role 2) opens any admin route, then it is sent to /access-denied', async () => {
    const email = `guest.${Date.now()}@example.com`;
    const reg = await apiRegister(stack.baseUrl, {
      name: 'Guest User',
      email,
      password: 'Guest#Bison2026',
      confirm_password: 'Guest#Bison2026',
      terms_and_conditions: true,
    });
    expect(reg.status).toBe(201);
    const user = await login(stack.baseUrl, email, 'Guest#Bison2026');
    expect(user.user.role).toBe(2);
    page = await pageWithSession(stack, user);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForURL('**/access-denied', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Access Denied!', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Admin navigation' }).count()).toBe(0);
    }
  });

  it('when the server answers 401 to an admin call, then the session ends and the admin goes to /login?role=1 with a toast', async () => {
    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    page = await stack.newPage();
    await page.goto('/');
    await page.evaluate(
      (s) =>
        localStorage.setItem('auth', JSON.stringify({ accessToken: `${s.token}x`, user: s.user, refreshToken: '' })),
      admin,
    );
    await page.goto('/admin');
    await page.waitForURL('**/login?role=1');
    await waitForToast(page, 'Your session has expired');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  it('when the admin signs out all their sessions, then this browser is logged out and a session opened elsewhere stops working too', async () => {
    const elsewhere = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    const me = () =>
      fetch(`${stack.baseUrl}/api/v1/users/me`, { headers: { Authorization: `Bearer ${elsewhere.token}` } });
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

  it('when the admin uses a phone, then the sidebar is a slide-over (menu button, Escape, outside click) and Logout ends the session', async () => {
    const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
    page = await pageWithSession(stack, admin, { width: 390, height: 844 });
    await page.goto('/admin');
    // On a phone /admin opens the Today board.
    await page.waitForURL('**/admin/today');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const nav = page.getByRole('link', { name: 'Manage Rooms' });
    expect(await nav.count()).toBe(0); // hidden (inert) while closed
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await nav.waitFor();
    await screenshot(page, 'admin-sidebar-open-390');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu', null, {
      timeout: 5000,
    });
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
    expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`when every admin screen is opened at ${width} px, then nothing overflows sideways (screenshots saved)`, async () => {
      const admin = await login(stack.baseUrl, ADMIN.email, ADMIN.password);
      page = await pageWithSession(stack, admin, { width, height });
      for (const route of ADMIN_ROUTES) {
        await page.goto(route);
        await page.locator('h1').first().waitFor();

        // Loaded: no request in flight, nothing marked busy, the web fonts in (they change widths).
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await horizontalOverflow(page), `${route} at ${width}px`).toBeLessThanOrEqual(0);
        await scrollThrough(page);
        const name =
          route === '/admin'
            ? 'dashboard'
            : route
                .split('/')
                .pop()!
                .replace(/([a-z])([A-Z])/g, '$1-$2')
                .toLowerCase();
        await screenshot(page, `admin-${name}-${width}`);
      }
      await page.context().close();
      page = undefined;
    });
  }
});
