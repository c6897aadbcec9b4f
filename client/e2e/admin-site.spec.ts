import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatINR } from '@pachmarhi/common/format';
import { weekendPrice } from '@pachmarhi/common/pricing';
import type { GalleryImage, Room } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import { acceptNextDialog, field, numberField, photo, sidebar, signInForEachTest, storedFile, waitForToast } from './admin-helpers';

const SATURDAY_NOON_IST = new Date('2026-11-28T12:00:00+05:30');
const WEDNESDAY_NOON_IST = new Date('2026-11-25T12:00:00+05:30');
const IMAGE_TITLE = 'Rajat Prapat after the rain';

// Messages are in admin-messages.spec.ts.
describe('admin: gallery and weekend pricing, seen on the public site', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page;
  signInForEachTest(stack, 'admin-site', (p) => (page = p));

  it('when the admin uploads a gallery image, then it shows under its category in the public gallery; delete removes it', async () => {
    await sidebar(page, 'Gallery Management', 'Gallery Management');
    await page.getByTestId('gallery-card').first().waitFor();
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    for (const text of ['Please choose an image', 'Title is required', 'Category is required', 'Alt text is required']) {
      await dialog.getByText(text).waitFor();
    }
    // The ten categories of docs/product.md#records, after the placeholder.
    expect(await dialog.getByRole('combobox', { name: 'Category' }).locator('option').allInnerTexts()).toEqual([
      'Select a category', 'Landscape', 'Waterfall', 'Nature', 'Sunset', 'Mountains', 'Temple', 'Adventure', 'Wildlife', 'Culture', 'Other',
    ]);
    await dialog.getByTestId('gallery-image-input').setInputFiles(photo('scene-bee-falls.jpg'));
    await field(dialog, 'Title').fill(IMAGE_TITLE);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Waterfall');
    await field(dialog, 'Alt Text').fill('Silver falls dropping into a green gorge');
    await field(dialog, 'Description').fill('Taken from the Rajat Prapat viewpoint in August.');
    await field(dialog, 'Tags').fill('monsoon, falls');
    await dialog.getByRole('checkbox', { name: 'Featured image' }).check();
    await screenshot(page, 'admin-gallery-upload-modal-1280');
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await waitForToast(page, 'Image uploaded successfully!');
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('gallery-card').filter({ hasText: IMAGE_TITLE });
    await card.waitFor();
    expect(await card.innerText()).toContain('Featured');
    expect(await card.innerText()).toContain('Waterfall');

    // Search narrows the grid (server-side search on title, tags, …).
    await page.getByRole('searchbox', { name: 'Search images' }).fill('rajat prapat');
    await page.getByText('Showing 1 image').waitFor();
    await page.getByRole('searchbox', { name: 'Search images' }).fill('');

    const visitor = await stack.newPage();
    await visitor.goto('/gallery');
    await visitor.getByRole('button', { name: 'Waterfall', exact: true }).click();
    await visitor.getByRole('button', { name: `Open ${IMAGE_TITLE}` }).waitFor();
    await visitor.getByRole('button', { name: 'Sunset', exact: true }).click();
    await visitor.getByRole('button', { name: `Open ${IMAGE_TITLE}` }).waitFor({ state: 'detached' });
    await visitor.context().close();

    const images = (await (await fetch(`${stack.baseUrl}/api/gallery/public`)).json()) as { data: GalleryImage[] };
    const stored = images.data.find((i) => i.title === IMAGE_TITLE)!;
    const confirm = acceptNextDialog(page);
    await card.getByRole('button', { name: `Delete ${IMAGE_TITLE}` }).click();
    expect(await confirm).toBe('Are you sure you want to delete this image?');
    await waitForToast(page, 'Image deleted successfully!');
    await card.waitFor({ state: 'detached' });
    expect(fs.existsSync(storedFile(stack.uploadsDir, stored.imageUrl))).toBe(false);
    const after = await stack.newPage();
    await after.goto('/gallery');
    await after.getByRole('button', { name: 'Waterfall', exact: true }).click();
    await after.waitForTimeout(500);
    expect(await after.getByRole('button', { name: `Open ${IMAGE_TITLE}` }).count()).toBe(0);
    await after.context().close();
  });

  it('when weekend pricing is activated at 30 %, then public cards show (Weekend +30%) on a Saturday and not on a Wednesday; history and deactivate follow', async () => {
    await sidebar(page, 'Weekend Pricing', 'Weekend Pricing');
    await page.getByTestId('weekend-status').filter({ hasText: 'INACTIVE' }).waitFor();
    const pct = numberField(page, 'Percentage increase (%)');
    expect(await pct.inputValue()).toBe('25');
    // The preview follows the input: 1000, 2000 and 1500.
    await pct.fill('30');
    for (const base of [1000, 2000, 1500]) await page.getByText(formatINR(weekendPrice(base, 30)), { exact: true }).waitFor();
    await pct.fill('120');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('Percentage must be a whole number from 0 to 100').waitFor();
    await pct.fill('30');
    await field(page, 'Description (optional)').fill('Winter weekends');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await waitForToast(page, 'Weekend pricing activated successfully!');
    await page.getByTestId('weekend-status').filter({ hasText: /^ACTIVE$/ }).waitFor();

    await page.getByRole('button', { name: /Pricing History/ }).click();
    const history = page.getByTestId('history-row').first();
    await history.waitFor();
    const text = await history.innerText();
    expect(text).toContain('Active');
    expect(text).toContain('+30%');
    expect(text).toContain('Winter weekends');
    expect(text).toContain('IST');
    await screenshot(page, 'admin-weekend-pricing-active-1280');

    const rooms = (await (await fetch(`${stack.baseUrl}/api/rooms/get`)).json()) as Room[];
    const room = rooms[0];
    for (const [when, weekend] of [[SATURDAY_NOON_IST, true], [WEDNESDAY_NOON_IST, false]] as const) {
      const visitor = await stack.newPage();
      await visitor.clock.setFixedTime(when);
      await visitor.goto('/hotel');
      const card = visitor.getByRole('article', { name: room.name });
      await card.waitFor();
      await visitor.waitForTimeout(500);
      const cardText = await card.innerText();
      // Room cards price 'for 2 nights' from today (the dates issue): Saturday night is surcharged, Sunday night not.
      if (weekend) expect(cardText).toContain(`${formatINR(weekendPrice(room.price, 30) + room.price)} (Weekend +30%)`);
      else {
        expect(cardText).not.toContain('(Weekend');
        expect(cardText).toContain(formatINR(room.price * 2));
      }
      await visitor.context().close();
    }

    await pct.fill('35');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await waitForToast(page, 'Weekend pricing percentage updated successfully!');
    await page.getByText('+35% on weekends').waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await waitForToast(page, 'Weekend pricing deactivated successfully!');
    await page.getByTestId('weekend-status').filter({ hasText: 'INACTIVE' }).waitFor();
    expect(await page.getByTestId('history-row').count()).toBeGreaterThanOrEqual(2);
    // The buttons follow the status once the deactivation has settled.
    await expect.poll(() => page.getByRole('button', { name: 'Activate', exact: true }).isEnabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Update', exact: true }).isDisabled()).toBe(true);
  });
});
