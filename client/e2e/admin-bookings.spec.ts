import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken, getJson } from './support/api';
import { screenshot } from './support/browser';
import { label, monthName, plusDays, NEXT_MONTH, TODAY } from './support/clock';
import { useStack } from './support/use-stack';
import { acceptNextDialog, loginAsAdmin, seedRoom, sidebar, waitForToast } from './admin-helpers';

/** Dates in next month (IST), so no cell is in the past whatever the suite's today. Rooms here are seedRoom's: ₹4,200 a night. */
const month = NEXT_MONTH;
const CHECK_IN = `${month}-10`;
const CHECK_OUT = `${month}-12`;

describe('admin: bookings calendar, reservation form, list export and phone agenda', () => {
  const stack = useStack();
  let page: Page | undefined;
  let token: string;

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
  });
  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  /** A confirmed reservation made through the API (the arrange step of the list and agenda tests). */
  async function reserve(
    room: Room,
    guestName: string,
    checkIn = CHECK_IN,
    checkOut = CHECK_OUT,
  ): Promise<Reservation> {
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn,
      checkOut,
      guests: 2,
      guestName,
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Reservation }).data;
  }

  const reservationsOf = async (room: Room) =>
    (await getJson<{ data: Reservation[] }>(stack.baseUrl, `/api/reservations?itemId=${room._id}`, token)).data;

  it('when the admin clicks a free day, then a reservation is made with the live quote; an overlapping one shows the conflict; cancelling frees the dates', async () => {
    const room = await seedRoom(stack.baseUrl, 'Pine Room Calendar');
    page = await stack.newPage();
    await loginAsAdmin(page);
    await sidebar(page, 'Calendar', 'Bookings');
    await page.getByRole('region', { name: 'Bookings timeline' }).waitFor();
    expect(await page.locator('[data-today]').innerText()).toContain(String(Number(TODAY.slice(8))));
    await screenshot(page, 'admin-bookings-calendar-today-1280');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { name: monthName(month) }).waitFor();

    await page
      .getByRole('button', { name: `Create reservation for ${room.name} on ${label(CHECK_IN)}`, exact: true })
      .click();
    const form = page.getByRole('dialog', { name: 'New reservation' });
    expect(await form.getByRole('combobox', { name: 'Item' }).inputValue()).toBe(`room:${room._id}`);
    expect(await form.getByRole('textbox', { name: 'Check-in', exact: true }).inputValue()).toBe(CHECK_IN);
    await form.getByRole('textbox', { name: 'Check-out', exact: true }).fill(CHECK_OUT);
    await form.getByRole('spinbutton', { name: 'Guests' }).fill('2');
    await form.getByRole('textbox', { name: 'Guest name' }).fill('Asha Rao');
    await form.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
    // The 10th to the 12th: two nights at ₹4,200, weekend pricing off.
    const quote = form.getByTestId('live-quote');
    await quote.getByTestId('bill-total').getByText('₹8,400', { exact: true }).waitFor();
    expect(await quote.getByTestId('bill-nights-0').innerText()).toMatch(/^2 nights × ₹4,200\s+₹8,400$/);
    await screenshot(page, 'admin-bookings-form-quote');
    await form.getByRole('button', { name: 'Create reservation' }).click();
    await waitForToast(page, 'Reservation created');
    const bar = page.getByRole('button', {
      name: `Asha Rao (2), ${room.name}, ${label(CHECK_IN)} to ${label(CHECK_OUT)}, Confirmed`,
    });
    await bar.waitFor();
    const [stored] = await reservationsOf(room);
    expect(stored).toMatchObject({
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      status: 'confirmed',
      guestPhone: '+919876543210',
    });
    expect(stored.quote?.total).toBe(8400);
    await screenshot(page, 'admin-bookings-calendar-1280');

    // One unit: a stay from the day before, over the first night, is refused with the clashing date.
    await page
      .getByRole('button', {
        name: `Create reservation for ${room.name} on ${label(plusDays(CHECK_IN, -1))}`,
        exact: true,
      })
      .click();
    await form.getByRole('textbox', { name: 'Check-out', exact: true }).fill(plusDays(CHECK_IN, 1));
    await form.getByRole('textbox', { name: 'Guest name' }).fill('Ravi Kumar');
    await form.getByRole('textbox', { name: 'Phone' }).fill('91234 56789');
    await form.getByRole('button', { name: 'Create reservation' }).click();
    const conflict = form.getByTestId('reservation-server-error');
    await conflict.waitFor();
    expect(await conflict.innerText()).toBe(
      `${room.name} is fully booked on ${label(CHECK_IN)} ${CHECK_IN.slice(0, 4)}`,
    );
    await screenshot(page, 'admin-bookings-conflict');
    // Typed input is never lost to a stray tap beside the dialog; closing it asks first.
    await page.mouse.click(5, 5);
    expect(await form.isVisible()).toBe(true);
    const asked = acceptNextDialog(page);
    await form.getByRole('button', { name: 'Close dialog' }).click();
    expect(await asked).toBe('Close and lose what you typed?');
    await form.waitFor({ state: 'detached' });
    expect(await reservationsOf(room)).toHaveLength(1);

    await bar.click();
    const edit = page.getByRole('dialog', { name: `Reservation ${stored.reference} · Confirmed` });
    const cancelAsked = acceptNextDialog(page);
    await edit.getByRole('button', { name: 'Cancel reservation' }).click();
    expect(await cancelAsked).toContain(stored.reference);
    await waitForToast(page, `Reservation ${stored.reference} cancelled`);
    await bar.waitFor({ state: 'detached' });
    expect((await reservationsOf(room))[0].status).toBe('cancelled');
  });

  it('when the admin exports the list as CSV, then the download parses to the filtered reservations', async () => {
    const room = await seedRoom(stack.baseUrl, 'Pine Room Export');
    const r = await reserve(room, 'Meera Export');
    page = await stack.newPage();
    await loginAsAdmin(page);
    await page.getByRole('region', { name: 'Arrivals today' }).waitFor();
    await screenshot(page, 'admin-dashboard-bookings-1280');
    await sidebar(page, 'Reservations', 'Reservations');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Meera Export');
    await page.getByTestId('reservation-row').filter({ hasText: 'Meera Export' }).waitFor();
    // The search runs as it is typed: the earlier (wider) page stays until the last answer arrives.
    await expect.poll(() => page!.getByTestId('reservation-row').count()).toBe(1);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(CHECK_IN);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(CHECK_IN);
    await expect.poll(() => page!.getByTestId('reservation-row').count()).toBe(1);
    // What it costs, what was paid and the balance, from its folio.
    const listed = page.getByTestId('reservation-row').first();
    expect(await listed.getByTestId('row-total').innerText()).toBe('₹8,400');
    expect(await listed.getByTestId('row-paid').innerText()).toBe('₹0');
    expect(await listed.getByTestId('row-balance').innerText()).toBe('₹8,400');
    await screenshot(page, 'admin-reservations-list-1280');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, bom: true }) as Record<string, string>[];
    expect((await download).suggestedFilename()).toBe(`reservations-from-${CHECK_IN}-to-${CHECK_IN}.csv`);
    const row = rows.find((x) => x.Reference === r.reference);
    expect(row).toMatchObject({
      Kind: 'room',
      Item: room.name,
      'Check-in': CHECK_IN,
      'Check-out': CHECK_OUT,
      'Guest name': 'Meera Export',
      Status: 'confirmed',
      'Quoted (₹)': '8400',
      'Total with GST (₹)': '8400.00',
      'Paid (₹)': '0.00',
      'Balance (₹)': '8400.00',
    });
    expect(
      rows.every(
        (x) =>
          x['Check-in'] <= CHECK_IN && (x['Check-out'] === '' ? x['Check-in'] >= CHECK_IN : x['Check-out'] > CHECK_IN),
      ),
    ).toBe(true);

    // The guest's name opens the stay; "New reservation" opens a blank form.
    await listed.getByRole('button', { name: 'Meera Export' }).click();
    const opened = page.getByRole('dialog', { name: `Reservation ${r.reference} · Confirmed` });
    await opened.getByTestId('money-bill').waitFor();
    await opened.getByRole('button', { name: 'Close dialog' }).click();
    await page.getByRole('button', { name: 'New reservation' }).click();
    await page.getByRole('dialog', { name: 'New reservation' }).waitFor();
  });

  it('when the admin opens the bookings on a 390 px phone, then the month is an agenda by date and an entry opens the reservation', async () => {
    const room = await seedRoom(stack.baseUrl, 'Pine Room Agenda');
    const r = await reserve(room, 'Kabir Agenda', `${month}-20`, `${month}-21`);
    page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await loginAsAdmin(page);
    await page.goto(`/admin/bookings?month=${month}`);
    await page.getByRole('button', { name: 'Agenda', pressed: true }).waitFor();
    const day = page.getByRole('region', { name: label(`${month}-20`) });
    const entry = day.getByTestId('agenda-item').filter({ hasText: 'Kabir Agenda' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`${room.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-bookings-agenda-390');
    await entry.click();
    await page
      .getByRole('dialog', { name: `Reservation ${r.reference} · Confirmed` })
      .getByRole('button', { name: 'Cancel reservation' })
      .waitFor();
  });

  it('when the admin edits a room, then its secret iCal feed URL shows with a Copy button and serves the busy dates; Reset link ends the old URL at once', async () => {
    const room = await seedRoom(stack.baseUrl, 'Pine Room Feed');
    await reserve(room, 'Feed Guest');
    page = await stack.newPage();
    await loginAsAdmin(page);
    await page.goto(`/admin/RoomForm?id=${room._id}`);
    const feed = page.getByRole('textbox', { name: 'Calendar feed (iCal)' });
    await expect.poll(() => feed.inputValue()).toMatch(new RegExp(`/api/ical/room/${room._id}\\.ics\\?token=`));
    expect(await page.getByRole('button', { name: 'Copy', exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Units' }).inputValue()).toBe('1');
    const ics = await fetch(await feed.inputValue());
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${CHECK_IN.replaceAll('-', '')}`);
    // A leaked link: "Reset link" (confirmed) shows a new URL and the old one stops working at once.
    const old = await feed.inputValue();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Reset link' }).click();
    await expect.poll(() => feed.inputValue()).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(await feed.inputValue())).status).toBe(200);
  });

  it('when the admin opens a contact message and chooses Create reservation, then the form opens prefilled from it', async () => {
    const travel = `${month}-15`;
    const sent = await fetch(`${stack.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Nisha',
        lastName: 'Prefill',
        email: 'nisha@example.com',
        phone: '98111 22233',
        subject: 'Family stay in December',
        message: 'We are three people looking for a room for two nights.',
        serviceType: 'hotel',
        travelDate: travel,
        numberOfPeople: 3,
      }),
    });
    expect(sent.status).toBe(201);
    page = await stack.newPage();
    await loginAsAdmin(page);
    await sidebar(page, 'Messages', 'Messages');
    await page.getByTestId('message-item').filter({ hasText: 'Nisha Prefill' }).click();
    await page.getByRole('link', { name: 'Create reservation' }).click();
    const form = page.getByRole('dialog', { name: 'New reservation' });
    await form.waitFor();
    const value = (name: string) => form.getByRole('textbox', { name, exact: true }).inputValue();
    expect([await value('Guest name'), await value('Phone'), await value('Email'), await value('Check-in')]).toEqual([
      'Nisha Prefill',
      '98111 22233',
      'nisha@example.com',
      travel,
    ]);
    expect(await form.getByRole('spinbutton', { name: 'Guests' }).inputValue()).toBe('3');
    expect(await form.getByRole('combobox', { name: 'Source' }).inputValue()).toBe('contact-form');
    expect(await value('Notes')).toBe('Family stay in December');
  });
});
