import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import type { Extra, Trip } from '@pachmarhi/common/schemas/trip-records';
import { axeViolations, describeFindings } from './axe';
import { closePageAfterEach, GST_SETTINGS, pageWithSession } from './admin-helpers';
import { adminCall, adminToken, apiLogin, getJson } from './support/api';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** Rupees as the back office writes paise: '₹12,345' or '₹12,345.50' (the test's own formatting). */
const rupees = (paise: number): string =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}${paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : ''}`;

describe('the trip screen: the owner on a phone in Hindi takes a payment, issues the one invoice and checks the whole trip in', () => {
  const stack = useStack();
  let page: Page | undefined;
  let token: string;
  let trip: Trip;
  let room: Room;
  closePageAfterEach('trip-desk', () => page);

  const tripNow = async () => (await getJson<{ data: Trip }>(stack.baseUrl, `/api/trips/${trip._id}`, token)).data;

  /** A page signed in as the owner at `viewport`, in Hindi or English. */
  async function ownerPage(viewport: { width: number; height: number }, lang: 'hi' | 'en'): Promise<Page> {
    const session = await apiLogin(stack.baseUrl, { ...ADMIN, role: 1 });
    return pageWithSession(stack, session, viewport, lang === 'hi' ? 'hi-IN' : 'en-IN');
  }

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    expect((await adminCall(stack.baseUrl, token, 'PUT', '/api/business-settings', GST_SETTINGS)).status).toBe(200);
    room = (await getJson<Room[]>(stack.baseUrl, '/api/rooms/get')).find((r) => r.name === 'Standard Garden Room')!;
    const vehicle = (await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get')).find((v) => v.status === 'Available')!;
    const tour = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours.find(
      (t) => t.title === 'Dhoopgarh Sunrise Drive',
    )!;
    expect(tour.departureDates).toContain(day(1));
    // The room offers breakfast and dinner (MAP) at ₹450 an adult and ₹250 a child a night.
    const plans = await adminCall(stack.baseUrl, token, 'PUT', `/api/rooms/${room._id}/meal-plans`, {
      CP: { adult: 250, child: 150 },
      MAP: { adult: 450, child: 250 },
    });
    expect(plans.status).toBe(200);
    const bonfire = (await getJson<{ data: Extra[] }>(stack.baseUrl, '/api/extras')).data.find((e) =>
      /bonfire/i.test(e.name),
    )!;
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/trips', {
      guest: { name: 'Neha Sharma', phone: '98260 12345' },
      source: 'phone',
      status: 'confirmed',
      lines: [
        { kind: 'room', itemId: room._id, checkIn: TODAY, checkOut: day(2), guests: 2, mealPlan: 'MAP' },
        { kind: 'vehicle', itemId: vehicle._id, checkIn: TODAY, checkOut: day(1), guests: 2 },
        { kind: 'tour', itemId: tour._id, checkIn: day(1), guests: 2 },
      ],
      extras: [{ extraId: bonfire._id, quantity: 1 }],
    });
    expect(res.status).toBe(201);
    trip = ((await res.json()) as { data: Trip }).data;
    expect(trip.lines).toHaveLength(3);
  });

  it('when the owner opens the trip on a 390 px phone in Hindi, records a payment, issues the invoice and checks the whole trip in, then the bill shows the new balance, one invoice covers every line and extra, and the room and the Gypsy are in while the tour waits for its day', async () => {
    page = await ownerPage(PHONE, 'hi');
    // From the trips list: searched by the reference.
    await page.goto(`/admin/trips?q=${trip.reference}`);
    await page.getByRole('heading', { level: 1, name: 'ट्रिप' }).waitFor();
    await page.getByRole('link', { name: `ट्रिप ${trip.reference} खोलें` }).click();
    await page.waitForURL(`**/admin/trips/${trip._id}`);
    const screen = page.getByTestId('trip-screen');
    await screen.getByRole('heading', { level: 1, name: `ट्रिप #${trip.reference} · Neha Sharma` }).waitFor();

    // Three lines, the room with its meal plan; each line and the extra with its GST rate and why.
    for (const l of trip.lines) await screen.getByTestId(`trip-line-${l.reference}`).waitFor();
    expect(await screen.getByTestId(`trip-line-${trip.lines[0].reference}`).innerText()).toContain('MAP');
    const why = await screen.getByTestId('gst-why').allInnerTexts();
    expect(why).toHaveLength(4);
    expect(why[0]).toContain('कम्पोज़िट');
    expect(why[1]).toContain('जिप्सी किराया');
    expect(why[3]).toContain('एक्स्ट्रा की अपनी दर');
    expect(await screen.getByTestId('trip-grand-total').innerText()).toBe(rupees(trip.quote.grandTotal));
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A payment of ₹5,000 by UPI on the trip.
    const money = screen.getByTestId('trip-money');
    const pay = money.getByTestId('payment-form');
    await pay.getByLabel('रकम (₹)').fill('5000');
    await pay.getByRole('button', { name: 'दर्ज करें' }).click();
    await page.getByText('भुगतान दर्ज हुआ').first().waitFor();
    await money.getByTestId('ledger-payment').waitFor();

    // The one tax invoice.
    await money.getByRole('button', { name: 'इनवॉइस जारी करें' }).click();
    const number = money.getByTestId('invoice-number');
    await number.waitFor();
    const after = await tripNow();
    expect(after.folio.invoice).not.toBeNull();
    expect(after.paid).toBe(500_000);
    expect(after.balance).toBe(after.amountDue - 500_000);
    await expect
      .poll(() => money.getByTestId('bill-balance').locator('dd').innerText(), { timeout: 10_000 })
      .toBe(rupees(after.balance));
    expect(await money.getByTestId('bill-paid').locator('dd').innerText()).toBe(rupees(500_000));

    // Its PDF: a row for every line and the extra.
    const ledger = (
      await getJson<{ data: { documents: { type: string; pdfUrl: string; number: string }[] } }>(
        stack.baseUrl,
        `/api/trips/${trip._id}/payments`,
        token,
      )
    ).data;
    const invoice = ledger.documents.find((d) => d.type === 'invoice')!;
    expect(await number.innerText()).toContain(invoice.number);
    const pdf = await fetch(`${stack.baseUrl}${invoice.pdfUrl}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdfPath = path.join(SCREENSHOT_DIR, 'trip-desk-invoice.pdf');
    fs.writeFileSync(pdfPath, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    for (const name of ['Standard Garden Room', 'Dhoopgarh Sunrise Drive', 'Bonfire']) expect(text).toContain(name);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      pdfPath,
      path.join(SCREENSHOT_DIR, 'trip-desk-invoice'),
    ]);

    // Today's board shows the trip's room and Gypsy together, each entry tagged with the trip.
    await page.goto('/admin/today');
    const together = page.getByTestId(`trip-today-${trip.reference}`);
    await together.getByTestId('trip-move-checked-in').waitFor();
    expect(await together.locator('ul > li').count()).toBe(2);
    expect(
      await page.getByTestId(`entry-${trip.lines[1].reference}`).getByTestId(`trip-tag-${trip.reference}`).count(),
    ).toBe(1);
    await screenshot(page, 'trip-desk-today-hi-390');
    await together.getByTestId(`trip-tag-${trip.reference}`).click();
    await page.waitForURL(`**/admin/trips/${trip._id}`);

    // Check in the whole trip: the room and the Gypsy start today, the tour tomorrow.
    await screen.getByTestId('trip-move-checked-in').click();
    const dialog = page.getByTestId('trip-move-dialog');
    await dialog.getByRole('button', { name: '2 लाइनें चेक-इन करें' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const status = (i: number) => screen.getByTestId(`trip-line-${trip.lines[i].reference}`).getByTestId('line-status');
    await expect.poll(() => status(0).innerText(), { timeout: 10_000 }).toBe('चेक-इन हो गया');
    expect(await status(1).innerText()).toBe('चेक-इन हो गया');
    expect(await status(2).innerText()).toBe('पक्की');
    expect((await tripNow()).status).toBe('checked-in');
    await screen.getByTestId('trip-status').filter({ hasText: 'चेक-इन हो गया' }).waitFor();

    const findings = await axeViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);
    await screenshot(page, 'trip-desk-trip-hi-390');
  });

  it('when the owner works at 1366 px in English, then the money sits beside the lines, the calendar marks the three bars of the trip in one colour, and New trip makes a trip from a guest and a first line', async () => {
    page = await ownerPage(DESKTOP, 'en');
    await page.goto('/admin/trips');
    await page.getByTestId('trip-row').first().waitFor();
    await screenshot(page, 'trip-desk-list-en-1366');

    // A new trip from the list: the guest and a first line, then the trip screen to add the rest.
    await page.getByRole('button', { name: 'New trip' }).click();
    const create = page.getByTestId('new-trip-dialog');
    await create.getByLabel('Name').fill('Imran Qureshi');
    await create.getByLabel('Phone').fill('99770 11223');
    await create.getByLabel('Item').selectOption({ label: 'Standard Garden Room' });
    await create.getByLabel('Check-in').fill(day(20));
    await create.getByLabel('Check-out').fill(day(22));
    await create.getByLabel('Meal plan').selectOption('CP');
    await create.getByRole('button', { name: 'Create trip' }).click();
    await page.getByRole('heading', { level: 1, name: /^Trip #\w+ · Imran Qureshi$/ }).waitFor();
    expect(await page.getByTestId('trip-screen').getByText('1 room · 2 guests · CP · breakfast').count()).toBe(1);
    await page.goto(`/admin/trips/${trip._id}`);
    const screen = page.getByTestId('trip-screen');
    await screen.getByTestId('trip-money').waitFor();
    const [lines, money] = await Promise.all([
      screen.getByRole('heading', { name: '3 lines' }).boundingBox(),
      screen.getByTestId('trip-money').boundingBox(),
    ]);
    // Two columns: the money to the right of the lines.
    expect(money!.x).toBeGreaterThan(lines!.x + lines!.width);
    expect(await screen.getByTestId('gst-why').first().innerText()).toContain('composite supply');
    await screenshot(page, 'trip-desk-trip-en-1366');

    // The calendar marks the three lines with the trip's reference and one colour.
    await page.goto('/admin/bookings');
    const bars = page.locator(`[data-testid="reservation-bar"][data-trip="${trip.reference}"]`);
    await bars.first().waitFor();
    expect(await bars.count()).toBe(3);
    const colours = await bars.evaluateAll((els) => els.map((el) => getComputedStyle(el).borderLeftColor));
    expect(new Set(colours).size).toBe(1);
    expect(await bars.first().getAttribute('title')).toContain(`#${trip.reference}`);
  });

  it('when a visitor sends a three-line enquiry, then the owner makes it a trip from Enquiries on a 390 px phone in Hindi, at the prices the visitor was quoted', async () => {
    const vehicle = (await getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get')).find((v) => v.status === 'Available')!;
    const tour = (await getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get')).tours.find(
      (t) => t.title === 'Dhoopgarh Sunrise Drive',
    )!;
    const departure = tour.departureDates.find((d) => d >= day(4))!;
    const lines = [
      { kind: 'room', itemId: room._id, checkIn: day(4), checkOut: day(6), guests: 2, mealPlan: 'CP' },
      { kind: 'vehicle', itemId: vehicle._id, checkIn: day(4), checkOut: day(5), guests: 2 },
      { kind: 'tour', itemId: tour._id, checkIn: departure, guests: 2 },
    ];
    const sent = await fetch(`${stack.baseUrl}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...lines[0], lines }),
    });
    expect(sent.status).toBe(201);
    const enquiry = ((await sent.json()) as { data: { _id: string; reference: string } }).data;
    const asked = (
      await getJson<{ data: { _id: string; tripQuote: { grandTotal: number } }[] }>(
        stack.baseUrl,
        `/api/enquiries?q=${enquiry.reference}`,
        token,
      )
    ).data[0];
    // The owner raises the room's price after the visitor asked: the trip keeps the quoted one.
    expect(
      (
        await adminCall(stack.baseUrl, token, 'PUT', `/api/rooms/${room._id}/meal-plans`, {
          CP: { adult: 900, child: 500 },
        })
      ).status,
    ).toBe(200);

    page = await ownerPage(PHONE, 'hi');
    await page.goto(`/admin/enquiries?q=${enquiry.reference}`);
    const row = page.getByTestId('enquiry-row').filter({ hasText: `#${enquiry.reference}` });
    expect(await row.getByTestId('enquiry-lines').textContent()).toContain('3 पंक्तियों की ट्रिप');
    await row.getByRole('button', { name: 'ट्रिप बनाएँ' }).click();
    const dialog = page.getByTestId('enquiry-trip-dialog');
    await dialog.getByLabel('नाम').fill('Arjun Verma');
    await dialog.getByLabel('फ़ोन').fill('98270 55555');
    await screenshot(page, 'trip-desk-enquiry-dialog-hi-390');
    await dialog.getByRole('button', { name: 'ट्रिप बनाएँ' }).click();
    await page.waitForURL(/\/admin\/trips\/[0-9a-f-]{36}$/);
    const made = (await getJson<{ data: Trip }>(stack.baseUrl, `/api/trips/${page.url().split('/').pop()}`, token))
      .data;
    expect(made.lines.map((l) => l.kind)).toEqual(['room', 'vehicle', 'tour']);
    expect(made.guest.name).toBe('Arjun Verma');
    expect(made.quote.grandTotal).toBe(asked.tripQuote.grandTotal);
    await page.getByTestId('trip-screen').waitFor();
    await screenshot(page, 'trip-desk-from-enquiry-hi-390');
    // The enquiry now links to its trip.
    await page.goto(`/admin/enquiries?q=${enquiry.reference}`);
    expect(await page.getByTestId('enquiry-booked').textContent()).toContain(made.reference);
  });
});
