import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { istDateTime } from '@pachmarhi/common/time';
import { adminCall, adminToken, apiLogin } from './support/api';
import { screenshot } from './support/browser';
import { axeViolations, describeFindings } from './axe';
import { NOW, TODAY, day } from './support/clock';
import { useStack } from './support/use-stack';
import { closePageAfterEach, fillFields, pageWithSession, seedRoom } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const POOJA = { name: 'Pooja Sharma', email: 'pooja@pachmarhistays.in', password: 'Bee-Falls-Monsoon-2026' };

describe('registers at 390 px, in English and Hindi: Form C, Reports from the phone menu, the audit trail as sentences, counts on Today and the dashboard (each screen passes axe)', () => {
  const stack = useStack();
  let page: Page | undefined;
  let emma: Reservation;
  let asha: Reservation;
  closePageAfterEach('registers', () => page);

  /** A page signed in as Pooja (an owner account) at `viewport`, in `lang`. */
  async function asPooja(lang: 'en' | 'hi', viewport = PHONE): Promise<Page> {
    const session = await apiLogin(stack.baseUrl, { email: POOJA.email, password: POOJA.password });
    return pageWithSession(stack, session, viewport, lang === 'hi' ? 'hi-IN' : 'en-IN');
  }

  beforeAll(async () => {
    const admin = await adminToken(stack.baseUrl);
    expect((await adminCall(stack.baseUrl, admin, 'POST', '/api/staff', { ...POOJA, role: 1 })).status).toBe(201);
    const token = (await apiLogin(stack.baseUrl, { email: POOJA.email, password: POOJA.password })).token;
    const call = async (method: string, path: string, body?: object) => {
      const res = await adminCall(stack.baseUrl, token, method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      return ((await res.json()) as { data: Reservation }).data;
    };
    const stay = async (room: string, guestName: string, checkOut: string) =>
      call('POST', '/api/reservations', {
        kind: 'room',
        itemId: (await seedRoom(stack.baseUrl, room))._id,
        checkIn: TODAY,
        checkOut,
        guests: 2,
        guestName,
        guestPhone: '98765 43210',
        status: 'confirmed',
        source: 'phone',
      });
    emma = await stay('Deodar Register Room', 'Emma Clarke', day(2));
    asha = await stay('Sal Register Room', 'Asha Verma', day(1));
    await call('PUT', `/api/reservations/${emma._id}`, { status: 'checked-in' });
    await call('PUT', `/api/reservations/${asha._id}`, { agreedTotal: 4000, notes: 'Regular guest' });
    await call('PUT', `/api/reservations/${asha._id}`, { agreedTotal: 3500, notes: 'Regular guest' });
    await call('POST', `/api/reservations/${asha._id}/payments`, { amount: 2000, method: 'cash' });
  });

  it('when Pooja registers a British guest on Form C, then an expired passport is refused with the sentence on its field, the passport number is typed once, and Mark submitted keeps the FRRO acknowledgement', async () => {
    page = await asPooja('en');
    await page.goto('/admin/today');
    const entry = page.getByTestId(`entry-${emma.reference}`).first();
    await entry.getByRole('button', { name: 'Guests', exact: true }).click();
    const register = entry.getByTestId('guest-register');
    await register.getByRole('button', { name: 'Add guest' }).click();
    const form = register.getByTestId('guest-form');
    await form.getByLabel('Name').fill('Emma Clarke');
    // ISO 3166 countries only: one United Kingdom, none of ICU's private or withdrawn codes.
    const nationality = form.getByLabel('Nationality');
    const codes = await nationality
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(codes[0]).toBe('IN');
    expect(codes).toHaveLength(249);
    for (const gone of ['UK', 'DD', 'XA', 'XB', 'EU', 'UN', 'ZZ', 'QO']) expect(codes).not.toContain(gone);
    await nationality.selectOption('GB');
    // A foreign national's ID is the passport: its number is asked once, as the ID number.
    expect(await form.getByLabel('ID type').inputValue()).toBe('passport');
    expect(await form.getByLabel('Passport number').count()).toBe(1);
    await form.getByLabel('Passport number').fill('533380006');
    await form.getByLabel('Address').fill('12 Rose Lane, Bath BA1 1AA, United Kingdom');
    await form.getByLabel('Arrived from').fill('Bhopal');
    await form.getByLabel('Next destination').fill('Khajuraho');
    const formC = form.getByTestId('foreigner-fields');
    await fillFields(formC, [
      ['Date of birth', '1991-07-14'],
      ['Gender', 'female'],
      ['Passport issued at', 'HMPO Durham'],
      ['Passport issue date', '2016-12-01'],
      ['Passport expiry', day(1)],
      ['Visa number', 'VE1234567'],
      ['Visa type', 'e-Tourist'],
      ['Visa issued at', 'New Delhi (e-Visa)'],
      ['Visa issue date', day(-40)],
      ['Visa valid till', day(50)],
      ['Arrival in India', day(-3)],
      ['Port of arrival', 'Delhi (IGI airport)'],
      ['Purpose of visit', 'Tourism'],
      ['Contact in India', 'Anil Mehta, +91 98260 55555'],
    ]);
    await form.getByRole('button', { name: 'Save guest' }).click();
    // The passport runs out the day before check-out: the server's sentence shows on the field.
    await form
      .getByText(`Passport expiry ${day(1)} is before the stay ends (${day(2)}): a guest cannot be registered`)
      .waitFor();
    await screenshot(page, 'registers-form-c-expired-en-390');
    await formC.getByLabel('Passport expiry').fill('2031-11-30');
    await form.getByRole('button', { name: 'Save guest' }).click();
    await register.getByText('Form C pending').waitFor();

    // The report due: its fields to copy (names in words), and Mark submitted needs the acknowledgement.
    const due = page.getByTestId(`form-iii-${emma.reference}`);
    await due.getByText('Fields for the FRRO portal').click();
    await due.getByText('United Kingdom (GB)').waitFor();
    await due.getByText('Female', { exact: true }).waitFor();
    const mark = due.getByRole('button', { name: 'Mark submitted' });
    expect(await mark.isDisabled()).toBe(true);
    await due.getByLabel('FRRO acknowledgement number').fill('BOI/C/2026/448812');
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-form-c-due-en-390');
    await mark.click();
    await due.waitFor({ state: 'detached' });
    await register.getByText('FRRO acknowledgement BOI/C/2026/448812').waitFor();
    await screenshot(page, 'registers-form-c-submitted-en-390');
  });

  it('when the form is in Hindi, then Form C, its groups and the countries read in Hindi', async () => {
    page = await asPooja('hi');
    await page.goto('/admin/today');
    const entry = page.getByTestId(`entry-${asha.reference}`).first();
    await entry.getByRole('button', { name: 'अतिथि', exact: true }).click();
    await entry.getByRole('button', { name: 'अतिथि जोड़ें' }).click();
    const form = entry.getByTestId('guest-form');
    const nationality = form.getByLabel('राष्ट्रीयता');
    expect(await nationality.locator('option[value="DE"]').innerText()).toBe('जर्मनी (DE)');
    await nationality.selectOption('DE');
    await form.getByTestId('foreigner-fields').getByText('फ़ॉर्म C: विदेशी नागरिक').waitFor();
    expect(await form.getByLabel('पासपोर्ट नंबर').count()).toBe(1);
    for (const label of ['जन्म तिथि', 'लिंग', 'वीज़ा कब तक मान्य', 'यात्रा का उद्देश्य', 'भारत में संपर्क'])
      expect(await form.getByLabel(label).count(), label).toBe(1);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-form-c-hi-390');
  });

  it('when Pooja opens Reports from the phone menu, then the monthly occupancy and money charts and the three CSV buttons show, and the payments CSV times are IST', async () => {
    page = await asPooja('en');
    await page.goto('/admin/today');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Admin navigation' }).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const occupancy = page.getByTestId('monthly-occupancy-chart');
    const revenue = page.getByTestId('monthly-revenue-chart');
    await revenue.getByText(/₹2,000 received in all/).waitFor();
    expect(await occupancy.locator('div[role="img"]').count()).toBe(1);
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    for (const name of ['Download GST report (CSV)', 'Download payments (CSV)', 'Download register (CSV)'])
      expect(await page.getByRole('button', { name }).isEnabled(), name).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-reports-en-390');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download payments (CSV)' }).click();
    const [header, ...rows] = parse(fs.readFileSync(await (await download).path(), 'utf8'), {
      bom: true,
    }) as string[][];
    expect(header.slice(0, 3)).toEqual(['date', 'receivedAtIST', 'reservation']);
    expect(rows.find((r) => r[2] === asha.reference)?.slice(0, 2)).toEqual([TODAY, istDateTime(NOW)]);
  });

  it('when Reports is opened from the phone menu in Hindi, then its charts and files read in Hindi', async () => {
    page = await asPooja('hi');
    await page.goto('/admin/today');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'रिपोर्ट' }).click();
    await page.getByRole('heading', { name: 'रिपोर्ट', level: 1 }).waitFor();
    await page.getByRole('figure', { name: 'महीने के हिसाब से कमरों की भराई' }).waitFor();
    await page.getByRole('button', { name: 'GST रिपोर्ट डाउनलोड करें (CSV)' }).waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-reports-hi-390');
  });

  it('when Pooja reads Activity, then each row is a sentence: her name, the reservation by reference and guest, the field in words and the money; repeated views are one line', async () => {
    page = await asPooja('en');
    await page.goto('/admin/activity');
    await page.getByTestId('audit-sentence').first().waitFor();
    const sentences = await page.getByTestId('audit-sentence').allInnerTexts();
    const stay = `${asha.reference} (Asha Verma)`;
    expect(sentences).toContain(`${POOJA.name} set the agreed total of ${stay} from ₹4,000 to ₹3,500`);
    expect(sentences).toContain(`${POOJA.name} recorded a payment of ₹2,000 (Cash) for ${stay}`);
    expect(sentences).toContain(`${POOJA.name} checked in ${emma.reference} (Emma Clarke)`);
    expect(sentences).toContain(
      `${POOJA.name} marked the Form C of Emma Clarke (${emma.reference}) submitted, acknowledgement BOI/C/2026/448812`,
    );
    expect(sentences.some((s) => / viewed the (guests of .+|Form C reports due) \d+ times$/.test(s))).toBe(true);
    expect(sentences.join('\n')).not.toMatch(/agreedTotal|checkedInAt|guest-register|[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-activity-en-390');
  });

  it('when Activity is read in Hindi, then the sentences are Hindi', async () => {
    page = await asPooja('hi');
    await page.goto('/admin/activity');
    await page.getByRole('heading', { name: 'गतिविधि', level: 1 }).waitFor();
    await page.getByTestId('audit-sentence').first().waitFor();
    const sentences = await page.getByTestId('audit-sentence').allInnerTexts();
    expect(sentences).toContain(
      `${POOJA.name} ने ${asha.reference} (Asha Verma) में तय कुल राशि ₹4,000 से बदलकर ₹3,500 किया`,
    );
    expect(sentences).toContain(`${POOJA.name} ने ${emma.reference} (Emma Clarke) चेक-इन किया`);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'registers-activity-hi-390');
  });

  it('when Today and the dashboard are in Hindi, then their counts and words are Hindi and the business name is its own', async () => {
    page = await asPooja('hi');
    await page.goto('/admin/today');
    const entry = page.getByTestId(`entry-${emma.reference}`).first();
    expect(await entry.innerText()).toContain('2 रातें · 2 मेहमान');
    await screenshot(page, 'registers-today-hi-390');
    await page.context().close();
    page = await asPooja('hi', { width: 1366, height: 900 });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }).waitFor();
    await page.getByText('हर कमरे (एक रात), टूर (एक व्यक्ति) और जिप्सी (एक दिन) की सूची-कीमतों का जोड़').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\d+ available|\d+ tomorrow|% available/);
    expect(text).toMatch(/\d+ उपलब्ध/);
    // The business's own name, as the owner wrote it in Hindi (Business & tax, the demo content's).
    expect(await page.getByRole('complementary').textContent()).toContain('पचमढ़ी स्टेज़ एंड टूर्स');
    await screenshot(page, 'registers-dashboard-hi-1366');
  });
});
