/**
 * Operations (issue 39) on the real app and database: park closures refusing a Wednesday-afternoon
 * safari on the public quote, enquiry and reservation; drivers and guides; vehicle papers whose
 * lapse blocks an assignment unless the owner overrides; clashes of drivers and vehicles (a Gypsy
 * rented out self-drive too); out-of-service taking a Gypsy out of availability; the day sheet
 * (JSON, WhatsApp links, the PDF read back); safari permits per seat and those due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createTour, createVehicle } from './support/records';
import { binaryBody, pdfText } from './support/pdf-text';
import { contractCoverage } from './support/contract-hook';
import { addStandingClosures, STANDING_CLOSURES } from '../src/modules/park-closures/park-closures.module';
import { parkClosures } from '../src/modules/park-closures/park-closures.tables';
import { hasNoAccounts } from '../src/modules/users/users.service';

let t: TestApp;
/** Saturday 21 Nov 2026, 15:30 IST. 2 Dec 2026 is a Wednesday; the jobs are on Thursday 3 Dec. */
const T0 = new Date('2026-11-21T10:00:00Z');
const WEDNESDAY = '2026-12-02';
const DAY = '2026-12-03';
const admin = () => bearer(t.adminToken);
const desk = () => bearer(t.deskToken);
const api = () => request(t.app);
const WEDNESDAY_SENTENCE = 'The core zone is closed on Wednesday afternoons';

let safari: string;
let dayTour: string;
const gypsy: Record<'white' | 'olive' | 'red' | 'sand', string> = { white: '', olive: '', red: '', sand: '' };
const people: Record<'ramesh' | 'sohan' | 'sunil', string> = { ramesh: '', sohan: '', sunil: '' };
const booking: Record<string, { id: string; reference: string }> = {};

const book = async (key: string, body: object) => {
  const res = await api()
    .post('/api/reservations')
    .set(admin())
    .send({ guests: 2, status: 'confirmed', guestPhone: '98930 11223', ...body })
    .expect(201);
  booking[key] = { id: res.body.data._id, reference: res.body.data.reference };
  return booking[key];
};
const assign = (body: object, as = admin()) =>
  api()
    .put('/api/assignments')
    .set(as)
    .send({ date: DAY, ...body });

beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  // The standing closures a new install starts with (bootstrap.ts adds them; the test app has no bootstrap).
  for (const c of STANDING_CLOSURES) await api().post('/api/park-closures').set(admin()).send(c).expect(201);
  safari = await createTour(t, {
    title: 'Satpura Jungle Safari',
    price: '1500',
    seatsPerDeparture: '12',
    parkSafari: 'true',
    pickupPoints: JSON.stringify([{ place: 'Hotel reception', time: '05:15' }]),
  });
  dayTour = await createTour(t, { title: 'Bee Falls Walk', price: '600' });
  gypsy.white = await createVehicle(t, { name: 'Gypsy White' });
  gypsy.olive = await createVehicle(t, { name: 'Gypsy Olive' });
  gypsy.red = await createVehicle(t, { name: 'Gypsy Red' });
  gypsy.sand = await createVehicle(t, { name: 'Gypsy Sand' });
});
afterAll(() => t?.close());

describe('park closures', () => {
  it('when the park closures are read for a week, then the Wednesday afternoon closure is among them (public)', async () => {
    const res = await api().get('/api/park-closures?from=2026-11-30&to=2026-12-06').expect(200);
    expect(res.body.data.map((c: { reason: string }) => c.reason)).toEqual([WEDNESDAY_SENTENCE]);
    const all = await api().get('/api/park-closures').expect(200);
    expect(all.body.data.map((c: { rule: string }) => c.rule).sort()).toEqual(['annual', 'weekly']);
  });

  it('when a new install starts, then it gets the standing closures once; a database with closures or with an account gets none (and a migrated database stays empty for a restore)', async () => {
    const fresh = await makeTestApp();
    try {
      expect((await fresh.db.select().from(parkClosures)).length).toBe(0);
      expect(await addStandingClosures(fresh.db, () => hasNoAccounts(fresh.db))).toBe(0); // it has its admin
      expect(await addStandingClosures(fresh.db, async () => true)).toBe(2);
      expect(await addStandingClosures(fresh.db, async () => true)).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('when a visitor asks the quote of a Wednesday-afternoon safari, then it is not available with the sentence; the morning and a non-safari tour are', async () => {
    const quote = (itemId: string, shift: string) =>
      api().get(`/api/quote?kind=tour&itemId=${itemId}&checkIn=${WEDNESDAY}&guests=2&shift=${shift}`).expect(200);
    const evening = await quote(safari, 'evening');
    expect(evening.body.data.available).toBe(false);
    expect(evening.body.data.quote.reason).toMatchObject({ code: 'park-closed', message: WEDNESDAY_SENTENCE });
    expect((await quote(safari, 'morning')).body.data.available).toBe(true);
    expect((await quote(dayTour, 'evening')).body.data.available).toBe(true);
  });

  it('when an enquiry or a reservation is for a Wednesday-afternoon safari, then 409 with the sentence', async () => {
    const stay = { kind: 'tour', itemId: safari, checkIn: WEDNESDAY, guests: 2, shift: 'evening' };
    const enquiry = await api().post('/api/enquiries').send(stay).expect(409);
    expect(enquiry.body.message).toBe(WEDNESDAY_SENTENCE);
    const reservation = await api()
      .post('/api/reservations')
      .set(admin())
      .send({ ...stay, guestName: 'Asha Verma', guestPhone: '98930 11223', status: 'confirmed' })
      .expect(409);
    expect(reservation.body.message).toBe(WEDNESDAY_SENTENCE);
    await api()
      .post('/api/enquiries')
      .send({ ...stay, shift: 'morning' })
      .expect(201);
  });

  it('when a trip has a Wednesday-afternoon safari line, then its quote says the closure and the trip is refused with 409 naming the line; the morning is quoted and booked', async () => {
    const line = { kind: 'tour', itemId: safari, checkIn: WEDNESDAY, guests: 2, shift: 'evening' };
    const quote = await api()
      .post('/api/trips/quote')
      .send({ lines: [line] })
      .expect(200);
    expect(quote.body.data.available).toBe(false);
    expect(quote.body.data.lines[0]).toMatchObject({ available: false, reason: { message: WEDNESDAY_SENTENCE } });
    const guest = { name: 'Asha Verma', phone: '98930 11223' };
    const refused = await api()
      .post('/api/trips')
      .set(admin())
      .send({ guest, lines: [line], status: 'confirmed' })
      .expect(409);
    expect(refused.body.message).toBe(`Line 1: ${WEDNESDAY_SENTENCE}`);
    const morning = await api()
      .post('/api/trips')
      .set(admin())
      .send({ guest, lines: [{ ...line, shift: 'morning' }], status: 'confirmed' })
      .expect(201);
    expect(morning.body.data.lines[0]).toMatchObject({ shift: 'morning' });
  });

  it('when the owner adds, changes and deletes a closure, then the list follows; bad rules are 400 and unknown ids 404', async () => {
    const holi = {
      name: 'Holi',
      reason: 'The park is closed for Holi',
      rule: 'dates',
      from: '2027-03-22',
      to: '2027-03-22',
    };
    const made = await api().post('/api/park-closures').set(admin()).send(holi).expect(201);
    const id = made.body.data._id;
    expect(made.body.data).toMatchObject({ shift: null, weekday: null });
    await api()
      .put(`/api/park-closures/${id}`)
      .set(admin())
      .send({ ...holi, from: '2027-03-21' })
      .expect(200);
    const march = await api().get('/api/park-closures?from=2027-03-21&to=2027-03-21').expect(200);
    expect(march.body.data.map((c: { name: string }) => c.name)).toEqual(['Holi']);
    const bad = await api()
      .post('/api/park-closures')
      .set(admin())
      .send({ ...holi, rule: 'weekly' })
      .expect(400);
    expect(bad.body.errors).toHaveProperty('weekday');
    await api().post('/api/park-closures').set(desk()).send(holi).expect(403);
    await api().delete(`/api/park-closures/${id}`).set(admin()).expect(200);
    await api().delete(`/api/park-closures/${id}`).set(admin()).expect(404);
  });
});

describe('drivers and guides', () => {
  it('when a driver has no licence, then 400 naming it; drivers and a guide are added, changed, listed and deleted', async () => {
    const bad = await api()
      .post('/api/staff-resources')
      .set(admin())
      .send({ role: 'driver', name: 'No Licence', phone: '98930 00000' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['licenceExpiry', 'licenceNumber']);
    const add = async (body: object) =>
      (await api().post('/api/staff-resources').set(admin()).send(body).expect(201)).body.data._id as string;
    people.ramesh = await add({
      role: 'driver',
      name: 'Ramesh',
      phone: '98930 11111',
      languages: ['Hindi'],
      licenceNumber: 'MP05 2010 0012345',
      licenceExpiry: '2030-01-01',
      weeklyOff: [1],
    });
    people.sohan = await add({
      role: 'driver',
      name: 'Sohan',
      phone: '98930 22222',
      licenceNumber: 'MP05 2015 0054321',
      licenceExpiry: '2026-12-01',
    });
    people.sunil = await add({
      role: 'guide',
      name: 'Sunil',
      phone: '98930 33333',
      guideNumber: 'STR-G-114',
      languages: ['Hindi', 'English'],
    });
    const gone = await add({ role: 'guide', name: 'Temp', phone: '98930 44444', guideNumber: 'X' });
    const changed = await api()
      .put(`/api/staff-resources/${people.sunil}`)
      .set(admin())
      .send({ role: 'guide', name: 'Sunil Uikey', phone: '98930 33333', guideNumber: 'STR-G-114' })
      .expect(200);
    expect(changed.body.data).toMatchObject({ name: 'Sunil Uikey', phone: '+919893033333', licenceExpiry: null });
    await api().delete(`/api/staff-resources/${gone}`).set(admin()).expect(200);
    await api().delete(`/api/staff-resources/${gone}`).set(admin()).expect(404);
    const list = await api().get('/api/staff-resources').set(admin()).expect(200);
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Ramesh', 'Sohan', 'Sunil Uikey']);
    await api().get('/api/staff-resources').set(desk()).expect(403);
  });
});

describe('papers, assignments and clashes', () => {
  beforeAll(async () => {
    await book('morning', {
      kind: 'tour',
      itemId: safari,
      checkIn: DAY,
      guests: 4,
      guestName: 'Asha Verma',
      shift: 'morning',
    });
    await book('morning2', { kind: 'tour', itemId: safari, checkIn: DAY, guestName: 'Vikram Rao', shift: 'morning' });
    await book('evening', { kind: 'tour', itemId: safari, checkIn: DAY, guestName: 'Meera Iyer', shift: 'evening' });
    await book('rental', {
      kind: 'vehicle',
      itemId: gypsy.sand,
      checkIn: DAY,
      checkOut: '2026-12-04',
      guests: 1,
      guestName: 'Karan Self',
    });
  });

  it('when the insurance lapsed the day before, then the assignment is refused; the desk cannot override; the owner can with a reason', async () => {
    await api()
      .put(`/api/vehicles/${gypsy.red}/papers`)
      .set(admin())
      .send({
        papers: [
          { kind: 'insurance', number: 'INS-1', expiresOn: WEDNESDAY },
          { kind: 'puc', number: 'PUC-1', expiresOn: '2027-05-01' },
        ],
      })
      .expect(200);
    const body = { reservationId: booking.morning2.id, vehicleId: gypsy.red, driverId: people.ramesh };
    const refused = await assign(body).expect(409);
    expect(refused.body.message).toBe(
      'Gypsy Red cannot be assigned on Thu 3 Dec: its insurance lapsed on Thu 3 Dec. The owner may assign anyway, giving the reason.',
    );
    await assign({ ...body, overrideReason: 'Renewed today, paper on the way' }, desk()).expect(403);
    const ok = await assign({ ...body, overrideReason: 'Renewed today, paper on the way' }).expect(200);
    expect(ok.body.data).toMatchObject({ shift: 'morning', overrideReason: 'Renewed today, paper on the way' });
    const warnings = await api().get('/api/vehicle-papers/expiring').set(desk()).expect(200);
    expect(warnings.body.data).toEqual([
      { vehicleId: gypsy.red, vehicleName: 'Gypsy Red', kind: 'insurance', expiresOn: WEDNESDAY },
    ]);
    // A driver whose licence lapsed is refused the same way.
    const licence = await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.white,
      driverId: people.sohan,
    }).expect(409);
    expect(licence.body.message).toContain("Sohan's driving licence lapsed on Wed 2 Dec");
  });

  it('when the driver or the Gypsy is already on a job of the shift, then 409 naming the clash; the evening is free', async () => {
    const morning = booking.morning2.reference;
    const driver = await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.white,
      driverId: people.ramesh,
    }).expect(409);
    expect(driver.body.message).toBe(
      `Ramesh is already driving Satpura Jungle Safari (${morning}) on Thu 3 Dec, morning`,
    );
    const vehicle = await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.red,
      driverId: people.sohan,
      overrideReason: 'x',
    }).expect(409);
    expect(vehicle.body.message).toMatch(/lapsed|already on/);
    await api()
      .put(`/api/staff-resources/${people.sohan}`)
      .set(admin())
      .send({
        role: 'driver',
        name: 'Sohan',
        phone: '98930 22222',
        licenceNumber: 'MP05 2015 0054321',
        licenceExpiry: '2031-12-01',
      })
      .expect(200);
    const red = await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.red,
      driverId: people.sohan,
      overrideReason: 'Renewed',
    }).expect(409);
    expect(red.body.message).toBe(`Gypsy Red is already on Satpura Jungle Safari (${morning}) on Thu 3 Dec, morning`);
    const selfDrive = await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.sand,
      driverId: people.sohan,
    }).expect(409);
    expect(selfDrive.body.message).toBe(
      `Gypsy Sand is rented out self-drive on Thu 3 Dec (Gypsy Sand (${booking.rental.reference})): it is not available for tours`,
    );
    await assign({
      reservationId: booking.morning.id,
      vehicleId: gypsy.white,
      driverId: people.sohan,
      guideId: people.sunil,
    }).expect(200);
    await assign({
      reservationId: booking.evening.id,
      vehicleId: gypsy.red,
      driverId: people.ramesh,
      guideId: people.sunil,
      overrideReason: 'Renewed',
    }).expect(200);
    await assign({ reservationId: booking.rental.id, vehicleId: gypsy.sand, driverId: null }).expect(200);
    const tourSelfDrive = await assign({
      reservationId: booking.evening.id,
      vehicleId: gypsy.olive,
      driverId: null,
    }).expect(400);
    expect(tourSelfDrive.body.errors).toHaveProperty('driverId');
    const off = await api()
      .put('/api/assignments')
      .set(admin())
      .send({ date: '2026-12-07', reservationId: booking.morning.id, vehicleId: gypsy.olive, driverId: people.ramesh })
      .expect(400);
    expect(off.body.errors).toHaveProperty('date');
    const list = await api().get(`/api/assignments?date=${DAY}`).set(desk()).expect(200);
    expect(list.body.data).toHaveLength(4);
  });

  it('when a Gypsy goes out of service, then it leaves availability (a blocked reservation over the days); back in service it returns', async () => {
    const free = async () =>
      (
        await api().get('/api/availability?kind=vehicle&checkIn=2026-12-05&checkOut=2026-12-07').expect(200)
      ).body.data.find((v: { _id: string }) => v._id === gypsy.olive).available;
    expect(await free()).toBe(true);
    const period = await api()
      .post(`/api/vehicles/${gypsy.olive}/out-of-service`)
      .set(admin())
      .send({ from: '2026-12-05', to: '2026-12-06', reason: 'Clutch repair' })
      .expect(201);
    expect(await free()).toBe(false);
    const papers = await api().get(`/api/vehicles/${gypsy.olive}/papers`).set(admin()).expect(200);
    expect(papers.body.data.outOfService).toMatchObject([
      { from: '2026-12-05', to: '2026-12-06', reason: 'Clutch repair' },
    ]);
    const bad = await api()
      .post(`/api/vehicles/${gypsy.olive}/out-of-service`)
      .set(admin())
      .send({ from: '2026-12-06', to: '2026-12-05', reason: 'x' })
      .expect(400);
    expect(bad.body.errors).toHaveProperty('to');
    await api().delete(`/api/vehicles/${gypsy.olive}/out-of-service/${period.body.data._id}`).set(admin()).expect(200);
    await api().delete(`/api/vehicles/${gypsy.olive}/out-of-service/${period.body.data._id}`).set(admin()).expect(404);
    expect(await free()).toBe(true);
  });

  it('when the day sheet is read, then every job of the date is listed with its crew, and each driver has a WhatsApp link', async () => {
    const res = await api().get(`/api/day-sheet?date=${DAY}`).set(desk()).expect(200);
    const sheet = res.body.data;
    expect(sheet.jobs.map((j: { guestName: string }) => j.guestName)).toEqual([
      'Asha Verma',
      'Vikram Rao',
      'Karan Self',
      'Meera Iyer',
    ]);
    expect(sheet.jobs.map((j: { pickupTime: string }) => j.pickupTime)).toEqual(['05:15', '05:15', '08:00', '14:15']);
    expect(sheet.jobs[0]).toMatchObject({
      pickupTime: '05:15',
      pickupPlace: 'Hotel reception',
      vehicle: 'Gypsy White',
      driver: 'Sohan',
      guide: 'Sunil Uikey',
    });
    expect(sheet.jobs[2]).toMatchObject({ kind: 'vehicle', selfDrive: true, pickupTime: '08:00' });
    const ramesh = sheet.drivers.find((d: { name: string }) => d.name === 'Ramesh');
    expect(ramesh.jobs).toBe(2);
    expect(decodeURIComponent(ramesh.whatsappUrl)).toContain(
      `https://wa.me/919893011111?text=Namaste Ramesh, your jobs for Thu 3 Dec:`,
    );
    expect(sheet.vehicles.find((v: { _id: string }) => v._id === gypsy.red).lapsed).toEqual(['insurance']);
  });

  it('when the day sheet PDF is read back, then it lists every job of the date', async () => {
    const res = await api()
      .get(`/api/day-sheet.pdf?date=${DAY}`)
      .set(desk())
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Day sheet');
    for (const key of ['morning', 'morning2', 'evening', 'rental']) expect(text).toContain(booking[key].reference);
    for (const name of ['Asha Verma', 'Vikram Rao', 'Meera Iyer', 'Karan Self', 'Hotel reception', 'self-drive'])
      expect(text).toContain(name);
    await api().get('/api/day-sheet.pdf?date=2026-13-01').set(desk()).expect(400);
  });
});

describe('safari permits', () => {
  it('when permits are tracked per seat, then they read back with the official site; seats beyond the guests are 400', async () => {
    const id = booking.morning.id;
    const empty = await api().get(`/api/reservations/${id}/permits`).set(desk()).expect(200);
    expect(empty.body.data.permits.map((p: { status: string }) => p.status)).toEqual([
      'to-apply',
      'to-apply',
      'to-apply',
      'to-apply',
    ]);
    expect(empty.body.data.officialSite).toMatch(/^https:\/\/forest\.mponline\.gov\.in/);
    const permit = {
      permitNumber: 'STR-0001',
      zone: 'Madhai core',
      gate: 'Madhai',
      shift: 'morning',
      date: DAY,
      status: 'confirmed',
    };
    await api()
      .put(`/api/reservations/${id}/permits`)
      .set(desk())
      .send({ permits: [{ seat: 1, ...permit }] })
      .expect(200);
    const bad = await api()
      .put(`/api/reservations/${id}/permits`)
      .set(desk())
      .send({ permits: [{ seat: 5, ...permit }] })
      .expect(400);
    expect(bad.body.message).toBe('This safari has 4 seats: no seat 5');
    await api().get(`/api/reservations/${booking.rental.id}/permits`).set(desk()).expect(400);
    t.setNow(new Date('2026-11-28T04:00:00Z'));
    const due = await api().get('/api/permits/due').set(desk()).expect(200);
    expect(due.body.data.find((d: { reservationId: string }) => d.reservationId === id)).toMatchObject({
      guests: 4,
      confirmed: 1,
    });
    const sheet = await api().get(`/api/day-sheet?date=${DAY}`).set(desk()).expect(200);
    expect(sheet.body.data.jobs[0].permits).toEqual(['STR-0001']);
    t.setNow(T0);
  });
});

contractCoverage([
  'GET /api/park-closures',
  'POST /api/park-closures',
  'PUT /api/park-closures/{id}',
  'DELETE /api/park-closures/{id}',
  'GET /api/staff-resources',
  'POST /api/staff-resources',
  'PUT /api/staff-resources/{id}',
  'DELETE /api/staff-resources/{id}',
  'GET /api/vehicles/{id}/papers',
  'PUT /api/vehicles/{id}/papers',
  'GET /api/vehicle-papers/expiring',
  'POST /api/vehicles/{id}/out-of-service',
  'DELETE /api/vehicles/{id}/out-of-service/{periodId}',
  'GET /api/assignments',
  'PUT /api/assignments',
  'GET /api/day-sheet',
  'GET /api/day-sheet.pdf',
  'GET /api/reservations/{id}/permits',
  'PUT /api/reservations/{id}/permits',
  'GET /api/permits/due',
]);
