import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { adminToken } from './support/api';
import { screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { ADMIN, REPO_ROOT } from './support/stack';
import type { TestStack } from './support/use-stack';

/** Business settings registered for GST (Madhya Pradesh), with a UPI id, for `PUT /api/business-settings`. */
export const GST_SETTINGS = {
  legalName: 'Satpura Hospitality LLP',
  address: 'Patel Marg, Pachmarhi, Madhya Pradesh 461881',
  stateCode: '23',
  gstRegistered: true,
  gstin: '23AAPFU0939F1Z3',
  invoicePrefix: 'INV',
  upiId: 'satpura.stays@okaxis',
  upiName: 'Satpura Stays',
};

/** Real JPEG fixtures (the demo seed photos). */
export const photo = (name: string): string => path.join(REPO_ROOT, 'server/seed/images', name);

/**
 * Sign in as the admin through the login screen (/login?role=1) and wait for the first screen: the
 * dashboard, or on a phone (at most 700 px wide) the Today board /admin opens there.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login?role=1');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const phone = (page.viewportSize()?.width ?? 1280) <= 700;
  await page.waitForURL(phone ? '**/admin/today' : '**/admin');
  await page.getByRole('heading', { name: phone ? 'Today' : 'Dashboard', level: 1 }).waitFor();
}

/**
 * A page whose every load starts with this session in local storage (as the app stores it);
 * `device`: the phone's user agent, `isMobile`, `hasTouch`.
 */
export async function pageWithSession(
  stack: TestStack,
  session: { token: string; user: unknown },
  viewport = { width: 1280, height: 800 },
  locale?: string,
  device: { userAgent?: string; isMobile?: boolean; hasTouch?: boolean } = {},
): Promise<Page> {
  const page = await stack.newPage({ viewport, ...(locale ? { locale } : {}), ...device });
  await page.context().addInitScript((s) => {
    localStorage.setItem('auth', JSON.stringify({ accessToken: s.token, user: s.user, refreshToken: '' }));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return page;
}

/** A fresh page signed in as the admin (see `loginAsAdmin`). */
export async function signedInAdminPage(stack: TestStack): Promise<Page> {
  const page = await stack.newPage();
  await loginAsAdmin(page);
  return page;
}

/** Registers an afterEach that saves FAIL-<file>-<test>.png when the test failed and closes the test's page (`current()`). */
export function closePageAfterEach(file: string, current: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    const page = current();
    if (!page || page.isClosed()) return;
    if (task.result?.state === 'fail')
      await screenshot(page, `FAIL-${file}-${task.name.slice(5, 40).replace(/\W+/g, '-')}`);
    await page
      .context()
      .close()
      .catch(() => undefined);
  });
}

/**
 * Registers a beforeEach that hands `onPage` a fresh signed-in admin page, so no test depends on where an earlier
 * one left off, and closes it after the test (see `closePageAfterEach`).
 */
export function signInForEachTest(stack: TestStack, file: string, onPage: (page: Page) => void): void {
  let page: Page | undefined;
  beforeEach(async () => {
    page = await signedInAdminPage(stack);
    onPage(page);
  });
  closePageAfterEach(file, () => page);
}

/** Navigate with the sidebar (desktop) and wait for the page heading. */
export async function sidebar(page: Page, label: string, heading: string): Promise<void> {
  // The Messages link may carry an unread count in its name ('Messages 2 unread').
  await page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${label}( \\d+ unread)?$`) })
    .click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/**
 * A text input or textarea by its exact label; a text with a Hindi twin beside it is labelled
 * '<label> · English' (client/src/features/admin/shared/components/bilingual-fields.tsx), which matches too.
 */
export const field = (page: Page | Locator, name: string): Locator =>
  page.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · English)?$`) });
/** A number input by its exact label. */
export const numberField = (page: Page | Locator, name: string): Locator =>
  page.getByRole('spinbutton', { name, exact: true });

/** Wait until a toast with `text` shows. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ timeout: 20_000 });
}

/** The management table row of an item, by its name. */
export const row = (page: Page, name: string): Locator => page.getByTestId('managed-row').filter({ hasText: name });

/** The text of the public card named `name` on `listPath` (e.g. '/hotel'), read by a fresh visitor page; null when it is not listed. */
export async function publicCardText(stack: TestStack, listPath: string, name: string): Promise<string | null> {
  const visitor = await stack.newPage();
  await visitor.goto(listPath);
  await visitor.getByRole('article').first().waitFor();
  const card = visitor.getByRole('article', { name });
  const text = (await card.count()) ? await card.innerText() : null;
  await visitor.context().close();
  return text;
}

/** Accept the next window.confirm and record its message. */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (d) => {
      const message = d.message();
      await d.accept();
      resolve(message);
    });
  });
}

/** Absolute path of a stored image path like 'uploads/rooms/x.jpg' inside the stack's uploads folder. */
export const storedFile = (uploadsDir: string, imagePath: string): string =>
  path.join(uploadsDir, imagePath.replace(/^\/?uploads\//, ''));

/** Natural size of an image URL as the browser decodes it. */
export function imageSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error(`could not load ${src}`));
        img.src = src;
      }),
    url,
  );
}

/** The stored room named `name`, read from the public list. */
export async function roomByName(baseUrl: string, name: string): Promise<Room | undefined> {
  const rooms = (await (await fetch(`${baseUrl}/api/rooms/get`)).json()) as Room[];
  return rooms.find((r) => r.name === name);
}

/**
 * Arrange a Suite with two photos through the API, so each test starts from its own room
 * (named after the test) instead of the one an earlier test created: ₹4,200 a night unless
 * `extra` says otherwise (any field of the room form, e.g. `{ price: '6200', baseOccupancy: '2' }`).
 */
export async function seedRoom(baseUrl: string, name: string, extra: Record<string, string> = {}): Promise<Room> {
  const form = new FormData();
  const fields = {
    name,
    price: '4200',
    category: 'Suite',
    status: 'Available',
    location: '',
    description: `${name}: two rooms under a cedar roof with a valley view, for families of four.`,
    features: JSON.stringify(['Private balcony', 'Fireplace']),
    amenities: JSON.stringify(['Free Wi-Fi']),
    availability: JSON.stringify([{ startDate: TODAY, endDate: day(60), status: 'Available' }]),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of ['room-suite-bedroom.jpg', 'room-suite-living.jpg']) {
    form.append('photos', new Blob([fs.readFileSync(photo(f))], { type: 'image/jpeg' }), f);
  }
  const res = await fetch(`${baseUrl}/api/rooms/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken(baseUrl)}` },
    body: form,
  });
  if (!res.ok) throw new Error(`seeding ${name}: ${res.status} ${await res.text()}`);
  return (await roomByName(baseUrl, name))!;
}

/** Fill the labelled controls of `scope` in order: a select by its option's value, any other control by typing. */
export async function fillFields(scope: Locator, values: [label: string, value: string][]): Promise<void> {
  for (const [label, value] of values) {
    const control = scope.getByLabel(label);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}
