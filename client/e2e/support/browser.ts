import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { REPO_ROOT } from './stack';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-output/screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** A fresh page (own storage) on `baseUrl`; desktop 1280×800 unless options say otherwise. */
export async function newPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
  return page;
}

/** Save a full-page screenshot as test-output/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Sign in through the API and store the session as the app does ('auth' in local storage),
 * then open `path`.
 */
export async function signInAs(page: Page, baseUrl: string, creds: { email: string; password: string }, path = '/'): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/users/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth', JSON.stringify({ accessToken: token, user, refreshToken: '' }));
    localStorage.setItem('user', JSON.stringify(user));
  }, data);
  await page.goto(path);
}
