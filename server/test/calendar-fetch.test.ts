/**
 * The calendar fetcher's limits (modules/calendar-sync/fetch-calendar.ts) on real sockets: every
 * redirect hop is checked after resolution, at most 3 redirects, http(s) only, gzip bodies.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendar } from '../src/modules/calendar-sync/fetch-calendar';
import { calendarOf, startCalendarServer, type CalendarServer } from './support/calendar-server';

let loopback: CalendarServer; // 127.0.0.1: the private address a feed must not reach
let front: CalendarServer; // 127.0.0.2: stands for a public host in these tests
const onlyFront = ['127.0.0.2'];
const BODY = calendarOf([['x@airbnb.com', '20261212', '20261214']]);

beforeAll(async () => {
  [loopback, front] = await Promise.all([startCalendarServer('127.0.0.1'), startCalendarServer('127.0.0.2')]);
  loopback.set('/cal.ics', BODY);
  front.set('/cal.ics', BODY);
});
afterAll(() => Promise.all([loopback?.close(), front?.close()]));

describe('fetchCalendar', () => {
  it('a redirect to 127.0.0.1 is refused when private hosts are not allowed, by IP or by a name resolving there', async () => {
    for (const to of [loopback.url('/cal.ics'), loopback.url('/cal.ics').replace('127.0.0.1', 'localhost')]) {
      front.set('/hop', (_req: http.IncomingMessage, res: http.ServerResponse) =>
        res.writeHead(302, { Location: to }).end(),
      );
      await expect(
        fetchCalendar(front.url('/hop'), { allowPrivateHosts: false, allowAddresses: onlyFront }),
      ).rejects.toThrow('The address is on a private network, which this site does not fetch');
    }
    expect(loopback.hits('/cal.ics')).toBe(0);
    const allowed = await fetchCalendar(front.url('/hop'), { allowPrivateHosts: true });
    expect(allowed).toMatchObject({ changed: true, text: BODY });
  });

  it('follows 3 redirects, refuses a 4th', async () => {
    for (let i = 1; i <= 4; i++)
      front.set(`/r${i}`, (_req: http.IncomingMessage, res: http.ServerResponse) =>
        res.writeHead(301, { Location: i === 4 ? '/cal.ics' : `/r${i + 1}` }).end(),
      );
    const opts = { allowPrivateHosts: false, allowAddresses: onlyFront };
    await expect(fetchCalendar(front.url('/r2'), opts)).resolves.toMatchObject({ changed: true });
    await expect(fetchCalendar(front.url('/r1'), opts)).rejects.toThrow('The address redirected more than 3 times');
  });

  it('http and https only; gzip bodies are read and counted decompressed', async () => {
    await expect(fetchCalendar('ftp://127.0.0.2/cal.ics', { allowPrivateHosts: true })).rejects.toThrow(
      'Only http and https addresses can be imported',
    );
    front.set('/gz', (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(zlib.gzipSync(BODY)),
    );
    await expect(fetchCalendar(front.url('/gz'), { allowPrivateHosts: true })).resolves.toMatchObject({ text: BODY });
    await expect(fetchCalendar(front.url('/gz'), { allowPrivateHosts: true, maxBytes: 100 })).rejects.toThrow(
      'The calendar is larger than',
    );
  });

  it('private, loopback, link-local, shared, unspecified and IPv4-mapped private addresses are refused before any connection', async () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ]) {
      const host = a.includes(':') ? `[${a}]` : a;
      for (const scheme of ['http', 'https'])
        await expect(fetchCalendar(`${scheme}://${host}/cal.ics`, { allowPrivateHosts: false }), a).rejects.toThrow(
          'The address is on a private network, which this site does not fetch',
        );
    }
  });
});
