/**
 * The calendar-sync part of `npm run bench` (BENCH_ONLY=calendar): 50 import feeds of 500 events
 * each, one per room, served by a local HTTP server; the time to add them all (each add runs its
 * first sync) and the server's peak RSS meanwhile; then a second sync of all (unchanged files:
 * 304); then availability over 30 nights with the 25,000 imported blocks in place.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';

export const FEEDS = 50;
export const EVENTS_PER_FEED = 500;

const ymd = (date: string) => date.replace(/-/g, '');

/** Feed `f`'s file: 500 one- or two-night all-day events from tomorrow on, Airbnb's shape. */
function feedBody(f: number, today: string): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0'];
  for (let e = 0; e < EVENTS_PER_FEED; e++) {
    const start = addDays(today, 1 + e + (e % 3));
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${ymd(start)}`,
      `DTEND;VALUE=DATE:${ymd(addDays(start, 1 + (e % 2)))}`,
      `UID:bench-${f}-${e}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

export interface CalendarBenchDeps {
  base: string;
  pid: number;
  /** An admin's bearer token. */
  token: string;
  roomIds: string[];
  rssMb: (pid: number) => number;
  /** Load availability (one query, then a new one each time) and print the rows; `pathOf(from, guests)` is the query's path. */
  availability: (pathOf: (from: number, guests: number) => string, name: string) => Promise<void>;
}

/** Run the part and print its figures. @throws when a sync does not end `ok` with all its events */
export async function benchCalendarSync(d: CalendarBenchDeps): Promise<void> {
  const today = todayIST();
  const bodies = Array.from({ length: FEEDS }, (_, f) => feedBody(f, today));
  const channel = http.createServer((req, res) => {
    const f = Number(/\/feed-(\d+)\.ics/.exec(req.url ?? '')?.[1]);
    const etag = `"bench-${f}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'Content-Type': 'text/calendar', ETag: etag }).end(bodies[f]);
  });
  await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve));
  const url = (f: number) => `http://127.0.0.1:${(channel.address() as AddressInfo).port}/feed-${f}.ics`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(d.base + path, {
      method,
      headers: { Authorization: `Bearer ${d.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { _id: string; lastStatus: string; eventCount: number } }).data;
  };
  let peak = d.rssMb(d.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, d.rssMb(d.pid))), 100);
  try {
    console.log(
      `\nCalendar sync: ${FEEDS} feeds × ${EVENTS_PER_FEED} events, one feed per room, added one after another`,
    );
    const started = performance.now();
    const ids: string[] = [];
    for (let f = 0; f < FEEDS; f++) {
      const feed = await call('POST', '/api/calendar-feeds', {
        kind: 'room',
        itemId: d.roomIds[f % d.roomIds.length],
        label: `Airbnb ${f}`,
        url: url(f),
      });
      if (feed.lastStatus !== 'ok' || feed.eventCount !== EVENTS_PER_FEED)
        throw new Error(`feed ${f}: ${feed.lastStatus}, ${feed.eventCount} events`);
      ids.push(feed._id);
    }
    const first = (performance.now() - started) / 1000;
    const again = performance.now();
    for (const id of ids) await call('POST', `/api/calendar-feeds/${id}/sync`);
    const second = (performance.now() - again) / 1000;
    console.log(
      `first sync of all   ${first.toFixed(1)} s (${((first / FEEDS) * 1000).toFixed(0)} ms a feed, ${FEEDS * EVENTS_PER_FEED} blocks written)`,
    );
    console.log(`second sync of all  ${second.toFixed(1)} s (unchanged files: 304, conflicts re-checked)`);
    console.log(`peak RSS while syncing ${peak.toFixed(0)} MB`);
  } finally {
    clearInterval(sampler);
    channel.close();
  }
  const pathOf = (from: number, guests: number) =>
    `/api/availability?kind=room&checkIn=${addDays(today, from)}&checkOut=${addDays(today, from + 30)}&guests=${guests}`;
  await d.availability(pathOf, `availability, ${FEEDS * EVENTS_PER_FEED} blocks`);
  console.log('Goals: a feed of 500 events in under 1 s, peak RSS ≤ 250 MB, availability p99 ≤ 50 ms.');
}
