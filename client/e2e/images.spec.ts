import { describe, expect, it } from 'vitest';
import { variantPath } from '@pachmarhi/common/image-variants';
import type { Room } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';

describe('responsive images', () => {
  const stack = useStack();

  it('when a phone opens /hotel, then the cards offer WebP widths, the first loads at once with high priority, the rest lazily, and the phone fetches a small copy', async () => {
    const rooms = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
    const page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
    const fetched: string[] = [];
    page.on('response', (r) => void (r.url().includes('/uploads/') && fetched.push(new URL(r.url()).pathname)));
    await page.goto('/hotel');
    const images = page.locator('article img');
    await images.first().waitFor();
    const first = images.first();
    expect(await first.getAttribute('srcset')).toContain(`/${variantPath(rooms[0].photos[0], 400)} 400w`);
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/-800\.webp$/); // 358 css px × 2 device pixels: the 800 px copy, not the 1600 px JPEG
    expect(fetched.some((p) => p.endsWith('-full.jpg'))).toBe(false);
    // Every image carries its intrinsic size (the demo photos are 1600×1200), and the size shown keeps its shape.
    expect(await first.getAttribute('width')).toBe('1600');
    expect(await first.getAttribute('height')).toBe('1200');
    expect(await page.locator('img:not([width]), img:not([height])').count()).toBe(0);
    expect(await first.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBeGreaterThan(100);
    await screenshot(page, 'images-hotel-390');
    await page.context().close();
  });
});
