/**
 * The back office as an installed app at 390 px (issue 40, docs/decisions/031-admin-offline-app.md):
 * - a new version: with Today open and a payment half-typed, the server's service worker changes
 *   (as a new build's does) and the browser finds it; the "new version" notice shows, the page is
 *   not reloaded and the form keeps its values (the new worker waits); when the app is opened again
 *   the new worker is the one running.
 * - installing: on Android the browser's install prompt (`beforeinstallprompt`) becomes the
 *   "Install the app" button, whose click opens the browser's dialog; on an iPhone (Safari has no
 *   prompt) the Share → "Add to Home Screen" instructions show instead, in English and in Hindi.
 * - its texts: Today fetches only the first of the back office's two text files and another screen
 *   (Rates) both (client/src/i18n/index.ts); opened fresh, switched between, in English and Hindi,
 *   no key shows instead of its text at any moment.
 * - Today's first paint: while the day's board loads, "Loading the day…" holds its place and nothing
 *   below it shows yet, so nothing jumps when it arrives (layout shifts add up to under 0.05).
 * Screenshots of each, in English and Hindi.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { adminCall, adminToken, apiLogin } from './support/api';
import { screenshot, untilRunning } from './support/browser';
import { TODAY, day } from './support/clock';
import { ADMIN, REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';
import { closePageAfterEach, pageWithSession, seedRoom } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** What the changed worker adds: it answers 'version?' with 'v2' (the build's worker answers nothing). */
const NEW_VERSION_ANSWER = `
self.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('v2'); });
`;

/** The answer of the worker controlling `page` to 'version?' ('v2' from the changed one), or null within 1 s. */
const workerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const sw = navigator.serviceWorker;
        if (!sw.controller) return resolve(null);
        const timer = setTimeout(() => resolve(null), 1000);
        sw.addEventListener('message', (e) => {
          clearTimeout(timer);
          resolve(String(e.data));
        });
        sw.controller.postMessage('version?');
      }),
  );

/** The top-level keys of the back office's texts (both files), as a key shows when its text is missing: 'ratesPage.title'. */
const ADMIN_KEYS = ['admin.json', 'admin-more.json'].flatMap((file) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'client/src/i18n/locales/en', file), 'utf8')) as object),
);

/**
 * Before any script of the page runs: record each text the page shows, at any moment, that reads as
 * one of `keys` and a dot ('today.title'), in `window.rawKeys`.
 */
async function recordRawKeys(page: Page, keys: string[]): Promise<void> {
  await page.context().addInitScript((words) => {
    const raw = new RegExp(`(^|[^\\w.])(${words.join('|')})\\.[A-Za-z]`);
    const seen: string[] = [];
    Object.assign(window, { rawKeys: seen });
    const check = (node: Node) => {
      const text = node.textContent ?? '';
      if (raw.test(text)) seen.push(text.slice(0, 120));
    };
    new MutationObserver((records) =>
      records.forEach((r) => (r.type === 'characterData' ? check(r.target) : r.addedNodes.forEach(check))),
    ).observe(document, { subtree: true, childList: true, characterData: true });
  }, keys);
}

/** The key-like texts `recordRawKeys` saw on `page` so far. */
const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

/** Switch the back office's language with the button in the phone's menu, and close the menu. */
async function switchLanguage(page: Page, to: 'हिन्दी' | 'English'): Promise<void> {
  await page.getByTestId('app-status').waitFor();
  await page.getByRole('button', { name: to === 'हिन्दी' ? 'Open menu' : 'मेन्यू खोलें' }).click();
  const menu = page.getByRole('dialog', { name: to === 'हिन्दी' ? 'Admin navigation' : /.+/ });
  await menu.getByRole('button', { name: to, exact: true }).click();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  // The menu slides away (a CSS transition): screenshots wait for it.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('the back office as an installed app at 390 px: a new version waits for the next open, Install on Android, instructions on iOS', () => {
  // A private copy of the build: the test publishes a new service worker into it.
  const stack = useStack({ clientCopy: true });
  let page: Page | undefined;
  let session: { token: string; user: unknown };
  let arriving: Reservation;
  closePageAfterEach('admin-app', () => page);

  beforeAll(async () => {
    const token = await adminToken(stack.baseUrl);
    const room = await seedRoom(stack.baseUrl, 'App Update Room');
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn: TODAY,
      checkOut: day(2),
      guests: 2,
      guestName: 'Nisha Update',
      guestPhone: '98260 55555',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);
    arriving = ((await res.json()) as { data: Reservation }).data;
    session = await apiLogin(stack.baseUrl, { email: ADMIN.email, password: ADMIN.password });
  });

  it('when a new version is published while a payment is half-typed, then the notice shows, the form keeps its values, and the next open runs the new version', async () => {
    page = await pageWithSession(stack, session, PHONE);
    const p = page;
    await p.goto('/admin/today');
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    // The worker installed; from the next load on, it answers the app's pages (no clients.claim()).
    await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await p.reload();
    expect(await p.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${stack.baseUrl}/admin-sw.js`);
    expect(await workerVersion(p)).toBe(null);

    const entry = p.getByTestId(`entry-${arriving.reference}`).first();
    await entry.getByTestId('open-payment').click();
    const form = entry.getByTestId('payment-form');
    await form.getByLabel('Amount (₹)').fill('1200');
    await form.getByLabel('Reference (UTR)').fill('UTR 4411');
    // A mark on this document: gone if the page were reloaded.
    await p.evaluate(() => Object.assign(window, { beforeUpdate: true }));

    // A new build: its service worker's script changes, and the browser finds it on its next check
    // (made on navigations and periodically; here at once).
    fs.appendFileSync(path.join(stack.clientDir, 'admin-sw.js'), NEW_VERSION_ANSWER);
    await p.evaluate(() => navigator.serviceWorker.getRegistration('/admin').then((r) => r?.update()));

    const notice = p.getByTestId('new-version');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('A new version is ready: it starts the next time you open the app.');
    // Nothing applied under the form: the same document, the typed values, the old worker in control.
    expect(await p.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    expect(await form.getByLabel('Amount (₹)').inputValue()).toBe('1200');
    expect(await form.getByLabel('Reference (UTR)').inputValue()).toBe('UTR 4411');
    expect(await p.evaluate(() => navigator.serviceWorker.getRegistration('/admin').then((r) => !!r?.waiting))).toBe(
      true,
    );
    expect(await workerVersion(p)).toBe(null);
    await p.evaluate(() => window.scrollTo(0, 0));
    await screenshot(p, 'admin-new-version-390-en', { fullPage: false });
    await switchLanguage(p, 'हिन्दी');
    await notice.getByText('नया संस्करण तैयार है: अगली बार ऐप खोलने पर शुरू होगा।', { exact: true }).waitFor();
    expect(await form.getByRole('textbox').first().inputValue()).toBe('1200');
    await screenshot(p, 'admin-new-version-390-hi', { fullPage: false });
    await switchLanguage(p, 'English');

    // The next open: the app's only window closed, then opened again from the home screen's URL.
    const context = p.context();
    await p.close();
    page = await context.newPage();
    await page.goto('/admin');
    await untilRunning(page);
    await page.waitForURL('**/admin/today');
    await page.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    expect(await workerVersion(page)).toBe('v2');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/admin').then((r) => !!r?.waiting))).toBe(
      false,
    );
    expect(await page.getByTestId('new-version').count()).toBe(0);
  });

  it("when Android's browser offers to install the app, then an Install button shows, and its click opens the browser's dialog", async () => {
    page = await pageWithSession(stack, session, PHONE, undefined, {
      userAgent: ANDROID_CHROME,
      isMobile: true,
      hasTouch: true,
    });
    const p = page;
    await p.goto('/admin/today');
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    const install = p.getByRole('button', { name: 'Install the app' });
    expect(await install.count()).toBe(0);
    // The event Chromium sends when the app meets its install criteria (manifest and worker, checked
    // in admin-offline.spec.ts). A test's browser is incognito, where Chromium never sends it: this
    // is the same event, its prompt() counting the calls.
    const held = await p.evaluate(() => {
      const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          Object.assign(window, { prompts: ((window as unknown as { prompts?: number }).prompts ?? 0) + 1 });
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    });
    // The app keeps the prompt for its button (the browser's own mini bar stays away).
    expect(held).toBe(true);
    await install.waitFor();
    expect(await p.getByText('Opens from the home screen and works without network.').count()).toBe(1);
    expect(await p.getByText('Add to Home Screen', { exact: false }).count()).toBe(0);
    await screenshot(p, 'admin-install-android-390-en', { fullPage: false });
    await switchLanguage(p, 'हिन्दी');
    await p.getByRole('button', { name: 'ऐप इंस्टॉल करें' }).waitFor();
    await screenshot(p, 'admin-install-android-390-hi', { fullPage: false });
    await p.getByRole('button', { name: 'ऐप इंस्टॉल करें' }).click();
    expect(await p.evaluate(() => (window as unknown as { prompts?: number }).prompts)).toBe(1);
    // The prompt is used once: accepted, the button goes.
    await p.getByRole('button', { name: 'ऐप इंस्टॉल करें' }).waitFor({ state: 'detached' });
    await switchLanguage(p, 'English');
  });

  it('when the back office is opened in Safari on an iPhone, then the Share → Add to Home Screen instructions show, in English and Hindi, and Hide keeps them away', async () => {
    page = await pageWithSession(stack, session, PHONE, undefined, {
      userAgent: IPHONE_SAFARI,
      isMobile: true,
      hasTouch: true,
    });
    const p = page;
    await p.goto('/admin/today');
    const status = p.getByTestId('app-status');
    // The instructions, then their Hide button, in one line.
    await status.getByText('To put the app on your home screen: tap Share, then “Add to Home Screen”.').waitFor();
    expect(await p.getByRole('button', { name: 'Install the app' }).count()).toBe(0);
    await screenshot(p, 'admin-install-ios-390-en', { fullPage: false });

    await switchLanguage(p, 'हिन्दी');
    await status.getByText('ऐप को होम स्क्रीन पर रखने के लिए: Share दबाएँ, फिर “Add to Home Screen”।').waitFor();
    await screenshot(p, 'admin-install-ios-390-hi', { fullPage: false });
    await status.getByRole('button', { name: 'छिपाएँ' }).click();
    await status.getByText('Share दबाएँ', { exact: false }).waitFor({ state: 'detached' });
    // Hidden for good on this phone: not back on the next open.
    await p.reload();
    await status.waitFor();
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    expect(await status.getByText('Share दबाएँ', { exact: false }).count()).toBe(0);
    await switchLanguage(p, 'English');
  });

  it('when Today opens and then Rates, fresh and after a switch, in English and Hindi, then no key shows instead of its text', async () => {
    page = await pageWithSession(stack, session, PHONE);
    const p = page;
    await recordRawKeys(p, ADMIN_KEYS);
    // Today alone: its texts without the other screens'.
    await p.goto('/admin/today');
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    await p.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(
      await p.evaluate(() => performance.getEntriesByType('resource').some((r) => /admin-more-/.test(r.name))),
    ).toBe(false);
    await screenshot(p, 'admin-texts-today-390-en');
    await switchLanguage(p, 'हिन्दी');
    await p.getByRole('heading', { name: 'आज', level: 1 }).waitFor();
    await screenshot(p, 'admin-texts-today-390-hi');
    // Rates from Today's menu, in Hindi: the other screens' texts come with it.
    await p.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await p.getByRole('dialog').getByRole('link', { name: 'रेट', exact: true }).click();
    await p.getByRole('heading', { name: 'रेट', level: 1 }).waitFor();
    await screenshot(p, 'admin-texts-rates-390-hi');
    await switchLanguage(p, 'English');
    await p.getByRole('heading', { name: 'Rates', level: 1 }).waitFor();
    await screenshot(p, 'admin-texts-rates-390-en');
    // Rates opened fresh (a first visit to it), then Today, in Hindi.
    await switchLanguage(p, 'हिन्दी');
    await p.goto('/admin/rates');
    await p.getByRole('heading', { name: 'रेट', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await p.getByRole('dialog').getByRole('link', { name: 'आज', exact: true }).click();
    await p.getByRole('heading', { name: 'आज', level: 1 }).waitFor();
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    expect(await rawKeysSeen(p)).toEqual([]);
    await switchLanguage(p, 'English');
  });

  it('when Today opens and its board is slow, then "Loading the day…" holds its place and nothing below jumps when it arrives (layout shifts under 0.05)', async () => {
    page = await pageWithSession(stack, session, PHONE);
    const p = page;
    await p.context().addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The board's answer is held until the rest of the screen has drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/api/front-desk?date=*', async (route) => {
      await held;
      await route.continue();
    });
    await p.goto('/admin/today');
    await p.getByRole('status').getByText('Loading the day…', { exact: true }).waitFor();
    // The guest register's export and the backups (below the board) wait for it.
    expect(await p.getByTestId('register-export').count()).toBe(0);
    release();
    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    await p.getByTestId('register-export').waitFor({ state: 'attached' });
    expect(await p.getByText('Loading the day…', { exact: true }).count()).toBe(0);
    const shifts = await p.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.05);
  });
});
