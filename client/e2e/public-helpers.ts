import type { Page } from 'playwright-core';

/**
 * The text of the page's first h1 (as written, not as styled). With `expected`, waits up to 10 s
 * for it first, since a lazy page may still be loading after the URL has changed (the caller's
 * assertion then shows what it was).
 */
export async function h1(page: Page, expected?: string): Promise<string> {
  const el = page.locator('h1').first();
  await el.waitFor({ state: 'visible' });
  if (expected !== undefined) {
    await page
      .waitForFunction((want) => document.querySelector('h1')?.textContent?.trim() === want, expected, {
        timeout: 10_000,
      })
      .catch(() => {});
  }
  return ((await el.textContent()) ?? '').trim();
}

/** Pixels the page is wider than the viewport (0 when nothing overflows horizontally). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
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
      !!(
        el.getAttribute('aria-label')?.trim() ||
        el.getAttribute('aria-labelledby') ||
        (el as HTMLElement).innerText?.trim() ||
        el.querySelector('img[alt]:not([alt=""])')
      );
    document
      .querySelectorAll('img')
      .forEach((img) => !img.hasAttribute('alt') && out.push(img.outerHTML.slice(0, 120)));
    document.querySelectorAll('input:not([type=hidden]), select, textarea').forEach((c) => {
      const ok =
        (c as HTMLInputElement).labels?.length || c.getAttribute('aria-label') || c.getAttribute('aria-labelledby');
      if (!ok) out.push(c.outerHTML.slice(0, 120));
    });
    document.querySelectorAll('button, a[href]').forEach((b) => !named(b) && out.push(b.outerHTML.slice(0, 120)));
    return out;
  });
}

/**
 * Open `path` inside the running app, as a visitor following a link does: the page fetches its data
 * in the browser (its loading and error states show), unlike a page the server rendered with its data.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/terms');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
}
