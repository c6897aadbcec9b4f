import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot } from './support/browser';
import { monthName, NEXT_MONTH } from './support/clock';
import { useStack } from './support/use-stack';
import { acceptNextDialog, loginAsAdmin, numberField, field, seedRoom, waitForToast } from './admin-helpers';

/** A stay next month (IST): 2 nights of seedRoom's ₹4,200 = ₹8,400, weekend pricing off. */
const CHECK_IN = `${NEXT_MONTH}-10`;
const CHECK_OUT = `${NEXT_MONTH}-12`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

describe('the enquiry pipeline: every WhatsApp button recorded, enquiries made into reservations, the calendar and the room form', () => {
  const stack = useStack();
  let token: string;
  let page: Page | undefined;

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
  });
  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  /** A visitor's enquiry through the public API. */
  async function enquiry(room: Room, dates = true): Promise<Enquiry> {
    const res = await fetch(`${stack.baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'room',
        itemId: room._id,
        guests: 2,
        ...(dates && { checkIn: CHECK_IN, checkOut: CHECK_OUT }),
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Enquiry }).data;
  }

  const enquiryByReference = async (reference: string) =>
    (await getJson<{ data: Enquiry[] }>(stack.baseUrl, `/api/enquiries?q=${reference}`, token)).data[0];

  /** Press a listing card's WhatsApp button; the wa.me tab's decoded message. */
  async function cardWhatsAppText(p: Page, room: Room): Promise<string> {
    await p
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }));
    const card = p.getByRole('article', { name: room.name });
    const [tab] = await Promise.all([
      p.context().waitForEvent('page'),
      card.getByRole('link', { name: `WhatsApp about ${room.name} (opens WhatsApp)` }).click(),
    ]);
    await tab.waitForURL(/wa\.me/);
    return new URL(tab.url()).searchParams.get('text') ?? '';
  }

  it('when a visitor presses WhatsApp on a listing card on a 390 px phone with dates, then the message carries a reference recorded with those dates', async () => {
    const room = await seedRoom(stack.baseUrl, 'Card Enquiry Cottage');
    page = await stack.newPage({ viewport: PHONE });
    await page.goto(`/hotel?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`);
    const text = await cardWhatsAppText(page, room);
    const reference = /Reference: #([A-Z0-9]{4})/.exec(text)?.[1];
    expect(reference).toBeTruthy();
    expect(await enquiryByReference(reference!)).toMatchObject({
      itemId: room._id,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      status: 'new',
    });
  });

  it('when a visitor presses WhatsApp on a listing card on a desktop before choosing dates, then the message still carries a reference, recorded without dates', async () => {
    const room = await seedRoom(stack.baseUrl, 'Card Enquiry Lodge');
    page = await stack.newPage({ viewport: DESKTOP });
    await page.goto('/hotel');
    const text = await cardWhatsAppText(page, room);
    const reference = /Reference: #([A-Z0-9]{4})/.exec(text)?.[1];
    expect(reference).toBeTruthy();
    expect(await enquiryByReference(reference!)).toMatchObject({ itemId: room._id, checkIn: null, quote: null });
  });

  it('when the owner makes a reservation from an enquiry (desktop), then it keeps the quoted price with the agreed total beside it, the calendar shows its month, the enquiry reads "Booked → reference", and Cancel asks first and names it', async () => {
    const room = await seedRoom(stack.baseUrl, 'Walker Hill Cottage Converted');
    const asked = await enquiry(room);
    expect(asked.quote?.total).toBe(8400);
    // Weekend pricing switched on after the guest was quoted: the quoted price still holds.
    expect(
      (await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/activate', { percentageIncrease: 25 }))
        .status,
    ).toBe(200);
    try {
      page = await stack.newPage({ viewport: DESKTOP });
      await loginAsAdmin(page);
      await page.goto(`/admin/enquiries?q=${asked.reference}`);
      const row = page.getByTestId('enquiry-row').filter({ hasText: `#${asked.reference}` });
      await row.getByRole('link', { name: 'Make reservation' }).click();
      const form = page.getByRole('dialog', { name: 'New reservation' });
      const kept = form.getByTestId('enquiry-quote');
      await kept.getByText(`Enquiry #${asked.reference} quoted ₹8,400`).waitFor();
      await form.getByRole('textbox', { name: 'Guest name' }).fill('Asha Verma');
      await form.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
      await numberField(form, 'Agreed total (₹)').fill('8000');
      await form.getByText('Agreed ₹8,000 · computed ₹8,400').waitFor();
      await field(form, 'Notes').fill(`From enquiry #${asked.reference}: returning guest, ₹400 off`);
      await screenshot(page, 'admin-reservation-from-enquiry-1366');
      await form.getByRole('button', { name: 'Create reservation' }).click();
      await waitForToast(page, 'Reservation created');
      await page.getByRole('heading', { name: monthName(NEXT_MONTH) }).waitFor();
      const bar = page.getByTestId('reservation-bar').filter({ hasText: 'Asha Verma' });
      await bar.waitFor();

      const booked = await enquiryByReference(asked.reference);
      expect(booked).toMatchObject({ status: 'booked' });
      const made = (
        await getJson<{ data: { reference: string; quote: { total: number }; agreedTotal: number } }>(
          stack.baseUrl,
          `/api/reservations/${booked.reservationId}`,
          token,
        )
      ).data;
      expect(made).toMatchObject({ quote: { total: 8400 }, agreedTotal: 8000 });

      await bar.click();
      const edit = page.getByRole('dialog', { name: new RegExp(`Reservation ${made.reference}`) });
      const question = acceptNextDialog(page);
      await edit.getByRole('button', { name: 'Cancel reservation' }).click();
      expect(await question).toContain(made.reference);
      await waitForToast(page, `Reservation ${made.reference} cancelled`);

      await page.goto(`/admin/enquiries?q=${asked.reference}`);
      await row.getByRole('link', { name: `Booked → ${made.reference}` }).waitFor();
      expect(await row.getByRole('link', { name: 'Make reservation' }).count()).toBe(0);
      expect(await row.getByRole('combobox', { name: `Status of enquiry #${asked.reference}` }).inputValue()).toBe(
        'booked',
      );
      await screenshot(page, 'admin-enquiries-booked-1366');
    } finally {
      await adminCall(stack.baseUrl, token, 'POST', '/api/weekend-pricing/deactivate');
    }
  });

  it('when the owner opens the enquiries on a 390 px phone, then the cards are compact (several on one screen) and a status is set from the card', async () => {
    const room = await seedRoom(stack.baseUrl, 'Phone Cards Cottage');
    const made = [await enquiry(room), await enquiry(room), await enquiry(room), await enquiry(room, false)];
    page = await stack.newPage({ viewport: PHONE });
    await loginAsAdmin(page);
    await page.goto('/admin/enquiries');
    const cards = page.getByTestId('enquiry-row');
    await cards.first().waitFor();
    const heights = await cards.evaluateAll((rows) => rows.slice(0, 4).map((r) => r.getBoundingClientRect().height));
    // Four cards take less than one screen of 844 px.
    expect(heights.reduce((t, h) => t + h, 0)).toBeLessThan(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-enquiries-cards-390');

    const status = page.getByRole('combobox', { name: `Status of enquiry #${made[0].reference}` });
    await status.selectOption('replied');
    await expect.poll(async () => (await enquiryByReference(made[0].reference)).status).toBe('replied');
  });

  it('when a room name is long, then the timeline shows it whole on hover (title) and on keyboard focus, in a wider name column', async () => {
    const name = 'Walker Hill Cottage Deluxe Family Suite with Valley View';
    await seedRoom(stack.baseUrl, name);
    page = await stack.newPage({ viewport: DESKTOP });
    await loginAsAdmin(page);
    await page.goto('/admin/bookings');
    const label = page
      .getByTestId('timeline-row')
      .filter({ has: page.getByText(name) })
      .getByTestId('timeline-name');
    await label.waitFor();
    expect(await label.getAttribute('title')).toBe(name);
    expect(await label.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(220);
    await label.focus();
    expect(await label.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await screenshot(page, 'admin-timeline-long-name-1366');
  });

  it('when the owner adds a room (390 px), then no availability slot is asked for; a slot once added needs both dates', async () => {
    page = await stack.newPage({ viewport: PHONE });
    await loginAsAdmin(page);
    await page.goto('/admin/RoomForm');
    await field(page, 'Room Name').waitFor();
    expect(await page.getByLabel('Start Date').count()).toBe(0);
    await page.getByRole('button', { name: '+ Add Availability Slot' }).click();
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.getByText('Start date is required').waitFor();
    expect(await page.getByText('End date is required').count()).toBe(1);
    await screenshot(page, 'admin-room-form-slot-390');
    await page.getByRole('button', { name: /Remove slot 1/i }).click();
    await field(page, 'Room Name').fill('Slotless Room');
    await numberField(page, 'Price per night (₹)').fill('1800');
    await field(page, 'Description').fill('A quiet room; its availability lives in the reservations calendar.');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await waitForToast(page, '✅ Room created successfully!');
  });
});
