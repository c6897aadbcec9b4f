/**
 * The back office as a phone app that works offline (issue 40), at 390 px: Chromium finds the
 * manifest and the service worker (no installability errors); signed in, Today is read; offline,
 * Today opens again from the home URL (the worker's shell, the data kept in IndexedDB); a payment
 * and a check-in are queued; a check-out is queued for a stay whose balance the owner changes
 * meanwhile. Back online, the server has the payment and the check-in exactly once, and the
 * refused check-out shows the server's own sentence and stays in the queue. Screenshots of the
 * offline states in English and Hindi.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { adminCall, adminToken, apiLogin, getJson } from './support/api';
import { screenshot } from './support/browser';
import { TODAY, day } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { closePageAfterEach, pageWithSession, seedRoom } from './admin-helpers';

const PHONE = { width: 390, height: 844 };

/** A screenshot from the top (the sticky bar otherwise lands on the scrolled-to place), the toasts hidden. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await screenshot(page, name);
}

interface Ledger {
  payments: { _id: string; amount: number }[];
  folio: { balance: number };
}

/**
 * Resolves once the phone's IndexedDB keeps the answer of the query `queryKey`
 * (lib/offline/persist-queries.ts); with `entry`, a Today board showing that stay at that status.
 */
const kept = (page: Page, queryKey: unknown[], entry?: { id: string; status: string; balance?: number }) =>
  page.waitForFunction(
    (want) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('pachmarhi-admin-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(false);
          const get = db.transaction('queries').objectStore('queries').get('queries');
          get.onerror = () => resolve(false);
          get.onsuccess = () => {
            type Entry = { _id: string; status: string; balance: number };
            type Saved = { state: { queries: { queryKey: unknown[]; state: { data: Record<string, Entry[]> } }[] } };
            const query = (get.result as Saved | undefined)?.state.queries.find(
              (q) => JSON.stringify(q.queryKey) === want.key,
            );
            if (!query || !want.entry) return resolve(!!query);
            const { id, status, balance } = want.entry;
            const entries = [...query.state.data.arrivals, ...query.state.data.inHouse];
            resolve(entries.some((e) => e._id === id && e.status === status && (balance ?? e.balance) === e.balance));
          };
        };
      }),
    { key: JSON.stringify(queryKey), entry },
  );

describe('admin offline at 390 px: installable, Today offline, queued payment and check-in sent once, a refused check-out shown', () => {
  const stack = useStack();
  let page: Page | undefined;
  let token: string;
  let arriving: Reservation;
  let staying: Reservation;
  let stayingPayment: string;
  closePageAfterEach('admin-offline', () => page);

  async function reserve(roomId: string, guestName: string, checkIn: string, checkOut: string): Promise<Reservation> {
    const res = await adminCall(stack.baseUrl, token, 'POST', '/api/reservations', {
      kind: 'room',
      itemId: roomId,
      checkIn,
      checkOut,
      guests: 2,
      guestName,
      guestPhone: '98260 44444',
      status: 'confirmed',
      source: 'phone',
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Reservation }).data;
  }
  const ledger = (id: string) => getJson<{ data: Ledger }>(stack.baseUrl, `/api/reservations/${id}/payments`, token);

  beforeAll(async () => {
    token = await adminToken(stack.baseUrl);
    const room = await seedRoom(stack.baseUrl, 'Offline Deodar Room');
    const other = await seedRoom(stack.baseUrl, 'Offline Sal Room');
    arriving = await reserve(room._id, 'Meera Offline', TODAY, day(2));
    staying = await reserve(other._id, 'Kabir Offline', TODAY, day(1));
    // Kabir is in, fully paid: his check-out needs no payment, until the owner voids it meanwhile.
    const balance = (await ledger(staying._id)).data.folio.balance;
    const paid = await adminCall(stack.baseUrl, token, 'POST', `/api/reservations/${staying._id}/payments`, {
      amount: balance / 100,
      method: 'cash',
    });
    expect(paid.status).toBe(201);
    stayingPayment = ((await paid.json()) as { data: { _id: string } }).data._id;
    const inHouse = await adminCall(stack.baseUrl, token, 'PUT', `/api/reservations/${staying._id}`, {
      status: 'checked-in',
    });
    expect(inHouse.status).toBe(200);
  });

  it('when the network drops, then Today opens from the home screen URL, a payment and a check-in wait in the queue, and back online each is done once; a check-out the server refuses shows its sentence', async () => {
    const session = await apiLogin(stack.baseUrl, { email: ADMIN.email, password: ADMIN.password });
    page = await pageWithSession(stack, session, PHONE);
    const p = page;
    await p.goto('/admin');
    await p.waitForURL('**/admin/today');

    // Install criteria: the manifest (its fields) and an active service worker, as Chromium reads them.
    const manifestUrl = await p.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestUrl).toBe('/admin.webmanifest');
    const manifest = await getJson<Record<string, unknown>>(stack.baseUrl, manifestUrl as string);
    expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
    const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const scope = await p.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(scope).toBe(`${stack.baseUrl}/admin`);
    const cdp = await p.context().newCDPSession(p);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test's browser context is incognito, where Chromium installs nothing; no other reason is left.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    // The public site's pages are not under the worker.
    expect(
      await p.evaluate(() => navigator.serviceWorker.getRegistration('/hotel').then((r) => r?.scope ?? null)),
    ).toBe(null);

    await p.getByTestId(`entry-${arriving.reference}`).first().waitFor();
    await kept(p, ['front-desk', 'board', TODAY], { id: arriving._id, status: 'confirmed' });
    // Read ahead (a few seconds after the start): the balances of the next 14 days' stays.
    await kept(p, ['money', 'ledger', staying._id]);

    // Offline: the home URL is answered by the worker, the board by IndexedDB.
    await p.context().setOffline(true);
    await p.goto('/admin');
    await p.waitForURL('**/admin/today');
    await p.getByTestId('offline-banner').getByText('Offline').waitFor();
    const meera = p.getByTestId(`entry-${arriving.reference}`).first();
    await meera.waitFor();

    await meera.getByTestId('open-payment').click();
    const form = meera.getByTestId('payment-form');
    await form.getByLabel('Amount (₹)').fill('1500');
    await form.getByRole('button', { name: 'Record' }).click();
    await p.getByTestId('queued-count').getByText('1 action waits').waitFor();

    await meera.getByTestId('move-checked-in').click();
    await p.getByTestId('check-in-dialog').getByRole('button', { name: 'Check in' }).click();
    await p.getByTestId('queued-count').getByText('2 actions wait').waitFor();
    // The board shows the queued check-in done meanwhile.
    await meera.getByTestId('move-checked-out').waitFor();

    const kabir = p.getByTestId(`entry-${staying.reference}`).first();
    await kabir.getByTestId('move-checked-out').click();
    await p.getByTestId('check-out-dialog').getByRole('button', { name: 'Check out' }).click();
    await p.getByTestId('queued-count').getByText('3 actions wait').waitFor();
    await shot(p, 'admin-offline-queued-390-en');

    // Meanwhile the owner voids Kabir's payment: his check-out now leaves a balance due.
    const voided = await adminCall(
      stack.baseUrl,
      token,
      'DELETE',
      `/api/reservations/${staying._id}/payments/${stayingPayment}`,
      {
        reason: 'Cheque bounced',
      },
    );
    expect(voided.status).toBe(200);
    // The server's sentence for that check-out (refused, so nothing changes).
    const refusal = await adminCall(stack.baseUrl, token, 'PUT', `/api/reservations/${staying._id}`, {
      status: 'checked-out',
    });
    expect(refusal.status).toBe(409);
    const sentence = ((await refusal.json()) as { message: string }).message;

    await p.context().setOffline(false);
    await p.getByTestId('refused-action').getByTestId('refusal').getByText(sentence).waitFor();
    await p.getByTestId('queued-count').waitFor({ state: 'detached' });
    await shot(p, 'admin-offline-refused-390-en');

    const meeraLedger = (await ledger(arriving._id)).data;
    expect(meeraLedger.payments.map((x) => x.amount)).toEqual([150_000]);
    const now = await getJson<{ data: Reservation }>(stack.baseUrl, `/api/reservations/${arriving._id}`, token);
    expect(now.data.status).toBe('checked-in');
    const trail = await getJson<{ data: { action: string }[] }>(
      stack.baseUrl,
      `/api/audit?entity=reservation&entityId=${arriving._id}`,
      token,
    );
    expect(trail.data.filter((r) => r.action === 'check-in')).toHaveLength(1);
    const kabirNow = await getJson<{ data: Reservation }>(stack.baseUrl, `/api/reservations/${staying._id}`, token);
    expect(kabirNow.data.status).toBe('checked-in');

    // In Hindi, offline (the board kept after the sync): the banner and the refused check-out (still kept) in Hindi.
    await kept(p, ['front-desk', 'board', TODAY], { id: staying._id, status: 'checked-in' });
    // …and Meera's balance after her synced payment (the form below is prefilled with the kept one).
    const meeraBalance = (await ledger(arriving._id)).data.folio.balance;
    await kept(p, ['front-desk', 'board', TODAY], { id: arriving._id, status: 'checked-in', balance: meeraBalance });
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: stack.baseUrl }]);
    await p.context().setOffline(true);
    await p.goto('/admin');
    await p.getByTestId('offline-banner').getByText('ऑफ़लाइन').waitFor();
    await p.getByTestId('refused-action').waitFor();
    // A part of Meera's balance, queued in Hindi.
    await meera.getByTestId('open-payment').click();
    await meera.getByTestId('payment-form').locator('input[inputmode="decimal"]').first().fill('1000');
    await meera.getByTestId('payment-form').locator('button[type="submit"]').click();
    await p.getByTestId('queued-count').getByText('1 काम').waitFor();
    await shot(p, 'admin-offline-queued-390-hi');
    await p.context().setOffline(false);
    await p.getByTestId('queued-count').waitFor({ state: 'detached' });
    expect((await ledger(arriving._id)).data.payments).toHaveLength(2);

    // Signing out wipes the data kept on the phone.
    await p.context().addCookies([{ name: 'lang', value: 'en', url: stack.baseUrl }]);
    // Today itself: /admin sends a phone there, and that change of page closes a menu opened before it.
    await p.goto('/admin/today');
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('dialog', { name: 'Admin navigation' }).getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL((u) => u.pathname === '/');
    await p.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('pachmarhi-admin-cache');
          open.onsuccess = () => {
            const get = open.result.transaction('queries').objectStore('queries').get('queries');
            get.onsuccess = () => resolve(get.result === undefined);
          };
        }),
    );
  });
  it("when the desk's phone loses the network, then a note and a room unit marked dirty wait in the queue and are done once back online; Today says whether an arriving room is ready (en, hi)", async () => {
    const teak = await seedRoom(stack.baseUrl, 'Offline Teak Room', { units: '2' });
    const asha = await reserve(teak._id, 'Asha Offline', TODAY, day(1));
    // The front desk's phone (role 3): housekeeping and Today are its screens.
    const desk = { name: 'Kiran Desk', email: 'kiran.desk@pachmarhistays.in', password: 'Bee-Falls-Cedar-Path-27' };
    expect((await adminCall(stack.baseUrl, token, 'POST', '/api/staff', { ...desk, role: 3 })).status).toBe(201);
    const session = await apiLogin(stack.baseUrl, { email: desk.email, password: desk.password });
    page = await pageWithSession(stack, session, PHONE);
    const p = page;
    await p.goto('/admin');
    await p.waitForURL('**/admin/today');
    const entry = p.getByTestId(`entry-${asha.reference}`).first();
    await entry.getByTestId('room-ready').getByText('Room ready').waitFor();
    await p.evaluate(() => navigator.serviceWorker.ready);
    await kept(p, ['front-desk', 'board', TODAY], { id: asha._id, status: 'confirmed' });
    await kept(p, ['housekeeping', 'board', TODAY]);

    await p.context().setOffline(true);
    await p.goto('/admin');
    await p.getByTestId('offline-banner').getByText('Offline').waitFor();
    await entry.getByRole('button', { name: 'Note', exact: true }).click();
    await entry.getByTestId('stay-note').getByLabel('Note').fill('Arrives after 10 pm, keep the room');
    await entry.getByRole('button', { name: 'Add note' }).click();
    await p.getByTestId('queued-count').getByText('1 action waits').waitFor();

    await p.goto('/admin/housekeeping');
    const card = p.getByTestId(`hk-room-${teak._id}`);
    await card.getByTestId('readiness').getByText('Room ready').waitFor();
    await card.getByTestId('unit-1').getByRole('button', { name: 'Mark dirty' }).click();
    await p.getByTestId('queued-count').getByText('2 actions wait').waitFor();
    await card.getByTestId('unit-1').getByTestId('unit-status').getByText('Dirty').waitFor();
    await shot(p, 'housekeeping-offline-390-en');

    await p.context().setOffline(false);
    await p.getByTestId('queued-count').waitFor({ state: 'detached' });
    const stay = await getJson<{ data: Reservation }>(stack.baseUrl, `/api/reservations/${asha._id}`, token);
    expect(stay.data.notes).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}\] Arrives after 10 pm, keep the room$/);
    const hk = await getJson<{ data: { rooms: { roomId: string; units: { status: string }[]; ready: boolean }[] } }>(
      stack.baseUrl,
      `/api/housekeeping?date=${TODAY}`,
      token,
    );
    const room = hk.data.rooms.find((r) => r.roomId === teak._id)!;
    expect(room.units.map((u) => u.status)).toEqual(['dirty', 'clean']);

    // Both units dirty: Asha's room is not ready, on the board and on Today, in Hindi too.
    await card.getByTestId('unit-2').getByRole('button', { name: 'Mark dirty' }).click();
    await card.getByTestId('readiness').getByText('Room not ready').waitFor();
    await p.goto('/admin/today');
    await entry.getByTestId('room-ready').getByText('Room not ready').waitFor();
    await p.context().addCookies([{ name: 'lang', value: 'hi', url: stack.baseUrl }]);
    await p.goto('/admin/housekeeping');
    await card.getByTestId('readiness').getByText('कमरा तैयार नहीं').waitFor();
    await shot(p, 'housekeeping-390-hi');
    await p.goto('/admin/today');
    await entry.getByTestId('room-ready').getByText('कमरा तैयार नहीं').waitFor();
    await shot(p, 'today-room-ready-390-hi');
    await p.context().addCookies([{ name: 'lang', value: 'en', url: stack.baseUrl }]);
  });
});
