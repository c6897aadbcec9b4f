import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GalleryImage } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { at, next, SATURDAY, WEDNESDAY } from './support/clock';
import { useStack } from './support/use-stack';
import { openInApp } from './public-helpers';
import {
  acceptNextDialog,
  field,
  numberField,
  photo,
  sidebar,
  signInForEachTest,
  storedFile,
  waitForToast,
} from './admin-helpers';

// A visitor on the coming Saturday and on the coming Wednesday, at noon IST.
const SATURDAY_NOON_IST = at(next(SATURDAY));
const WEDNESDAY_NOON_IST = at(next(WEDNESDAY));
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
    for (const text of [
      'Please choose an image',
      'Title is required',
      'Category is required',
      'Alt text is required',
    ]) {
      await dialog.getByText(text).waitFor();
    }
    // The ten categories of docs/product.md#records, after the placeholder.
    expect(await dialog.getByRole('combobox', { name: 'Category' }).locator('option').allInnerTexts()).toEqual([
      'Select a category',
      'Landscape',
      'Waterfall',
      'Nature',
      'Sunset',
      'Mountains',
      'Temple',
      'Adventure',
      'Wildlife',
      'Culture',
      'Other',
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
    // The Waterfall images have loaded (the demo's one is there) and the deleted one is not among them.
    await after.getByRole('button', { name: 'Open Cool clear water (stand-in photo)' }).waitFor();
    expect(await after.getByRole('button', { name: `Open ${IMAGE_TITLE}` }).count()).toBe(0);
    await after.context().close();
  });

  it('when weekend pricing is activated at 30 %, then public cards show (Weekend +30%) on a Saturday and not on a Wednesday; history and deactivate follow', async () => {
    await sidebar(page, 'Weekend Pricing', 'Weekend Pricing');
    await page.getByTestId('weekend-status').filter({ hasText: 'INACTIVE' }).waitFor();
    // The screen tells the rule the prices follow, per kind (ADR 007), not "Saturday and Sunday" for all.
    await page
      .getByText(
        'A weekend surcharge (IST): rooms on Friday and Saturday nights, tours and Gypsy rentals on Saturdays and Sundays.',
      )
      .waitFor();
    const pct = numberField(page, 'Percentage increase (%)');
    expect(await pct.inputValue()).toBe('25');
    // The preview follows the input: 1000, 2000 and 1500 at +30 %.
    await pct.fill('30');
    for (const price of ['₹1,300', '₹2,600', '₹1,950']) await page.getByText(price, { exact: true }).waitFor();
    await pct.fill('120');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('Percentage must be a whole number from 0 to 100').waitFor();
    await pct.fill('30');
    await field(page, 'Description (optional)').fill('Winter weekends');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await waitForToast(page, 'Weekend pricing activated successfully!');
    await page
      .getByTestId('weekend-status')
      .filter({ hasText: /^ACTIVE$/ })
      .waitFor();

    await page.getByRole('button', { name: /Pricing History/ }).click();
    const history = page.getByTestId('history-row').first();
    await history.waitFor();
    const text = await history.innerText();
    expect(text).toContain('Active');
    expect(text).toContain('+30%');
    expect(text).toContain('Winter weekends');
    expect(text).toContain('IST');
    await screenshot(page, 'admin-weekend-pricing-active-1280');

    // Room cards show tonight's price (the quote of one night from the visitor's today). Standard Garden
    // Room, ₹1,800 a night: on a Saturday, Saturday night is surcharged (₹2,340); on a Wednesday it is not.
    for (const [when, price] of [
      [SATURDAY_NOON_IST, '₹2,340 (Weekend +30%)'],
      [WEDNESDAY_NOON_IST, '₹1,800'],
    ] as const) {
      const visitor = await stack.newPage();
      await visitor.clock.setFixedTime(when);
      await openInApp(visitor, '/hotel'); // rendered by the browser, on its own clock
      const card = visitor.getByRole('article', { name: 'Standard Garden Room' });
      await card.getByText(price, { exact: true }).waitFor();
      expect(await card.innerText()).toContain(`${price} per night`);
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
