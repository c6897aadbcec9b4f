import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useStack } from './support/use-stack';
import { loginAsAdmin } from './admin-helpers';
import { h1 } from './public-helpers';
import { apiRegister } from './support/api';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

describe('rough edges a first visitor hit', () => {
  const stack = useStack();

  it('when a visitor is signed out, then the header offers Login to the user portal and no Admin link; a signed-in admin sees Admin', async () => {
    const page = await stack.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    for (const name of ['Rooms', 'Tours', 'Gypsy'])
      expect(await header.getByRole('link', { name, exact: true }).first().isVisible(), name).toBe(true);
    await loginAsAdmin(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await page.context().close();
  });

  it('when the registration form names the terms and the privacy policy, then both are links to real pages', async () => {
    const page = await stack.newPage();
    await page.goto('/register');
    for (const [name, title] of [
      ['terms and conditions', /terms/i],
      ['privacy policy', /privacy/i],
    ] as const) {
      const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
      const other = await stack.newPage();
      const res = await other.goto(href!);
      expect(res?.status(), href!).toBe(200);
      expect(await other.locator('h1').first().innerText()).toMatch(title);
      await other.context().close();
    }
    await page.context().close();
  });

  it('when a toast shows, then it covers none of the header controls and closes after 5 s even with the pointer on it', async () => {
    const user = {
      name: 'Meera Joshi',
      email: 'meera@example.in',
      password: 'Satpura-Hills-2026',
      confirm_password: 'Satpura-Hills-2026',
      terms_and_conditions: true,
    };
    expect((await apiRegister(stack.baseUrl, user)).status).toBe(201);
    for (const viewport of [
      { width: 1366, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await stack.newPage({ viewport });
      // Signing in on the user portal toasts 'Login successful' and opens /user, under the site header.
      await page.goto('/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/user');
      const toast = page.locator('.Toastify__toast').first();
      await toast.waitFor();
      const toastBox = await boxOf(toast);
      const header = page.getByRole('banner');
      for (const control of await header.locator('a:visible, button:visible').all()) {
        const box = await control.boundingBox(); // a visible control has a box
        expect(box, `${viewport.width} px: ${await control.innerText()} has no box`).not.toBeNull();
        expect(overlaps(toastBox, box!), `${viewport.width} px: toast over ${await control.innerText()}`).toBe(false);
      }
      await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
      await toast.waitFor({ state: 'detached', timeout: 8_000 });
      await page.context().close();
    }
  });

  it('when an admin works on a phone, then a skip link leads to the content and the menu drawer keeps Tab inside until it closes', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await loginAsAdmin(page);
    // On a phone /admin opens the Today board (the front desk's screen).
    expect(await h1(page, 'Today')).toBe('Today');
    expect(await page.title()).toMatch(/Today/);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin navigation' }); // a modal dialog while open on a phone
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} left the drawer`).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls')))
      .toBe('admin-sidebar');
    await page.context().close();
  });
});
