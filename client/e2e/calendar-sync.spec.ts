import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@pachmarhi/common/types';
import { screenshot } from './support/browser';
import { label, next, plusDays, MONDAY } from './support/clock';
import { useStack } from './support/use-stack';
import { loginAsAdmin, seedRoom, waitForToast } from './admin-helpers';

// Airbnb's export for the room: a stay from the coming Monday (at least a day ahead) for 3 nights.
const CHECK_IN = next(MONDAY);
const CHECK_OUT = plusDays(CHECK_IN, 3);
const ymd = (date: string) => date.replace(/-/g, '');
const AIRBNB = [
  'BEGIN:VCALENDAR',
  'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `DTEND;VALUE=DATE:${ymd(CHECK_OUT)}`,
  `DTSTART;VALUE=DATE:${ymd(CHECK_IN)}`,
  'UID:1418fb94e984-e2e@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('calendar sync: the owner imports Airbnb, visitors see the room taken', () => {
  // The channel's calendar is served from this machine: private addresses allowed for the test.
  const stack = useStack({ env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true' } });
  let channel: http.Server;
  let feedUrl: string;
  let room: Room;

  beforeAll(async () => {
    channel = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(AIRBNB));
    await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(channel.address() as AddressInfo).port}/calendar/ical/41234567.ics?s=abc`;
    room = await seedRoom(stack.baseUrl, 'Cedar Sync Suite');
  });
  afterAll(() => new Promise<void>((resolve) => (channel ? channel.close(() => resolve()) : resolve())));

  it('when the owner adds an "Airbnb" feed to the room, then a visitor searching those dates sees "Not available for your dates" and the owner sees the import in the timeline', async () => {
    const admin = await stack.newPage({ viewport: { width: 1366, height: 900 } });
    await loginAsAdmin(admin);
    await admin.goto(`/admin/RoomForm?id=${room._id}`);
    await admin.getByRole('heading', { name: 'Edit Room' }).waitFor();
    const panel = admin.getByTestId('calendar-sync');
    await panel.getByRole('heading', { name: 'Calendar sync' }).waitFor();
    await panel.getByText('No calendar imported yet.').waitFor();
    await panel.getByRole('textbox', { name: 'Channel name' }).fill('Airbnb');
    await panel.getByRole('textbox', { name: 'Calendar address (iCal export link)' }).fill(feedUrl);
    await panel.getByRole('button', { name: 'Add calendar' }).click();
    await waitForToast(admin, 'Airbnb imported: 1 booking');
    const feed = panel.getByTestId('calendar-feed').filter({ hasText: 'Airbnb' });
    await feed.getByText('OK', { exact: true }).waitFor();
    expect(await feed.innerText()).toContain('1 booking');
    await screenshot(admin, 'calendar-sync-panel');

    // A visitor looking for those nights.
    const visitor = await stack.newPage();
    await visitor.goto(`/hotel?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`);
    await visitor
      .getByRole('main')
      .getByRole('article', { name: room.name })
      .getByText('Not available for your dates')
      .waitFor();
    await visitor.context().close();

    // The owner's timeline shows the block under the channel's name.
    await admin.goto('/admin/bookings');
    await admin.getByRole('region', { name: 'Bookings timeline' }).waitFor();
    const bar = admin
      .locator(`[data-testid="timeline-row"][data-item="${room.name}"]`)
      .locator('[data-testid="reservation-bar"][data-imported="true"]');
    // The stay may fall in the next month.
    for (let i = 0; i < 2 && (await bar.count()) === 0; i++)
      await admin.getByRole('button', { name: 'Next month' }).click();
    expect(await bar.first().innerText()).toBe('Airbnb: Reserved');
    expect(await bar.first().getAttribute('title')).toContain(`${label(CHECK_IN)} to ${label(CHECK_OUT)}`);
    await screenshot(admin, 'calendar-sync-timeline');
    await admin.context().close();
  });
});
