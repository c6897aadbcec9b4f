/**
 * The back office's screens for `npm run bench:web` (issue 40): Today, the calendar, a reservation,
 * Rates and Reports, signed in as the owner, each measured on a first visit (nothing cached, only
 * the session in local storage) and on a repeat visit (the same browser profile after one visit:
 * the service worker and the HTTP cache warm, as on the owner's phone).
 *
 * Lighthouse's command line cannot sign in, so each run gets a Chromium profile (`--user-data-dir`)
 * that already holds the session the login screen would have stored (`auth` in local storage, see
 * client/src/lib/use-session.ts), and runs with `--disable-storage-reset` so Lighthouse keeps it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';

/** A back-office screen to measure: its name in the table and its path. */
export interface AdminScreen {
  name: string;
  path: string;
}

/** The owner's credentials the bench's server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench-owner@example.com', password: 'bench-owner-password-2026' };

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs in as the owner and makes one confirmed reservation (a room, ten to twelve days from `from`,
 * 'YYYY-MM-DD').
 * @returns the owner's session and the reservation's id
 * @throws Error when the login or the reservation is refused
 */
async function ownerWithStay(base: string, from: string) {
  const { data } = await call<{ data: { token: string; user: unknown } }>(base, 'POST', '/api/v1/users/login/', null, {
    ...BENCH_ADMIN,
    role: 1,
  });
  const rooms = await call<{ _id: string }[]>(base, 'GET', '/api/rooms/get', null);
  const { data: stay } = await call<{ data: { _id: string } }>(base, 'POST', '/api/reservations', data.token, {
    kind: 'room',
    itemId: rooms[0]._id,
    checkIn: addDays(from, 10),
    checkOut: addDays(from, 12),
    guests: 2,
    guestName: 'Bench Guest',
    guestPhone: '98260 44444',
    status: 'confirmed',
    source: 'phone',
  });
  return { ...data, stay };
}

/**
 * The guest's stay page of a new reservation (docs/decisions/034-the-guest-stay-page.md), as measured
 * by the bench in both languages.
 * @returns its path without the language ('/stay/<token>')
 * @throws Error when the login, the reservation or the link is refused
 */
export async function prepareStayPage(base: string): Promise<string> {
  const { token, stay } = await ownerWithStay(base, todayIST());
  const link = await call<{ data: { url: string } }>(base, 'POST', `/api/reservations/${stay._id}/stay-link`, token);
  return new URL(link.data.url).pathname;
}

/**
 * Signs in as the owner, makes one reservation to open (a room, 10–12 Dec 2026, confirmed), and
 * writes a Chromium profile under `dir` holding the session.
 * @returns the screens to measure and the prepared profile's folder
 * @throws Error when the login or the reservation is refused
 */
export async function prepareAdmin(
  base: string,
  dir: string,
  chromePath: string,
): Promise<{ screens: AdminScreen[]; profile: string }> {
  const { stay, ...data } = await ownerWithStay(base, '2026-11-30');
  const profile = path.join(dir, 'admin-profile');
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, headless: true });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((s) => {
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    localStorage.setItem('auth', JSON.stringify({ accessToken: s.token, user: s.user, refreshToken: '' }));
    localStorage.setItem('user', JSON.stringify(s.user));
  }, data);
  await context.close();
  return {
    profile,
    screens: [
      { name: 'Today', path: '/admin/today' },
      { name: 'Calendar', path: '/admin/bookings' },
      { name: 'A reservation', path: `/admin/reservations?open=${stay._id}` },
      { name: 'Rates', path: '/admin/rates' },
      { name: 'Reports', path: '/admin/reports' },
    ],
  };
}

/** A fresh copy of the prepared profile at `to` (a first visit: the session, nothing cached). */
export function copyProfile(profile: string, to: string): string {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(profile, to, { recursive: true });
  return to;
}
