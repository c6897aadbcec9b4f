import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { parse as parseCsv } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';

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
    const pair = await createRoom(t, { name: 'Twin Rooms', units: '2', price: '1000', specifications: JSON.stringify({ capacity: '2 Adults' }) });
    await post({ kind: 'room', itemId: full, checkIn: '2026-12-02', checkOut: '2026-12-03', guests: 1, status: 'confirmed', ...guest });
    await post({ kind: 'room', itemId: pair, checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1, status: 'held', ...guest });
    const res = await request(t.app).get('/api/availability?kind=room&checkIn=2026-12-01&checkOut=2026-12-03&guests=2');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((a: { _id: string }) => [a._id, a]));
    expect(byId.get(full)).toMatchObject({ available: false, unitsLeft: 0, quote: { kind: 'room', total: 3000 } });
    expect(byId.get(pair)).toMatchObject({ available: true, unitsLeft: 1, quote: { total: 2000 } });
    const three = await request(t.app).get('/api/availability?kind=room&checkIn=2026-12-01&checkOut=2026-12-03&guests=3');
    expect(three.body.data.find((a: { _id: string }) => a._id === pair)).toMatchObject({ available: false, unitsLeft: 1 });
    expect(JSON.stringify(res.body)).not.toContain('Asha');
  });

  it('when a tour departure is asked for, then unitsLeft is the seats left and available needs seats for the guests', async () => {
    const tour = await createTour(t, { seatsPerDeparture: '4', price: '800' });
    await post({ kind: 'tour', itemId: tour, checkIn: '2026-12-06', guests: 3, status: 'confirmed', ...guest });
    const one = await request(t.app).get('/api/availability?kind=tour&checkIn=2026-12-06&guests=1');
    expect(one.body.data.find((a: { _id: string }) => a._id === tour)).toMatchObject({ available: true, unitsLeft: 1, quote: { total: 800 } });
    const q = await request(t.app).get(`/api/quote?kind=tour&id=${tour}&checkIn=2026-12-06&guests=2`);
    expect(q.body).toEqual({ success: true, data: { available: false, quote: expect.objectContaining({ kind: 'tour', total: 1600 }) } });
  });

  it('when a month is asked for, then every day has units left, past days and full days unavailable', async () => {
    const vehicle = await createVehicle(t);
    await post({ kind: 'vehicle', itemId: vehicle, checkIn: '2026-11-25', checkOut: '2026-11-27', guests: 2, status: 'confirmed', ...guest });
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

  it('when the query is invalid, then 400 with field errors; an unknown quoted item is 404', async () => {
    const bad = await request(t.app).get('/api/availability?kind=room&checkIn=2026-12-05&checkOut=2026-12-01&guests=60');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['checkOut', 'guests']);
    expect((await request(t.app).get('/api/availability?kind=room&checkIn=2026-11-01&checkOut=2026-11-02')).body.errors).toHaveProperty('checkIn');
    expect((await request(t.app).get('/api/quote?kind=room&id=00000000-0000-4000-8000-000000000000&checkIn=2026-12-01&checkOut=2026-12-02')).status).toBe(404);
  });
});

describe('admin list, CSV export, iCal feeds and dashboard', () => {
  it('when searching by name or phone digits and paging, then total counts every match', async () => {
    const room = await createRoom(t, { name: 'Search Room' });
    for (const [i, name] of ['Ravi Kumar', 'Meera Das', 'Ravi Shankar'].entries()) {
      await post({ kind: 'room', itemId: room, checkIn: `2027-01-1${i}`, checkOut: `2027-01-1${i + 1}`, guests: 1, status: 'confirmed', guestName: name, guestPhone: `+91 99000 0000${i}` });
    }
    const ravi = await admin(`/api/reservations?q=ravi&itemId=${room}&limit=1`);
    expect(ravi.body).toMatchObject({ success: true, total: 2 });
    expect(ravi.body.data).toHaveLength(1);
    expect(ravi.body.data[0]).toMatchObject({ guestName: 'Ravi Kumar', itemName: 'Search Room', kind: 'room' });
    expect((await admin(`/api/reservations?q=ravi&itemId=${room}&limit=1&page=2`)).body.data[0].guestName).toBe('Ravi Shankar');
    expect((await admin(`/api/reservations?q=9900000001`)).body.data.map((r: { guestName: string }) => r.guestName)).toEqual(['Meera Das']);
    expect((await admin(`/api/reservations?itemId=${room}&from=2027-01-11&to=2027-01-11`)).body.total).toBe(1);
    expect((await admin('/api/reservations?status=nope&limit=500')).body.errors).toMatchObject({ status: expect.any(String), limit: expect.any(String) });
  });

  it('when exported, then the CSV parses back with a header row and the tricky cells intact', async () => {
    const room = await createRoom(t, { name: 'CSV Room' });
    await post({ kind: 'room', itemId: room, checkIn: '2027-02-01', checkOut: '2027-02-03', guests: 2, status: 'confirmed', guestName: 'Kapoor, "Raj"', guestPhone: '9876543210', notes: '=1+2\nsecond line' });
    const res = await admin('/api/reservations/export.csv?from=2027-02-01&to=2027-02-28');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(res.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ item: 'CSV Room', checkIn: '2027-02-01', checkOut: '2027-02-03', guestName: 'Kapoor, "Raj"', guestPhone: '+919876543210', notes: "'=1+2\nsecond line", status: 'confirmed', totalRupees: '4000' });
  });

  it('when a feed is fetched with its token, then it is valid iCalendar with one all-day Booked event per occupying stay', async () => {
    const room = await createRoom(t, { name: 'Feed Room', units: '3' });
    await post({ kind: 'room', itemId: room, checkIn: '2026-12-24', checkOut: '2026-12-27', guests: 2, status: 'confirmed', ...guest });
    await post({ kind: 'room', itemId: room, checkIn: '2026-12-28', checkOut: '2026-12-29', guests: 1, status: 'blocked' });
    await post({ kind: 'room', itemId: room, checkIn: '2026-12-28', checkOut: '2026-12-29', guests: 1, status: 'enquiry', ...guest });
    const links = await admin('/api/ical-links');
    const link = links.body.data.find((l: { itemId: string }) => l.itemId === room);
    expect(link).toMatchObject({ kind: 'room', itemId: room, url: expect.stringMatching(/\/api\/ical\/room\/.+\.ics\?token=/) });
    const url = new URL(link.url);
    const res = await request(t.app).get(url.pathname + url.search);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text).not.toContain('Asha');
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ['Booked', '2026-12-24', '2026-12-27', true], ['Booked', '2026-12-28', '2026-12-29', true],
    ]);
    expect((await request(t.app).get(`${url.pathname}?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await request(t.app).get(url.pathname)).status).toBe(404);
    expect((await request(t.app).get(url.pathname.replace('/room/', '/vehicle/') + url.search)).status).toBe(404);
  });

  it('when stays start and end today and tomorrow, then the dashboard counts arrivals, departures, occupancy, revenue and enquiries', async () => {
    const before = (await admin('/api/dashboard/stats')).body.data.reservations;
    const room = await createRoom(t, { price: '1000', units: '2' });
    await post({ kind: 'room', itemId: room, checkIn: '2026-11-21', checkOut: '2026-11-22', guests: 1, status: 'confirmed', ...guest });
    await post({ kind: 'room', itemId: room, checkIn: '2026-11-22', checkOut: '2026-11-25', guests: 1, status: 'held', ...guest });
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
    expect(r.openEnquiries - before.openEnquiries).toBe(1);
  });
});
