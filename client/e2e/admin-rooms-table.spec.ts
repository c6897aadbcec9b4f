import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import {
  acceptNextDialog,
  field,
  numberField,
  publicCardText,
  roomByName,
  row,
  seedRoom,
  sidebar,
  signedInAdminPage,
  storedFile,
  waitForToast,
} from './admin-helpers';

describe('admin: the rooms table (search, filters, edit, booking, delete), seen on the public site', () => {
  const stack = useStack({ clientCopy: true });
  // Each test has its own signed-in page on a room seeded for it, closed after it.
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  /** The admin's page on Manage Rooms with a seeded room of its own (see `seedRoom`). */
  async function onManageRooms(name: string): Promise<Room> {
    const room = await seedRoom(stack.baseUrl, name);
    page = await signedInAdminPage(stack);
    await sidebar(page, 'Manage Rooms', 'Manage Rooms');
    await row(page, name).waitFor();
    return room;
  }

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
    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
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
    expect(await row(page, name).innerText()).toContain('₹5,100');
    const updated = (await roomByName(stack.baseUrl, name))!;
    expect(updated.photos).toEqual(room.photos); // kept images stay

    const text = await publicCardText(stack, '/hotel', name);
    // Room cards without dates show tonight's price (the quote of one night); weekend pricing is off.
    expect(text).toContain('₹5,100 per night');
  });

  it('when the room is marked booked, then the public card shows Booked with a countdown; Cancel Booking clears it', async () => {
    const name = 'Pine Booking Suite';
    await onManageRooms(name);
    const r = row(page, name);
    const confirmed = acceptNextDialog(page);
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).click();
    expect(await confirmed).toContain(`Mark “${name}” as booked?`);
    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).waitFor();
    expect(await r.innerText()).toMatch(/Expires in (2[34]h \d+m)/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Booked');
    await r.waitFor();
    await screenshot(page, 'admin-rooms-booked-1280');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');

    let text = await publicCardText(stack, '/hotel', name);
    expect(text).toContain('Booked');
    expect(text).toMatch(/\d+h \d+m/);

    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).click();
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).waitFor();
    expect(await r.innerText()).not.toContain('Expires in');
    text = await publicCardText(stack, '/hotel', name);
    expect(text).not.toContain('Booked');
  });

  it('when the room is deleted after the confirm, then it is gone from the table, /hotel and uploads/', async () => {
    const name = 'Oak Delete Suite';
    const room = await onManageRooms(name);
    const files = room.photos.map((p) => storedFile(stack.uploadsDir, p));
    const confirm = acceptNextDialog(page);
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    expect(await confirm).toBe('Are you sure you want to delete this room? This action cannot be undone.');
    await waitForToast(page, 'Room deleted successfully!');
    await row(page, name).waitFor({ state: 'detached' });
    expect(await roomByName(stack.baseUrl, name)).toBeUndefined();
    for (const f of files) expect(fs.existsSync(f)).toBe(false);
    const text = await publicCardText(stack, '/hotel', name);
    expect(text).toBeNull();
  });
});
