import type { Page } from 'playwright-core';
import { ADMIN } from './support/stack';

/** An admin JWT from the API (for arranging data: booking holds, weekend pricing, reading messages). */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/users/login/`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...ADMIN, role: 1 }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** GET a JSON endpoint of the API. */
export async function getJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Send a JSON request with the admin token. */
export async function adminCall(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The text of the page's first h1 (as written, not as styled). With `expected`, waits up to 10 s
 * for it first, since a lazy page may still be loading after the URL has changed.
 */
export async function h1(page: Page, expected?: string): Promise<string> {
  const el = page.locator('h1').first();
  await el.waitFor({ state: 'visible' });
  const read = async () => ((await el.textContent()) ?? '').trim();
  if (expected !== undefined) {
    const deadline = Date.now() + 10_000;
    while ((await read()) !== expected && Date.now() < deadline) await page.waitForTimeout(100);
  }
  return read();
}

/** Pixels the page is wider than the viewport (0 when nothing overflows horizontally). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
}

/** Scroll through the page so lazy images load before a full-page screenshot. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * A small accessibility audit of the current page: images without an alt attribute, form
 * controls without a label, and buttons or links without an accessible name. Returns the
 * offenders' outer HTML (empty when all is well).
 */
export function a11yProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const named = (el: Element) =>
      !!(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby') || (el as HTMLElement).innerText?.trim() || el.querySelector('img[alt]:not([alt=""])'));
    document.querySelectorAll('img').forEach((img) => !img.hasAttribute('alt') && out.push(img.outerHTML.slice(0, 120)));
    document.querySelectorAll('input:not([type=hidden]), select, textarea').forEach((c) => {
      const ok = (c as HTMLInputElement).labels?.length || c.getAttribute('aria-label') || c.getAttribute('aria-labelledby');
      if (!ok) out.push(c.outerHTML.slice(0, 120));
    });
    document.querySelectorAll('button, a[href]').forEach((b) => !named(b) && out.push(b.outerHTML.slice(0, 120)));
    return out;
  });
}
