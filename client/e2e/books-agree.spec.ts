import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken, apiLogin } from './support/api';
import { screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { GST_SETTINGS, closePageAfterEach, pageWithSession, seedRoom, waitForToast } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const GUEST = 'मीरा जोशी';

/**
 * The family suite: ₹6,200 a night for two, ₹800 per extra guest. Four guests for two
 * weekday-or-not nights (weekend pricing is off): 2 × ₹7,800 = ₹15,600, each night above ₹7,500 so
 * taxed at 18 %: GST ₹2,808, total ₹18,408; ₹5,522 paid leaves ₹12,886.
 */
describe('books that agree, in Hindi at 390 px: the owner quotes a stay with its 18 % GST, checks the guest in (ID later), takes a payment at check-out and lets the rest be carried; Today lists it', () => {
  const stack = useStack();
  let page: Page | undefined;
  let room: Room;
  closePageAfterEach('books-agree', () => page);

  beforeAll(async () => {
    const token = await adminToken(stack.baseUrl);
    const settings = await adminCall(stack.baseUrl, token, 'PUT', '/api/business-settings', GST_SETTINGS);
    expect(settings.status).toBe(200);
    room = await seedRoom(stack.baseUrl, 'Satpura Family Suite', {
      price: '6200',
      baseOccupancy: '2',
      extraGuestPrice: '800',
      specifications: JSON.stringify({ capacity: '4 guests' }),
    });
  });

  it('when the stay goes from the quote to check-out with ₹12,886 carried, then every screen shows the same figures and Today lists the balance with its reason', async () => {
    const session = await apiLogin(stack.baseUrl, { email: ADMIN.email, password: ADMIN.password });
    page = await pageWithSession(stack, session, PHONE, 'hi-IN');

    // The owner's quote, before saving: the nights, the extra guests, the 18 % line and why.
    await page.goto('/admin/reservations');
    await page.getByRole('button', { name: 'नई बुकिंग' }).click();
    const form = page.getByRole('dialog', { name: 'नई बुकिंग' });
    await form.getByRole('combobox', { name: 'आइटम' }).selectOption(`room:${room._id}`);
    await form.getByRole('textbox', { name: 'चेक-इन', exact: true }).fill(TODAY);
    await form.getByRole('textbox', { name: 'चेक-आउट', exact: true }).fill(day(2));
    await form.getByRole('spinbutton', { name: 'मेहमान' }).fill('4');
    await form.getByRole('textbox', { name: 'मेहमान का नाम' }).fill(GUEST);
    await form.getByRole('textbox', { name: 'फ़ोन' }).fill('98260 55555');
    const quote = form.getByTestId('live-quote');
    await expect.poll(() => quote.getByTestId('bill-total').innerText()).toMatch(/₹15,600 \+ GST ₹2,808 = ₹18,408/);
    expect(await quote.getByTestId('bill-nights-0').innerText()).toMatch(/2 रातें × ₹6,200\s+₹12,400/);
    expect(await quote.getByTestId('bill-gst-18').innerText()).toMatch(/GST 18 % \(₹15,600 पर\)\s+₹2,808/);
    expect(await quote.getByTestId('bill-slab-18').innerText()).toBe('इन 2 रातों पर 18 % कर लगेगा: ₹7,800 > ₹7,500');
    // A stray tap beside the dialog keeps what was typed.
    await page.mouse.click(5, 5);
    expect(await form.isVisible()).toBe(true);
    await screenshot(page, 'books-agree-quote-hi-390', { fullPage: false });
    await form.getByRole('button', { name: 'बुकिंग बनाएँ' }).click();
    await form.waitFor({ state: 'detached' });

    // The guest's name opens the stay; check-in asks first, then the register asks for an ID ("add later").
    const row = page.getByTestId('reservation-row').filter({ hasText: GUEST });
    expect(await row.getByTestId('row-balance').innerText()).toContain('₹18,408');
    await row.getByRole('button', { name: GUEST }).click();
    const stay = page.getByRole('dialog', { name: /^बुकिंग [A-Z0-9]+ · / });
    await stay
      .getByTestId('money-bill')
      .getByTestId('bill-total')
      .getByText('₹15,600 + GST ₹2,808 = ₹18,408')
      .waitFor();
    const reference = /बुकिंग ([A-Z0-9]+)/.exec((await stay.getByRole('heading').first().innerText()) ?? '')![1];
    await stay.getByTestId('move-checked-in').click();
    const checkIn = page.getByTestId('check-in-dialog');
    await checkIn.getByText('चेक-इन के बाद अतिथि रजिस्टर खुलेगा').waitFor();
    await checkIn.getByRole('button', { name: 'चेक-इन करें' }).click();
    await checkIn.waitFor({ state: 'detached' });
    // The button in the same place is now "Check out", held for a second so a double tap does nothing.
    const checkOutButton = stay.getByTestId('move-checked-out');
    expect(await checkOutButton.isDisabled()).toBe(true);
    await expect.poll(() => checkOutButton.isEnabled(), { timeout: 3000 }).toBe(true);
    await stay.getByTestId('guest-form').getByRole('button', { name: 'बाद में जोड़ें' }).click();
    await screenshot(page, 'books-agree-checked-in-hi-390', { fullPage: false });
    await stay.getByRole('button', { name: 'डायलॉग बंद करें' }).click();

    // Today: the ID still to add; check-out asks to settle or carry the balance.
    await page.goto('/admin/today');
    const entry = page.getByTestId(`entry-${reference}`).first();
    await entry.getByTestId('id-to-add').getByText('पहचान विवरण जोड़ने हैं').waitFor();
    expect(await entry.innerText()).toContain('बाकी राशि ₹18,408');
    await entry.getByRole('button', { name: 'चेक-आउट करें' }).click();
    const checkOut = page.getByTestId('check-out-dialog');
    await checkOut.getByTestId('check-out-owes').getByText(`${GUEST} पर अभी ₹18,408 बाकी हैं।`).waitFor();
    await checkOut.getByRole('button', { name: 'अभी भुगतान लें' }).click();
    const pay = checkOut.getByTestId('payment-form');
    expect(await pay.getByLabel('रकम (₹)').inputValue()).toBe('18408');
    await pay.getByLabel('रकम (₹)').fill('5522');
    await pay.getByLabel('संदर्भ (UTR)').fill('UTR 6021 4455');
    await pay.getByRole('button', { name: 'दर्ज करें' }).click();
    await waitForToast(page, 'भुगतान दर्ज हुआ');
    await checkOut.getByText(`${GUEST} पर अभी ₹12,886 बाकी हैं।`).waitFor();
    await checkOut.getByRole('button', { name: 'बाकी राशि रखकर चेक-आउट करें' }).click();
    await checkOut.getByLabel('बाकी राशि क्यों छोड़ी जा रही है?').fill('कंपनी NEFT से भुगतान करेगी');
    await screenshot(page, 'books-agree-check-out-hi-390', { fullPage: false });
    await checkOut.getByRole('button', { name: 'चेक-आउट करें, ₹12,886 बाकी' }).click();
    await checkOut.waitFor({ state: 'detached' });

    // Balances carried: the guest, the stay, what is still owed and why, with pay and open buttons.
    const carried = page.getByTestId(`carried-${reference}`);
    await carried.waitFor();
    expect(await carried.innerText()).toContain('₹12,886');
    expect(await carried.innerText()).toContain('चेक-आउट पर ₹12,886 बाकी छोड़े गए: कंपनी NEFT से भुगतान करेगी');
    await carried.getByRole('button', { name: 'भुगतान दर्ज करें' }).waitFor();
    await carried.getByRole('link', { name: 'ठहराव खोलें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await carried.scrollIntoViewIfNeeded();
    await screenshot(page, 'books-agree-today-carried-hi-390');

    // The stay itself says the same: paid ₹5,522, balance ₹12,886, carried with the reason.
    await carried.getByRole('link', { name: 'ठहराव खोलें' }).click();
    const opened = page.getByRole('dialog', { name: new RegExp(`^बुकिंग ${reference} · `) });
    const bill = opened.getByTestId('money-bill');
    await bill.getByTestId('bill-balance').getByText('₹12,886').waitFor();
    expect(await bill.getByTestId('bill-paid').innerText()).toContain('₹5,522');
    expect(await bill.getByTestId('bill-carried').innerText()).toContain('कंपनी NEFT से भुगतान करेगी');
    await screenshot(page, 'books-agree-stay-carried-hi-390', { fullPage: false });
  });
});
