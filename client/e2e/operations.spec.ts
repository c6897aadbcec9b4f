import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DaySheet } from '@pachmarhi/common/schemas/operations-records';
import { adminCall, adminToken, apiLogin, getJson } from './support/api';
import { screenshot } from './support/browser';
import { day, weekdayOf } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { closePageAfterEach, pageWithSession } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TOMORROW = day(1);

describe("operations at 390 px: the owner assigns tomorrow's safaris and sends the day sheet to a driver, in English and Hindi", () => {
  const stack = useStack();
  let page: Page | undefined;
  let token: string;
  let session: { token: string; user: unknown };
  const refs: Record<'first' | 'second' | 'hindi', string> = { first: '', second: '', hindi: '' };
  closePageAfterEach('operations', () => page);

  const sheet = async () =>
    (await getJson<{ data: DaySheet }>(stack.baseUrl, `/api/day-sheet?date=${TOMORROW}`, token)).data;
  const idOf = (s: DaySheet, name: string) =>
    (s.staff.find((p) => p.name === name) ?? s.vehicles.find((v) => v.name === name))!._id;

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    session = await apiLogin(stack.baseUrl, { ...ADMIN, role: 1 });
    const { tours } = await getJson<{ tours: { _id: string; title: string }[] }>(stack.baseUrl, '/api/v1/tours/get');
    const safari = tours.find((t) => t.title === 'Satpura Jungle Safari')!;
    const reserve = async (guestName: string, shift: string) => {
      const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
        kind: 'tour',
        itemId: safari._id,
        checkIn: TOMORROW,
        guests: 2,
        guestName,
        guestPhone: '98765 43210',
        status: 'confirmed',
        source: 'phone',
        shift,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { reference: string } }).data.reference;
    };
    refs.first = await reserve('Kabir Mehta', 'evening');
    refs.second = await reserve('Emily Clarke', 'evening');
    refs.hindi = await reserve('Anjali Singh', 'morning');
  });

  async function phonePage(locale?: string): Promise<Page> {
    const p = await pageWithSession(stack, session, PHONE, locale);
    await p.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await p.goto('/admin/operations');
    return p;
  }

  /** Choose the job's Gypsy, driver and guide (by their ids) and press Assign. */
  async function assign(
    p: Page,
    ref: string,
    ids: { vehicle: string; driver: string; guide?: string },
    labels: string[],
    button: string,
  ) {
    const job = p.getByTestId(`job-${ref}`);
    await job.getByLabel(labels[0]).selectOption(ids.vehicle);
    await job.getByLabel(labels[1]).selectOption(ids.driver);
    if (ids.guide) await job.getByLabel(labels[2]).selectOption(ids.guide);
    await job.getByRole('button', { name: button }).click();
    return job;
  }

  it('when the owner assigns the two evening safaris, then a driver in two places is refused with the sentence, the other driver fits, and Ramesh gets his jobs on WhatsApp in one tap', async () => {
    const s = await sheet();
    page = await phonePage();
    await page.getByRole('heading', { name: 'Operations' }).waitFor();
    const labels = ['Gypsy', 'Driver', 'Guide'];
    const first = await assign(
      page,
      refs.first,
      { vehicle: idOf(s, 'Gypsy King — Red'), driver: idOf(s, 'Ramesh Yadav'), guide: idOf(s, 'Sunil Uikey') },
      labels,
      'Assign',
    );
    await first.getByText('Assigned', { exact: true }).waitFor();
    const second = await assign(
      page,
      refs.second,
      { vehicle: idOf(s, 'Gypsy King — Silver'), driver: idOf(s, 'Ramesh Yadav') },
      labels,
      'Assign',
    );
    expect(await second.getByRole('alert').textContent()).toBe(
      `Ramesh Yadav is already driving Satpura Jungle Safari (${refs.first}) on Thu 10 Dec, evening`,
    );
    await assign(
      page,
      refs.second,
      { vehicle: idOf(s, 'Gypsy King — Silver'), driver: idOf(s, 'Sohan Lal') },
      labels,
      'Assign',
    );
    await second.getByText('Assigned', { exact: true }).waitFor();

    const send = page.getByTestId('driver-Ramesh Yadav').getByRole('link', { name: 'Send on WhatsApp' });
    const href = decodeURIComponent((await send.getAttribute('href'))!);
    expect(href).toMatch(/^https:\/\/wa\.me\/919893022101\?text=Namaste Ramesh Yadav, your jobs for Thu 10 Dec:\n/);
    expect(href).toContain(
      `Satpura Jungle Safari (${refs.first}) — pickup Hotel reception, Pachmarhi — Kabir Mehta (2 guests)`,
    );
    const [whatsapp] = await Promise.all([page.context().waitForEvent('page'), send.click()]);
    expect(whatsapp.url()).toContain('wa.me/919893022101');
    await whatsapp.close();
    await screenshot(page, 'operations-390-en');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'operations-1366-en');
    for (const [path, name] of [
      ['/admin/drivers-guides', 'drivers-guides'],
      ['/admin/park-closures', 'park-closures'],
    ]) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `${name}-390-en`);
    }
  });

  it('when the owner works in Hindi, then the screen is Hindi, the morning safari is assigned and the driver’s WhatsApp text is Hindi', async () => {
    const s = await sheet();
    const morning = s.jobs.find((j) => j.shift === 'morning' && j.assigned)!;
    const freeDriver = s.staff.find((p) => p.role === 'driver' && p._id !== morning.driverId && !p.off)!;
    const freeGypsy = s.vehicles.find((v) => v._id !== morning.vehicleId && !v.lapsed.length && !v.outOfService)!;
    page = await phonePage('hi-IN');
    await page.getByRole('heading', { name: 'संचालन' }).waitFor();
    const job = await assign(
      page,
      refs.hindi,
      { vehicle: freeGypsy._id, driver: freeDriver._id },
      ['जिप्सी', 'ड्राइवर', 'गाइड'],
      'सौंपें',
    );
    await job.getByText('सौंपा गया', { exact: true }).waitFor();
    const send = page.getByTestId(`driver-${freeDriver.name}`).getByRole('link', { name: 'WhatsApp पर भेजें' });
    const href = decodeURIComponent((await send.getAttribute('href'))!);
    expect(href).toContain(`नमस्ते ${freeDriver.name}, `);
    expect(href).toContain(`(${refs.hindi}) — पिकअप होटल रिसेप्शन, पचमढ़ी — Anjali Singh (2 मेहमान)`);
    const [whatsapp] = await Promise.all([page.context().waitForEvent('page'), send.click()]);
    await whatsapp.close();
    await screenshot(page, 'operations-390-hi');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'operations-1366-hi');
    for (const [path, name] of [
      ['/admin/drivers-guides', 'drivers-guides'],
      ['/admin/park-closures', 'park-closures'],
    ]) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `${name}-390-hi`);
    }
  });

  it('when a visitor picks a Wednesday departure of the safari and the afternoon shift, then the public page refuses it with the closure, in English and Hindi', async () => {
    // The demo's safari departs 3, 7, 10… days from today: the first of them on a Wednesday.
    const wednesday = [3, 7, 10, 14, 21, 28].map(day).find((d) => weekdayOf(d) === 3);
    expect(wednesday).toBeDefined();
    for (const [lang, words] of [
      [
        'en',
        {
          box: 'Price and reservation',
          departure: 'Departure',
          shift: 'Safari shift',
          closed: 'The core zone is closed on Wednesday afternoons',
        },
      ],
      [
        'hi',
        { box: undefined, departure: undefined, shift: 'सफ़ारी की पाली', closed: 'कोर ज़ोन बुधवार दोपहर को बंद रहता है' },
      ],
    ] as const) {
      page = await stack.newPage({ viewport: PHONE });
      await page.goto(`/tours/satpura-jungle-safari?${lang === 'hi' ? 'lang=hi&' : ''}checkIn=${wednesday}`);
      const box = words.box
        ? page.getByRole('complementary', { name: words.box })
        : page.getByRole('complementary').first();
      await box.getByLabel(words.shift, { exact: true }).selectOption('evening');
      await box.getByTestId('park-closure').getByText(words.closed).waitFor();
      if (lang === 'en')
        await box
          .getByText(words.closed + '.', { exact: true })
          .or(box.getByText(words.closed, { exact: true }))
          .first()
          .waitFor();
      await screenshot(page, `safari-closed-390-${lang}`);
      await page.context().close();
      page = undefined;
    }
  });
});
