/**
 * The guest's stay page (issue 38, part A) in a real browser: read and paid on a 390 px phone in
 * Hindi with JavaScript off; then, with JavaScript, a foreign guest's pre-arrival details, which the
 * desk sees on Today; the desk's guest-page panel (a reported payment confirmed) and the owner's
 * data requests. Screenshots of each (390 and 1366 px, English and Hindi).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { adminCall, adminToken, apiLogin } from './support/api';
import { axeViolations, describeFindings } from './axe';
import { ADMIN } from './support/stack';
import { screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { useStack } from './support/use-stack';
import { closePageAfterEach, GST_SETTINGS, pageWithSession, seedRoom, signedInAdminPage } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describe('the stay page: read and pay without JavaScript, pre-arrival details with it, the desk sees them', () => {
  const stack = useStack();
  let page: Page | undefined;
  closePageAfterEach('stay', () => page);
  let admin: string;
  let stay: Reservation;
  let link: { url: string; token: string };
  const call = async <T>(method: string, p: string, body?: object) => {
    const res = await adminCall(stack.baseUrl, admin, method, p, body);
    expect(res.status, `${method} ${p}`).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };
  const shot = (p: Page, name: string, fullPage = true) => screenshot(p, `stay-${name}`, { fullPage });

  beforeAll(async () => {
    admin = await adminToken(stack.baseUrl);
    await call('PUT', '/api/business-settings', GST_SETTINGS);
    const room = await seedRoom(stack.baseUrl, 'Deodar Stay Room');
    stay = await call<Reservation>('POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn: TODAY,
      checkOut: day(2),
      guests: 2,
      guestName: 'सीता वर्मा',
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    link = await call('POST', `/api/reservations/${stay._id}/stay-link`);
  });

  it('when the guest opens the link on a 390 px phone in Hindi with JavaScript off, then the balance and the UPI link are there and the forms say JavaScript is needed', async () => {
    expect(new URL(link.url).pathname).toBe(`/hi/stay/${link.token}`);
    const figures = await call<Reservation>('GET', `/api/reservations/${stay._id}`);
    page = await stack.newPage({ viewport: PHONE, locale: 'hi-IN', javaScriptEnabled: false });
    const res = await page.goto(new URL(link.url).pathname);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'नमस्ते सीता' }).waitFor();
    expect(await page.locator('#balance').innerText()).toBe(formatPaise(figures.balance));
    const upi = page.getByRole('link', { name: /^UPI से ₹[\d,]+ चुकाएँ$/ });
    expect(await upi.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=satpura\.stays@okaxis&pn=Satpura%20Stays&am=\d+\.00&cu=INR/,
    );
    expect(await page.getByRole('img', { name: /UPI QR कोड/ }).isVisible()).toBe(true);
    expect(await page.locator('form#guest').isVisible()).toBe(false);
    await page.getByText('इस पेज से विवरण भेजने के लिए JavaScript चालू करें').waitFor();
    await shot(page, 'hi-390-no-js');
  });

  it('when a foreign guest fills the pre-arrival form with JavaScript, then it is received, and the desk sees "Details received" on Today', async () => {
    page = await stack.newPage({ viewport: PHONE, locale: 'en-IN' });
    await page.goto(`/stay/${link.token}`);
    const form = page.locator('form#guest');
    await form.waitFor();
    expect(await page.locator('#formc').isVisible()).toBe(false);
    await form.getByLabel('Name', { exact: true }).fill('Emma Clarke');
    await form.getByLabel('Nationality').selectOption('GB');
    await page.locator('#formc').waitFor();
    await form.getByLabel('ID type').selectOption('passport');
    await form.getByLabel('ID number').fill('P1234567');
    await form.getByLabel('Address').fill('12 Mill Lane, York, UK');
    await form.getByLabel('Gender').selectOption('female');
    const fields: [string, string][] = [
      ['dateOfBirth', '1990-04-12'],
      ['passportIssuePlace', 'London'],
      ['passportIssueDate', '2020-05-02'],
      ['passportExpiry', '2030-05-01'],
      ['visaNumber', 'V998877'],
      ['visaType', 'e-Tourist'],
      ['visaIssuePlace', 'London'],
      ['visaIssueDate', day(-60)],
      ['visaValidTill', day(90)],
      ['arrivalInIndia', day(-5)],
      ['portOfArrival', 'Delhi airport'],
      ['arrivedFrom', 'London'],
      ['nextDestination', 'Khajuraho'],
      ['purposeOfVisit', 'Tourism'],
    ];
    for (const [name, value] of fields) await form.locator(`[name="${name}"]`).fill(value);
    // Without consent: the server's sentence by the box, nothing saved.
    await form.getByRole('button', { name: 'Send details' }).click();
    await form.locator('[data-for="consent"]').filter({ hasText: /\S/ }).waitFor();
    await shot(page, 'en-390-form-error');
    await form.getByLabel(/I have read the privacy notice/).check();
    await form.getByRole('button', { name: 'Send details' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you — details received. (Emma Clarke)' }).waitFor();
    await shot(page, 'en-390-form-sent');

    const desk = await signedInAdminPage(stack);
    page = desk;
    await desk.goto('/admin/today');
    const entry = desk.getByTestId(`entry-${stay.reference}`);
    await entry.getByTestId('details-received').waitFor();
    expect(await entry.getByTestId('details-received').innerText()).toBe('Details received');
    await shot(desk, 'desk-today-1280');
    const guests = await call<{ name: string; nationality: string; visaNumber: string }[]>(
      'GET',
      `/api/reservations/${stay._id}/guests`,
    );
    expect(guests).toEqual([
      expect.objectContaining({ name: 'Emma Clarke', nationality: 'GB', visaNumber: 'V998877' }),
    ]);
  });

  it('when the guest says "I have paid" and asks for a copy of their data, then the desk confirms the payment from the stay and the owner sees the request with its due date', async () => {
    page = await stack.newPage({ viewport: PHONE, locale: 'en-IN' });
    await page.goto(`/stay/${link.token}`);
    await page.getByLabel(/Paid already\?/).fill('9988 7766 5544');
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByText(/You reported ₹[\d,]+ paid \(UTR 9988 7766 5544\)/).waitFor();
    const data = page.locator('form#data');
    await data.getByLabel('Send me a copy of my data').check();
    await data.getByLabel('Message (optional)').fill('Please email it');
    await data.getByRole('button', { name: 'Send request' }).click();
    await data.getByRole('status').filter({ hasText: 'Request received' }).waitFor();
    await shot(page, 'en-390-reported');

    const desk = await signedInAdminPage(stack);
    page = desk;
    await desk.goto(`/admin/reservations?open=${stay._id}`);
    const panel = desk.getByTestId('stay-panel');
    await panel.getByTestId('reported-payment').filter({ hasText: 'not counted yet' }).waitFor();
    expect(await panel.getByRole('textbox', { name: "Link to the guest's page" }).inputValue()).toBe(link.url);
    await panel.scrollIntoViewIfNeeded();
    await shot(desk, 'desk-reservation-1280', false);
    await panel.getByRole('button', { name: /^Confirm ₹/ }).click();
    await panel.getByTestId('reported-payment').filter({ hasText: 'confirmed' }).waitFor();

    await desk.goto('/admin/data-requests');
    const request = desk.getByTestId(`data-request-${stay.reference}`);
    await request.getByText('Copy of data').waitFor();
    await request.getByText(/^Due /).waitFor();
    await shot(desk, 'desk-data-requests-1280');
  });

  it("when the page is seen at 390 and 1366 px in both languages, and the desk's side in Hindi on a phone, then they lay out (screenshots to look at)", async () => {
    for (const [lang, viewport, name] of [
      ['en', PHONE, 'en-390'],
      ['hi', PHONE, 'hi-390'],
      ['en', DESKTOP, 'en-1366'],
      ['hi', DESKTOP, 'hi-1366'],
    ] as const) {
      page = await stack.newPage({ viewport });
      await page.goto(`${lang === 'hi' ? '/hi' : ''}/stay/${link.token}`);
      await page.locator('form#guest').waitFor();
      expect(describeFindings(await axeViolations(page)), name).toBe('');
      await shot(page, name);
      await page.context().close();
      page = undefined;
    }
    // The desk's side in Hindi on a phone: the guest's page panel of the stay, and the data requests.
    const session = await apiLogin(stack.baseUrl, { ...ADMIN, role: 1 });
    page = await pageWithSession(stack, session, PHONE, 'hi-IN');
    await page.goto(`/admin/reservations?open=${stay._id}`);
    const panel = page.getByTestId('stay-panel');
    await panel.getByTestId('stay-details').filter({ hasText: 'आगमन से पहले का विवरण मिला' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'desk-hi-390-reservation', false);
    await page.goto('/admin/data-requests');
    await page.getByRole('heading', { name: 'डेटा अनुरोध', level: 1 }).waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    await shot(page, 'desk-hi-390-data-requests');
  }, 180_000); // eight pages and screenshots, one after another
});
