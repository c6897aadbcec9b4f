/**
 * Calendar sync through the API (docs/api.md#calendar-sync) against a local HTTP server serving
 * files shaped like each channel's export, on the embedded database or TEST_DATABASE_URL's
 * PostgreSQL. The clock stands at Wednesday 9 December 2026, 10:30 IST.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoom, createTour, createVehicle } from './support/records';
import { calendarOf, icalFixture, startCalendarServer, type CalendarServer } from './support/calendar-server';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { contractCoverage } from './support/contract-hook';

const NOW = new Date('2026-12-09T10:30:00+05:30');
let t: TestApp;
let cal: CalendarServer;

beforeAll(async () => {
  [t, cal] = await Promise.all([makeTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' }), startCalendarServer()]);
  for (const name of ['airbnb', 'booking', 'vrbo', 'makemytrip', 'google'])
    cal.set(`/${name}.ics`, icalFixture(`${name}.ics`));
});
afterAll(async () => {
  await Promise.all([t?.close(), cal?.close()]);
});
beforeEach(() => t.setNow(NOW));

const admin = () => bearer(t.adminToken);
const addFeed = (body: Record<string, unknown>) => request(t.app).post('/api/calendar-feeds').set(admin()).send(body);
const syncNow = (id: string) => request(t.app).post(`/api/calendar-feeds/${id}/sync`).set(admin());
const blocksOf = async (itemId: string) =>
  (await request(t.app).get(`/api/reservations?itemId=${itemId}&limit=100`).set(admin())).body.data as Array<{
    checkIn: string;
    checkOut: string;
    status: string;
    source: string;
    guestName: string;
    feedId: string | null;
    externalUid: string | null;
    conflict: boolean;
  }>;
const available = async (kind: string, itemId: string, checkIn: string, checkOut: string) =>
  (await request(t.app).get(`/api/availability?kind=${kind}&itemId=${itemId}&checkIn=${checkIn}&checkOut=${checkOut}`))
    .body.data[0].available as boolean;

describe('import feeds of each channel', () => {
  it.each([
    ['Airbnb', 'airbnb', 2],
    ['Booking.com', 'booking', 2],
    ['VRBO', 'vrbo', 2],
    ['MakeMyTrip', 'makemytrip', 1],
  ])('%s: the first sync runs at once and its blocks take the room', async (label, file, count) => {
    const room = await createRoom(t, { name: `${label} room` });
    const res = await addFeed({ kind: 'room', itemId: room, label, url: cal.url(`/${file}.ics`) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'room',
      itemId: room,
      label,
      lastStatus: 'ok',
      lastError: null,
      eventCount: count,
    });
    const blocks = await blocksOf(room);
    expect(blocks).toHaveLength(count);
    for (const b of blocks)
      expect(b).toMatchObject({
        status: 'blocked',
        source: 'ical',
        guestName: label,
        feedId: res.body.data._id,
        conflict: false,
      });
    const first = blocks[0];
    expect(await available('room', room, first.checkIn, first.checkOut)).toBe(false);
  });

  it('Google Calendar on a vehicle: time zones and a weekly rule become rental days', async () => {
    const gypsy = await createVehicle(t);
    const res = await addFeed({ kind: 'vehicle', itemId: gypsy, label: 'Travel desk', url: cal.url('/google.ics') });
    expect(res.body.data).toMatchObject({ lastStatus: 'ok', eventCount: 3 + 1 + 1 + 18 });
    const days = (await blocksOf(gypsy)).map((b) => b.checkIn);
    expect(days).toEqual(
      expect.arrayContaining(['2026-12-10', '2026-12-12', '2026-12-15', '2026-12-24', '2026-12-31']),
    );
    expect(days).not.toContain('2026-12-17'); // EXDATE
    expect(days).not.toContain('2026-12-18'); // STATUS:CANCELLED
    expect(await available('vehicle', gypsy, '2026-12-10', '2026-12-11')).toBe(false);
    expect(await available('vehicle', gypsy, '2026-12-11', '2026-12-12')).toBe(true);
  });
});

describe('later syncs', () => {
  it('moves changed events, releases removed and cancelled ones, adds new ones; an unchanged file (304) changes nothing', async () => {
    const room = await createRoom(t);
    cal.set(
      '/changing.ics',
      calendarOf([
        ['a@airbnb.com', '20261212', '20261215'],
        ['b@airbnb.com', '20261220', '20261222'],
        ['c@airbnb.com', '20261225', '20261227'],
      ]),
    );
    const feed = (await addFeed({ kind: 'room', itemId: room, label: 'Airbnb', url: cal.url('/changing.ics') })).body
      .data;
    expect(feed.eventCount).toBe(3);
    cal.set(
      '/changing.ics',
      calendarOf([
        ['a@airbnb.com', '20261213', '20261216'],
        ['c@airbnb.com', '20261225', '20261227', 'STATUS:CANCELLED'],
        ['d@airbnb.com', '20270102', '20270104'],
      ]),
    );
    const res = await syncNow(feed._id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 1, updated: 1, removed: 2, conflicts: 0 });
    expect(res.body.data.feed).toMatchObject({ lastStatus: 'ok', eventCount: 2 });
    expect((await blocksOf(room)).map((b) => [b.externalUid, b.checkIn, b.checkOut])).toEqual([
      ['a@airbnb.com', '2026-12-13', '2026-12-16'],
      ['d@airbnb.com', '2027-01-02', '2027-01-04'],
    ]);
    expect(await available('room', room, '2026-12-20', '2026-12-22')).toBe(true);
    expect(await available('room', room, '2026-12-15', '2026-12-16')).toBe(false);

    const hits = cal.hits('/changing.ics');
    const announce = vi.spyOn(t.database.changes, 'publish');
    const again = await syncNow(feed._id);
    const announced = announce.mock.calls.map(([topic]) => topic);
    announce.mockRestore();
    expect(again.body.data).toMatchObject({
      added: 0,
      updated: 0,
      removed: 0,
      feed: { lastStatus: 'ok', eventCount: 2 },
    });
    expect(cal.hits('/changing.ics')).toBe(hits + 1);
    expect(announced).toEqual([]); // nothing moved: no process drops its cached lists and pages
  });

  it('a 404, an HTML page, a file over 5 MB and a slow server change nothing and say why', async () => {
    const room = await createRoom(t);
    cal.set('/flaky.ics', calendarOf([['keep@booking.com', '20261212', '20261214']]));
    const feed = (await addFeed({ kind: 'room', itemId: room, label: 'Booking.com', url: cal.url('/flaky.ics') })).body
      .data;
    const failing = async (route: Parameters<CalendarServer['set']>[1], sentence: string) => {
      cal.set('/flaky.ics', route);
      const res = await syncNow(feed._id);
      expect(res.body.data).toMatchObject({ added: 0, updated: 0, removed: 0 });
      expect(res.body.data.feed).toMatchObject({ lastStatus: 'error', lastError: sentence, eventCount: 1 });
      expect((await blocksOf(room)).map((b) => b.externalUid)).toEqual(['keep@booking.com']);
    };
    await failing({ status: 404, body: 'Not found' }, 'The address answered 404');
    await failing(
      (_req: http.IncomingMessage, res: http.ServerResponse) =>
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<!doctype html><html><body>Please sign in</body></html>'),
      'This is not a calendar file',
    );
    await failing((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      const line = `X-FILLER:${'x'.repeat(1000)}\r\n`;
      for (let i = 0; i < 5300; i++) res.write(line);
      res.end('END:VCALENDAR\r\n');
    }, 'The calendar is larger than 5 MB');
    const feeds = await request(t.app).get(`/api/calendar-feeds?kind=room&itemId=${room}`).set(admin());
    expect(feeds.body.data).toEqual([expect.objectContaining({ _id: feed._id, lastStatus: 'error' })]);
    const slow = new Set<http.ServerResponse>();
    await failing((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n'); // and nothing more for a minute
      slow.add(res);
    }, 'The address did not answer within 10 seconds');
    for (const res of slow) res.destroy();
  }, 25_000);
});

describe('conflicts, the export, the dashboard and removal', () => {
  it('an import colliding with a confirmed stay is kept and flagged; listed, counted, exported with its UID and released on delete', async () => {
    const room = await createRoom(t);
    const own = await request(t.app).post('/api/reservations').set(admin()).send({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-13',
      checkOut: '2026-12-14',
      guests: 2,
      status: 'confirmed',
      guestName: 'Asha Verma',
      guestPhone: '9876543210',
    });
    expect(own.status).toBe(201);
    const before = (await request(t.app).get('/api/dashboard/stats').set(admin())).body.data.calendarSync;

    const add = await addFeed({ kind: 'room', itemId: room, label: 'Airbnb', url: cal.url('/airbnb.ics') });
    const sync = await syncNow(add.body.data._id);
    expect(sync.body.data.conflicts).toBe(1);
    const flagged = await request(t.app).get(`/api/reservations?conflict=1&itemId=${room}`).set(admin());
    expect(flagged.body.data).toEqual([
      expect.objectContaining({
        externalUid: '1418fb94e984-a3a1f0f0f5a8d3f1c0e2b1a4c5d6e7f8@airbnb.com',
        conflict: true,
      }),
    ]);
    const stats = (await request(t.app).get('/api/dashboard/stats').set(admin())).body.data.calendarSync;
    expect(stats).toEqual({ feeds: before.feeds + 1, failing: before.failing, conflicts: before.conflicts + 1 });

    // The product's own booking cannot take the imported dates any more.
    const clash = await request(t.app).post('/api/reservations').set(admin()).send({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-12',
      checkOut: '2026-12-13',
      guests: 1,
      status: 'confirmed',
      guestName: 'Ravi',
      guestPhone: '9876543211',
    });
    expect(clash.status).toBe(409);
    // An imported block is changed in its channel, not here.
    const block = flagged.body.data[0]._id;
    expect((await request(t.app).put(`/api/reservations/${block}`).set(admin()).send({ notes: 'x' })).status).toBe(409);
    expect((await request(t.app).delete(`/api/reservations/${block}`).set(admin())).status).toBe(409);

    // Booking.com sees Airbnb's bookings through this site's export, under Airbnb's UIDs.
    const link = (await request(t.app).get('/api/ical-links').set(admin())).body.data.find(
      (l: { itemId: string }) => l.itemId === room,
    ).url as string;
    const exported = await request(t.app).get(new URL(link).pathname + new URL(link).search);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('UID:1418fb94e984-a3a1f0f0f5a8d3f1c0e2b1a4c5d6e7f8@airbnb.com');
    expect(exported.text).toContain('UID:7f3e5c1a0b2d-9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c@airbnb.com');

    expect((await request(t.app).delete(`/api/calendar-feeds/${add.body.data._id}`).set(admin())).status).toBe(200);
    expect((await blocksOf(room)).filter((b) => b.feedId)).toEqual([]);
    expect(await available('room', room, '2026-12-20', '2026-12-21')).toBe(true);
    expect((await request(t.app).get('/api/dashboard/stats').set(admin())).body.data.calendarSync).toEqual(before);
  });

  it('deleting an item deletes its feeds', async () => {
    const room = await createRoom(t);
    const feed = (await addFeed({ kind: 'room', itemId: room, label: 'VRBO', url: cal.url('/vrbo.ics') })).body.data;
    expect((await request(t.app).delete(`/api/rooms/delete/${room}`).set(admin())).status).toBe(200);
    expect((await syncNow(feed._id)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('400 for a URL that is not http(s), a tour and an unknown item; 404 unknown feed; 401 and 403', async () => {
    const room = await createRoom(t);
    const tour = await createTour(t);
    const bad = await addFeed({ kind: 'room', itemId: room, label: 'Airbnb', url: 'ftp://example.com/cal.ics' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.url).toBe('Enter the calendar address, starting with http:// or https://');
    const onTour = await addFeed({ kind: 'tour', itemId: tour, label: 'Airbnb', url: 'https://example.com/a.ics' });
    expect(onTour.status).toBe(400);
    expect(onTour.body.errors.kind).toBe('Tours have no calendar: choose a room or a vehicle');
    const unknown = await addFeed({
      kind: 'room',
      itemId: '4f0c2a8e-6b1d-4c3e-9a57-2d8e1f6b90e1',
      label: 'Airbnb',
      url: 'https://example.com/a.ics',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.itemId).toBe('No room with this id');
    expect(
      (await addFeed({ kind: 'room', itemId: room, label: '', url: 'https://example.com/a.ics' })).body.errors.label,
    ).toBe('Calendar name is required');
    expect((await syncNow('4f0c2a8e-6b1d-4c3e-9a57-2d8e1f6b90e1')).status).toBe(404);
    expect(
      (await request(t.app).delete('/api/calendar-feeds/4f0c2a8e-6b1d-4c3e-9a57-2d8e1f6b90e1').set(admin())).status,
    ).toBe(404);
    expect((await request(t.app).get('/api/calendar-feeds')).status).toBe(401);
    expect((await request(t.app).get('/api/calendar-feeds').set(bearer(t.userToken))).status).toBe(403);
  });
});

describe('private addresses', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await makeTestApp();
    strict.setNow(NOW);
  });
  afterAll(() => strict?.close());

  it('a feed on 127.0.0.1, or redirecting there, is refused without being fetched', async () => {
    const room = await createRoom(strict);
    const redirector = http.createServer((_req, res) => res.writeHead(302, { Location: cal.url('/airbnb.ics') }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const port = (redirector.address() as { port: number }).port;
    const hits = cal.hits('/airbnb.ics');
    try {
      for (const url of [`http://127.0.0.1:${port}/to-loopback.ics`, `http://localhost:${port}/to-loopback.ics`]) {
        const res = await request(strict.app)
          .post('/api/calendar-feeds')
          .set(bearer(strict.adminToken))
          .send({ kind: 'room', itemId: room, label: 'Self-hosted', url });
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({
          lastStatus: 'error',
          lastError: 'The address is on a private network, which this site does not fetch',
          eventCount: 0,
        });
      }
      expect(cal.hits('/airbnb.ics')).toBe(hits);
    } finally {
      redirector.close();
    }
  });
});

contractCoverage([
  'GET /api/calendar-feeds',
  'POST /api/calendar-feeds',
  'DELETE /api/calendar-feeds/{id}',
  'POST /api/calendar-feeds/{id}/sync',
]);
