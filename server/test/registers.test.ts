import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { GST_BUSINESS } from './support/business';
import { binaryBody, pdfText } from './support/pdf-text';

// The registers an inspector and an accountant read: Form C for foreign guests and every CSV in
// IST. The clock stands at 20:05 UTC on 27 November 2026, which is 01:35 IST on the 28th: a time
// written in UTC would show the wrong day as well as the wrong hour.
let t: TestApp;
let room: string;
const T0 = new Date('2026-11-27T20:05:00Z');
const T0_IST = '2026-11-28 01:35';
beforeAll(async () => {
  t = await makeTestApp();
  t.setNow(T0);
  room = await createRoom(t, { name: 'Cedar Room', price: '3000', units: '5' });
  await request(t.app).put('/api/business-settings').set(bearer(t.adminToken)).send(GST_BUSINESS).expect(200);
});
afterAll(() => t.close());

const desk = () => bearer(t.deskToken);
const admin = () => bearer(t.adminToken);

/** A confirmed room stay of 28–30 November 2026, made now. */
async function stay(guestName: string): Promise<{ _id: string; reference: string }> {
  const res = await request(t.app).post('/api/reservations').set(desk()).send({
    kind: 'room',
    itemId: room,
    checkIn: '2026-11-28',
    checkOut: '2026-11-30',
    guests: 1,
    status: 'confirmed',
    guestName,
    guestPhone: '98260 12345',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Every field of Form C for a British guest whose passport and visa outlast the stay (check-out 30 Nov). */
const emma = {
  name: 'Emma Clarke',
  nationality: 'GB',
  idType: 'passport',
  idNumber: '533 380 006',
  address: '12 Mill Lane, York, United Kingdom',
  phone: '+44 7700 900123',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  passportIssuePlace: 'HMPO Durham',
  passportIssueDate: '2020-05-02',
  passportExpiry: '2030-05-01',
  visaNumber: 'ETV-4471928',
  visaType: 'e-Tourist',
  visaIssuePlace: 'New Delhi (e-Visa)',
  visaIssueDate: '2026-10-01',
  visaValidTill: '2026-12-31',
  arrivalInIndia: '2026-11-25',
  portOfArrival: 'Delhi (IGI airport)',
  arrivedFrom: 'Bhopal',
  nextDestination: 'Khajuraho',
  purposeOfVisit: 'Tourism',
  contactInIndia: 'Anil Mehta, +91 98260 55555',
};

describe('Form C', () => {
  let emmaStay: { _id: string; reference: string };
  let emmaId: string;

  it('when every Form C field is given, then each is saved and read back, the passport number typed once (the ID number)', async () => {
    emmaStay = await stay('Emma Clarke');
    const url = `/api/reservations/${emmaStay._id}/guests`;
    const added = await request(t.app).post(url).set(desk()).send(emma).expect(201);
    emmaId = added.body.data._id;
    const [read] = (await request(t.app).get(url).set(desk()).expect(200)).body.data;
    const { idNumber, phone, ...rest } = emma;
    expect(read).toMatchObject({ ...rest, idNumber, passportNumber: idNumber, phone: '+447700900123', foreign: true });
    // Replacing the guest keeps every field as sent, dates as written.
    await request(t.app)
      .put(`${url}/${emmaId}`)
      .set(desk())
      .send({ ...emma, purposeOfVisit: 'Tourism and trekking', visaValidTill: '2027-01-15' })
      .expect(200);
    const [again] = (await request(t.app).get(url).set(desk()).expect(200)).body.data;
    expect(again).toMatchObject({ purposeOfVisit: 'Tourism and trekking', visaValidTill: '2027-01-15' });
    // A different passport number beside the passport as the ID is refused: it is typed once.
    const twice = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...emma, passportNumber: 'X9999999' })
      .expect(400);
    expect(twice.body.errors).toEqual({
      passportNumber: 'The passport is the ID: its number is the ID number above (type it once)',
    });
  });

  it('when the passport runs out before the stay ends, then 400 naming it, in English or Hindi, and nothing is saved', async () => {
    const url = `/api/reservations/${emmaStay._id}/guests`;
    const expired = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...emma, name: 'Tom Clarke', passportIssueDate: '2016-11-30', passportExpiry: '2026-11-29' })
      .expect(400);
    const sentence =
      'Passport expiry 2026-11-29 is before the stay ends (2026-11-30): a guest cannot be registered on an expired passport or visa';
    expect(expired.body.message).toBe(sentence);
    expect(expired.body.errors).toEqual({ passportExpiry: sentence });
    const hindi = await request(t.app)
      .post(`${url}?lang=hi`)
      .set(desk())
      .send({ ...emma, name: 'Tom Clarke', passportIssueDate: '2016-11-30', passportExpiry: '2026-11-29' })
      .expect(400);
    expect(hindi.body.message).toBe(
      'पासपोर्ट की समाप्ति 2026-11-29 ठहराव ख़त्म होने (2026-11-30) से पहले है: समाप्त पासपोर्ट या वीज़ा पर मेहमान दर्ज नहीं हो सकता',
    );
    // Editing a registered guest to an expired passport is refused the same way and changes nothing.
    await request(t.app)
      .put(`${url}/${emmaId}`)
      .set(desk())
      .send({ ...emma, passportIssueDate: '2016-11-30', passportExpiry: '2026-11-29' })
      .expect(400);
    const guests = (await request(t.app).get(url).set(desk()).expect(200)).body.data;
    expect(guests.map((g: { name: string; passportExpiry: string }) => [g.name, g.passportExpiry])).toEqual([
      ['Emma Clarke', '2030-05-01'],
    ]);
  });

  it('when the visa runs out before the stay ends, then 400 on the visa; a Nepali guest needs no visa', async () => {
    const url = `/api/reservations/${emmaStay._id}/guests`;
    const expired = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...emma, name: 'Tom Clarke', visaIssueDate: '2026-08-01', visaValidTill: '2026-11-20' })
      .expect(400);
    expect(expired.body.errors).toEqual({
      visaValidTill:
        'Visa valid till 2026-11-20 is before the stay ends (2026-11-30): a guest cannot be registered on an expired passport or visa',
    });
    // Valid on the day of check-out is enough: the guest leaves that morning.
    await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...emma, name: 'Tom Clarke', idNumber: '533 380 007', visaValidTill: '2026-11-30' })
      .expect(201);
    const noVisa = Object.fromEntries(Object.entries(emma).filter(([k]) => !k.startsWith('visa')));
    const nepali = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...noVisa, name: 'Sita Gurung', nationality: 'NP', idNumber: 'PA0012345', address: 'Pokhara, Nepal' })
      .expect(201);
    expect(nepali.body.data).toMatchObject({ nationality: 'NP', visaNumber: null, passportNumber: 'PA0012345' });
    // An issue date after the expiry is refused on the issue date.
    const backwards = await request(t.app)
      .post(url)
      .set(desk())
      .send({ ...emma, passportIssueDate: '2031-01-01' })
      .expect(400);
    expect(backwards.body.errors).toEqual({
      passportIssueDate: 'Passport issue date is after the date the document runs out',
    });
  });

  it('when a nationality is not an ISO 3166 country (UK, DD, XA, EU, XK) or a Form C field is missing, then 400 naming it', async () => {
    const url = `/api/reservations/${emmaStay._id}/guests`;
    for (const nationality of ['UK', 'DD', 'XA', 'EU', 'XK']) {
      const res = await request(t.app)
        .post(url)
        .set(desk())
        .send({ ...emma, nationality })
        .expect(400);
      expect(res.body.errors.nationality, nationality).toBe(
        'Use a two-letter country code (ISO 3166), e.g. IN, GB or US',
      );
    }
    const { purposeOfVisit: _p, gender: _g, ...without } = emma;
    const missing = await request(t.app).post(url).set(desk()).send(without).expect(400);
    expect(missing.body.errors).toEqual({
      gender: 'Gender is required for a foreign national (Form C)',
      purposeOfVisit: 'Purpose of visit is required for a foreign national (Form C)',
    });
  });

  it('when Form C is marked submitted, then the FRRO acknowledgement number is required and kept', async () => {
    const url = `/api/reservations/${emmaStay._id}/guests/${emmaId}`;
    const noAck = await request(t.app)
      .patch(url)
      .set(desk())
      .send({ formIiiSubmittedAt: '2026-11-28T02:10:00+05:30' })
      .expect(400);
    expect(noAck.body.errors).toEqual({ formIiiAck: 'FRRO acknowledgement number is required' });
    const marked = await request(t.app)
      .patch(url)
      .set(desk())
      .send({ formIiiSubmittedAt: '2026-11-28T02:10:00+05:30', formIiiAck: 'BOI/C/2026/448812' })
      .expect(200);
    expect(marked.body.data).toMatchObject({
      formIiiSubmittedAt: '2026-11-27T20:40:00.000Z',
      formIiiAck: 'BOI/C/2026/448812',
    });
  });
});

describe('the audit trail names what each row is about', () => {
  it('when the register of a stay is read and its guests changed, then each row carries the reservation by reference and guest and the guest by name', async () => {
    const rows = (await request(t.app).get('/api/audit').set(admin()).expect(200)).body.data as {
      action: string;
      entity: string;
      reservation: { reference: string; guestName: string } | null;
      subject: string | null;
      before: Record<string, unknown> | null;
    }[];
    const about = (entity: string, action: string) => rows.filter((r) => r.entity === entity && r.action === action);
    const stayOfEmma = { reference: expect.stringMatching(/^[A-Z0-9]{4,8}$/), guestName: 'Emma Clarke' };
    expect(about('guest-register', 'read')[0]).toMatchObject({ reservation: stayOfEmma, subject: null });
    // A changed guest row keeps only the changed fields, yet is named: the reservation and the guest come from the records.
    const marked = about('guest', 'update').find((r) => r.before && 'formIiiAck' in r.before);
    expect(marked).toMatchObject({ reservation: stayOfEmma, subject: 'Emma Clarke' });
    expect(about('reservation', 'create')[0]).toMatchObject({ reservation: stayOfEmma });
    expect(about('business-settings', 'update')[0]).toMatchObject({ reservation: null, subject: null });
  });
});

describe('every CSV in IST', () => {
  const noUtc = (csv: string) => expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  const rows = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);

  it('when a stay is made, checked in, paid, invoiced and reported at 01:35 IST (20:05 UTC the day before), then each CSV and the invoice say 2026-11-28 01:35 or 2026-11-28', async () => {
    const s = await stay('Ravi Sharma');
    await request(t.app)
      .post(`/api/reservations/${s._id}/guests`)
      .set(desk())
      .send({ ...emma, name: 'Hans Weber', nationality: 'DE', idNumber: 'C01X00T47' })
      .expect(201);
    const paid = await request(t.app)
      .post(`/api/reservations/${s._id}/payments`)
      .set(admin())
      .send({ amount: 2000, method: 'cash', reference: 'R-611', receivedAt: T0.toISOString() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const invoice = (await request(t.app).post(`/api/reservations/${s._id}/invoice`).set(admin()).send({}).expect(201))
      .body.data;
    await request(t.app).put(`/api/reservations/${s._id}`).set(desk()).send({ status: 'checked-in' }).expect(200);

    const reservations = (await request(t.app).get('/api/reservations/export.csv').set(desk()).expect(200)).text;
    noUtc(reservations);
    expect(rows(reservations).find((l) => l.startsWith(s.reference))).toMatch(new RegExp(`,${T0_IST}$`));

    const payments = (
      await request(t.app).get('/api/reports/payments.csv?from=2026-11-28&to=2026-11-28').set(admin()).expect(200)
    ).text;
    noUtc(payments);
    expect(rows(payments)[0]).toMatch(/^date,receivedAtIST,/);
    expect(rows(payments)[1]).toMatch(
      new RegExp(`^2026-11-28,${T0_IST},${s.reference},Ravi Sharma,cash,R-611,2000.00,payment$`),
    );

    const gst = (await request(t.app).get('/api/reports/gst.csv?month=2026-11').set(admin()).expect(200)).text;
    noUtc(gst);
    expect(rows(gst)[1]).toMatch(/^INV\/26-27\/\d+,2026-11-28,invoice,/);

    const register = (
      await request(t.app).get('/api/guest-register.csv?from=2026-11-28&to=2026-11-28').set(desk()).expect(200)
    ).text;
    noUtc(register);
    const hans = rows(register).find((l) => l.includes('Hans Weber'));
    expect(hans).toContain(`${s.reference},2026-11-28,2026-11-30,${T0_IST},Hans Weber,DE,passport`);
    const emmaRow = rows(register).find((l) => l.includes('Emma Clarke'));
    expect(emmaRow).toMatch(/,2026-11-28 02:10,BOI\/C\/2026\/448812$/);

    // The Form C report due lists the arrival at the hotel in IST too.
    const due = (await request(t.app).get('/api/form-iii/due').set(desk()).expect(200)).body.data;
    const hansDue = due.find((d: { reference: string }) => d.reference === s.reference);
    expect(hansDue.fields).toContainEqual({ field: 'arrivalAtHotel', value: T0_IST });

    // The invoice PDF dates the payment by its IST day.
    const pdf = await request(t.app)
      .get(`/api/invoices/${invoice._id}.pdf`)
      .set(admin())
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('28 Nov 2026');
    expect(text).not.toContain('27 Nov 2026');
  });
});
