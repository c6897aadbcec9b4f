import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { useStack } from './support/use-stack';
import {
  field,
  imageSize,
  numberField,
  photo,
  publicCardText,
  roomByName,
  row,
  sidebar,
  signedInAdminPage,
  storedFile,
  waitForToast,
} from './admin-helpers';

const NAME = 'Cedar Ridge Family Suite';

// The table side of rooms (search, edit, booking, delete) is in admin-rooms-table.spec.ts.
describe('admin: the room form, from validation to a created room seen on the public site', () => {
  const stack = useStack({ clientCopy: true });
  // Each test has its own signed-in page, closed after it.
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  it('when the admin submits an empty room form, then the shared schema messages show and focus goes to the first', async () => {
    page = await signedInAdminPage(stack);
    await sidebar(page, 'Add Rooms', 'Add New Room');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.getByText('Room name is required').waitFor();
    for (const text of ['Price is required', 'Description is required']) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await screenshot(page, 'admin-room-form-errors-1280');
  });

  it('when a room is created with two photos and one is cropped, then it is stored, listed and shown on /hotel', async () => {
    page = await signedInAdminPage(stack);
    await sidebar(page, 'Add Rooms', 'Add New Room');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.getByText('Room name is required').waitFor();
    await field(page, 'Room Name').fill(NAME);
    expect(await page.getByText('Room name is required').count()).toBe(0); // typing clears the message
    await numberField(page, 'Price per night (₹)').fill('4200');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Suite');
    await field(page, 'Description').fill('Two rooms under a cedar roof with a valley view, for families of four.');
    await field(page, 'Feature 1').fill('Private balcony');
    await page.getByRole('button', { name: '+ Add Feature' }).click();
    await field(page, 'Feature 2').fill('Fireplace');
    await page.getByRole('button', { name: 'Remove feature 2' }).click();
    expect(await field(page, 'Feature 2').count()).toBe(0);
    await page.getByRole('button', { name: '+ Add Feature' }).click();
    await field(page, 'Feature 2').fill('Fireplace');
    await field(page, 'Amenity 1').fill('Free Wi-Fi');
    await field(page, 'Bed Type').fill('King');
    await field(page, 'Check-in').fill('12:00 PM');
    await page.getByRole('button', { name: '+ Add Availability Slot' }).click();
    await page.getByLabel('Start Date').fill(TODAY);
    await page.getByLabel('End Date').fill(day(30));

    await page
      .getByTestId('image-input')
      .setInputFiles([photo('room-suite-bedroom.jpg'), photo('room-suite-living.jpg')]);
    await page.getByText('2 / 5 images').waitFor();

    // A drop that would make six images adds nothing and says why (docs/product.md#validation).
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

    // Crop the second photo: the dialog is 4:3 with zoom 1–3; Cancel closes, Save Crop replaces it.
    await page.getByRole('button', { name: 'Crop image 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crop Image' });
    await dialog.waitFor();
    const zoom = dialog.getByRole('slider', { name: /Zoom/ });
    expect(await zoom.getAttribute('min')).toBe('1');
    expect(await zoom.getAttribute('max')).toBe('3');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Crop image 2' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Crop image 2' }).click();
    await zoom.fill('2');
    await screenshot(page, 'admin-crop-dialog-1280');
    await dialog.getByRole('button', { name: 'Save Crop' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Crop image 2' }).locator('img').getAttribute('src')).toMatch(
      /^blob:/,
    );
    await screenshot(page, 'admin-room-form-filled-1280');

    await page.getByRole('button', { name: 'Create Room' }).click();
    await waitForToast(page, '✅ Room created successfully!');
    // Reset after create: blank fields, spec defaults, no images.
    expect(await field(page, 'Room Name').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Standard');
    expect(await page.getByText('0 / 5 images').count()).toBe(1);

    const room = (await roomByName(stack.baseUrl, NAME))!;
    expect(room).toBeTruthy();
    expect(room.price).toBe(4200);
    expect(room.category).toBe('Suite');
    expect(room.features).toEqual(['Private balcony', 'Fireplace']);
    expect(room.photos).toHaveLength(2);
    for (const p of room.photos) expect(fs.existsSync(storedFile(stack.uploadsDir, p))).toBe(true);
    const cropped = await imageSize(page, `/${room.photos[1]}`);
    expect(cropped.width / cropped.height).toBeCloseTo(4 / 3, 1);

    await sidebar(page, 'Manage Rooms', 'Manage Rooms');
    const r = row(page, NAME);
    await r.waitFor();
    expect(await r.innerText()).toContain('+1');
    expect(await r.innerText()).toContain('₹4,200');
    expect(await r.innerText()).toContain('Suite');
    await page.getByText(/Showing \d+ of \d+ rooms/).waitFor();

    const text = await publicCardText(stack, '/hotel', NAME);
    // Room cards without dates show tonight's price (the quote of one night); weekend pricing is off.
    expect(text).toContain('₹4,200 per night');
  });
});
