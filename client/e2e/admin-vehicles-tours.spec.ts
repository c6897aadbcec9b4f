import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tour, Vehicle } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { day } from './support/clock';
import { useStack } from './support/use-stack';
import {
  acceptNextDialog,
  field,
  loginAsAdmin,
  numberField,
  photo,
  publicCardText,
  row,
  sidebar,
  storedFile,
  waitForToast,
} from './admin-helpers';

const VEHICLE = 'Satpura Trail Gypsy';
const TOUR = 'Three Falls Monsoon Trail';

describe('admin: vehicles and tours from create to delete, seen on the public site', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page;

  beforeAll(async () => {
    page = await stack.newPage();
    await loginAsAdmin(page);
  });

  const vehicles = async () => (await (await fetch(`${stack.baseUrl}/api/cars/get`)).json()) as Vehicle[];
  const tours = async () =>
    ((await (await fetch(`${stack.baseUrl}/api/v1/tours/get`)).json()) as { tours: Tour[] }).tours;

  /** Book from the management table, see 'Booked' + countdown publicly, cancel, see it gone. */
  async function bookAndCancel(listPath: string, name: string) {
    const r = row(page, name);
    const confirmed = acceptNextDialog(page);
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).click();
    await confirmed;
    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).waitFor();
    expect(await r.innerText()).toMatch(/Expires in 2[34]h \d+m/);
    const booked = await publicCardText(stack, listPath, name);
    expect(booked).toContain('Booked');
    expect(booked).toMatch(/\d+h \d+m/);
    await r.getByRole('button', { name: `Cancel Booking: ${name}` }).click();
    await r.getByRole('button', { name: `Mark as Booked: ${name}` }).waitFor();
    expect(await publicCardText(stack, listPath, name)).not.toContain('Booked');
  }

  /** Delete from the management table with the documented confirm; the row, the public card and the files go. */
  async function deleteItem(noun: string, Noun: string, listPath: string, name: string, images: string[]) {
    const confirm = acceptNextDialog(page);
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    expect(await confirm).toBe(`Are you sure you want to delete this ${noun}? This action cannot be undone.`);
    await waitForToast(page, `${Noun} deleted successfully!`);
    await row(page, name).waitFor({ state: 'detached' });
    expect(await publicCardText(stack, listPath, name)).toBeNull();
    for (const p of images) expect(fs.existsSync(storedFile(stack.uploadsDir, p))).toBe(false);
  }

  it('when the admin creates, edits, books and deletes a Gypsy, then /gypsy follows every step', async () => {
    await sidebar(page, 'Add Gypsy', 'Add New Gypsy');
    await page.getByRole('button', { name: 'Create Gypsy' }).click();
    for (const text of [
      'Vehicle name is required',
      'Brand is required',
      'Model is required',
      'Price is required',
      'Description is required',
    ]) {
      await page.getByText(text).waitFor();
    }
    await field(page, 'Vehicle Name').fill(VEHICLE);
    await field(page, 'Brand').fill('Maruti Suzuki');
    await field(page, 'Model').fill('Gypsy King');
    await page.getByRole('combobox', { name: 'Fuel Type' }).selectOption('Diesel');
    await numberField(page, 'Price per day (₹)').fill('3600');
    await field(page, 'Description').fill('Open-top 4x4 for the Satpura forest trails with a local driver.');
    await field(page, 'Feature 1').fill('Open top');
    await page.getByRole('button', { name: '+ Add Feature' }).click(); // left blank: dropped before sending
    await field(page, 'Specification 1').fill('4x4 drive');
    await page.getByLabel('Date 1').fill(day(11));
    await page.getByRole('button', { name: '+ Add Availability Slot' }).click(); // no date: dropped
    await field(page, 'Seats').fill('6');
    await field(page, 'Transmission').fill('Manual');
    await field(page, 'Security Deposit').fill('₹2,000 refundable');
    await page.getByTestId('image-input').setInputFiles([photo('gypsy-red.jpg'), photo('gypsy-olive.jpg')]);
    await page.getByText('2 / 5 images').waitFor();
    await screenshot(page, 'admin-vehicle-form-filled-1280');
    await page.getByRole('button', { name: 'Create Gypsy' }).click();
    await waitForToast(page, 'Vehicle created successfully');
    // docs/product.md#behaviour defaults after reset: fuel Petrol, status Available, one empty row per list, no images.
    expect(await field(page, 'Vehicle Name').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Fuel Type' }).inputValue()).toBe('Petrol');
    expect(await page.getByRole('combobox', { name: 'Status' }).first().inputValue()).toBe('Available');
    expect(await field(page, 'Feature 2').count()).toBe(0);
    expect(await page.getByText('0 / 5 images').count()).toBe(1);

    const created = (await vehicles()).find((v) => v.name === VEHICLE)!;
    expect(created.fuelType).toBe('Diesel');
    expect(created.features).toEqual(['Open top']);
    expect(created.availability).toEqual([{ date: day(11), status: 'Available' }]);
    expect(created.vehicleInfo.seats).toBe('6');
    expect(created.rentalTerms.deposit).toBe('₹2,000 refundable');
    expect(created.images).toHaveLength(2);

    await sidebar(page, 'Manage Gypsy', 'Manage Gypsy');
    await row(page, VEHICLE).waitFor();
    expect(await row(page, VEHICLE).innerText()).toContain('+1');
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('SATPURA trail');
    await page.getByText(/Showing \d+ of \d+ vehicles/).waitFor();
    await row(page, VEHICLE).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Under Maintenance');
    await page.getByRole('heading', { name: 'No vehicles found' }).waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('');
    const listed = await publicCardText(stack, '/gypsy', VEHICLE);
    expect(listed).toContain('₹3,600');
    expect(listed).toContain('Maruti Suzuki');

    // Edit: drop the first image, add a new one, change the price.
    await row(page, VEHICLE)
      .getByRole('button', { name: `Edit ${VEHICLE}` })
      .click();
    await page.waitForURL(`**/admin/vehicle?id=${created._id}`);
    await page.getByRole('heading', { name: 'Edit Gypsy' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Fuel Type' }).inputValue()).toBe('Diesel');
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByTestId('image-input').setInputFiles([photo('gypsy-sand.jpg')]);
    await page.getByText('2 / 5 images').waitFor();
    await numberField(page, 'Price per day (₹)').fill('3900');
    await page.getByRole('button', { name: 'Update Gypsy' }).click();
    await waitForToast(page, 'Vehicle updated successfully');
    await page.waitForURL('**/admin/vehicleTable');
    const updated = (await vehicles()).find((v) => v.name === VEHICLE)!;
    expect(updated.price).toBe(3900);
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(created.images[1]);
    expect(fs.existsSync(storedFile(stack.uploadsDir, created.images[0]))).toBe(false);
    expect(await publicCardText(stack, '/gypsy', VEHICLE)).toContain('₹3,900');

    await bookAndCancel('/gypsy', VEHICLE);
    await deleteItem('vehicle', 'Vehicle', '/gypsy', VEHICLE, updated.images);
  });

  it('when the admin creates a tour with an itinerary and removes a day, then the days renumber and /tours follows edit, booking and delete', async () => {
    await sidebar(page, 'Add Tour', 'Add New Tour');
    expect(await field(page, 'Duration').getAttribute('placeholder')).toBe('3 Days 2 Nights');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    for (const text of ['Title is required', 'Location is required', 'Price is required'])
      await page.getByText(text).waitFor();
    await field(page, 'Title').fill(TOUR);
    await field(page, 'Location').fill('Pachmarhi');
    await field(page, 'Duration').fill('2 Days 1 Night');
    await numberField(page, 'Price per person (₹)').fill('2999');
    await field(page, 'Description').fill('Bee Falls, Apsara Vihar and Rajat Prapat in one monsoon weekend.');
    await field(page, 'Highlight 1').fill('Rajat Prapat viewpoint');
    await field(page, 'Inclusion 1').fill('Breakfast');
    await field(page, 'Exclusion 1').fill('Entry tickets');
    await field(page, 'Day 1 title').fill('Bee Falls');
    await field(page, 'Day 1 description').fill('Morning walk down to Bee Falls and a swim.');
    await page.getByRole('button', { name: '+ Add Day' }).click();
    await field(page, 'Day 2 title').fill('Rest day');
    await field(page, 'Day 2 description').fill('To be removed.');
    await page.getByRole('button', { name: '+ Add Day' }).click();
    await field(page, 'Day 3 title').fill('Apsara Vihar and Rajat Prapat');
    await field(page, 'Day 3 description').fill('Pools of Apsara Vihar, then the silver falls.');
    await page.getByRole('button', { name: 'Remove day 2' }).click();
    // Remove Day renumbers: the old day 3 is now day 2.
    expect(await field(page, 'Day 2 title').inputValue()).toBe('Apsara Vihar and Rajat Prapat');
    expect(await field(page, 'Day 3 title').count()).toBe(0);
    await page.getByLabel('Departure Date 1').fill(day(3));
    await page.getByTestId('image-input').setInputFiles([photo('scene-bee-falls.jpg')]);
    await page.getByText('1 / 5 images').waitFor();
    await screenshot(page, 'admin-tour-form-filled-1280');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await waitForToast(page, 'Tour created successfully!');
    expect(await field(page, 'Title').inputValue()).toBe('');
    expect(await field(page, 'Day 2 title').count()).toBe(0);

    const created = (await tours()).find((t) => t.title === TOUR)!;
    expect(created.itinerary.map((d) => [d.day, d.title])).toEqual([
      [1, 'Bee Falls'],
      [2, 'Apsara Vihar and Rajat Prapat'],
    ]);
    expect(created.departureDates).toEqual([day(3)]);
    expect(created.highlights).toEqual(['Rajat Prapat viewpoint']);

    await sidebar(page, 'Manage Tour', 'Manage Tour');
    await page.getByRole('searchbox', { name: 'Search tours' }).fill('three falls');
    await row(page, TOUR).waitFor();
    expect(await row(page, TOUR).innerText()).toContain('2 Days 1 Night');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Upcoming');
    await page.getByRole('heading', { name: 'No tours found' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');
    await page.getByRole('searchbox', { name: 'Search tours' }).fill('');
    expect(await publicCardText(stack, '/tours', TOUR)).toContain('₹2,999');

    await row(page, TOUR)
      .getByRole('button', { name: `Edit ${TOUR}` })
      .click();
    await page.waitForURL(`**/admin/tour?id=${created._id}`);
    await page.getByRole('heading', { name: 'Edit Tour' }).waitFor();
    expect(await field(page, 'Day 2 title').inputValue()).toBe('Apsara Vihar and Rajat Prapat');
    await numberField(page, 'Price per person (₹)').fill('3299');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await waitForToast(page, 'Tour updated successfully!');
    await page.waitForURL('**/admin/managetour');
    expect(await publicCardText(stack, '/tours', TOUR)).toContain('₹3,299');

    await bookAndCancel('/tours', TOUR);
    await deleteItem('tour', 'Tour', '/tours', TOUR, created.images);
  });
});
