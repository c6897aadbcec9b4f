import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { formatDateIST } from '@pachmarhi/common/format';
import { istDateTime } from '@pachmarhi/common/time';
import { adminCall, adminToken, apiLogin } from './support/api';
import { axeViolations, describeFindings } from './axe';
import { screenshot } from './support/browser';
import { NOW, TODAY, day } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { closePageAfterEach, fillFields, pageWithSession, seedRoom } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const DESK = { name: 'Ramesh Desk', email: 'ramesh.desk@pachmarhistays.in', password: 'Deodar-Ridge-Monsoon-26' };
/** The desk's password after the owner resets it (third test). */
const NEW_PASSWORD = 'Sal-Forest-Waterfall-31';

describe('front desk at 390 px: check-in with the guest register and Form C, the Hindi day-before message, check-out; the owner reads it in Activity', () => {
  const stack = useStack();
  let page: Page | undefined;
  let token: string;
  let staying: Reservation;
  let tomorrow: Reservation;
  let arriving: Reservation;
  closePageAfterEach('front-desk', () => page);

  async function reserve(roomId: string, guestName: string, checkIn: string, checkOut: string): Promise<Reservation> {
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: roomId,
      checkIn,
      checkOut,
      guests: 1,
      guestName,
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Reservation }).data;
  }

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    const room = await seedRoom(stack.baseUrl, 'Deodar Desk Room');
    const other = await seedRoom(stack.baseUrl, 'Sal Desk Room');
    staying = await reserve(room._id, 'Emily Clarke', TODAY, day(2));
    tomorrow = await reserve(other._id, 'Asha Verma', day(1), day(3));
    const third = await seedRoom(stack.baseUrl, 'Teak Desk Room');
    arriving = await reserve(third._id, 'Kabir Mehta', TODAY, day(1));
    const desk = await adminCall(stack.baseUrl, token, 'POST', '/api/staff', { ...DESK, role: 3 });
    expect(desk.status).toBe(201);
  });

  /** A phone page signed in as `who` (through the API), with wa.me answered locally so a tap on a message opens nothing outside. */
  async function phonePage(who: { email: string; password: string }): Promise<Page> {
    const session = await apiLogin(stack.baseUrl, { email: who.email, password: who.password });
    const p = await pageWithSession(stack, session, PHONE);
    await p.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    return p;
  }

  it('when the front desk checks in a British guest, registers her Form C (passport number typed once), sends the Hindi day-before message and checks her out, then Form C is shown due, the message is recorded and Rates stays closed', async () => {
    page = await phonePage(DESK);
    await page.goto('/admin');
    await page.waitForURL('**/admin/today');
    const entry = page.getByTestId(`entry-${staying.reference}`).first();
    await entry.getByRole('button', { name: 'Check in' }).click();
    // Check-in asks first and says the register comes next.
    await page.getByTestId('check-in-dialog').getByRole('button', { name: 'Check in' }).click();

    // Checking in opens the register on a new guest (or "Add later"); the Aadhaar rule is explained beside the ID number.
    const register = entry.getByTestId('guest-register');
    const form = register.getByTestId('guest-form');
    await form.getByRole('button', { name: 'Add later' }).waitFor();
    expect(await form.getByText('Aadhaar: type only the last four digits').count()).toBe(1);
    await form.getByLabel('Name').fill('Emily Clarke');
    // A foreign nationality makes the passport the ID: its number is asked once, as the ID number.
    await form.getByLabel('Nationality').selectOption('GB');
    expect(await form.getByLabel('ID type').inputValue()).toBe('passport');
    await form.getByLabel('Passport number').fill('533380006');
    await form.getByLabel('Address').fill('12 Rose Lane, Bath BA1 1AA, United Kingdom');
    await form.getByLabel('Arrived from').fill('Bhopal');
    await form.getByLabel('Next destination').fill('Jabalpur');
    const formC = form.getByTestId('foreigner-fields');
    await formC.waitFor();
    expect(await form.getByLabel('Passport number').count()).toBe(1);
    await fillFields(formC, [
      ['Date of birth', '1991-07-14'],
      ['Gender', 'female'],
      ['Passport issued at', 'HMPO Durham'],
      ['Passport issue date', '2021-05-01'],
      ['Passport expiry', '2031-04-30'],
      ['Visa number', 'VE1234567'],
      ['Visa type', 'e-Tourist'],
      ['Visa issued at', 'New Delhi (e-Visa)'],
      ['Visa issue date', day(-40)],
      ['Visa valid till', day(50)],
      ['Arrival in India', day(-3)],
      ['Port of arrival', 'Delhi airport'],
      ['Purpose of visit', 'Tourism'],
    ]);
    await form.getByRole('button', { name: 'Save guest' }).click();
    await register.getByText('Form C pending').waitFor();

    // Checked in at the suite's now: the report is due 24 hours later.
    const due = page.getByTestId(`form-iii-${staying.reference}`);
    await due.waitFor();
    expect(await due.getByTestId('form-iii-badge').innerText()).toBe('Form C due in 24 h');
    expect(await entry.getByTestId('form-iii-badge').innerText()).toBe('Form C due in 24 h');
    await screenshot(page, 'front-desk-check-in-register-390');

    // The day-before message to tomorrow's arrival, in Hindi.
    const dueToday = page.getByTestId('due-today');
    await dueToday.getByLabel('Language').selectOption('hi');
    const send = dueToday.getByTestId(`due-pre-arrival-${tomorrow.reference}`).getByRole('link');
    await page.waitForFunction(
      (el) => decodeURIComponent(el?.getAttribute('href') ?? '').includes('नमस्ते'),
      await send.elementHandle(),
    );
    const url = new URL((await send.getAttribute('href'))!);
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/919876543210');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('नमस्ते Asha Verma');
    expect(text).toContain('चेक-इन दोपहर 12 बजे से है');
    expect(text).toContain(`बुकिंग ${tomorrow.reference}`);
    const popup = page.waitForEvent('popup');
    await send.click();
    await (await popup).close();
    await dueToday.getByTestId(`due-pre-arrival-${tomorrow.reference}`).getByRole('link', { name: /✓$/ }).waitFor();
    await screenshot(page, 'front-desk-due-today-hindi-390');

    // Check-out with ₹8,400 due: settled at the desk (the balance prefilled), then confirmed.
    await entry.getByRole('button', { name: 'Check out' }).click();
    const checkOut = page.getByTestId('check-out-dialog');
    await checkOut.getByText('Emily Clarke still owes ₹8,400.').waitFor();
    await checkOut.getByRole('button', { name: 'Settle now' }).click();
    expect(await checkOut.getByLabel('Amount (₹)').inputValue()).toBe('8400');
    await checkOut.getByLabel('Method').selectOption('card');
    await checkOut.getByRole('button', { name: 'Record', exact: true }).click();
    await checkOut.getByText('Check out Emily Clarke (#' + staying.reference + ') now? Nothing is due.').waitFor();
    await screenshot(page, 'front-desk-check-out-settled-390');
    await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
    await checkOut.waitFor({ state: 'detached' });
    await entry.getByText('Checked out').first().waitFor();

    // The register for an inspection: the check-ins of a date range, as a CSV with its header row.
    const exporter = page.getByTestId('register-export');
    await exporter.getByLabel('Check-ins from').fill(day(-1));
    await exporter.getByLabel('Check-ins to').fill(TODAY);
    await screenshot(page, 'front-desk-register-export-390');
    const download = page.waitForEvent('download');
    await exporter.getByRole('button', { name: 'Download register (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`guest-register-from-${day(-1)}-to-${TODAY}.csv`);
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header.slice(0, 8)).toEqual([
      'Reference',
      'Check-in',
      'Check-out',
      'Checked in (IST)',
      'Name',
      'Nationality',
      'ID type',
      'ID number',
    ]);
    const emily = rows.filter((r) => r[0] === staying.reference).map((r) => r.slice(3, 7));
    expect(emily).toEqual([[istDateTime(NOW), 'Emily Clarke', 'GB', 'passport']]);

    // Rates: not in the sidebar, and its address says access denied.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Today' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Rates' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Activity' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin/rates');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await screenshot(page, 'front-desk-rates-denied-390');
  });

  it("when the owner opens Activity, then the front desk's check-in, guest record, message and check-out are listed under its name", async () => {
    page = await phonePage(ADMIN);
    await page.goto('/admin/activity');
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await page.getByLabel('Account').selectOption({ label: DESK.name });
    const list = page.getByTestId('audit-list');
    // The list shows the desk's rows only once the account's filter has answered.
    await list
      .getByTestId('audit-sentence')
      .filter({ hasText: `${DESK.name} checked out` })
      .first()
      .waitFor();
    await list.locator('li').filter({ hasNotText: DESK.name }).first().waitFor({ state: 'detached' });
    const sentences = await list.getByTestId('audit-sentence').allInnerTexts();
    const stay = `${staying.reference} (${staying.guestName})`;
    // Sentences with the desk's name, the reservation by reference and guest, no stored names.
    expect(sentences).toContain(`${DESK.name} checked in ${stay}`);
    expect(sentences).toContain(`${DESK.name} checked out ${stay}`);
    expect(sentences).toContain(`${DESK.name} added Emily Clarke to the guest register of ${stay}`);
    expect(sentences).toContain(
      `${DESK.name} downloaded the guest register (check-ins ${formatDateIST(day(-1))} to ${formatDateIST(TODAY)})`,
    );
    expect(sentences.some((x) => /sent the pre-arrival message to/.test(x))).toBe(true);
    expect(sentences.join('\n')).not.toMatch(/checked-in|checkedInAt|guest-register|[0-9a-f]{8}-[0-9a-f]{4}/);
    // The desk's repeated views of the same register are one line with a count.
    expect(sentences.some((x) => x.startsWith(`${DESK.name} viewed the guests of ${stay}`))).toBe(true);
    // A created record's fields are folded under their count, in words.
    expect(await list.locator('li[data-action="create"] summary').first().innerText()).toMatch(/^\d+ fields$/);
    expect(await list.locator('li').filter({ hasNotText: DESK.name }).count()).toBe(0);
    await screenshot(page, 'front-desk-activity-owner-390');

    // The reservation's own history, in its dialog.
    await page.goto('/admin/reservations');
    await page.getByRole('button', { name: `Open reservation ${staying.reference}` }).click();
    const history = page.getByTestId('stay-history');
    await history.getByText('Checked out', { exact: true }).waitFor();
    expect(await history.getByText('Checked in', { exact: true }).count()).toBe(1);
    // Checked out: nothing to cancel.
    expect(await page.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(0);
    await screenshot(page, 'front-desk-reservation-history-390');
  });

  it('when the owner opens Staff and Message templates, then the desk account is listed with its role, its password reset and disabling work, and a template with an unknown placeholder shows the server sentence naming it; both screens pass axe', async () => {
    page = await phonePage(ADMIN);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const desk = page.getByTestId(`staff-${DESK.email}`);
    expect(await desk.getByLabel('Role').inputValue()).toBe('3');
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'front-desk-staff-390');
    // Reset the password: the new one signs in. Disabled, the account cannot sign in; enabled again, it can.
    await desk.getByLabel(`New password for ${DESK.name}`).fill(NEW_PASSWORD);
    await desk.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForFunction(
      (el) => (el as HTMLInputElement | null)?.value === '',
      await desk.getByLabel(`New password for ${DESK.name}`).elementHandle(),
    );
    await apiLogin(stack.baseUrl, { email: DESK.email, password: NEW_PASSWORD });
    await desk.getByRole('button', { name: 'Disable' }).click();
    await desk.getByText('Disabled', { exact: true }).waitFor();
    await expect(apiLogin(stack.baseUrl, { email: DESK.email, password: NEW_PASSWORD })).rejects.toThrow('401');
    await desk.getByRole('button', { name: 'Enable' }).click();
    await desk.getByRole('button', { name: 'Disable' }).waitFor();
    await apiLogin(stack.baseUrl, { email: DESK.email, password: NEW_PASSWORD });

    await page.goto('/admin/message-templates');
    await page.getByRole('heading', { name: 'Message templates', level: 1 }).waitFor();
    const template = page.getByTestId('template-pre-arrival-en');
    await template.getByRole('textbox').fill('Hello {guestNmae}, see you tomorrow.');
    await template.getByRole('button', { name: 'Save' }).click();
    await template.getByText('Unknown placeholder {guestNmae}; the placeholders are {guestName}').waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'front-desk-templates-error-390');
  });

  it('when the front desk works in Hindi, then the register form, the Aadhaar rule and the Today board read in Hindi', async () => {
    const session = await apiLogin(stack.baseUrl, { email: DESK.email, password: NEW_PASSWORD });
    page = await pageWithSession(stack, session, PHONE, 'hi-IN');
    await page.goto('/admin/today');
    await page.getByRole('heading', { name: 'आज', level: 1 }).waitFor();
    const entry = page.getByTestId(`entry-${tomorrow.reference}`);
    await page.getByLabel('तारीख़').fill(day(1));
    await entry.getByRole('button', { name: 'अतिथि', exact: true }).click();
    await entry.getByRole('button', { name: 'अतिथि जोड़ें' }).click();
    await entry.getByText('आधार: केवल अंतिम चार अंक लिखें').waitFor();
    await screenshot(page, 'front-desk-register-hindi-390');
  });

  it("when the front desk agrees a total below the quote, then the server's sentence shows; a total it may agree shows at once in the stay's bill", async () => {
    page = await phonePage({ email: DESK.email, password: NEW_PASSWORD });
    await page.goto('/admin/reservations');
    await page.getByRole('button', { name: `Open reservation ${tomorrow.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Reservation ${tomorrow.reference}`) });
    const total = dialog.getByTestId('money-bill').getByTestId('bill-total');
    await total.getByText('₹8,400', { exact: true }).waitFor();
    await dialog.getByRole('spinbutton', { name: 'Agreed total (₹)' }).fill('5000');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Regular guest');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog
      .getByTestId('reservation-server-error')
      .getByText('Only the owner can agree a total below the quote (₹8,400).')
      .waitFor();
    await dialog.getByRole('spinbutton', { name: 'Agreed total (₹)' }).fill('9000');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await total.getByText('₹9,000', { exact: true }).waitFor();
    expect(await dialog.getByTestId('money-bill').getByTestId('bill-discount').innerText()).toMatch(
      /Agreed total ₹9,000, above the quote\s+\+₹600/,
    );
    await screenshot(page, 'front-desk-agreed-total-390', { fullPage: false });
  });

  it('when the owner checks a guest in from the reservation dialog, then the dialog stays open on the checked-in stay with its register, where a guest is added at once', async () => {
    page = await phonePage(ADMIN);
    await page.goto('/admin/reservations');
    await page.getByRole('button', { name: `Open reservation ${arriving.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Reservation ${arriving.reference}`) });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await page.getByTestId('check-in-dialog').getByRole('button', { name: 'Check in' }).click();
    await dialog.getByRole('heading', { name: /Checked in/ }).waitFor();
    await dialog.getByRole('button', { name: 'Check out' }).waitFor();
    // The register opens on the new guest's form at once.
    const register = dialog.getByTestId('guest-register');
    const form = register.getByTestId('guest-form');
    await form.getByLabel('Name').fill('Kabir Mehta');
    await form.getByLabel('ID type').selectOption('driving-licence');
    await form.getByLabel('ID number').fill('MP04 20190012345');
    await form.getByLabel('Address').fill('14 Arera Colony, Bhopal 462016');
    await form.getByRole('button', { name: 'Save guest' }).click();
    await register.getByText('Kabir Mehta').waitFor();
    // The stay's history has the check-in too, without a reload.
    await dialog.getByTestId('stay-history').getByText('Checked in', { exact: true }).waitFor();
    await screenshot(page, 'front-desk-dialog-check-in-register-390');
  });

  it('when the owner reads Activity in Hindi, then the actions and records are in Hindi words', async () => {
    const session = await apiLogin(stack.baseUrl, { email: ADMIN.email, password: ADMIN.password });
    page = await pageWithSession(stack, session, PHONE, 'hi-IN');
    await page.goto('/admin/activity');
    await page.getByRole('heading', { name: 'गतिविधि', level: 1 }).waitFor();
    const list = page.getByTestId('audit-list');
    const checkIn = list.locator('li[data-action="check-in"]').first();
    expect(await checkIn.getByTestId('audit-sentence').innerText()).toMatch(
      new RegExp(`ने ${arriving.reference} \\(.+\\) चेक-इन किया$`),
    );
    await page.getByLabel('रिकॉर्ड').selectOption({ label: 'भुगतान' });
    await screenshot(page, 'front-desk-activity-hindi-390');
  });
});
