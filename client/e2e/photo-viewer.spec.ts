import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type Point = { x: number; y: number };

/** Real touch input (Chromium's input pipeline): fingers go down at `from`, move in steps to `to`, and lift. */
async function touch(cdp: CDPSession, from: Point[], to: Point[], steps = 8): Promise<void> {
  const at = (k: number) =>
    from.map((p, i) => ({ x: p.x + ((to[i].x - p.x) * k) / steps, y: p.y + ((to[i].y - p.y) * k) / steps, id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The centre of the full-screen photo. */
async function stageCentre(page: Page): Promise<Point> {
  const box = (await page.getByTestId('lightbox-stage').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const swipe = async (cdp: CDPSession, c: Point, dx: number) =>
  touch(cdp, [{ x: c.x - dx / 2, y: c.y }], [{ x: c.x + dx / 2, y: c.y }]);

const counter = (page: Page) => page.getByTestId('lightbox-counter').innerText();
const zoom = async (page: Page) => Number(await page.getByRole('dialog').locator('img').getAttribute('data-zoom'));

describe('the photo viewer', () => {
  const stack = useStack();

  it('when a visitor swipes left in the gallery lightbox on a phone, then it shows "2 of 12", and a right swipe goes back to "1 of 12"', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/gallery');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Open / })
      .first()
      .tap();
    expect(await counter(page)).toBe('1 of 12');
    const cdp = await page.context().newCDPSession(page);
    const c = await stageCentre(page);
    await swipe(cdp, c, -200);
    await expect.poll(() => counter(page)).toBe('2 of 12');
    await swipe(cdp, c, 200);
    await expect.poll(() => counter(page)).toBe('1 of 12');
    // A short or mostly vertical drag is no swipe.
    await touch(cdp, [c], [{ x: c.x - 20, y: c.y + 120 }]);
    expect(await counter(page)).toBe('1 of 12');
    await page.context().close();
  });

  it('when the main photo of a detail page is tapped on a phone, then it opens full screen with "1 of 3", and swipes, arrow keys and pinch zoom work', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/rooms/satpura-family-suite');
    await page.getByRole('button', { name: 'Open Satpura Family Suite, photo 1 of 3, full screen' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Satpura Family Suite, image 1 of 3' });
    await dialog.waitFor();
    expect(await counter(page)).toBe('1 of 3');
    const cdp = await page.context().newCDPSession(page);
    const c = await stageCentre(page);
    await swipe(cdp, c, -200);
    await expect.poll(() => counter(page)).toBe('2 of 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('3 of 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('1 of 3');
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('3 of 3');

    // Two fingers spread from 60 px apart to 180 px: three times the size.
    await touch(
      cdp,
      [
        { x: c.x - 30, y: c.y },
        { x: c.x + 30, y: c.y },
      ],
      [
        { x: c.x - 90, y: c.y },
        { x: c.x + 90, y: c.y },
      ],
    );
    await expect.poll(() => zoom(page)).toBe(3);
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/photo-viewer-zoomed-390.png') });
    // Zoomed in, one finger pans the photo: it does not step to another.
    await swipe(cdp, c, -200);
    expect(await counter(page)).toBe('3 of 3');
    expect(await zoom(page)).toBe(3);
    // A pinch back closes the zoom, and swipes step again.
    await touch(
      cdp,
      [
        { x: c.x - 120, y: c.y },
        { x: c.x + 120, y: c.y },
      ],
      [
        { x: c.x - 20, y: c.y },
        { x: c.x + 20, y: c.y },
      ],
    );
    await expect.poll(() => zoom(page)).toBe(1);
    await swipe(cdp, c, 200);
    await expect.poll(() => counter(page)).toBe('2 of 3');
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/photo-viewer-390.png') });

    // Escape closes; the photo last seen is now the page's main photo, and focus is back on it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const main = page.getByRole('button', { name: 'Open Satpura Family Suite, photo 2 of 3, full screen' });
    expect(await main.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('when the main photo is clicked on a desktop, then the viewer opens in Hindi with its counter "3 में से 1"', async () => {
    const page = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto('/rooms/satpura-family-suite?lang=hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page
      .getByRole('button', { name: /पूरी स्क्रीन पर खोलें/ })
      .first()
      .click();
    expect(await counter(page)).toBe('3 में से 1');
    await page.getByRole('button', { name: 'अगली तस्वीर' }).click();
    expect(await counter(page)).toBe('3 में से 2');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[role=dialog] img')?.complete);
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-output/screenshots/photo-viewer-hi-1366.png') });
    await page.context().close();
  });
});
