import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DEFAULT_TALLY_LEDGERS } from '@pachmarhi/common/schemas/money';
import type { Invoice, InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { taxOf, type QuoteTax } from '@pachmarhi/common/tax/gst';
import { documentVoucher, imbalance, tallyXml } from '../src/modules/reports/tally-export';
import { bearer, makeTestApp, type TestApp } from './support/test-app';
import { createRoom, createTour, createVehicle } from './support/records';
import { GST_BUSINESS } from './support/business';
import { contractCoverage } from './support/contract-hook';

// The Tally export on the real app and database: a month of demo books (December 2026) — a room
// stay paid by UPI and cash, a business guest's suite paid by bank transfer and then partly
// credited and refunded, a tour for a guest with a Hindi name paid by card, a Gypsy hire whose
// cash payment was voided and which was cancelled (its invoice credited in full and refunded) —
// with an advance before the month and an invoice after it. The file is read back with a real
// XML parser (fast-xml-parser, not the library that wrote it). The same books, with their ids and
// references made stable, are kept as docs/tally-sample.xml (docs/tally.md): the test fails when
// the file no longer matches, and UPDATE_TALLY_SAMPLE=1 writes it again.

const SAMPLE = new URL('../../docs/tally-sample.xml', import.meta.url);
const FROM = '2026-12-01';
const TO = '2026-12-31';

let t: TestApp;
const admin = () => bearer(t.adminToken);
/** The instant of an IST date and time ('2026-12-06', '11:00'). */
const ist = (date: string, time = '11:00') => new Date(`${date}T${time}:00+05:30`);

interface Stay {
  id: string;
  reference: string;
}

/** The demo books' stays, invoices and ledger entries (ids), with what the month should hold. */
interface Books {
  stays: Stay[];
  inMonth: { documents: string[]; payments: string[] };
  left: { documents: string[]; payments: string[] };
}
let books: Books;

async function reserve(body: Record<string, unknown>): Promise<Stay> {
  const res = await request(t.app)
    .post('/api/reservations')
    .set(admin())
    .send({ status: 'confirmed', guests: 2, guestPhone: '98260 12345', ...body });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data._id, reference: res.body.data.reference };
}
async function pay(stay: Stay, at: Date, amount: number, method: string, reference = ''): Promise<string> {
  t.setNow(at);
  const res = await request(t.app)
    .post(`/api/reservations/${stay.id}/payments`)
    .set(admin())
    .send({ amount, method, reference, receivedAt: at.toISOString() });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}
async function refund(stay: Stay, at: Date, amount: number, method: string, reason: string): Promise<string> {
  t.setNow(at);
  const res = await request(t.app)
    .post(`/api/reservations/${stay.id}/refunds`)
    .set(admin())
    .send({ amount, method, reference: `RF-${stay.reference}`, reason });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}
async function invoice(stay: Stay, at: Date, body: object = {}): Promise<string> {
  t.setNow(at);
  const res = await request(t.app).post(`/api/reservations/${stay.id}/invoice`).set(admin()).send(body);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id;
}

/** The demo books of December 2026 (and their neighbours in November and January). */
async function demoBooks(): Promise<Books> {
  t.setNow(ist('2026-11-25'));
  await request(t.app).put('/api/business-settings').set(admin()).send(GST_BUSINESS).expect(200);
  const valley = await createRoom(t, { name: 'Deluxe Valley Room', price: '7000', units: '5' });
  const suite = await createRoom(t, { name: 'Satpura Suite', price: '9000', units: '2' });
  const falls = await createTour(t, { title: 'Bee Falls', price: '800', seatsPerDeparture: '12' });
  const gypsy = await createVehicle(t, { name: 'Gypsy', price: '3000', units: '2' });
  // Booked in November: A, B, C and D stay in December, E from 30 December into January.
  const a = await reserve({
    kind: 'room',
    itemId: valley,
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
    guestName: 'Ravi Sharma',
  });
  const b = await reserve({
    kind: 'room',
    itemId: suite,
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    guestName: 'Narmada Travels Pvt Ltd',
  });
  const c = await reserve({ kind: 'tour', itemId: falls, checkIn: '2026-12-13', guests: 3, guestName: 'सुनीता वर्मा' });
  const d = await reserve({
    kind: 'vehicle',
    itemId: gypsy,
    checkIn: '2026-12-20',
    checkOut: '2026-12-21',
    guestName: 'Imran Qureshi',
  });
  const e = await reserve({
    kind: 'room',
    itemId: valley,
    checkIn: '2026-12-30',
    checkOut: '2027-01-02',
    guestName: 'Kavita Joshi',
  });

  // A: two nights at ₹7,000 (GST 5 %): ₹14,700; an advance in November, the rest in cash.
  const advance = await pay(a, ist('2026-11-28'), 4410, 'upi', 'UTR 611223344556');
  const aCash = await pay(a, ist('2026-12-06', '10:30'), 10290, 'cash');
  const aInvoice = await invoice(a, ist('2026-12-06', '10:45'));
  // B: a business guest, two nights at ₹9,000 (GST 18 %): ₹21,240 by bank; ₹1,000.55 credited and refunded.
  const bBank = await pay(b, ist('2026-12-09', '16:00'), 21240, 'bank', 'NEFT N3431200991');
  const bInvoice = await invoice(b, ist('2026-12-12', '10:00'), {
    guestAddress: '14 Arera Hills, Bhopal 462011',
    guestGstin: '27AAPFU0939F1ZV',
  });
  t.setNow(ist('2026-12-15'));
  const bNote = (
    await request(t.app)
      .post(`/api/invoices/${bInvoice}/credit-note`)
      .set(admin())
      .send({ reason: 'Late check-in: one evening without hot water', amount: 1000.55 })
      .expect(201)
  ).body.data._id as string;
  const bRefund = await refund(b, ist('2026-12-15', '12:00'), 1000.55, 'bank', 'Credit note for the late check-in');
  // C: a tour for three (₹800 each, GST 5 %): ₹2,520 by card.
  const cCard = await pay(c, ist('2026-12-13', '08:00'), 2520, 'card', 'POS 004512');
  const cInvoice = await invoice(c, ist('2026-12-13', '18:00'));
  // D: the Gypsy for a day (GST 5 %): a cash entry voided, ₹3,150 by UPI; cancelled, credited and refunded.
  const dVoided = await pay(d, ist('2026-12-19', '09:00'), 500, 'cash');
  await request(t.app)
    .delete(`/api/reservations/${d.id}/payments/${dVoided}`)
    .set(admin())
    .send({ reason: 'Entered twice' })
    .expect(200);
  const dUpi = await pay(d, ist('2026-12-19', '09:05'), 3150, 'upi', 'UTR 635512009871');
  const dInvoice = await invoice(d, ist('2026-12-19', '09:10'));
  t.setNow(ist('2026-12-19', '17:00'));
  await request(t.app).put(`/api/reservations/${d.id}`).set(admin()).send({ status: 'cancelled' }).expect(200);
  const dRefund = await refund(d, ist('2026-12-19', '17:30'), 3150, 'upi', 'Cancelled: road to Dhoopgarh closed');
  const ledger = (await request(t.app).get(`/api/reservations/${d.id}/payments`).set(admin()).expect(200)).body.data;
  const dNote = (ledger.documents as { _id: string; type: string }[]).find((x) => x.type === 'credit-note')!._id;
  // E: invoiced in January: not December's.
  const eInvoice = await invoice(e, ist('2027-01-02'));
  const ePaid = await pay(e, ist('2027-01-02', '11:30'), 22050, 'upi', 'UTR 700011112222');
  return {
    stays: [a, b, c, d, e],
    inMonth: {
      documents: [aInvoice, bInvoice, bNote, cInvoice, dInvoice, dNote],
      payments: [aCash, bBank, bRefund, cCard, dUpi, dRefund],
    },
    left: { documents: [eInvoice], payments: [advance, dVoided, ePaid] },
  };
}

beforeAll(async () => {
  t = await makeTestApp();
  books = await demoBooks();
});
afterAll(() => t.close());

const download = (from = FROM, to = TO, token = t.adminToken) =>
  request(t.app).get(`/api/exports/tally.xml?from=${from}&to=${to}`).set(bearer(token)).buffer(true);

interface Entry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  ISPARTYLEDGER: 'Yes' | 'No';
  AMOUNT: string;
}
interface Voucher {
  '@REMOTEID': string;
  '@VCHTYPE': string;
  DATE: string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER?: string;
  REFERENCE: string;
  PARTYLEDGERNAME: string;
  PARTYGSTIN?: string;
  NARRATION: string;
  'ALLLEDGERENTRIES.LIST': Entry[];
}
interface Ledger {
  '@NAME': string;
  PARENT: string;
  PARTYGSTIN?: string;
}

/** The file read back: well-formed, one ENVELOPE importing "Vouchers", its ledgers and vouchers. */
function readBack(xml: string): { ledgers: Ledger[]; vouchers: Voucher[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
  }).parse(xml);
  expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
  expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
  const messages = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as { LEDGER?: Ledger; VOUCHER?: Voucher }[];
  return {
    ledgers: messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : [])),
    vouchers: messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : [])),
  };
}

/** '-15750.00' → -1575000: rupees with exactly two decimals as paise, no floating point. */
function paise(amount: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!m) throw new Error(`not an amount with two decimals: ${amount}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}
const entriesOf = (v: Voucher) =>
  v['ALLLEDGERENTRIES.LIST'].map((e) => ({
    ledger: e.LEDGERNAME,
    paise: paise(e.AMOUNT),
    debit: e.ISDEEMEDPOSITIVE === 'Yes',
  }));
const sourceOf = (v: Voucher) => v['@REMOTEID'].replace(/^pachmarhi-(invoice|payment):/, '');

describe('GET /api/exports/tally.xml', () => {
  it('when the owner downloads December, then it is a well-formed UTF-8 XML attachment of Tally vouchers, dated YYYYMMDD within the month', async () => {
    const res = await download().expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`tally-${FROM}-to-${TO}.xml`);
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { vouchers } = readBack(xml);
    expect(vouchers.length).toBe(12);
    for (const v of vouchers) {
      expect(v.DATE).toMatch(/^202612(0[1-9]|[12]\d|3[01])$/);
      expect(v['@VCHTYPE']).toBe(v.VOUCHERTYPENAME);
    }
    expect(xml).toContain('सुनीता वर्मा');
  });

  it("when each voucher's lines are added up, then its debits equal its credits to the paisa, debits negative", async () => {
    const { vouchers } = readBack((await download().expect(200)).text);
    for (const v of vouchers) {
      const entries = entriesOf(v);
      for (const e of entries) expect(e.debit, `${v['@REMOTEID']} ${e.ledger}`).toBe(e.paise < 0);
      const debits = entries.filter((e) => e.debit).reduce((s, e) => s - e.paise, 0);
      const credits = entries.filter((e) => !e.debit).reduce((s, e) => s + e.paise, 0);
      expect(debits, v['@REMOTEID']).toBe(credits);
      expect(debits, v['@REMOTEID']).toBeGreaterThan(0);
    }
  });

  it('when the month is exported, then every invoice, credit note, payment and refund of it appears once; voided entries and other months do not', async () => {
    const { vouchers } = readBack((await download().expect(200)).text);
    const sources = vouchers.map(sourceOf);
    expect([...sources].sort()).toEqual([...books.inMonth.documents, ...books.inMonth.payments].sort());
    for (const id of [...books.left.documents, ...books.left.payments]) expect(sources).not.toContain(id);
    const january = readBack((await download('2027-01-01', '2027-01-31').expect(200)).text).vouchers.map(sourceOf);
    expect(january.sort()).toEqual([...books.left.documents, books.left.payments[2]].sort());
  });

  it('when the vouchers are read, then sales credit income by GST rate and the output CGST and SGST, receipts and refunds go through the method’s account, and the guest is the party', async () => {
    const { ledgers, vouchers } = readBack((await download().expect(200)).text);
    const [a, b, c, d] = books.stays;
    const byNumber = (n: string) => vouchers.find((v) => v.VOUCHERNUMBER === n)!;
    const lines = (v: Voucher) => entriesOf(v).map((e) => [e.ledger, e.paise]);

    expect(byNumber('INV/26-27/0001')).toMatchObject({ VOUCHERTYPENAME: 'Sales', DATE: '20261206' });
    expect(lines(byNumber('INV/26-27/0001'))).toEqual([
      [`Ravi Sharma (${a.reference})`, -1470000],
      ['Room Income 5%', 1400000],
      ['Output CGST', 35000],
      ['Output SGST', 35000],
    ]);
    expect(byNumber('INV/26-27/0002')).toMatchObject({ PARTYGSTIN: '27AAPFU0939F1ZV' });
    expect(lines(byNumber('INV/26-27/0002'))).toEqual([
      [`Narmada Travels Pvt Ltd (${b.reference})`, -2124000],
      ['Room Income 18%', 1800000],
      ['Output CGST', 162000],
      ['Output SGST', 162000],
    ]);
    // ₹1,000.55 with 18 % carved out of it: the taxable value and two equal halves (ADR 021), exact to the paisa.
    const note = byNumber('CN/26-27/0001');
    expect(note).toMatchObject({ VOUCHERTYPENAME: 'Credit Note', REFERENCE: 'INV/26-27/0002', DATE: '20261215' });
    const noteLines = lines(note);
    expect(noteLines[0]).toEqual([`Narmada Travels Pvt Ltd (${b.reference})`, 100055]);
    expect(noteLines.slice(1).map(([ledger]) => ledger)).toEqual(['Room Income 18%', 'Output CGST', 'Output SGST']);
    expect(noteLines[2][1]).toBe(noteLines[3][1]);
    expect(lines(byNumber('INV/26-27/0003'))).toEqual([
      [`सुनीता वर्मा (${c.reference})`, -252000],
      ['Tour Income 5%', 240000],
      ['Output CGST', 6000],
      ['Output SGST', 6000],
    ]);
    expect(lines(byNumber('INV/26-27/0004'))[1]).toEqual(['Vehicle Hire Income 5%', 300000]);
    expect(byNumber('CN/26-27/0002')).toMatchObject({ VOUCHERTYPENAME: 'Credit Note', REFERENCE: 'INV/26-27/0004' });

    const money = vouchers.filter((v) => !v.VOUCHERNUMBER);
    expect(money.map((v) => [v.VOUCHERTYPENAME, v.DATE, lines(v)])).toEqual([
      [
        'Receipt',
        '20261206',
        [
          [`Ravi Sharma (${a.reference})`, 1029000],
          ['Cash', -1029000],
        ],
      ],
      [
        'Receipt',
        '20261209',
        [
          [`Narmada Travels Pvt Ltd (${b.reference})`, 2124000],
          ['Bank', -2124000],
        ],
      ],
      [
        'Receipt',
        '20261213',
        [
          [`सुनीता वर्मा (${c.reference})`, 252000],
          ['Bank', -252000],
        ],
      ],
      [
        'Payment',
        '20261215',
        [
          [`Narmada Travels Pvt Ltd (${b.reference})`, -100055],
          ['Bank', 100055],
        ],
      ],
      [
        'Receipt',
        '20261219',
        [
          [`Imran Qureshi (${d.reference})`, 315000],
          ['UPI', -315000],
        ],
      ],
      [
        'Payment',
        '20261219',
        [
          [`Imran Qureshi (${d.reference})`, -315000],
          ['UPI', 315000],
        ],
      ],
    ]);
    for (const v of vouchers)
      for (const e of v['ALLLEDGERENTRIES.LIST'])
        expect(e.ISPARTYLEDGER).toBe(e.LEDGERNAME === v.PARTYLEDGERNAME ? 'Yes' : 'No');

    expect(ledgers.map((l) => [l['@NAME'], l.PARENT, l.PARTYGSTIN ?? null])).toEqual([
      [`Ravi Sharma (${a.reference})`, 'Sundry Debtors', null],
      [`Narmada Travels Pvt Ltd (${b.reference})`, 'Sundry Debtors', '27AAPFU0939F1ZV'],
      [`सुनीता वर्मा (${c.reference})`, 'Sundry Debtors', null],
      [`Imran Qureshi (${d.reference})`, 'Sundry Debtors', null],
    ]);
  });

  it('when the demo books are exported with stable ids and references, then the file is docs/tally-sample.xml', async () => {
    let xml = (await download().expect(200)).text;
    books.stays.forEach((s, i) => (xml = xml.replaceAll(s.reference, `DEMO0${i + 1}`)));
    const ids = new Map<string, string>();
    xml = xml.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
      return ids.get(id)!;
    });
    if (process.env.UPDATE_TALLY_SAMPLE) fs.writeFileSync(SAMPLE, xml);
    expect(xml, 'docs/tally-sample.xml is out of date: run this test with UPDATE_TALLY_SAMPLE=1').toBe(
      fs.readFileSync(SAMPLE, 'utf8'),
    );
  });

  it('when the owner renames the ledgers in the business settings, then the file posts to those names (income with the rate appended)', async () => {
    const tallyLedgers = {
      ...DEFAULT_TALLY_LEDGERS,
      roomIncome: 'Sales - Rooms',
      cgstOutput: 'CGST Payable',
      sgstOutput: 'SGST Payable',
      cash: 'Cash-in-Hand',
      bank: 'SBI Current A/c',
    };
    await request(t.app)
      .put('/api/business-settings')
      .set(admin())
      .send({ ...GST_BUSINESS, tallyLedgers })
      .expect(200);
    const settings = await request(t.app).get('/api/business-settings').set(admin()).expect(200);
    expect(settings.body.data.tallyLedgers).toEqual(tallyLedgers);
    const { vouchers } = readBack((await download().expect(200)).text);
    const names = new Set(vouchers.flatMap((v) => v['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME)));
    for (const name of [
      'Sales - Rooms 5%',
      'Sales - Rooms 18%',
      'CGST Payable',
      'SGST Payable',
      'Cash-in-Hand',
      'SBI Current A/c',
      'UPI',
    ])
      expect(names, name).toContain(name);
    for (const old of ['Room Income 5%', 'Output CGST', 'Cash', 'Bank']) expect(names).not.toContain(old);
    await request(t.app).put('/api/business-settings').set(admin()).send(GST_BUSINESS).expect(200);
  });

  it('when a ledger name is blank or the dates are wrong, then 400 naming the field; the accountant may download, the front desk may not', async () => {
    const blank = await request(t.app)
      .put('/api/business-settings?lang=hi')
      .set(admin())
      .send({ ...GST_BUSINESS, tallyLedgers: { ...DEFAULT_TALLY_LEDGERS, upi: '  ' } })
      .expect(400);
    expect(Object.keys(blank.body.errors)).toEqual(['tallyLedgers.upi']);
    expect(blank.body.errors['tallyLedgers.upi']).toContain('Tally लेजर का नाम');
    const backwards = await download('2026-12-31', '2026-12-01').expect(400);
    expect(Object.keys(backwards.body.errors)).toEqual(['to']);
    await download('2026-12', TO).expect(400);
    const mine = await download(FROM, TO, t.accountantToken).expect(200);
    expect(readBack(mine.text).vouchers.length).toBe(12);
    await download(FROM, TO, t.deskToken).expect(403);
    await request(t.app).get(`/api/exports/tally.xml?from=${FROM}&to=${TO}`).expect(401);
  });
});

describe('the vouchers of documents the demo month has none of', () => {
  /** A room invoice of `lines` (paise by night) under `tax`, as the invoices module freezes it. */
  const document = (lines: number[], tax: QuoteTax, grandTotal: number): InvoiceDocument =>
    ({
      type: 'invoice',
      title: tax.lines.length ? 'Tax invoice' : 'Bill of supply',
      number: 'INV/26-27/0042',
      date: '2026-12-05',
      original: null,
      supplier: { legalName: 'Satpura Hospitality LLP', address: '', gstin: null, stateCode: '23' },
      guest: { name: 'Asha Verma', phone: '', address: '', gstin: null },
      placeOfSupply: 'Madhya Pradesh (23)',
      reverseCharge: false,
      reservation: { reference: 'QW7ERT', kind: 'room', itemName: 'Sal Room', checkIn: '2026-12-04', checkOut: null },
      lines: lines.map((amount, i) => ({
        date: `2026-12-0${i + 4}`,
        description: 'night',
        sac: '996311',
        quantity: 1,
        unitPrice: amount,
        amount,
        rate: 0,
      })),
      subtotal: lines.reduce((s, l) => s + l, 0),
      tax,
      grandTotal,
      grandTotalInWords: '',
      payments: [],
      paid: 0,
      balance: 0,
    }) as InvoiceDocument;
  const invoice = { _id: '00000000-0000-4000-8000-000000000042' } as Invoice;

  it('when prices include GST (₹7,499.99 and ₹8,000.01 a night, 5 % and 18 %), then the tax carved out and the income still add up to the total to the paisa', () => {
    const tax = taxOf(
      new Map([
        [5, 749999],
        [18, 800001],
      ]),
      true,
    );
    const v = documentVoucher(DEFAULT_TALLY_LEDGERS, { invoice, document: document([749999, 800001], tax, 1550000) });
    expect(imbalance(v)).toBe(0);
    expect(v.entries.map((e) => [e.ledger, e.side, e.amount])).toEqual([
      ['Asha Verma (QW7ERT)', 'debit', 1550000],
      ['Room Income 5%', 'credit', tax.lines[0].taxable],
      ['Room Income 18%', 'credit', tax.lines[1].taxable],
      ['Output CGST', 'credit', tax.lines[0].cgst + tax.lines[1].cgst],
      ['Output SGST', 'credit', tax.lines[0].sgst + tax.lines[1].sgst],
    ]);
  });

  it('when the business is not registered (a bill of supply), then the whole value is income under the bare ledger name and no tax is posted', () => {
    const v = documentVoucher(DEFAULT_TALLY_LEDGERS, {
      invoice,
      document: document([300000, 300050], { lines: [], total: 0 }, 600050),
    });
    expect(v.entries.map((e) => [e.ledger, e.amount])).toEqual([
      ['Asha Verma (QW7ERT)', 600050],
      ['Room Income', 600050],
    ]);
  });

  it('when a document would not balance, then no voucher is written: the export stops naming it', async () => {
    const tax = taxOf(new Map([[5, 700000]]), false);
    const wrong = document([700000], tax, 735001);
    await expect(
      tallyXml({ ledgers: DEFAULT_TALLY_LEDGERS, documents: [{ invoice, document: wrong }], payments: [] }),
    ).rejects.toThrow('INV/26-27/0042 does not balance in Tally: debits and credits differ by 1 paise');
  });
});

contractCoverage(['GET /api/exports/tally.xml']);
