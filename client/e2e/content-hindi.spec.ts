import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { getJson } from './support/api';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import { field, loginAsAdmin, waitForToast } from './admin-helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const ROOM = '/rooms/deluxe-valley-view-room';

/** The visible text of the page's main landmark. */
const mainText = (page: Page) => page.locator('main').first().innerText();

/** The value of a fact row ('श्रेणी' → 'डीलक्स') in the price box. */
const fact = (page: Page, label: string) =>
  page.locator('aside dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');

describe('item texts in Hindi', () => {
  const stack = useStack();

  it('when a visitor opens a room in Hindi, then its name, description, features and policies are Hindi, its category reads डीलक्स and its capacity Hindi words, on a phone and a desktop', async () => {
    for (const [options, width] of [
      [PHONE, 390],
      [DESKTOP, 1366],
    ] as const) {
      const page = await stack.newPage(options);
      await page.goto(`${ROOM}?lang=hi`);
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      expect(await page.locator('h1').first().innerText()).toBe('डीलक्स वैली व्यू रूम');
      const text = await mainText(page);
      expect(text).toContain('पहली मंज़िल पर एक बड़ा कमरा');
      expect(text).toContain('बढ़िया चादरों वाला किंग बिस्तर');
      expect(text).toContain('आगमन से 7 दिन पहले तक रद्द करना मुफ़्त है।');
      expect(text).not.toMatch(/Deluxe Valley View Room|King bed with premium linen|Free cancellation up to 7 days/);
      expect(await fact(page, 'श्रेणी').innerText()).toBe('डीलक्स');
      expect(text).toContain('2 वयस्क + 1 बच्चा (10 साल से कम)'); // the capacity as typed, '2 adults + 1 child under 10'
      await screenshot(page, `content-hindi-room-${width}`);
      await page.context().close();
    }
  });

  it('when the same room is opened in English, then it is all English with the category Deluxe', async () => {
    const page = await stack.newPage(DESKTOP);
    await page.goto(ROOM);
    expect(await page.locator('h1').first().innerText()).toBe('Deluxe Valley View Room');
    expect(await fact(page, 'Category').innerText()).toBe('Deluxe');
    expect(await mainText(page)).not.toMatch(/[\u0900-\u097F]{4}/);
    await page.context().close();
  });

  it('when the Gypsy and tour lists are read in Hindi, then fuel and durations are translated (पेट्रोल, आधा दिन, 2 दिन 1 रात) and the names are Hindi', async () => {
    const page = await stack.newPage(PHONE);
    await page.goto('/gypsy?lang=hi');
    await page.getByText('जिप्सी किंग सफ़ारी — सफ़ेद').first().waitFor();
    expect(await mainText(page)).toContain('पेट्रोल');
    expect(await mainText(page)).not.toMatch(/\bPetrol\b/);
    await page.goto('/tours?lang=hi');
    await page.getByText('धूपगढ़ सूर्योदय सैर').first().waitFor();
    const tours = await mainText(page);
    expect(tours).toContain('आधा दिन');
    expect(tours).toContain('2 दिन 1 रात');
    expect(tours).not.toMatch(/Half Day|2 Days 1 Night/);
    await page.context().close();
  });

  it('when the admin edits a room, then the form shows the Hindi name beside the English one, and a new Hindi name shows on the Hindi page only', async () => {
    const [room] = await getJson<Room[]>(stack.baseUrl, '/api/rooms/get');
    const page = await stack.newPage(DESKTOP);
    await loginAsAdmin(page);
    await page.goto(`/admin/RoomForm?id=${room._id}`);
    const hindi = page.getByRole('textbox', { name: 'Room Name · हिन्दी (Hindi)', exact: true });
    await expect.poll(() => hindi.inputValue()).toMatch(/[\u0900-\u097F]/);
    expect(await field(page, 'Room Name').inputValue()).toBe(room.name);
    const [en, hi] = await Promise.all([field(page, 'Room Name').boundingBox(), hindi.boundingBox()]);
    expect(hi!.x).toBeGreaterThan(en!.x + en!.width - 1); // side by side on a desktop
    expect(Math.abs(hi!.y - en!.y)).toBeLessThan(2);
    await screenshot(page, 'content-hindi-admin-room-form-1366');
    await hindi.fill('नया हिन्दी नाम');
    await page.getByRole('button', { name: 'Update Room' }).click();
    await waitForToast(page, 'Room updated successfully');
    expect((await getJson<Room>(stack.baseUrl, `/api/rooms/get/${room._id}?lang=hi`)).name).toBe('नया हिन्दी नाम');
    expect((await getJson<Room>(stack.baseUrl, `/api/rooms/get/${room._id}`)).name).toBe(room.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/RoomForm?id=${room._id}`);
    await expect.poll(() => hindi.inputValue()).toBe('नया हिन्दी नाम');
    const [enPhone, hiPhone] = await Promise.all([field(page, 'Room Name').boundingBox(), hindi.boundingBox()]);
    expect(hiPhone!.y).toBeGreaterThan(enPhone!.y + enPhone!.height - 1); // stacked on a phone
    await screenshot(page, 'content-hindi-admin-room-form-390');
    await page.context().close();
  });
});
