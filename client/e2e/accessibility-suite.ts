import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemPath } from '@pachmarhi/common/routes';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { apiLogin, getJson } from './support/api';
import { screenshot, scrollThrough } from './support/browser';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { pageWithSession } from './admin-helpers';
import { axeViolations, describeFindings } from './axe';
import { h1 } from './public-helpers';

/**
 * The languages the site is checked in: each is a browser locale (navigator.language and the
 * Accept-Language header), so a translated site is audited by adding its locale here.
 */
const LANGUAGES = ['en-IN', 'hi-IN'] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The public routes audited (a detail page of each kind, with slugs read from the API in beforeAll). */
const publicRoutes = (slugs: { room: string; tour: string; vehicle: string }): [path: string, shot: string][] => [
  ['/', 'home'],
  ['/hotel', 'hotel'],
  ['/tours', 'tours'],
  ['/gypsy', 'gypsy'],
  ['/gallery', 'gallery'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  [itemPath('room', slugs.room), 'room-details'],
  [itemPath('tour', slugs.tour), 'tour-details'],
  [itemPath('vehicle', slugs.vehicle), 'vehicle-details'],
  ['/login', 'login'],
  ['/login?role=1', 'login-admin'],
  ['/register', 'register'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/no-such-page', 'not-found'],
];

/** Every admin screen (docs/product.md#screens), with the heading it shows. */
const ADMIN_SCREENS: [path: string, heading: string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/RoomForm', 'Add New Room'],
  ['/admin/RoomManagement', 'Manage Rooms'],
  ['/admin/vehicle', 'Add New Gypsy'],
  ['/admin/vehicleTable', 'Manage Gypsy'],
  ['/admin/tour', 'Add New Tour'],
  ['/admin/managetour', 'Manage Tour'],
  ['/admin/gallery', 'Gallery Management'],
  ['/admin/weekend-pricing', 'Weekend Pricing'],
  ['/admin/bookings', 'Bookings'],
  ['/admin/reservations', 'Reservations'],
  ['/admin/trips', 'Trips'],
  ['/admin/operations', 'Operations'],
  ['/admin/drivers-guides', 'Drivers & guides'],
  ['/admin/park-closures', 'Park closures'],
  ['/admin/enquiries', 'Enquiries'],
  ['/admin/messages', 'Messages'],
  ['/admin/today', 'Today'],
  ['/admin/message-templates', 'Message templates'],
  ['/admin/staff', 'Staff'],
  ['/admin/activity', 'Activity'],
  ['/admin/data-requests', 'Data requests'],
];

/** Wait until the page has its h1 and no request is in flight, then return axe-core's findings as text ('' when none). */
async function violationsText(page: Page): Promise<string> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return describeFindings(await axeViolations(page));
}

/**
 * The axe-core audit of the public routes or of the admin screens, in every language (one spec file
 * each, so the two long walks run side by side).
 */
export function accessibilitySuite(part: 'public' | 'admin'): void {
  describe(`accessibility of the ${part === 'public' ? 'public routes' : 'admin screens'}: axe-core finds no violations`, () => {
    const stack = useStack();
    let routes: ReturnType<typeof publicRoutes> = [];

    beforeAll(async () => {
      const [rooms, { tours }, vehicles] = await Promise.all([
        getJson<Room[]>(stack.baseUrl, '/api/rooms/get'),
        getJson<{ tours: Tour[] }>(stack.baseUrl, '/api/v1/tours/get'),
        getJson<Vehicle[]>(stack.baseUrl, '/api/cars/get'),
      ]);
      routes = publicRoutes({ room: rooms[0].slug, tour: tours[0].slug, vehicle: vehicles[0].slug });
    });

    for (const locale of LANGUAGES) {
      // English on phones and desktops; Hindi (the same layout with other words) on phones, where its
      // longer words are most likely to break something.
      const viewports =
        locale === 'en-IN'
          ? ([
              ['phone', PHONE],
              ['desktop', DESKTOP],
            ] as const)
          : ([['phone', PHONE]] as const);
      for (const [name, viewport] of viewports) {
        if (part === 'public')
          it(`when each public route is opened in ${locale} on a ${name} (${viewport.width} px), then axe-core reports 0 violations`, async () => {
            const page = await stack.newPage({
              viewport,
              locale,
              isMobile: name === 'phone',
              hasTouch: name === 'phone',
            });
            const failures: Record<string, string> = {};
            for (const [path, shot] of routes) {
              await page.goto(path);
              const found = await violationsText(page);
              if (found) failures[path] = found;
              // pa11y (HTML_CodeSniffer) flags an autocomplete hint on an input with no type.
              const untyped = await page.locator('input:not([type])').count();
              if (untyped) failures[path] = `${found}\n${untyped} input(s) without a type`;
              expect(await page.locator('html').getAttribute('lang'), path).toBe(locale.slice(0, 2));
              // Hindi on phones is where longer words may break a layout: keep a picture of each page to look at.
              if (name === 'phone' && locale !== 'en-IN') {
                await scrollThrough(page);
                await screenshot(page, `a11y-${locale}-${shot}-${viewport.width}`);
              }
            }
            await page.context().close();
            expect(failures).toEqual({});
          }, 150_000); // one test walks every route

        if (part === 'admin')
          it(`when each admin screen is opened in ${locale} on a ${name} (${viewport.width} px), then axe-core reports 0 violations`, async () => {
            const page = await pageWithSession(
              stack,
              await apiLogin(stack.baseUrl, { ...ADMIN, role: 1 }),
              viewport,
              locale,
            );
            const failures: Record<string, string> = {};
            for (const [path, heading] of ADMIN_SCREENS) {
              await page.goto(path);
              // In Hindi the heading is translated: wait for the screen's h1 in Devanagari instead.
              if (locale === 'en-IN') {
                // On a phone /admin opens the Today board.
                const expected = path === '/admin' && viewport.width <= 700 ? 'Today' : heading;
                expect(await h1(page, expected), path).toBe(expected);
              } else
                await page.waitForFunction(() =>
                  /[\u0900-\u097F]/.test(document.querySelector('h1')?.textContent ?? ''),
                );
              const found = await violationsText(page);
              if (found) failures[path] = found;
            }
            await page.context().close();
            expect(failures).toEqual({});
          }, 150_000); // one test walks every route
      }
    }
  });
}
