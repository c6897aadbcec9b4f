import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { purgeGuestRecords } from '../src/cli/purge-guest-records';
import { contractCoverage } from './support/contract-hook';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle, FOREIGN_GUEST } from './support/records';

let t: TestApp;
let room: string;
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  room = await createRoom(t, { units: '5', price: '2000' });
});
afterAll(() => t.close());

/** Tuesday 1 December 2026, 09:00 IST. */
const T0 = new Date('2026-12-01T09:00:00+05:30');
beforeEach(() => t.setNow(T0));

const desk = () => bearer(t.deskToken);
const guest = { guestName: 'Asha Verma', guestPhone: '98765 43210' };
const book = async (body: object) => {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(desk())
    .send({ kind: 'room', itemId: room, guests: 2, status: 'confirmed', ...guest, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; reference: string };
};
const move = (id: string, status: string) => request(t.app).put(`/api/reservations/${id}`).set(desk()).send({ status });
// Lower case on purpose: the country code is normalised.
const foreigner = { ...FOREIGN_GUEST, nationality: 'gb' };

describe('stay statuses', () => {
  it('when a confirmed stay is checked in before its date, then 409 with the reason; on the day it is checked in, occupies and can only be checked out', async () => {
    const r = await book({ checkIn: '2026-12-02', checkOut: '2026-12-04' });
    const early = await move(r._id, 'checked-in');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The stay starts on 2026-12-02: it can be checked in from that day (IST).');
    expect((await move(r._id, 'no-show')).status).toBe(409);
    // 00:30 IST on the 2nd is still the 1st in UTC: the IST date decides.
    t.setNow(new Date('2026-12-02T00:30:00+05:30'));
    const ok = await move(r._id, 'checked-in');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      status: 'checked-in',
      occupying: true,
      checkedInAt: '2026-12-01T19:00:00.000Z',
    });
    const cancel = await move(r._id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('This guest is checked in: the only next step is to check out.');
    expect((await move(r._id, 'confirmed')).status).toBe(409);
  });

  it('when a guest leaves a night early, then the desk shortens the stay (the last night is free) and checks out with the balance carried; nothing moves it again', async () => {
    const small = await createRoom(t, { name: 'Cedar Room', units: '1' });
    const r = await book({ itemId: small, checkIn: '2026-12-01', checkOut: '2026-12-04' });
    expect((await move(r._id, 'checked-in')).status).toBe(200);
    await book({ itemId: small, checkIn: '2026-12-04', checkOut: '2026-12-05' });
    const taken = await request(t.app)
      .post('/api/reservations')
      .set(desk())
      .send({ kind: 'room', itemId: small, checkIn: '2026-12-03', checkOut: '2026-12-04', guests: 1, ...guest });
    expect(taken.status).toBe(201); // an enquiry takes nothing
    t.setNow(new Date('2026-12-03T10:00:00+05:30'));
    // Checking out never changes the nights billed: while ₹6,000 is owed it is refused, saying so.
    const owing = await move(r._id, 'checked-out');
    expect(owing.status).toBe(409);
    expect(owing.body.message).toBe(
      'The guest still owes ₹6,000: record the payment, or check out with the balance carried (give the reason).',
    );
    const shortened = await request(t.app)
      .put(`/api/reservations/${r._id}`)
      .set(desk())
      .send({ checkIn: '2026-12-01', checkOut: '2026-12-03' })
      .expect(200);
    expect(shortened.body.data).toMatchObject({ status: 'checked-in', checkOut: '2026-12-03', balance: 400000 });
    const out = await request(t.app)
      .put(`/api/reservations/${r._id}`)
      .set(desk())
      .send({ status: 'checked-out', carryBalance: { reason: 'Pays by bank transfer on Monday' } })
      .expect(200);
    expect(out.body.data).toMatchObject({
      status: 'checked-out',
      checkOut: '2026-12-03',
      occupying: false,
      balance: 400000,
      balanceCarried: {
        amount: 400000,
        reason: 'Pays by bank transfer on Monday',
        at: '2026-12-03T04:30:00.000Z',
        by: t.desk._id,
      },
    });
    expect(out.body.data.quote.total).toBe(4000);
    const again = await request(t.app)
      .put(`/api/reservations/${taken.body.data._id}`)
      .set(desk())
      .send({ status: 'confirmed' });
    expect(again.status).toBe(200);
    const back = await move(r._id, 'checked-in');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('This guest has already checked out; the status cannot change.');
  });

  it('when a held or enquiry reservation is marked, then no-show works from its date for held and confirmed only; cancelled works before check-in', async () => {
    const held = await book({ checkIn: '2026-12-01', checkOut: '2026-12-02', status: 'held' });
    expect((await move(held._id, 'no-show')).body.data.status).toBe('no-show');
    expect((await move(held._id, 'cancelled')).status).toBe(409);
    const enquiry = await book({ checkIn: '2026-12-01', checkOut: '2026-12-02', status: 'enquiry' });
    const refused = await move(enquiry._id, 'checked-in');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a held or confirmed reservation can be checked in; this one is enquiry.');
    expect((await move(enquiry._id, 'cancelled')).status).toBe(200);
    const direct = await book({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect((await move(direct._id, 'checked-out')).body.message).toBe('Only a checked-in guest can be checked out.');
  });
});

describe('the Today board', () => {
  it('when the board of a given date is read, then arrivals, in house, departures, tours and vehicles are listed with the balance due', async () => {
    const day = '2027-01-10';
    t.setNow(new Date('2027-01-08T10:00:00+05:30'));
    const arriving = await book({ checkIn: day, checkOut: '2027-01-12', guestName: 'Arrives Today' });
    const staying = await book({ checkIn: '2027-01-09', checkOut: '2027-01-11', guestName: 'In House' });
    const leaving = await book({ checkIn: '2027-01-08', checkOut: day, guestName: 'Leaves Today' });
    await book({ checkIn: '2027-01-11', checkOut: '2027-01-12', guestName: 'Tomorrow' });
    const tour = await createTour(t, { title: 'Dhoopgarh Sunset' });
    await book({ kind: 'tour', itemId: tour, checkIn: day, checkOut: undefined, guests: 3, guestName: 'Tour One' });
    await book({ kind: 'tour', itemId: tour, checkIn: day, checkOut: undefined, guests: 2, guestName: 'Tour Two' });
    const gypsy = await createVehicle(t);
    await book({
      kind: 'vehicle',
      itemId: gypsy,
      checkIn: '2027-01-09',
      checkOut: '2027-01-11',
      guests: 1,
      guestName: 'Gypsy Out',
    });
    t.setNow(new Date('2027-01-09T12:00:00+05:30'));
    expect((await move(staying._id, 'checked-in')).status).toBe(200);

    const res = await request(t.app).get(`/api/front-desk?date=${day}`).set(desk()).expect(200);
    const names = (list: { guest: string }[]) => list.map((e) => e.guest);
    const board = res.body.data;
    expect(board.date).toBe(day);
    expect(names(board.arrivals)).toEqual(['Arrives Today']);
    expect(board.arrivals[0]).toMatchObject({
      _id: arriving._id,
      reference: arriving.reference,
      phone: '+919876543210',
      item: 'Pine Room',
      nights: 2,
      balance: 400000,
      balanceCarried: null,
      registered: 0,
    });
    expect(names(board.inHouse)).toEqual(['In House']);
    expect(names(board.departures)).toEqual(['Leaves Today']);
    expect(board.departures[0]._id).toBe(leaving._id);
    expect(board.tourDepartures).toEqual([
      expect.objectContaining({ tour: 'Dhoopgarh Sunset', date: day, persons: 5 }),
    ]);
    expect(names(board.tourDepartures[0].reservations)).toEqual(['Tour One', 'Tour Two']);
    expect(names(board.vehiclesOut)).toEqual(['Gypsy Out']);
    expect((await request(t.app).get('/api/front-desk?date=2027-02-30').set(desk())).status).toBe(400);
    const today = await request(t.app).get('/api/front-desk').set(desk()).expect(200);
    expect(today.body.data.date).toBe('2027-01-09');
  });
});

describe('the guest register and Form C', () => {
  it('when a full 12-digit Aadhaar number is given, then 400 saying why; the last four digits are kept masked', async () => {
    const r = await book({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    const url = `/api/reservations/${r._id}/guests`;
    const indian = { name: 'Asha Verma', nationality: 'IN', idType: 'aadhaar', address: 'Bhopal' };
    const full = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...indian, idNumber: '2345 6789 0123' })
      .expect(400);
    expect(full.body.errors.idNumber).toBe(
      'Enter only the last four digits of the Aadhaar number: a hotel may not keep a full Aadhaar number or a copy of the card, so it is stored masked (XXXX XXXX 1234)',
    );
    const ok = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...indian, idNumber: '0123' })
      .expect(201);
    expect(ok.body.data).toMatchObject({ idNumber: 'XXXX XXXX 0123', foreign: false, nationality: 'IN' });
    const missing = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...foreigner, visaNumber: '' })
      .expect(400);
    expect(missing.body.errors).toEqual({ visaNumber: 'Visa number is required for a foreign national (Form C)' });
    const badCountry = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...indian, nationality: 'XX', idNumber: '1234' });
    expect(badCountry.body.errors.nationality).toBe('Use a two-letter country code (ISO 3166), e.g. IN, GB or US');
  });

  it('when a foreign guest checks in at 22:30 IST, then Form C is due by 22:30 IST the next day (across midnight) and leaves the list once marked submitted', async () => {
    t.setNow(new Date('2026-12-05T10:00:00+05:30'));
    const r = await book({ checkIn: '2026-12-05', checkOut: '2026-12-07', guestName: 'Emma Clarke' });
    const added = await request(t.app)
      .post(`/api/reservations/${r._id}/guests`)
      .set(desk())
      .send(foreigner)
      .expect(201);
    expect(added.body.data).toMatchObject({ nationality: 'GB', foreign: true });
    const before = await request(t.app).get('/api/form-iii/due').set(desk()).expect(200);
    expect(before.body.data.map((d: { reservationId: string }) => d.reservationId)).not.toContain(r._id);
    t.setNow(new Date('2026-12-05T22:30:00+05:30'));
    await move(r._id, 'checked-in').expect(200);
    const due = (await request(t.app).get('/api/form-iii/due').set(desk()).expect(200)).body.data.find(
      (d: { reservationId: string }) => d.reservationId === r._id,
    );
    expect(due).toMatchObject({
      checkedInAt: '2026-12-05T17:00:00.000Z',
      dueBy: '2026-12-06T17:00:00.000Z',
      item: 'Pine Room',
    });
    expect(due.fields.slice(0, 6)).toEqual([
      { field: 'name', value: 'Emma Clarke' },
      { field: 'gender', value: 'female' },
      { field: 'dateOfBirth', value: '1990-04-12' },
      { field: 'nationality', value: 'GB' },
      { field: 'address', value: '12 Mill Lane, York, UK' },
      { field: 'passportNumber', value: 'P1234567' },
    ]);
    expect(due.fields).toContainEqual({ field: 'arrivalAtHotel', value: '2026-12-05 22:30' });
    await request(t.app)
      .patch(`/api/reservations/${r._id}/guests/${added.body.data._id}`)
      .set(desk())
      .send({ formIiiSubmittedAt: '2026-12-06T09:00:00+05:30', formIiiAck: 'BOI-77812' })
      .expect(200);
    const after = await request(t.app).get('/api/form-iii/due').set(desk()).expect(200);
    expect(after.body.data.map((d: { reservationId: string }) => d.reservationId)).not.toContain(r._id);
  });

  it('when the register is exported, then the CSV has a row per guest and the read is in the audit trail; a visitor cannot read it', async () => {
    const csv = await request(t.app)
      .get('/api/guest-register.csv?from=2026-12-05&to=2026-12-05')
      .set(desk())
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toMatch(
      /^\uFEFF?Reference,Check-in,Check-out,Checked in \(IST\),Name,Nationality,ID type,ID number/,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Emma Clarke,GB,passport,P1234567');
    await request(t.app).get('/api/guest-register.csv').set(bearer(t.userToken)).expect(403);
    const audit = await request(t.app).get('/api/audit?entity=guest-register').set(bearer(t.adminToken)).expect(200);
    const reads = audit.body.data.filter((x: { entityId: string }) => x.entityId === '2026-12-05..2026-12-05');
    expect(reads).toEqual([
      expect.objectContaining({ action: 'read', userId: t.desk._id, role: 3, before: null, after: null }),
    ]);
  });
  it('when a guest is replaced and then removed, then the register shows it; an unknown guest is 404, a malformed id names what it is', async () => {
    const r = await book({ checkIn: '2026-12-08', checkOut: '2026-12-09' });
    const url = `/api/reservations/${r._id}/guests`;
    const ravi = { name: 'Ravi Kumar', nationality: 'IN', idType: 'aadhaar', idNumber: '4321', address: 'Indore' };
    const added = await request(t.app).post(url).set(desk()).send(ravi).expect(201);
    const guestUrl = `${url}/${added.body.data._id}`;
    const replaced = await request(t.app)
      .put(guestUrl)
      .set(desk())
      .send({ ...ravi, name: 'Ravi K. Kumar' })
      .expect(200);
    expect(replaced.body).toMatchObject({ message: 'Guest updated', data: { name: 'Ravi K. Kumar' } });
    const listed = await request(t.app).get(url).set(desk()).expect(200);
    expect(listed.body.data.map((g: { name: string }) => g.name)).toEqual(['Ravi K. Kumar']);
    const removed = await request(t.app).delete(guestUrl).set(desk()).expect(200);
    expect(removed.body.message).toBe('Guest removed from the register');
    const again = await request(t.app).delete(guestUrl).set(desk()).expect(404);
    expect(again.body.message).toBe('Guest not found');
    const badGuest = await request(t.app).put(`${url}/not-an-id`).set(desk()).send(ravi).expect(404);
    expect(badGuest.body.message).toBe('Guest not found');
    const badStay = await request(t.app)
      .delete(`/api/reservations/not-an-id/guests/${added.body.data._id}`)
      .set(desk())
      .expect(404);
    expect(badStay.body.message).toBe('Reservation not found');
    expect((await request(t.app).get(url).set(desk()).expect(200)).body.data).toEqual([]);
  });
});

describe('audit trail and purge', () => {
  it('when a reservation lives from booking to check-out, then its audit rows tell each step by whom, with only the changed fields', async () => {
    t.setNow(new Date('2026-12-10T09:00:00+05:30'));
    const r = await book({ checkIn: '2026-12-10', checkOut: '2026-12-11', status: 'held' });
    await request(t.app)
      .put(`/api/reservations/${r._id}`)
      .set(desk())
      .send({ status: 'confirmed', notes: 'Late arrival' })
      .expect(200);
    await move(r._id, 'checked-in').expect(200);
    await request(t.app)
      .post(`/api/reservations/${r._id}/payments`)
      .set(desk())
      .send({ amount: 2000, method: 'cash' })
      .expect(201);
    t.setNow(new Date('2026-12-11T10:00:00+05:30'));
    await move(r._id, 'checked-out').expect(200);
    await request(t.app).delete(`/api/reservations/${r._id}`).set(desk()).expect(403);
    const res = await request(t.app)
      .get(`/api/audit?entity=reservation&entityId=${r._id}`)
      .set(bearer(t.adminToken))
      .expect(200);
    const rows = [...res.body.data].reverse();
    expect(rows.map((x: { action: string }) => x.action)).toEqual(['create', 'update', 'check-in', 'check-out']);
    expect(rows.every((x: { userId: string; role: number }) => x.userId === t.desk._id && x.role === 3)).toBe(true);
    expect(rows[0].before).toBeNull();
    expect(rows[0].after).toMatchObject({ status: 'held', guestName: 'Asha Verma' });
    expect(rows[1].before).toMatchObject({ status: 'held', notes: '' });
    expect(rows[1].after).toMatchObject({ status: 'confirmed', notes: 'Late arrival', holdExpiresAt: null });
    expect(Object.keys(rows[2].after).sort()).toEqual(['checkedInAt', 'status']);
    expect(rows[3].after).toMatchObject({ status: 'checked-out' });
    const paged = await request(t.app)
      .get('/api/audit?from=2026-12-11&to=2026-12-11')
      .set(bearer(t.adminToken))
      .expect(200);
    expect(paged.body.data.map((x: { action: string }) => x.action)).toEqual(['check-out']);
    await request(t.app).get('/api/audit').set(desk()).expect(403);
  });

  it('when the purge runs, then it deletes the guests of stays that ended more than the retention days ago and says how many', async () => {
    const old = await (async () => {
      t.setNow(new Date('2026-12-01T09:00:00+05:30'));
      return book({ checkIn: '2026-12-01', checkOut: '2026-12-03' });
    })();
    await request(t.app)
      .post(`/api/reservations/${old._id}/guests`)
      .set(desk())
      .send({ name: 'Old Guest', nationality: 'IN', idType: 'voter-id', idNumber: 'MP/123', address: 'Indore' })
      .expect(201);
    const before = (await request(t.app).get('/api/guest-register.csv').set(desk())).text.trim().split('\n').length;
    // The earliest stays with guests ended on 2026-12-02 (the Aadhaar test's) and 2026-12-03 (this one); Emma's on 2026-12-07.
    // On 2028-01-06, 400 days back is 2026-12-02: nothing ended before it.
    expect(await purgeGuestRecords(t.database, 400, new Date('2028-01-06T12:00:00+05:30'))).toBe(
      'Deleted 0 guest records of stays that ended more than 400 days ago.',
    );
    // On 2028-01-08 (IST), 400 days back is 2026-12-04: the two stays of 2 and 3 December go, Emma's stays.
    expect(await purgeGuestRecords(t.database, 400, new Date('2028-01-08T00:30:00+05:30'))).toBe(
      'Deleted 2 guest records of stays that ended more than 400 days ago.',
    );
    const after = (await request(t.app).get('/api/guest-register.csv').set(desk())).text.trim().split('\n').length;
    expect(before - after).toBe(2);
    expect(after).toBe(2); // the header and Emma
    await request(t.app)
      .get(`/api/reservations/${old._id}/guests`)
      .set(desk())
      .expect(200, /"data":\[\]/);
  });
});

describe('notes from Today', () => {
  it('when the desk adds two notes, then both lines stay on the stay with their IST times; a blank note is 400 and an unknown stay 404', async () => {
    const r = await book({ checkIn: '2026-12-05', checkOut: '2026-12-06' });
    const add = (id: string, text: string) =>
      request(t.app).post(`/api/reservations/${id}/notes`).set(desk()).send({ text });
    const first = await add(r._id, 'Arrives late, keep the room');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    t.setNow(new Date('2026-12-01T18:45:00+05:30'));
    const second = await add(r._id, 'Wants a bonfire');
    expect(second.body.data.notes).toBe(
      '[2026-12-01 09:00] Arrives late, keep the room\n[2026-12-01 18:45] Wants a bonfire',
    );
    expect((await add(r._id, '   ')).status).toBe(400);
    expect((await add('00000000-0000-4000-8000-000000000000', 'x')).status).toBe(404);
  });
});

contractCoverage([
  'GET /api/front-desk',
  'POST /api/reservations/{id}/notes',
  'GET /api/reservations/{id}/guests',
  'POST /api/reservations/{id}/guests',
  'PUT /api/reservations/{id}/guests/{guestId}',
  'PATCH /api/reservations/{id}/guests/{guestId}',
  'DELETE /api/reservations/{id}/guests/{guestId}',
  'GET /api/form-iii/due',
  'GET /api/guest-register.csv',
]);
