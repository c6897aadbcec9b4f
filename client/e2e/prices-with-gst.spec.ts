import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemPath } from '@pachmarhi/common/routes';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken } from './support/api';
import { screenshot } from './support/browser';
import { day, labelWithYear } from './support/clock';
import { useStack } from './support/use-stack';
import { GST_SETTINGS, seedRoom } from './admin-helpers';

const PHONE = { width: 390, height: 844 };

/** The decoded text of the price box's "Reserve via WhatsApp" link. */
async function whatsappText(page: Page): Promise<string> {
  const box = page.getByRole('complementary', { name: /Price and reservation|कीमत/ });
  const href = await box.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
  return decodeURIComponent(new URL(href!).searchParams.get('text') ?? '');
}

/**
 * The family suite in a GST-registered business: ₹6,200 a night for two, ₹800 per extra
 * guest. Four guests for two nights (weekend pricing off): 2 × ₹7,800 = ₹15,600, each night above
 * ₹7,500 so taxed at 18 %: GST ₹2,808, total ₹18,408.
 */
describe('prices that say everything, once: the total with GST, the year, the slab, the reference', () => {
  const stack = useStack();
  let room: Room;

  beforeAll(async () => {
    const token = await adminToken(stack.baseUrl);
    expect((await adminCall(stack.baseUrl, token, 'PUT', '/api/business-settings', GST_SETTINGS)).status).toBe(200);
    room = await seedRoom(stack.baseUrl, 'Satpura Family Suite GST', {
      price: '6200',
      baseOccupancy: '2',
      extraGuestPrice: '800',
      specifications: JSON.stringify({ capacity: '4 guests' }),
    });
  });

  it('when 4 guests choose two nights, then the box, the sticky bar and the message give ₹15,600 + GST ₹2,808 = ₹18,408 in whole rupees, the dates with their year, and the box says the guests moved the night to 18 % (390 px)', async () => {
    const page = await stack.newPage({ viewport: PHONE });
    const from = day(14);
    const to = day(16);
    await page.goto(`${itemPath('room', room.slug)}?checkIn=${from}&checkOut=${to}&guests=4`);
    const box = page.getByRole('complementary', { name: 'Price and reservation' });
    await box.getByTestId('stay-grand-total').waitFor();
    expect(await box.getByTestId('stay-total').innerText()).toBe('₹15,600');
    expect((await box.getByTestId('stay-tax').innerText()).replace(/\s+/g, ' ')).toBe('Taxes (GST 18 %) ₹2,808');
    expect(await box.getByTestId('stay-grand-total').innerText()).toBe('₹18,408');
    expect(await box.getByTestId('price-headline').innerText()).toBe('₹18,408 total incl. GST · 2 nights');
    expect(await page.getByTestId('sticky-reserve-bar').innerText()).toContain('₹18,408');
    expect(await box.getByTestId('slab-note').innerText()).toBe(
      'With 4 guests the night is ₹7,800: GST 18 % instead of 5 %.',
    );
    const text = await whatsappText(page);
    expect(text.split('\n')[0]).toBe('Hello! I would like to reserve the room "Satpura Family Suite GST".');
    expect(text).toContain(`Dates: ${labelWithYear(from)} – ${labelWithYear(to)} (2 nights)`);
    expect(text).toContain('Total: ₹15,600 + GST ₹2,808 = ₹18,408');
    expect(text).not.toMatch(/₹[\d,]+\.\d\d/); // whole rupees only
    await screenshot(page, 'prices-with-gst-390');

    // Two guests: the nights are ₹6,200 (5 %), and nothing is said about a slab.
    await page.goto(`${itemPath('room', room.slug)}?checkIn=${from}&checkOut=${to}&guests=2`);
    await box.getByTestId('stay-grand-total').waitFor();
    expect(await box.getByTestId('stay-grand-total').innerText()).toBe('₹13,020');
    expect(await box.getByTestId('slab-note').count()).toBe(0);
    await page.context().close();
  });

  it('when the same stay is shown in Hindi, then the slab note, the headline and the message are Hindi, with the year (390 px)', async () => {
    const page = await stack.newPage({ viewport: PHONE });
    const from = day(14);
    await page.goto(`/hi${itemPath('room', room.slug)}?checkIn=${from}&checkOut=${day(16)}&guests=4`);
    await page.getByTestId('stay-grand-total').waitFor();
    expect(await page.getByTestId('slab-note').innerText()).toBe(
      '4 मेहमानों के साथ रात ₹7,800 की है: GST 5 % की जगह 18 %।',
    );
    expect(await page.getByTestId('price-headline').innerText()).toBe('₹18,408 कुल, GST सहित, 2 रातों के लिए');
    const text = await whatsappText(page);
    expect(text.split('\n')[0]).toBe('नमस्ते! मुझे कमरा "Satpura Family Suite GST" बुक करना है।');
    expect(text).toContain('कुल: ₹15,600 + GST ₹2,808 = ₹18,408');
    expect(text).toMatch(new RegExp(`${from.slice(0, 4)} – .* ${from.slice(0, 4)} \\(2 रातें\\)`));
    await screenshot(page, 'prices-with-gst-hi-390');
    await page.context().close();
  });

  it('when a stay is searched on the rooms list, then the card gives the total with its GST and its WhatsApp message the same total (390 px)', async () => {
    const page = await stack.newPage({ viewport: PHONE });
    await page.goto(`/hotel?checkIn=${day(14)}&checkOut=${day(16)}&guests=4`);
    const card = page.locator('article', { hasText: 'Satpura Family Suite GST' });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('₹15,600 + GST ₹2,808 = ₹18,408 total');
    // In Hindi the line says what the total is for first: '2 रातों के लिए ₹15,600 + GST …'.
    await page.goto(`/hotel?checkIn=${day(14)}&checkOut=${day(16)}&guests=4&lang=hi`);
    await expect
      .poll(() => card.getByTestId('card-price').innerText(), { timeout: 15_000 })
      .toContain('2 रातों के लिए ₹15,600 + GST ₹2,808 = ₹18,408');
    await page.context().close();
  });
});
