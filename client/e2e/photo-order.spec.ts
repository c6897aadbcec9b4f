import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import { loginAsAdmin, photo, roomByName, seedRoom, waitForToast } from './admin-helpers';

/** The upload's id in a stored path or a variant URL ('uploads/rooms/<uuid>-1200x900-full.jpg' → '<uuid>'). */
const uploadId = (pathOrUrl: string) => /([0-9a-f]{8}-[0-9a-f-]{27})/.exec(pathOrUrl)?.[1];

/** The order of the picker's tiles, by their preview image's object or stored URL. */
const tileSources = (page: Page) =>
  page
    .getByRole('list', { name: 'Selected photos' })
    .locator('li img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''));

const status = (page: Page) => page.getByTestId('photo-order-status').innerText();

// Issue 25, point 5: the owner chooses the cover and orders photos by drag and by keyboard.
describe('admin: the order of an item’s photos', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page;
  afterEach(async () => {
    await page?.context().close();
  });

  it('point 5: when the owner moves a new photo to the front with the keyboard on a phone, then each move is announced, focus stays on it, and after saving the public pages show it as the cover', async () => {
    const room = await seedRoom(stack.baseUrl, 'Mahua Order Cottage');
    page = await stack.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await loginAsAdmin(page);
    await page.goto(`/admin/RoomForm?id=${room._id}`);
    await page.getByRole('heading', { name: 'Edit Room' }).waitFor();
    await page.getByText('2 / 5 images').waitFor();
    await page.getByTestId('image-input').setInputFiles([photo('room-deluxe-sitting.jpg')]);
    await page.getByText('3 / 5 images').waitFor();
    const [first, second, added] = await tileSources(page);
    expect(added).toMatch(/^blob:/);

    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe('Photo moved to position 2 of 3.');
    expect(await tileSources(page)).toEqual([first, added, second]);
    // Focus followed the photo: its button is now "photo 2".
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 2 earlier');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe('Photo moved to position 1 of 3: it is now the cover.');
    expect(await tileSources(page)).toEqual([added, first, second]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Crop image 1');
    // The first tile carries the Cover tag and has no "earlier" move.
    const tiles = page.getByRole('list', { name: 'Selected photos' }).locator('li');
    expect(await tiles.first().innerText()).toContain('Cover');
    expect(await page.getByRole('button', { name: 'Move photo 1 earlier' }).isDisabled()).toBe(true);
    // "Make cover" on the last photo, then back: the buttons do the same as the arrows.
    await page.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    expect(await tileSources(page)).toEqual([second, added, first]);
    await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
    expect(await tileSources(page)).toEqual([added, second, first]);
    await page.getByRole('list', { name: 'Selected photos' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'photo-order-keyboard-390');

    await page.getByRole('button', { name: 'Update Room' }).click();
    await waitForToast(page, 'Room updated successfully!');
    const saved = (await roomByName(stack.baseUrl, room.name))!;
    expect(saved.photos).toHaveLength(3);
    expect(saved.photos.slice(1)).toEqual([room.photos[1], room.photos[0]]);
    const cover = uploadId(saved.photos[0])!;
    expect(room.photos.map(uploadId)).not.toContain(cover);

    // The public card and the detail page's main photo show the cover.
    const visitor = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto('/hotel');
    const cardImage = visitor.getByRole('article', { name: room.name }).locator('img').first();
    await cardImage.scrollIntoViewIfNeeded();
    expect(uploadId((await cardImage.getAttribute('src')) ?? '')).toBe(cover);
    await visitor.goto(`/rooms/${saved.slug}`);
    const main = visitor.getByRole('main').locator('img').first();
    expect(uploadId((await main.getAttribute('src')) ?? '')).toBe(cover);
    await visitor.context().close();
  });

  it('point 5: when the owner drags a photo onto the first on a desktop, then it becomes the cover, and at most five photos are still allowed', async () => {
    const room = await seedRoom(stack.baseUrl, 'Sal Drag Cottage');
    page = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await loginAsAdmin(page);
    await page.goto(`/admin/RoomForm?id=${room._id}`);
    await page.getByRole('heading', { name: 'Edit Room' }).waitFor();
    await page.getByText('2 / 5 images').waitFor();
    const [first, second] = await tileSources(page);
    const tiles = page.getByRole('list', { name: 'Selected photos' }).locator('li');
    await tiles.nth(1).dragTo(tiles.nth(0));
    await expect.poll(() => tileSources(page)).toEqual([second, first]);
    await expect.poll(() => status(page)).toBe('Photo moved to position 1 of 2: it is now the cover.');
    await page
      .getByTestId('image-input')
      .setInputFiles([
        photo('room-deluxe-bedroom.jpg'),
        photo('room-deluxe-sitting.jpg'),
        photo('room-standard-twin.jpg'),
        photo('room-standard-bedroom.jpg'),
      ]);
    await page.getByRole('alert').filter({ hasText: 'You can only upload up to 5 images' }).first().waitFor();
    expect(await page.getByText('2 / 5 images').count()).toBe(1);
    await page.getByRole('list', { name: 'Selected photos' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'photo-order-drag-1366');
    await page.getByRole('button', { name: 'Update Room' }).click();
    await waitForToast(page, 'Room updated successfully!');
    expect((await roomByName(stack.baseUrl, room.name))!.photos).toEqual([room.photos[1], room.photos[0]]);
  });
});
