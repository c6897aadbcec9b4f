import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { ACCOUNTANT_MESSAGE, OWNER_ONLY_MESSAGE } from '@pachmarhi/common/staff-access';
import { signAccessToken } from '../src/platform/auth/tokens';
import { STAY_SCRIPT_PATH } from '../src/modules/stay/stay-script';
import { stayFonts } from '../src/modules/stay/stay-fonts';
import { appRoutes, type AppRoute } from './support/app-routes';
import { bearer, JWT_SECRET, makeTestApp, type TestApp } from './support/test-app';

// The role matrix is generated from the app's router: every route it declares is tried with the
// owner's, the front desk's, the accountant's and a registered user's token and with none. A route
// is owner-only unless it is named below as public, open to any signed-in user, open to the front
// desk or a money read open to the accountant, so a new route that forgets its guard fails here
// until it is guarded or deliberately listed. Who may do what is common/src/staff-access.ts.

/** Routes anyone may call without a token. */
const PUBLIC = new Set([
  'get /api/park-closures',
  'get /api/rooms/get',
  'get /api/cars/get',
  'get /api/v1/tours/get',
  'get /api/rooms/get/:id',
  'get /api/cars/get/:id',
  'get /api/v1/tours/get/:id',
  'get /api/rooms/slug/:slug',
  'get /api/cars/slug/:slug',
  'get /api/v1/tours/slug/:slug',
  'post /api/v1/users/login/',
  'get /api/v1/users/captcha',
  'post /api/v1/users/register',
  'get /api/bookings/:serviceType/:id/status',
  'get /api/gallery/public',
  'get /api/gallery/get',
  'get /api/weekend-pricing/status',
  'get /api/rates/calendar/:kind/:id',
  'get /api/availability',
  'get /api/availability/:kind/:id',
  'get /api/quote',
  'post /api/trips/quote',
  'get /api/extras', // the owner's token shows every extra, any other is ignored
  'get /api/ical/:kind/:id.ics', // secret per-item token in the query, checked by the route
  'get /api/pay/:token', // the signed payment-page token in the path is the key
  'get /api/pay/:token/invoice.pdf',
  // The guest's stay page: its signed, revocable token in the path is the key.
  'get /api/stay/:token',
  'get /api/stay/:token/invoice.pdf',
  'post /api/stay/:token/guests',
  'post /api/stay/:token/paid',
  'post /api/stay/:token/data-request',
  'get /stay/:token',
  'get /hi/stay/:token',
  'get /pay/:token', // the payment page's old links, sent on to the stay page
  'get /hi/pay/:token',
  `get ${STAY_SCRIPT_PATH}`,
  ...stayFonts().map((f) => `get ${f.path}`),
  'post /api/contact',
  'post /api/enquiries',
  'get /api/site-config',
  'get /api/health',
  'get /api/ready',
  'get /api/debug/connection',
  'get /api/openapi.json',
  'get /api/docs',
  'get /api/docs/start.js',
  'get /api/docs/:asset',
  'get /robots.txt',
  'get /sitemap.xml',
]);
/** Routes any signed-in user may call (401 without a valid token, never 403). */
const SIGNED_IN = new Set(['get /api/v1/users/me']);
/** Routes the front desk may call besides the owner (ACCESS_ROLES.desk): reservations and trips, the board, the register, messages. */
const DESK = new Set([
  'post /api/reservations/:id/notes',
  'get /api/housekeeping',
  'patch /api/housekeeping/:roomId/:unit',
  'get /api/vehicle-papers/expiring',
  'get /api/assignments',
  'put /api/assignments',
  'get /api/day-sheet',
  'get /api/day-sheet.pdf',
  'get /api/reservations/:id/permits',
  'put /api/reservations/:id/permits',
  'get /api/permits/due',
  'get /api/reservations',
  'get /api/reservations/export.csv',
  'get /api/reservations/:id',
  'post /api/reservations',
  'put /api/reservations/:id',
  'get /api/front-desk',
  'get /api/reservations/:id/guests',
  'post /api/reservations/:id/guests',
  'put /api/reservations/:id/guests/:guestId',
  'patch /api/reservations/:id/guests/:guestId',
  'delete /api/reservations/:id/guests/:guestId',
  'get /api/form-iii/due',
  'get /api/guest-register.csv',
  'get /api/reservations/:id/messages',
  'post /api/reservations/:id/messages',
  'get /api/outbox',
  'post /api/outbox/:id/sent',
  'get /api/push/subscribe',
  'post /api/push/subscribe',
  'delete /api/push/subscribe',
  'get /api/reservations/:id/payments',
  'post /api/reservations/:id/payments',
  'post /api/reservations/:id/payment-request',
  'post /api/reservations/:id/refunds',
  'post /api/reservations/:id/stay-link',
  'get /api/reservations/:id/stay',
  'post /api/reservations/:id/payments/:paymentId/confirm',
  'get /api/reservations/:id/guests/:guestId/id-photo', // staff only; every view audited
  'post /api/trips',
  'post /api/enquiries/:id/trip', // a trip made from a visitor's enquiry, as the desk makes trips
  'get /api/trips',
  'get /api/trips/:id',
  'patch /api/trips/:id',
  'post /api/trips/:id/lines',
  'patch /api/trips/:id/lines/:lineId',
  'delete /api/trips/:id/lines/:lineId',
  'post /api/trips/:id/extras',
  'delete /api/trips/:id/extras/:extraLineId',
  'get /api/trips/:id/payments',
  'post /api/trips/:id/payments',
  'post /api/trips/:id/payment-request',
]);

/** The money reads the accountant may call besides the owner (ACCESS_ROLES.money): reports and exports, all GETs. */
const MONEY = new Set([
  'get /api/reports/gst.csv',
  'get /api/reports/payments.csv',
  'get /api/reports/dashboard-charts',
  'get /api/reports/monthly',
  'get /api/exports/tally.xml',
]);

type Access = 'public' | 'signed-in' | 'desk' | 'money' | 'owner';
const accessOf = (key: string): Access =>
  PUBLIC.has(key)
    ? 'public'
    : SIGNED_IN.has(key)
      ? 'signed-in'
      : DESK.has(key)
        ? 'desk'
        : MONEY.has(key)
          ? 'money'
          : 'owner';
type Caller = 'owner' | 'desk' | 'accountant' | 'user' | 'none';
/** The status each caller must not get (`allowed`) or must get, by the route's access. */
const EXPECTED: Record<Access, Record<Caller, number | 'allowed'>> = {
  public: { owner: 'allowed', desk: 'allowed', accountant: 'allowed', user: 'allowed', none: 'allowed' },
  'signed-in': { owner: 'allowed', desk: 'allowed', accountant: 'allowed', user: 'allowed', none: 401 },
  desk: { owner: 'allowed', desk: 'allowed', accountant: 403, user: 403, none: 401 },
  money: { owner: 'allowed', desk: 403, accountant: 'allowed', user: 403, none: 401 },
  owner: { owner: 'allowed', desk: 403, accountant: 403, user: 403, none: 401 },
};
/** The sentence of a staff account's 403. */
const REFUSAL: Partial<Record<Caller, string>> = { desk: OWNER_ONLY_MESSAGE, accountant: ACCOUNTANT_MESSAGE };

const ID = '00000000-0000-4000-8000-000000000000';
const PARAMS: Record<string, string> = {
  id: ID,
  kind: 'room',
  serviceType: 'room',
  slug: 'no-such-item',
  asset: 'no-such-file.js',
};
/** A declared path with its parameters filled in ('/api/rooms/update/:id' → '/api/rooms/update/0000…'). */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x');
const keyOf = (r: AppRoute) => `${r.method} ${r.path}`;

// The clock every token here is judged by: the app's, fixed.
const NOW = new Date('2026-12-09T10:30:00+05:30');

let t: TestApp;
let routes: AppRoute[];
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(NOW);
  routes = appRoutes(t.app);
});
afterAll(() => t.close());

const tokens = () => ({
  none: undefined,
  bad: 'not.a.jwt',
  forged: jwt.sign({ role: 1, tv: 0 }, 'wrong-secret', { subject: t.admin._id }),
  // Signed 3 hours before the app's now: past its 2 hours.
  expired: signAccessToken({ ...t.admin, tokenVersion: 0 }, JWT_SECRET, new Date(NOW.getTime() - 3 * 3_600_000)),
  user: signAccessToken({ ...t.user, tokenVersion: 0 }, JWT_SECRET, NOW),
});
const adminToken = () => signAccessToken({ ...t.admin, tokenVersion: 0 }, JWT_SECRET, NOW);
const deskToken = () => signAccessToken({ ...t.desk, tokenVersion: 0 }, JWT_SECRET, NOW);
const accountantToken = () => signAccessToken({ ...t.accountant, tokenVersion: 0 }, JWT_SECRET, NOW);
const call = (r: AppRoute, token?: string) => {
  const req = request(t.app)[r.method](concrete(r.path));
  return token ? req.set(bearer(token)) : req;
};

describe('role matrix generated from the router', () => {
  it('when the routes are read from the app, then every listed public, signed-in, front-desk or money route exists and the rest (the owner-only routes) number at least 35', () => {
    const declared = new Set(routes.map(keyOf));
    expect([...PUBLIC, ...SIGNED_IN, ...DESK, ...MONEY].filter((k) => !declared.has(k))).toEqual([]);
    expect(routes.filter((r) => accessOf(keyOf(r)) === 'owner').length).toBeGreaterThanOrEqual(35);
  });

  it('when every route is called by the owner, the front desk, the accountant, a user and no one, then each gets what the route allows (403 with a sentence, 401, or neither and no 500)', async () => {
    const failures: string[] = [];
    const callers = {
      owner: adminToken(),
      desk: deskToken(),
      accountant: accountantToken(),
      user: tokens().user,
      none: undefined,
    };
    for (const r of routes) {
      const want = EXPECTED[accessOf(keyOf(r))];
      for (const [who, token] of Object.entries(callers) as [keyof typeof callers, string | undefined][]) {
        const res = await call(r, token);
        const expected = want[who];
        if (expected === 'allowed') {
          if ([401, 403].includes(res.status) || res.status >= 500)
            failures.push(`${keyOf(r)} as ${who}: ${res.status}`);
        } else if (res.status !== expected || res.body.success !== false || !res.body.message) {
          failures.push(`${keyOf(r)} as ${who}: ${res.status}, wanted ${expected}`);
        } else if (res.status === 403 && REFUSAL[who] && res.body.message !== REFUSAL[who]) {
          failures.push(`${keyOf(r)} as ${who}: "${res.body.message}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000); // about 750 requests, one after another: 15 s alone, over 30 s beside another file

  it('when the accountant calls every write route (POST, PUT, PATCH, DELETE) but signing in, then each is refused with 403 and the sentence, and the money routes are all reads', async () => {
    const writes = routes.filter((r) => r.method !== 'get' && !PUBLIC.has(keyOf(r)) && !SIGNED_IN.has(keyOf(r)));
    expect(writes.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const r of writes) {
      const res = await call(r, accountantToken());
      if (res.status !== 403 || res.body.message !== ACCOUNTANT_MESSAGE) failures.push(`${keyOf(r)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect([...MONEY].filter((k) => !k.startsWith('get '))).toEqual([]);
  });

  it('when the accountant reads the guest register, the reservations or the audit trail, then 403: nothing personal beyond the names on invoices', async () => {
    for (const path of [
      '/api/guest-register.csv',
      '/api/reservations',
      '/api/front-desk',
      '/api/audit',
      '/api/staff',
    ]) {
      const res = await request(t.app).get(path).set(bearer(accountantToken()));
      expect(res.status, path).toBe(403);
    }
  });

  it('when a guarded route is called with a bad, forged or expired token, then 401', async () => {
    const failures: string[] = [];
    const { bad, forged, expired } = tokens();
    for (const r of routes.filter((x) => !PUBLIC.has(keyOf(x)))) {
      for (const [name, token] of Object.entries({ bad, forged, expired })) {
        const res = await call(r, token);
        if (res.status !== 401) failures.push(`${keyOf(r)} with ${name} token: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('when a signed-in-only route is called, then 401 without a valid token and neither 401 nor 403 for a user', async () => {
    for (const r of routes.filter((x) => SIGNED_IN.has(keyOf(x)))) {
      for (const [name, token] of Object.entries(tokens())) {
        const res = await call(r, token);
        if (name === 'user') expect([401, 403], keyOf(r)).not.toContain(res.status);
        else expect(res.status, `${keyOf(r)} with ${name} token`).toBe(401);
      }
    }
  });

  it('when every public route is called without a token, then it is neither refused for want of one (401, 403) nor a 500', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => PUBLIC.has(keyOf(x)))) {
      const res = await call(r);
      if ([401, 403].includes(res.status) || res.status >= 500) failures.push(`${keyOf(r)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    '/api/rooms/get',
    '/api/cars/get',
    '/api/v1/tours/get',
    '/api/gallery/public',
    '/api/gallery/get',
    '/api/weekend-pricing/status',
    '/api/site-config',
    '/api/health',
    '/api/ready',
    '/api/debug/connection',
    // The app's today is Wednesday 9 December 2026 (IST).
    '/api/availability?kind=room&checkIn=2026-12-16&checkOut=2026-12-18&guests=2',
    '/api/availability?kind=tour&checkIn=2026-12-16',
  ])('when public %s is read without a token, then 200', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(200);
  });
});
