import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { parse as parseCsv } from 'csv-parse/sync';
import ICAL from 'ical.js';
import * as XLSX from '@e965/xlsx';
import { convertIcsCalendar } from 'ts-ics';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** 2026-11-21 15:30 IST, a Saturday. */
const T0 = new Date('2026-11-21T10:00:00Z');
beforeEach(() => t.setNow(T0));

const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210' };
const post = (body: object) => request(t.app).post('/api/reservations').set(bearer(t.adminToken)).send(body);
const admin = (path: string) => request(t.app).get(path).set(bearer(t.adminToken));

describe('public availability and quotes', () => {
  it('when rooms are partly booked, then GET /api/availability gives every room its units left and a quote', async () => {
    const full = await createRoom(t, { name: 'Full Room', price: '1500' });
    const pair = await createRoom(t, {
      name: 'Twin Rooms',
      units: '2',
      price: '1000',
      specifications: JSON.stringify({ capacity: '2 Adults' }),
    });
    await post({
      kind: 'room',
      itemId: full,
      checkIn: '2026-12-02',
      checkOut: '2026-12-03',
      guests: 1,
      status: 'confirmed',
      ...guest,
    });
    await post({
      kind: 'room',
      itemId: pair,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      guests: 1,
      status: 'held',
      ...guest,
    });
    const res = await request(t.app).get('/api/availability?kind=room&checkIn=2026-12-01&checkOut=2026-12-03&guests=2');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((a: { _id: string }) => [a._id, a]));
    expect(byId.get(full)).toMatchObject({ available: false, unitsLeft: 0, quote: { kind: 'room', total: 3000 } });
    expect(byId.get(pair)).toMatchObject({ available: true, unitsLeft: 1, quote: { total: 2000 } });
    const three = await request(t.app).get(
      '/api/availability?kind=room&checkIn=2026-12-01&checkOut=2026-12-03&guests=3',
    );
    expect(three.body.data.find((a: { _id: string }) => a._id === pair)).toMatchObject({
      available: false,
      unitsLeft: 1,
    });
    expect(JSON.stringify(res.body)).not.toContain('Asha');
  });

  it('when a tour departure is asked for, then unitsLeft is the seats left and available needs seats for the guests', async () => {
    const tour = await createTour(t, { seatsPerDeparture: '4', price: '800' });
    await post({ kind: 'tour', itemId: tour, checkIn: '2026-12-06', guests: 3, status: 'confirmed', ...guest });
    const one = await request(t.app).get('/api/availability?kind=tour&checkIn=2026-12-06&guests=1');
    expect(one.body.data.find((a: { _id: string }) => a._id === tour)).toMatchObject({
      available: true,
      unitsLeft: 1,
      quote: { total: 800 },
    });
    const q = await request(t.app).get(`/api/quote?kind=tour&id=${tour}&checkIn=2026-12-06&guests=2`);
    expect(q.body).toEqual({
      success: true,
      data: { available: false, quote: expect.objectContaining({ kind: 'tour', total: 1600 }) },
    });
  });

  it('when a month is asked for, then every day has units left, past days and full days unavailable', async () => {
    const vehicle = await createVehicle(t);
    await post({
      kind: 'vehicle',
      itemId: vehicle,
      checkIn: '2026-11-25',
      checkOut: '2026-11-27',
      guests: 2,
      status: 'confirmed',
      ...guest,
    });
    const res = await request(t.app).get(`/api/availability/vehicle/${vehicle}?month=2026-11`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(30);
    const day = (d: string) => res.body.data.find((x: { date: string }) => x.date === d);
    expect(day('2026-11-20')).toEqual({ date: '2026-11-20', unitsLeft: 1, available: false });
    expect(day('2026-11-21')).toEqual({ date: '2026-11-21', unitsLeft: 1, available: true });
    expect(day('2026-11-26')).toEqual({ date: '2026-11-26', unitsLeft: 0, available: false });
    expect(day('2026-11-27')).toEqual({ date: '2026-11-27', unitsLeft: 1, available: true });
    expect((await request(t.app).get(`/api/availability/vehicle/${vehicle}`)).body.data[0].date).toBe('2026-11-01');
    expect((await request(t.app).get(`/api/availability/vehicle/${vehicle}?month=2026-13`)).status).toBe(400);
    expect((await request(t.app).get(`/api/availability/room/${vehicle}?month=2026-11`)).status).toBe(404);
    expect((await request(t.app).get(`/api/availability/boat/${vehicle}`)).status).toBe(404);
  });

  it('when a month was answered and a stay is booked, its hold ends or the IST date turns, then the next answer shows it at once', async () => {
    const vehicle = await createVehicle(t);
    const month = async () => (await request(t.app).get(`/api/availability/vehicle/${vehicle}?month=2026-11`)).body;
    const day = (body: { data: { date: string }[] }, d: string) => body.data.find((x) => x.date === d);
    expect(day(await month(), '2026-11-26')).toEqual({ date: '2026-11-26', unitsLeft: 1, available: true });
    const held = await post({
      kind: 'vehicle',
      itemId: vehicle,
      checkIn: '2026-11-26',
      checkOut: '2026-11-27',
      guests: 2,
      status: 'held',
      ...guest,
    });
    expect(held.status).toBe(201);
    expect(day(await month(), '2026-11-26')).toEqual({ date: '2026-11-26', unitsLeft: 0, available: false });
    // The hold ends (BOOKING_HOLD_HOURS, 24 h by default): the unit is free again without any write.
    t.setNow(new Date(Date.parse(held.body.data.holdExpiresAt) + 1000));
    const after = await month();
    expect(day(after, '2026-11-26')).toEqual({ date: '2026-11-26', unitsLeft: 1, available: true });
    // A day later in IST, yesterday is no longer bookable.
    expect(day(after, '2026-11-21')).toEqual({ date: '2026-11-21', unitsLeft: 1, available: false });
  });

  it('when the query is invalid, then 400 with field errors; an unknown quoted item is 404', async () => {
    const bad = await request(t.app).get(
      '/api/availability?kind=room&checkIn=2026-12-05&checkOut=2026-12-01&guests=60',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      guests: 'Guests must be a whole number from 1 to 50',
      checkOut: 'Check-out date must be after the check-in date',
    });
    expect(
      (await request(t.app).get('/api/availability?kind=room&checkIn=2026-11-01&checkOut=2026-11-02')).body.errors,
    ).toHaveProperty('checkIn');
    expect(
      (
        await request(t.app).get(
          '/api/quote?kind=room&id=00000000-0000-4000-8000-000000000000&checkIn=2026-12-01&checkOut=2026-12-02',
        )
      ).status,
    ).toBe(404);
  });
});

describe('admin list, CSV export, iCal feeds and dashboard', () => {
  it('when searching by name or phone digits and paging, then total counts every match', async () => {
    const room = await createRoom(t, { name: 'Search Room' });
    for (const [i, name] of ['Ravi Kumar', 'Meera Das', 'Ravi Shankar'].entries()) {
      await post({
        kind: 'room',
        itemId: room,
        checkIn: `2027-01-1${i}`,
        checkOut: `2027-01-1${i + 1}`,
        guests: 1,
        status: 'confirmed',
        guestName: name,
        guestPhone: `+91 99000 0000${i}`,
      });
    }
    const ravi = await admin(`/api/reservations?q=ravi&itemId=${room}&limit=1`);
    expect(ravi.body).toMatchObject({ success: true, total: 2 });
    expect(ravi.body.data).toHaveLength(1);
    expect(ravi.body.data[0]).toMatchObject({ guestName: 'Ravi Kumar', itemName: 'Search Room', kind: 'room' });
    expect((await admin(`/api/reservations?q=ravi&itemId=${room}&limit=1&page=2`)).body.data[0].guestName).toBe(
      'Ravi Shankar',
    );
    expect(
      (await admin(`/api/reservations?q=9900000001`)).body.data.map((r: { guestName: string }) => r.guestName),
    ).toEqual(['Meera Das']);
    expect((await admin(`/api/reservations?itemId=${room}&from=2027-01-11&to=2027-01-11`)).body.total).toBe(1);
    expect((await admin('/api/reservations?status=nope&limit=500')).body.errors).toEqual({
      status: 'Choose a valid status',
      limit: 'Limit must be a whole number from 1 to 100',
    });
  });

  it('when exported, then the CSV is for spreadsheets: BOM, CRLF, headers in words, phone kept as text, times in IST', async () => {
    const room = await createRoom(t, { name: 'CSV Room' });
    const made = await post({
      kind: 'room',
      itemId: room,
      checkIn: '2027-02-01',
      checkOut: '2027-02-03',
      guests: 2,
      status: 'confirmed',
      guestName: 'कपूर, "Raj"',
      guestPhone: '9876543210',
      notes: '=1+2\nsecond line',
    });
    const res = await admin('/api/reservations/export.csv?from=2027-02-01&to=2027-02-28');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    // RFC 4180 line ends and a UTF-8 byte-order mark (Excel reads Hindi only with it).
    expect(
      res.text.startsWith('\uFEFFReference,Kind,Item,Check-in,Check-out,Guests,Guest name,Phone,Email,Status,'),
    ).toBe(true);
    expect(res.text.split('\r\n')).toHaveLength(3);
    const createdAt = new Date(made.body.data.createdAt as string);
    // The oracle: IST is UTC+05:30 all year.
    const createdIST = new Date(createdAt.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

    // A plain CSV reader sees the formula form of the phone.
    const rows = parseCsv(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        Reference: made.body.data.reference,
        Kind: 'room',
        Item: 'CSV Room',
        'Check-in': '2027-02-01',
        'Check-out': '2027-02-03',
        Guests: '2',
        'Guest name': 'कपूर, "Raj"',
        Phone: '="+919876543210"',
        Email: '',
        Status: 'confirmed',
        'Hold expires (IST)': '',
        Source: 'other',
        'Quoted (₹)': '4000',
        'Agreed total (₹)': '',
        'GST (₹)': '0.00',
        'Total with GST (₹)': '4000.00',
        'Credited (₹)': '0.00',
        'Paid (₹)': '0.00',
        'Balance (₹)': '4000.00',
        Notes: "'=1+2\nsecond line",
        'Created (IST)': createdIST,
      },
    ]);

    // A spreadsheet (SheetJS reads a CSV as Excel does) shows the phone as text with its +, the Hindi name intact.
    const sheet = XLSX.read(Buffer.from(res.text, 'utf8'), { type: 'buffer' });
    const [cells] = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(cells).toMatchObject({ Phone: '+919876543210', 'Guest name': 'कपूर, "Raj"', 'Total with GST (₹)': 4000 });
  });

  it('when a feed is fetched with its token, then it is valid iCalendar with one all-day Booked event per occupying stay', async () => {
    const room = await createRoom(t, { name: 'Feed Room', units: '3' });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-24',
      checkOut: '2026-12-27',
      guests: 2,
      status: 'confirmed',
      ...guest,
    });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-28',
      checkOut: '2026-12-29',
      guests: 1,
      status: 'blocked',
    });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2026-12-28',
      checkOut: '2026-12-29',
      guests: 1,
      status: 'enquiry',
      ...guest,
    });
    const links = await admin('/api/ical-links');
    const link = links.body.data.find((l: { itemId: string }) => l.itemId === room);
    expect(link).toMatchObject({
      kind: 'room',
      itemId: room,
      url: expect.stringMatching(/\/api\/ical\/room\/.+\.ics\?token=/),
    });
    const url = new URL(link.url);
    const res = await request(t.app).get(url.pathname + url.search);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text).not.toContain('Asha');
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ['Booked', '2026-12-24', '2026-12-27', true],
      ['Booked', '2026-12-28', '2026-12-29', true],
    ]);
    expect((await request(t.app).get(`${url.pathname}?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await request(t.app).get(url.pathname)).status).toBe(404);
    expect((await request(t.app).get(url.pathname.replace('/room/', '/vehicle/') + url.search)).status).toBe(404);
  });

  it('iCal: the feed ends with CRLF (RFC 5545 §3.1) and commas in NAME and X-WR-CALNAME are escaped (§3.3.11); a second parser reads it', async () => {
    const room = await createRoom(t, { name: 'Pine Room, Garden Side' });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2027-03-05',
      checkOut: '2027-03-07',
      guests: 1,
      status: 'blocked',
    });
    const link = (await admin('/api/ical-links')).body.data.find((l: { itemId: string }) => l.itemId === room);
    const url = new URL(link.url);
    const { text } = await request(t.app).get(url.pathname + url.search);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      text
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    expect(text).toContain('\r\nNAME:Pachmarhi Stays & Tours – Pine Room\\, Garden Side\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Pachmarhi Stays & Tours – Pine Room\\, Garden Side\r\n');
    // ical.js and ts-ics, two implementations, both read the document and its one event.
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const second = convertIcsCalendar(undefined, text);
    expect(second.events?.map((e) => [e.summary, e.start.date.toISOString(), e.end?.date.toISOString()])).toEqual([
      ['Booked', '2027-03-05T00:00:00.000Z', '2027-03-07T00:00:00.000Z'],
    ]);
  });

  it('when an admin resets a feed link, then the old URL is refused at once, the new one works and is listed; the other items keep theirs; only admins may reset', async () => {
    const room = await createRoom(t, { name: 'Reset Room' });
    const other = await createRoom(t, { name: 'Other Room' });
    const urlOf = async (id: string) =>
      new URL((await admin('/api/ical-links')).body.data.find((l: { itemId: string }) => l.itemId === id).url);
    const fetchFeed = (url: URL) => request(t.app).get(url.pathname + url.search);
    const [old, otherUrl] = [await urlOf(room), await urlOf(other)];
    expect((await fetchFeed(old)).status).toBe(200);
    const reset = await request(t.app).post(`/api/ical-links/room/${room}/reset`).set(bearer(t.adminToken));
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ kind: 'room', itemId: room, name: 'Reset Room' });
    const fresh = new URL(reset.body.data.url);
    expect(fresh.search).not.toBe(old.search);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    const feedPath = (u: URL) => u.pathname + u.search; // the origin is the request's own here (no SITE_URL)
    expect(feedPath(await urlOf(room))).toBe(feedPath(fresh));
    expect(feedPath(await urlOf(other))).toBe(feedPath(otherUrl));
    expect((await fetchFeed(otherUrl)).status).toBe(200);
    // A second reset ends the second URL too.
    const again = new URL(
      (await request(t.app).post(`/api/ical-links/room/${room}/reset`).set(bearer(t.adminToken))).body.data.url,
    );
    expect((await fetchFeed(fresh)).status).toBe(404);
    expect((await fetchFeed(again)).status).toBe(200);
    expect((await request(t.app).post(`/api/ical-links/room/${room}/reset`).set(bearer(t.userToken))).status).toBe(403);
    expect((await request(t.app).post(`/api/ical-links/room/${room}/reset`)).status).toBe(401);
    expect((await request(t.app).post(`/api/ical-links/vehicle/${room}/reset`).set(bearer(t.adminToken))).status).toBe(
      404,
    );
    expect((await request(t.app).post(`/api/ical-links/tour/${room}/reset`).set(bearer(t.adminToken))).status).toBe(
      404,
    );
  });

  it('when stays start and end today and tomorrow, then the dashboard counts arrivals, departures, occupancy, revenue and enquiries', async () => {
    const before = (await admin('/api/dashboard/stats')).body.data.reservations;
    const room = await createRoom(t, { price: '1000', units: '2' });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2026-11-21',
      checkOut: '2026-11-22',
      guests: 1,
      status: 'confirmed',
      ...guest,
    });
    await post({
      kind: 'room',
      itemId: room,
      checkIn: '2026-11-22',
      checkOut: '2026-11-25',
      guests: 1,
      status: 'held',
      ...guest,
    });
    await post({ kind: 'room', itemId: room, checkIn: '2026-11-22', checkOut: '2026-11-23', guests: 1, ...guest });
    const after = (await admin('/api/dashboard/stats')).body.data;
    expect(after.overview).toBeDefined();
    const r = after.reservations;
    expect(r.arrivals.today - before.arrivals.today).toBe(1);
    expect(r.arrivals.tomorrow - before.arrivals.tomorrow).toBe(1);
    expect(r.departures.tomorrow - before.departures.tomorrow).toBe(1);
    expect(r.roomOccupancy.next7.booked - before.roomOccupancy.next7.booked).toBe(4);
    expect(r.roomOccupancy.next7.available - before.roomOccupancy.next7.available).toBe(14);
    expect(r.confirmedRevenueNext30 - before.confirmedRevenueNext30).toBe(1000);
    // Open enquiries are the visitors' (enquiries.test.ts), not reservations with status 'enquiry'.
    expect(r.openEnquiries).toBe(before.openEnquiries);
  });
});

// The iCal feeds' operations (modules/ical) are tested here, with the availability they publish.
contractCoverage(['GET /api/ical/{kind}/{id}.ics', 'GET /api/ical-links', 'POST /api/ical-links/{kind}/{id}/reset']);

contractCoverage([
  'GET /api/availability',
  'GET /api/availability/{kind}/{id}',
  'GET /api/quote',
  'GET /api/reservations/export.csv',
]);
