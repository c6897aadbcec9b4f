import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { REPO_ROOT } from './stack';
import { NOW } from './clock';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-output/screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * Wait until the app runs on the page: a page the server rendered shows its content before its
 * scripts have hydrated it, and a click or a keystroke before that would reach plain HTML. The app
 * marks `<html data-hydrated>` (client/src/app/app.tsx); pages without the app pass at once.
 */
export async function untilRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * A fresh page (own storage) on `baseUrl`; desktop 1280×800 unless options say otherwise. Its clock
 * stands at the suite's NOW (support/clock.ts), the server's; a test may set another instant with
 * `page.clock.setFixedTime` before its first `goto`. Its `goto` and `reload` return once the app
 * runs (`untilRunning`), unless JavaScript is off.
 */
export async function newPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  if (options.javaScriptEnabled === false) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await untilRunning(page);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await untilRunning(page);
    return res;
  };
  return page;
}

/**
 * Save a screenshot as test-output/screenshots/<name>.png: the full page, or the viewport only (an
 * open dialog). With E2E_SCREENSHOTS=0 (CI, where nobody opens them) nothing is taken: a full-page
 * capture of a long page costs 0.2–2 s of the machine's two cores.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Scroll through the page so lazy images load before a full-page screenshot. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Wait until the page has drawn two more frames: by then what a tap (a discrete event, whose update
 * React renders at once) or a scroll set off has rendered, and IntersectionObserver callbacks have
 * run. For checks that something did not happen, instead of a fixed sleep.
 */
export const afterFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
