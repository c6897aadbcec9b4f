/**
 * A local HTTP server standing in for the channels' calendar exports (calendar-sync tests): each
 * path answers with a body, a status or a handler the test sets; it honours If-None-Match for
 * bodies (ETag = a hash of the body) and counts the requests per path.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixture } from './test-app';

type Route = string | { status: number; body?: string } | http.RequestListener;

export interface CalendarServer {
  /** http://<host>:<port><path> */
  url(path: string): string;
  /** What `path` answers from now on: a calendar body, a bare status, or a handler. */
  set(path: string, route: Route): void;
  /** Requests received per path (query string dropped). */
  hits(path: string): number;
  /** Every path with its request count. */
  allHits(): Map<string, number>;
  close(): Promise<void>;
}

/** A calendar fixture (test/fixtures/ical/<name>) as text. */
export const icalFixture = (name: string) => fs.readFileSync(fixture(`ical/${name}`), 'utf8');

/** Start the server on `host` (default 127.0.0.1) on a free port. */
export async function startCalendarServer(host = '127.0.0.1'): Promise<CalendarServer> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route === undefined) return void res.writeHead(404).end('Not found');
    if (typeof route === 'function') return void route(req, res);
    if (typeof route === 'object') return void res.writeHead(route.status).end(route.body ?? '');
    const etag = `"${createHash('sha1').update(route).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', ETag: etag }).end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}${path}`,
    set: (path, route) => void routes.set(path, route),
    hits: (path) => hits.get(path) ?? 0,
    allHits: () => new Map(hits),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A calendar of all-day events: `[uid, checkIn, checkOut, extra lines?]` with dates 'YYYYMMDD'. */
export function calendarOf(events: Array<[string, string, string, ...string[]]>): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Channel//EN'];
  for (const [uid, start, end, ...extra] of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      'SUMMARY:Reserved',
      ...extra,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return lines.map((l) => `${l}\r\n`).join('');
}
