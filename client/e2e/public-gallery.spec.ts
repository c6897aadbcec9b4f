import { beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { openInApp } from './public-helpers';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';

describe('public gallery', () => {
  const stack = useStack();
  let images: GalleryImage[];

  beforeAll(async () => {
    images = (await getJson<{ data: GalleryImage[] }>(stack.baseUrl, '/api/gallery/public')).data;
  });

  it('when the gallery loads slowly, then six skeleton cards show first', async () => {
    const page = await stack.newPage();
    // The list is held until the skeletons have been counted, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/gallery/public', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/gallery');
    await page.getByTestId('gallery-skeleton').first().waitFor();
    expect(await page.getByTestId('gallery-skeleton').count()).toBe(6);
    release();
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('when a category is chosen, then only its images show, and an empty category says so', async () => {
    // The demo gallery: 12 images, 2 Landscape, 1 Waterfall, 3 Nature, 2 Sunset, 1 Mountains, 1 Adventure, 1 Wildlife, 1 Culture.
    expect(images).toHaveLength(12);
    const page = await stack.newPage();
    await page.goto('/gallery');
    const cards = page.getByRole('button', { name: /^Open / });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    // A filter for every category in use, so no photo is out of reach.
    expect(await filters.allInnerTexts()).toEqual([
      'All',
      'Landscape',
      'Waterfall',
      'Nature',
      'Sunset',
      'Mountains',
      'Adventure',
      'Wildlife',
      'Culture',
    ]);
    for (const [cat, n] of [
      ['Landscape', 2],
      ['Waterfall', 1],
      ['Nature', 3],
      ['Sunset', 2],
      ['Mountains', 1],
      ['Adventure', 1],
      ['Wildlife', 1],
      ['Culture', 1],
    ] as const) {
      await page.getByRole('button', { name: cat, exact: true }).click();
      await expect.poll(() => cards.count(), { message: cat }).toBe(n);
      expect(await page.getByRole('button', { name: cat, exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(12);
    await page.context().close();

    // A gallery without its one Mountains image offers no Mountains filter; an empty gallery says so.
    const fewer = await stack.newPage();
    await fewer.route('**/api/gallery/public', async (route) => {
      const body = (await (await route.fetch()).json()) as { data: GalleryImage[] };
      await route.fulfill({ json: { ...body, data: body.data.filter((i) => i.category !== 'Mountains') } });
    });
    await openInApp(fewer, '/gallery');
    await fewer
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor();
    expect(await fewer.getByRole('button', { name: 'Mountains', exact: true }).count()).toBe(0);
    await fewer.context().close();
    const empty = await stack.newPage();
    await empty.route('**/api/gallery/public', async (route) => {
      const body = (await (await route.fetch()).json()) as { data: GalleryImage[] };
      await route.fulfill({ json: { ...body, data: [] } });
    });
    await openInApp(empty, '/gallery');
    await empty.getByText('No images found').waitFor();
    expect(await empty.getByText('Try selecting a different category or check back later.').isVisible()).toBe(true);
    expect(await empty.getByRole('button', { name: /^Open / }).count()).toBe(0);
    await empty.context().close();
  });

  it('when an image is opened, then the lightbox steps with buttons and arrow keys, wraps, and closes with Escape', async () => {
    const page = await stack.newPage();
    await page.goto('/gallery');
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const total = images.length;
    expect(await dialog.innerText()).toContain(`1 of ${total}`);
    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await dialog.innerText()).toContain(`${total} of ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.innerText()).toContain(`1 of ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.innerText()).toContain(`2 of ${total}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await dialog.innerText()).toContain(`3 of ${total}`);
    await screenshot(page, 'public-gallery-lightbox-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Open / })
      .nth(1)
      .click();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("when a photo is open on a phone, then the backdrop is opaque, the phone's Back closes it (the page stays), and a photo closed otherwise leaves no extra Back step (390 px)", async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/about');
    await page.goto('/gallery');
    const dialog = page.getByRole('dialog');
    // The photos' buttons (on a phone the header's 'Open menu' is a button too).
    const open = async (n: number) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Open / })
        .nth(n)
        .click();
      await dialog.waitFor();
    };
    await open(0);
    const alpha = await dialog.evaluate((el) => {
      const parts = getComputedStyle(el.parentElement!)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      return parts.length === 4 ? parts[3] : 1;
    });
    expect(alpha).toBe(1);
    await screenshot(page, 'public-gallery-lightbox-390', { fullPage: false });
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/gallery');
    await open(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/about');
    await page.context().close();
  });

  it('when the gallery call fails, then an error with Try Again shows and retrying loads the images', async () => {
    const page = await stack.newPage();
    let fail = true;
    await page.route('**/api/gallery/public', (route) =>
      fail
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' })
        : route.continue(),
    );
    await openInApp(page, '/gallery');
    await page.getByText('Failed to fetch gallery images').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor();
    await page.context().close();
  });
});
