import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatINR } from '@pachmarhi/common/format';
import type { Room } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import { acceptNextDialog, field, roomByName, seedRoom, imageSize, loginAsAdmin, numberField, photo, row, sidebar, storedFile, waitForToast } from './admin-helpers';

const NAME = 'Cedar Ridge Family Suite';

describe('admin: rooms from create to delete, seen on the public site', () => {
  const stack = useStack({ clientCopy: true });
  // Each test has its own signed-in page, closed after it.
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  async function adminPage(): Promise<Page> {
    page = await stack.newPage();
    await loginAsAdmin(page);
    return page;
  }

  /** The admin's page on Manage Rooms with a seeded room of its own (see `seedRoom`). */
  async function onManageRooms(name: string): Promise<Room> {
    const room = await seedRoom(stack.baseUrl, name);
    await adminPage();
    await sidebar(page, 'Manage Rooms', 'Manage Rooms');
    await row(page, name).waitFor();
    return room;
  }

  /** A visitor's page on /hotel and the card of the room `name` (or null when absent). */
  async function publicCard(name = NAME): Promise<{ visitor: Page; text: string | null }> {
    const visitor = await stack.newPage();
    await visitor.goto('/hotel');
    await visitor.getByRole('article').first().waitFor();
    const card = visitor.getByRole('article', { name });
    return { visitor, text: (await card.count()) ? await card.innerText() : null };
  }

  it('when the admin submits an empty room form, then the shared schema messages show and focus goes to the first', async () => {
    await adminPage();
    await sidebar(page, 'Add Rooms', 'Add New Room');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.getByText('Room name is required').waitFor();
    for (const text of ['Price is required', 'Description is required', 'Start date is required', 'End date is required']) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await screenshot(page, 'admin-room-form-errors-1280');
  });

  it('when a room is created with two photos and one is cropped, then it is stored, listed and shown on /hotel', async () => {
    await adminPage();
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
    await page.getByLabel('Start Date').fill('2026-12-01');
    await page.getByLabel('End Date').fill('2026-12-31');

    await page.getByTestId('image-input').setInputFiles([photo('room-suite-bedroom.jpg'), photo('room-suite-living.jpg')]);
    await page.getByText('2 / 5 images').waitFor();

    // A drop that would make six images adds nothing and says why (docs/product.md#validation).
    await page.getByTestId('image-input').setInputFiles([
      photo('room-deluxe-bedroom.jpg'), photo('room-deluxe-sitting.jpg'), photo('room-standard-twin.jpg'), photo('room-standard-bedroom.jpg'),
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
    expect(await page.getByRole('button', { name: 'Crop image 2' }).locator('img').getAttribute('src')).toMatch(/^blob:/);
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
    expect(await r.innerText()).toContain(formatINR(4200));
    expect(await r.innerText()).toContain('Suite');
    await page.getByText(/Showing \d+ of \d+ rooms/).waitFor();

    const { visitor, text } = await publicCard();
    expect(text).toContain(formatINR(4200));
    await visitor.context().close();
  });

  it('when the admin searches and filters, then the table and the empty state follow docs/product.md#validation', async () => {
    const name = 'Birch Hollow Search Suite';
    await onManageRooms(name);
    const search = page.getByRole('searchbox', { name: 'Search rooms' });
    await search.fill('BIRCH HOLLOW SEARCH');
    await page.getByText(/Showing 1 of \d+ rooms/).waitFor();
    await search.fill(`${name}: two rooms under a cedar roof`);
    await page.getByText(/Showing 1 of \d+ rooms/).waitFor(); // description matches too
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Deluxe');
    await page.getByRole('heading', { name: 'No rooms found' }).waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('All');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Booked');
    await page.getByRole('heading', { name: 'No rooms found' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');
    await search.fill('');
    await row(page, name).waitFor();
  });

  it('when the admin edits the price from a reloaded edit page, then the new price shows publicly', async () => {
    const name = 'Aspen Edit Suite';
    const room = await onManageRooms(name);
    await row(page, name).getByRole('button', { name: `Edit ${name}` }).click();
    await page.waitForURL(`**/admin/RoomForm?id=${room._id}`);
    await page.getByRole('heading', { name: 'Edit Room' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Room' }).waitFor({ timeout: 15_000 });
    expect(await field(page, 'Room Name').inputValue()).toBe(name);
    expect(await page.getByText('2 / 5 images').count()).toBe(1);
    await numberField(page, 'Price per night (₹)').fill('5100');
    await page.getByRole('button', { name: 'Update Room' }).click();
    await waitForToast(page, 'Room updated successfully!');
    await page.waitForURL('**/admin/RoomManagement');
    expect(await row(page, name).innerText()).toContain(formatINR(5100));
    const updated = (await roomByName(stack.baseUrl, name))!;
    expect(updated.photos).toEqual(room.photos); // kept images stay

    const { visitor, text } = await publicCard(name);
    expect(text).toContain(formatINR(5100));
    await visitor.context().close();
  });

  it('when the room is marked booked, then the public card shows Booked with a countdown; Cancel Booking clears it', async () => {
    const name = 'Pine Booking Suite';
    await onManageRooms(name);
    const r = row(page, name);
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).click();
    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).waitFor();
    expect(await r.innerText()).toMatch(/Expires in (2[34]h \d+m)/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Booked');
    await r.waitFor();
    await screenshot(page, 'admin-rooms-booked-1280');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');

    let { visitor, text } = await publicCard(name);
    expect(text).toContain('Booked');
    expect(text).toMatch(/\d+h \d+m/);
    await visitor.context().close();

    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).click();
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).waitFor();
    expect(await r.innerText()).not.toContain('Expires in');
    ({ visitor, text } = await publicCard(name));
    expect(text).not.toContain('Booked');
    await visitor.context().close();
  });

  it('when the room is deleted after the confirm, then it is gone from the table, /hotel and uploads/', async () => {
    const name = 'Oak Delete Suite';
    const room = await onManageRooms(name);
    const files = room.photos.map((p) => storedFile(stack.uploadsDir, p));
    const confirm = acceptNextDialog(page);
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    expect(await confirm).toBe('Are you sure you want to delete this room? This action cannot be undone.');
    await waitForToast(page, 'Room deleted successfully!');
    await row(page, name).waitFor({ state: 'detached' });
    expect(await roomByName(stack.baseUrl, name)).toBeUndefined();
    for (const f of files) expect(fs.existsSync(f)).toBe(false);
    const { visitor, text } = await publicCard(name);
    expect(text).toBeNull();
    await visitor.context().close();
  });
});
