/**
 * The books agree (docs/decisions/023-the-folio.md): one stay's figures are the same on every screen,
 * message, CSV and PDF; check-out never loses a balance; refunds, voids, duplicate UTRs, partial
 * credit notes, re-invoicing and the front desk's discount limit. Real app, real database; the
 * clock stands at Monday 14 Dec 2026, 10:00 IST.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom } from './support/records';
import { GST_BUSINESS } from './support/business';
import { pdfText } from './support/pdf-text';
import { contractCoverage } from './support/contract-hook';

let t: TestApp;
let suite: string;
const T0 = new Date('2026-12-14T10:00:00+05:30');
beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: 'https://stays.example' });
  t.setNow(T0);
  await request(t.app).put('/api/business-settings').set(owner()).send(GST_BUSINESS).expect(200);
  // The family suite of the findings: ₹6,200 a night for two, ₹800 per extra guest, up to 4 guests.
  suite = await createRoom(t, {
    name: 'Satpura Family Suite',
    price: '6200',
    units: '20',
    specifications: JSON.stringify({ capacity: '4 guests' }),
    baseOccupancy: '2',
    extraGuestPrice: '800',
  });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(T0));

const owner = () => bearer(t.adminToken);
const desk = () => bearer(t.deskToken);
const api = () => request(t.app);

/** A confirmed stay of the suite for 4 guests, Tue 15 – Thu 17 Dec 2026: 2 × ₹7,800 = ₹15,600 + 18 % GST ₹2,808 = ₹18,408. */
async function stay(extra: object = {}, as = owner()) {
  const res = await api()
    .post('/api/reservations')
    .set(as)
    .send({
      kind: 'room',
      itemId: suite,
      checkIn: '2026-12-15',
      checkOut: '2026-12-17',
      guests: 4,
      status: 'confirmed',
      guestName: 'Meera Joshi',
      guestPhone: '98260 55555',
      ...extra,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; reference: string };
}
const pay = (id: string, body: object, as = desk()) =>
  api().post(`/api/reservations/${id}/payments`).set(as).send(body);
const put = (id: string, body: object, as = desk()) => api().put(`/api/reservations/${id}`).set(as).send(body);
const get = async (id: string) => (await api().get(`/api/reservations/${id}`).set(desk()).expect(200)).body.data;

describe('one figure everywhere', () => {
  it('when ₹5,522 of ₹18,408 is paid, then the reservation, the list, the CSV, the WhatsApp text, /api/pay and the invoice PDF all say total ₹18,408, paid ₹5,522, balance ₹12,886', async () => {
    const r = await stay({ guestName: 'Figures Same' });
    await pay(r._id, { amount: 5522, method: 'upi', reference: 'UTR-FIG-1' }).expect(201);

    const one = await get(r._id);
    expect(one.folio).toMatchObject({
      quoted: 1_560_000,
      charges: 1_560_000,
      tax: { total: 280_800, lines: [{ rate: 18, taxable: 1_560_000, cgst: 140_400, sgst: 140_400 }] },
      total: 1_840_800,
      amountDue: 1_840_800,
      paid: 552_200,
      balance: 1_288_600,
    });
    expect(one).toMatchObject({ amountDue: 1_840_800, paid: 552_200, balance: 1_288_600 });

    const list = (await api().get('/api/reservations?q=Figures').set(desk()).expect(200)).body.data;
    expect(list[0].folio).toEqual(one.folio);

    const csv = (await api().get('/api/reservations/export.csv?from=2026-12-15&to=2026-12-15').set(desk())).text;
    const [row] = (parse(csv.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]).filter(
      (x) => x.Reference === r.reference,
    );
    expect(row).toMatchObject({
      'Quoted (₹)': '15600',
      'GST (₹)': '2808.00',
      'Total with GST (₹)': '18408.00',
      'Paid (₹)': '5522.00',
      'Balance (₹)': '12886.00',
    });

    const messages = (await api().get(`/api/reservations/${r._id}/messages?lang=en`).set(desk()).expect(200)).body
      .data as { key: string; text: string }[];
    expect(messages.find((m) => m.key === 'confirmation')!.text).toContain(
      'total ₹18,408 incl. GST, paid ₹5,522, balance ₹12,886',
    );
    const hindi = (await api().get(`/api/reservations/${r._id}/messages?lang=hi`).set(desk()).expect(200)).body
      .data as { key: string; text: string }[];
    expect(hindi.find((m) => m.key === 'confirmation')!.text).toContain(
      'कुल ₹18,408 (GST सहित), भुगतान ₹5,522, बाकी ₹12,886',
    );

    const asked = (await api().post(`/api/reservations/${r._id}/payment-request`).set(desk()).expect(200)).body.data;
    const page = (await api().get(new URL(asked.pageUrl).pathname.replace('/pay/', '/api/pay/')).expect(200)).body.data;
    expect(page).toMatchObject({ amountDue: 1_840_800, paid: 552_200, balance: 1_288_600 });
    expect(page.folio).toEqual(one.folio);

    const invoice = (await api().post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201)).body
      .data;
    await pay(r._id, { amount: 1000, method: 'cash' }).expect(201);
    const pdf = await api()
      .get(invoice.pdfUrl)
      .set(owner())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    // The rupee sign is its own text run in the PDF: '₹ 18,408'.
    const text = (await pdfText(pdf.body as Buffer)).replace(/₹\s+/g, '₹');
    expect(text).toContain('₹18,408');
    // The PDF shows the ledger as of its download: ₹6,522 paid, ₹11,886 left, as the folio does.
    expect(text).toMatch(/Paid\s+₹6,522/);
    expect(text).toMatch(/Balance\s+₹11,886/);
    expect((await get(r._id)).folio).toMatchObject({ paid: 652_200, balance: 1_188_600 });
  });
});

describe('check-in and check-out that protect the money', () => {
  it('when a guest owing ₹18,408 is checked out, then 409 naming the balance; with a reason the balance is carried, the nights stay billed, the stay stays payable and Today lists it until paid', async () => {
    const r = await stay({ guestName: 'Owes Money' });
    t.setNow(new Date('2026-12-15T13:00:00+05:30'));
    await put(r._id, { status: 'checked-in' }).expect(200);
    t.setNow(new Date('2026-12-17T11:00:00+05:30'));
    const refused = await put(r._id, { status: 'checked-out' }).expect(409);
    expect(refused.body.message).toBe(
      'The guest still owes ₹18,408: record the payment, or check out with the balance carried (give the reason).',
    );
    await put(r._id, { status: 'checked-out', carryBalance: { reason: 'x' } }).expect(400);
    const out = await put(r._id, { status: 'checked-out', carryBalance: { reason: 'Company pays by NEFT' } }).expect(
      200,
    );
    expect(out.body.data).toMatchObject({
      status: 'checked-out',
      checkOut: '2026-12-17',
      balance: 1_840_800,
      balanceCarried: { amount: 1_840_800, reason: 'Company pays by NEFT', by: t.desk._id },
    });
    const board = (await api().get('/api/front-desk?date=2026-12-18').set(desk()).expect(200)).body.data;
    expect(board.balancesCarried.map((e: { _id: string }) => e._id)).toContain(r._id);
    expect(board.balancesCarried.find((e: { _id: string }) => e._id === r._id)).toMatchObject({
      balance: 1_840_800,
      balanceCarried: { reason: 'Company pays by NEFT' },
    });

    await pay(r._id, { amount: 18408, method: 'bank', reference: 'NEFT-778' }).expect(201);
    expect(await get(r._id)).toMatchObject({ balance: 0, paid: 1_840_800 });
    const after = (await api().get('/api/front-desk?date=2026-12-18').set(desk()).expect(200)).body.data;
    expect(after.balancesCarried.map((e: { _id: string }) => e._id)).not.toContain(r._id);
  });

  it('when an invoiced stay ends a night early, then shortening it credits the dropped night by a credit note and the folio owes the one night', async () => {
    const r = await stay({ guestName: 'Leaves Early' });
    const invoice = (await api().post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201)).body
      .data;
    t.setNow(new Date('2026-12-15T13:00:00+05:30'));
    await put(r._id, { status: 'checked-in' }).expect(200);
    // Other changes of an invoiced stay wait for its credit note.
    const moreGuests = await put(r._id, { guests: 3 }).expect(409);
    expect(moreGuests.body.message).toMatch(/^This stay is invoiced \(INV\/26-27\/\d{4}\): issue a credit note/);
    t.setNow(new Date('2026-12-16T09:00:00+05:30'));
    const short = await put(r._id, { checkIn: '2026-12-15', checkOut: '2026-12-16' }).expect(200);
    expect(short.body.data.folio).toMatchObject({
      invoice: { _id: invoice._id },
      total: 1_840_800,
      credited: 920_400,
      amountDue: 920_400,
      balance: 920_400,
    });
    const ledger = (await api().get(`/api/reservations/${r._id}/payments`).set(desk()).expect(200)).body.data;
    const note = ledger.documents.find((d: { type: string }) => d.type === 'credit-note');
    expect(note).toMatchObject({
      invoiceId: invoice._id,
      total: 920_400,
      reason: 'Stay shortened to end on 2026-12-16',
    });
  });

  it('when the owner enters a walk-in who arrived last night, then yesterday is accepted and the trail says back-dated; the front desk cannot', async () => {
    const body = { checkIn: '2026-12-13', checkOut: '2026-12-15', guests: 2, guestName: 'Night Walk-in' };
    const refused = await api()
      .post('/api/reservations')
      .set(desk())
      .send({ kind: 'room', itemId: suite, status: 'confirmed', guestPhone: '98260 11111', ...body })
      .expect(400);
    expect(refused.body.errors.checkIn).toMatch(/past/i);
    await api()
      .post('/api/reservations')
      .set(owner())
      .send({
        kind: 'room',
        itemId: suite,
        status: 'confirmed',
        guestPhone: '98260 11111',
        ...body,
        checkIn: '2026-12-12',
      })
      .expect(400);
    const r = await stay({ ...body, source: 'walk-in' });
    const trail = (await api().get(`/api/audit?entity=reservation&entityId=${r._id}`).set(owner()).expect(200)).body
      .data;
    expect(trail[0]).toMatchObject({ action: 'create', after: { backdated: true, checkIn: '2026-12-13' } });
    await put(r._id, { status: 'checked-in' }).expect(200);
  });
});

describe('payments, refunds and corrections', () => {
  it('when a UTR already on a payment is given again (any spacing or case), then 409 naming that stay; once voided it may be used', async () => {
    const first = await stay({ guestName: 'First Payer' });
    const second = await stay({ guestName: 'Second Payer' });
    const paid = (await pay(first._id, { amount: 2000, method: 'upi', reference: 'UTR 6021 4455' }).expect(201)).body
      .data;
    const again = await pay(second._id, { amount: 2000, method: 'upi', reference: 'utr60214455' }).expect(409);
    expect(again.body.message).toBe(
      `This UTR/reference is already recorded on reservation ${first.reference} (First Payer)`,
    );
    // Two at once with one new UTR: exactly one is taken.
    const racing = await Promise.all([
      pay(first._id, { amount: 100, method: 'upi', reference: 'UTR-RACE-9' }),
      pay(second._id, { amount: 100, method: 'upi', reference: 'UTR-RACE-9' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);

    const voidPath = `/api/reservations/${first._id}/payments/${paid._id}`;
    expect((await api().delete(voidPath).set(owner()).send({}).expect(400)).body.errors.reason).toBeTruthy();
    await api().delete(voidPath).set(desk()).send({ reason: 'On the wrong stay' }).expect(403);
    const voided = (await api().delete(voidPath).set(owner()).send({ reason: 'On the wrong stay' }).expect(200)).body
      .data;
    expect(voided).toMatchObject({ voidReason: 'On the wrong stay', voidedBy: t.admin._id });
    await pay(second._id, { amount: 2000, method: 'upi', reference: 'UTR 6021 4455' }).expect(201);
    const ledger = (await api().get(`/api/reservations/${first._id}/payments`).set(desk()).expect(200)).body.data;
    expect(ledger.payments.find((p: { _id: string }) => p._id === paid._id)).toMatchObject({
      voidReason: 'On the wrong stay',
    });
  });

  it('when a cancelled stay kept a ₹2,000 advance, then it shows ₹2,000 in credit; a refund of ₹2,000 brings paid to 0, never more; the payments report lists it negative', async () => {
    t.setNow(new Date('2026-12-20T10:00:00+05:30'));
    const r = await stay({ guestName: 'Refunded Guest', checkIn: '2027-01-05', checkOut: '2027-01-07' });
    await pay(r._id, { amount: 2000, method: 'upi', reference: 'UTR-REF-1' }).expect(201);
    await put(r._id, { status: 'cancelled' }).expect(200);
    expect((await get(r._id)).folio).toMatchObject({ amountDue: 0, paid: 200_000, balance: 0, credit: 200_000 });
    const over = await api()
      .post(`/api/reservations/${r._id}/refunds`)
      .set(desk())
      .send({ amount: 2000.01, method: 'upi', reason: 'Cancelled a week ahead' })
      .expect(400);
    expect(over.body.message).toBe('A refund cannot be more than what was paid (₹2,000)');
    await api()
      .post(`/api/reservations/${r._id}/refunds`)
      .set(desk())
      .send({ amount: 2000, method: 'upi', reference: 'RFND-1', reason: 'Cancelled a week ahead' })
      .expect(201);
    expect((await get(r._id)).folio).toMatchObject({ payments: 200_000, refunds: 200_000, paid: 0, credit: 0 });
    const csv = (await api().get('/api/reports/payments.csv?from=2026-12-20&to=2026-12-20').set(owner())).text;
    const rows = (parse(csv.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]).filter(
      (x) => x.reservation === r.reference,
    );
    expect(rows.map((x) => [x.amountRupees, x.kind])).toEqual([
      ['2000.00', 'payment'],
      ['-2000.00', 'refund'],
    ]);
  });

  it('when an invoice is credited in part (an amount, then a night) and then in full, then numbers run on, nothing is credited twice, and the stay is invoiced again with a new number', async () => {
    const r = await stay({ guestName: 'Credit Notes' });
    const invoice = (await api().post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201)).body
      .data;
    const notes = `/api/invoices/${invoice._id}/credit-note`;
    const byAmount = (
      await api().post(notes).set(owner()).send({ reason: 'Geyser broken one morning', amount: 1180 }).expect(201)
    ).body.data;
    // ₹1,180 with 18 % GST inside it: ₹1,000 taxable + ₹180 tax.
    expect(byAmount).toMatchObject({ type: 'credit-note', invoiceId: invoice._id, total: 118_000 });
    await api().post(notes).set(owner()).send({ reason: 'Too much', amount: 20000 }).expect(400);
    await api()
      .post(notes)
      .set(owner())
      .send({ reason: 'Both', amount: 10, nights: ['2026-12-15'] })
      .expect(400);
    await api()
      .post(notes)
      .set(owner())
      .send({ reason: 'Not on it', nights: ['2026-12-20'] })
      .expect(400);
    const byNight = (
      await api()
        .post(notes)
        .set(owner())
        .send({ reason: 'Second night not used', nights: ['2026-12-16'] })
        .expect(201)
    ).body.data;
    expect(byNight.total).toBe(920_400);
    await api()
      .post(notes)
      .set(owner())
      .send({ reason: 'Again', nights: ['2026-12-16'] })
      .expect(400);
    expect((await get(r._id)).folio).toMatchObject({ credited: 1_038_400, amountDue: 802_400 });
    const rest = (await api().post(notes).set(owner()).send({ reason: 'Re-billing the stay' }).expect(201)).body.data;
    expect(rest.total).toBe(802_400);
    await api().post(notes).set(owner()).send({ reason: 'Again' }).expect(409);
    const numbers = [byAmount, byNight, rest].map((n: { number: string }) => Number(n.number.split('/')[2]));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);

    const again = await api().post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201);
    expect(again.body.data.number).not.toBe(invoice.number);
    expect(Number(again.body.data.number.split('/')[2])).toBeGreaterThan(Number(invoice.number.split('/')[2]));
    expect((await get(r._id)).folio).toMatchObject({
      invoice: { _id: again.body.data._id },
      credited: 0,
      amountDue: 1_840_800,
    });
  });

  it('when two credit notes are issued at once, then their numbers are consecutive and never repeat', async () => {
    const a = await stay({ guestName: 'Race One' });
    const b = await stay({ guestName: 'Race Two' });
    const ids = await Promise.all(
      [a, b].map(
        async (r) =>
          (await api().post(`/api/reservations/${r._id}/invoice`).set(owner()).send({}).expect(201)).body.data._id,
      ),
    );
    const issued = await Promise.all(
      ids.map((id) => api().post(`/api/invoices/${id}/credit-note`).set(owner()).send({ reason: 'Billed twice' })),
    );
    const numbers = issued.map((res) => Number(res.body.data.number.split('/')[2])).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0] + 1);
  });
});

describe('discounts', () => {
  it('when a front-desk account agrees ₹5,000 for a ₹15,600 stay, then 403 with a sentence; within the owner’s limit it is saved and shows at once; the owner may give any', async () => {
    const r = await stay({ guestName: 'Discount Asked' });
    const refused = await put(r._id, { agreedTotal: 5000, notes: 'Regular guest' }).expect(403);
    expect(refused.body.message).toBe('Only the owner can agree a total below the quote (₹15,600).');
    await api()
      .put('/api/business-settings')
      .set(owner())
      .send({ ...GST_BUSINESS, deskDiscountPercent: 10 })
      .expect(200);
    const tooMuch = await put(r._id, { agreedTotal: 14_000, notes: 'Regular guest' }).expect(403);
    expect(tooMuch.body.message).toBe(
      'A front-desk account can take at most 10 % off the quote: the lowest total here is ₹14,040. Ask the owner for more.',
    );
    const ok = await put(r._id, { agreedTotal: 14_040, notes: 'Regular guest' }).expect(200);
    expect(ok.body.data).toMatchObject({ agreedTotal: 14_040, folio: { discount: 156_000, charges: 1_404_000 } });
    expect((await get(r._id)).folio.charges).toBe(1_404_000);
    await put(r._id, { agreedTotal: 5000, notes: 'Family friend' }, owner()).expect(200);
    const made = await api()
      .post('/api/reservations')
      .set(desk())
      .send({
        kind: 'room',
        itemId: suite,
        checkIn: '2026-12-20',
        checkOut: '2026-12-21',
        guests: 2,
        status: 'confirmed',
        guestName: 'Desk Made',
        guestPhone: '98260 22222',
        agreedTotal: 100,
        notes: 'Asked nicely',
      })
      .expect(403);
    expect(made.body.message).toMatch(/^A front-desk account can take at most 10 %/);
    await api()
      .put('/api/business-settings')
      .set(owner())
      .send({ ...GST_BUSINESS, deskDiscountPercent: 0 })
      .expect(200);
  });
});

describe('messages', () => {
  it('when nothing is due, then the payment request has no text instead of "pay here: ."; tour reminders only for tours; Hindi texts name the item in Hindi', async () => {
    const hindiRoom = await createRoom(t, {
      name: 'Cedar Cottage',
      price: '3000',
      units: '2',
      hi: JSON.stringify({ name: 'देवदार कुटिया' }),
    });
    const r = await stay({ itemId: hindiRoom, guests: 2, guestName: 'Paid Up' });
    const due = (await api().get(`/api/reservations/${r._id}/messages?lang=hi`).set(desk()).expect(200)).body.data;
    expect(due.map((m: { key: string }) => m.key)).toEqual([
      'confirmation',
      'advance-reminder',
      'payment-request',
      'pre-arrival',
      'arrival-day',
      'thank-you',
      'balance-reminder',
    ]);
    expect(due.find((m: { key: string }) => m.key === 'confirmation').text).toContain('देवदार कुटिया');
    const link = due.find((m: { key: string }) => m.key === 'payment-request');
    expect(link.text).toMatch(/https:\/\/stays\.example\/pay\/\S+/);
    await pay(r._id, { amount: 6300, method: 'cash' }).expect(201);
    const paid = (await api().get(`/api/reservations/${r._id}/messages?lang=en`).set(desk()).expect(200)).body.data;
    expect(paid.find((m: { key: string }) => m.key === 'payment-request')).toMatchObject({
      text: '',
      whatsappUrl: null,
      unavailable: 'noPayLink',
    });
  });
});

contractCoverage(['POST /api/reservations/{id}/refunds']);
