import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useStack } from './support/use-stack';

/** Console errors and page errors of `page` from now on (a failed hydration logs one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('the home page hydrates its sections when they come into view', () => {
  const stack = useStack();

  it('when the home page opens on a phone, then the sections below the carousel wait, and work once scrolled to, without hydration errors', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The testimonials, far below, are still the server's markup: not hydrated yet.
    const next = page.getByRole('button', { name: 'Next testimonial' });
    const quote = page.locator('[aria-roledescription="carousel"] blockquote');
    const first = await quote.textContent();
    await next.scrollIntoViewIfNeeded();
    // Once in view it hydrates and its buttons work.
    await expect
      .poll(
        async () => {
          await next.click();
          return quote.textContent();
        },
        { timeout: 10_000 },
      )
      .not.toBe(first);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('when the visitor switches the language before scrolling, then the waiting sections hydrate and render in it, without errors', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The testimonials were English in the server's markup: now they speak Hindi.
    await expect
      .poll(() => page.getByRole('button', { name: 'Next testimonial' }).count(), { timeout: 10_000 })
      .toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
