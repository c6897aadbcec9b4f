/**
 * The books of a period as Tally Prime's XML import (docs/tally.md, docs/decisions/029-tally-export.md):
 * one ENVELOPE whose TALLYMESSAGEs hold the guests' ledgers (Sundry Debtors) and the vouchers —
 * a Sales voucher per tax invoice or bill of supply, a Credit Note voucher per credit note, a
 * Receipt voucher per payment and a Payment voucher per refund (voided entries are left out).
 *
 * GST: every document of this product is an intra-state supply (the place of supply of
 * accommodation is the property, Section 12(3) of the IGST Act 2017; tours and vehicle hire are
 * invoiced the same way), so its tax is CGST levied under Section 9 of the CGST Act 2017 and SGST
 * under Section 9 of the Madhya Pradesh GST Act 2017, in equal halves, and no IGST is posted.
 * A credit note reverses the taxable value and both halves of the tax it credits (Section 34 of
 * the CGST Act 2017). The figures are the documents' own, frozen when issued: nothing is
 * recomputed here.
 *
 * Tally's sign convention: a debit is `ISDEEMEDPOSITIVE` Yes with a negative `AMOUNT`, a credit
 * `ISDEEMEDPOSITIVE` No with a positive one; a voucher's amounts add up to 0. Amounts are rupees
 * with two decimals, exact to the paisa (the paise are integers throughout); dates are `YYYYMMDD`.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { PaymentMethod, TallyLedgers } from '@pachmarhi/common/schemas/money';
import type { Invoice, InvoiceDocument, Payment } from '@pachmarhi/common/schemas/money-records';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { paiseToDecimal } from '@pachmarhi/common/tax/paise';
import { GST_STATES } from '@pachmarhi/common/tax/states';
import { todayIST } from '@pachmarhi/common/time';
import { taxShares } from './tax-shares';

/** Tally's own voucher types the file uses. */
export type TallyVoucherType = 'Sales' | 'Credit Note' | 'Receipt' | 'Payment';

/** One line of a voucher: a ledger debited or credited `amount` paise (positive). */
export interface TallyEntry {
  ledger: string;
  side: 'debit' | 'credit';
  amount: number;
}

/** One voucher as it goes into the file. */
export interface TallyVoucher {
  type: TallyVoucherType;
  /** The record it comes from ('invoice:<uuid>', 'payment:<uuid>'): the voucher's REMOTEID. */
  source: string;
  /** IST date 'YYYY-MM-DD' (written `YYYYMMDD`). */
  date: string;
  /** The document's number (invoices and credit notes); null lets Tally number receipts and payments. */
  number: string | null;
  /** What the voucher refers to: the reservation's reference, a credit note's invoice, a UTR. */
  reference: string;
  /** The party ledger (the guest's). */
  party: string;
  /** The party's GSTIN when the document names one (a business guest), else null. */
  partyGstin: string | null;
  /** The place of supply's state name ('Madhya Pradesh'), on Sales and Credit Note vouchers. */
  placeOfSupply: string | null;
  narration: string;
  /** The party's line first. */
  entries: TallyEntry[];
}

/** A guest's ledger the file creates under Sundry Debtors (once per name). */
export interface TallyParty {
  name: string;
  gstin: string | null;
}

/** What a period's file is made from. */
export interface TallyBooks {
  ledgers: TallyLedgers;
  /** Invoices and credit notes issued in the period, with what they say. */
  documents: readonly { invoice: Invoice; document: InvoiceDocument }[];
  /** Payments and refunds made in the period, not voided, with their reservation's reference and guest. */
  payments: readonly { payment: Payment; reference: string; guestName: string }[];
}

/**
 * The guest's ledger name: their name and the reservation's reference ('Ravi Sharma (PM-7K2Q)'),
 * the same for the stay's invoice, credit notes, payments and refunds, so each stay's account
 * settles to 0 once paid, and two guests of one name stay apart.
 */
export const partyLedger = (guestName: string, reference: string): string =>
  reference ? `${guestName.trim()} (${reference})` : guestName.trim();

/** What an invoice row bills: an item's kind, or a trip's extra (bonfire, pickup). */
type Income = ItemKind | 'extra';

const INCOME: Record<Income, keyof TallyLedgers> = {
  room: 'roomIncome',
  tour: 'tourIncome',
  vehicle: 'vehicleIncome',
  extra: 'extrasIncome',
};

/** Where each method's money lands: card payments are settled into the bank account. */
const RECEIVED_IN: Record<PaymentMethod, keyof TallyLedgers> = { cash: 'cash', upi: 'upi', bank: 'bank', card: 'bank' };

/** How each method reads in a narration. */
const METHOD_WORDS: Record<PaymentMethod, string> = { cash: 'cash', upi: 'UPI', card: 'card', bank: 'bank transfer' };

/** The income ledger of a kind at a GST rate ('Room Income 5%'); a bill of supply (no GST) posts to the name alone. */
export const incomeLedger = (ledgers: TallyLedgers, kind: Income, rate: number | null): string =>
  rate === null ? ledgers[INCOME[kind]] : `${ledgers[INCOME[kind]]} ${rate}%`;

/**
 * The taxable value by income ledger and the CGST and SGST of a document, paise: a trip's invoice
 * posts each row to its own income (rooms, tours, vehicle hire, extras) at its rate (`taxShares`).
 */
function taxParts(
  ledgers: TallyLedgers,
  d: InvoiceDocument,
): { income: Map<string, number>; cgst: number; sgst: number } {
  const income = new Map<string, number>();
  const taxed = d.tax.lines.length > 0;
  const kind = d.reservation.kind;
  for (const part of taxShares(d, (row): Income => row.income ?? kind, kind)) {
    // A bill of supply (not registered) carries no tax lines: its lines' value is all income, under the name alone.
    const ledger = incomeLedger(ledgers, part.key, taxed ? part.rate : null);
    income.set(ledger, (income.get(ledger) ?? 0) + part.taxable);
  }
  return {
    income,
    cgst: d.tax.lines.reduce((t, l) => t + l.cgst, 0),
    sgst: d.tax.lines.reduce((t, l) => t + l.sgst, 0),
  };
}

/** Lines of `side` for each ledger with a non-zero amount. */
const linesOf = (side: TallyEntry['side'], amounts: Iterable<[string, number]>): TallyEntry[] =>
  [...amounts].filter(([, amount]) => amount !== 0).map(([ledger, amount]) => ({ ledger, side, amount }));

/** Σ debits − Σ credits of a voucher, paise (0 when it balances). */
export const imbalance = (v: Pick<TallyVoucher, 'entries'>): number =>
  v.entries.reduce((t, e) => t + (e.side === 'debit' ? e.amount : -e.amount), 0);

/**
 * The Sales or Credit Note voucher of a document: the guest's ledger for the grand total against
 * the income ledgers (taxable value by rate) and the output CGST and SGST — debit and credit
 * swapped for a credit note.
 * @throws Error when the document's tax lines do not add up to its grand total (no voucher is written unbalanced)
 */
export function documentVoucher(
  ledgers: TallyLedgers,
  { invoice, document: d }: TallyBooks['documents'][number],
): TallyVoucher {
  const sale = d.type === 'invoice';
  const [partySide, otherSide]: TallyEntry['side'][] = sale ? ['debit', 'credit'] : ['credit', 'debit'];
  const party = partyLedger(d.guest.name, d.reservation.reference);
  const { income, cgst, sgst } = taxParts(ledgers, d);
  const voucher: TallyVoucher = {
    type: sale ? 'Sales' : 'Credit Note',
    source: `invoice:${invoice._id}`,
    date: d.date,
    number: d.number,
    reference: sale ? d.reservation.reference : (d.original?.number ?? d.reservation.reference),
    party,
    partyGstin: d.guest.gstin,
    placeOfSupply: GST_STATES[d.supplier.stateCode] ?? null,
    narration: sale
      ? `${d.title} ${d.number}: ${d.reservation.itemName}, ${d.reservation.reference}, ${stayDates(d)}`
      : `Credit note ${d.number} against ${d.original?.number ?? ''}: ${d.reason ?? ''} (${d.reservation.reference})`,
    entries: [
      { ledger: party, side: partySide, amount: d.grandTotal },
      ...linesOf(otherSide, income),
      ...linesOf(otherSide, [
        [ledgers.cgstOutput, cgst],
        [ledgers.sgstOutput, sgst],
      ]),
    ],
  };
  const off = imbalance(voucher);
  if (off !== 0) throw new Error(`${d.number} does not balance in Tally: debits and credits differ by ${off} paise`);
  return voucher;
}

const stayDates = (d: InvoiceDocument) =>
  d.reservation.checkOut ? `${d.reservation.checkIn} to ${d.reservation.checkOut}` : d.reservation.checkIn;

/**
 * The Receipt voucher of a payment (its method's account debited, the guest credited) or the
 * Payment voucher of a refund (the guest debited, the account credited), dated the IST day the
 * money moved.
 */
export function paymentVoucher(ledgers: TallyLedgers, row: TallyBooks['payments'][number]): TallyVoucher {
  const { payment: p, reference, guestName } = row;
  const party = partyLedger(guestName, reference);
  const account = ledgers[RECEIVED_IN[p.method]];
  const refund = p.kind === 'refund';
  const utr = p.reference ? `, ref. ${p.reference}` : '';
  return {
    type: refund ? 'Payment' : 'Receipt',
    source: `payment:${p._id}`,
    date: todayIST(new Date(p.receivedAt)),
    number: null,
    reference: p.reference || reference,
    party,
    partyGstin: null,
    placeOfSupply: null,
    narration: refund
      ? `Refund by ${METHOD_WORDS[p.method]} for ${reference}${utr}: ${p.reason}`
      : `Received by ${METHOD_WORDS[p.method]} for ${reference}${utr}`,
    entries: refund
      ? [
          { ledger: party, side: 'debit', amount: p.amount },
          { ledger: account, side: 'credit', amount: p.amount },
        ]
      : [
          { ledger: party, side: 'credit', amount: p.amount },
          { ledger: account, side: 'debit', amount: p.amount },
        ],
  };
}

/**
 * Every voucher of the books, by date (documents before money on the same day, each in the
 * order issued or received), and the guests' ledgers they name.
 * @throws Error for a document that does not balance (see `documentVoucher`)
 */
export function tallyVouchers(books: TallyBooks): { parties: TallyParty[]; vouchers: TallyVoucher[] } {
  const vouchers = [
    ...books.documents.map((doc) => documentVoucher(books.ledgers, doc)),
    ...books.payments.map((row) => paymentVoucher(books.ledgers, row)),
  ]
    .map((v, i) => ({ v, i }))
    .sort((a, b) => (a.v.date === b.v.date ? a.i - b.i : a.v.date < b.v.date ? -1 : 1))
    .map(({ v }) => v);
  const parties = new Map<string, TallyParty>();
  for (const v of vouchers) {
    const known = parties.get(v.party);
    parties.set(v.party, { name: v.party, gstin: known?.gstin ?? v.partyGstin });
  }
  return { parties: [...parties.values()], vouchers };
}

const yyyymmdd = (date: string) => date.replace(/-/g, '');
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** A ledger master of a guest (Sundry Debtors; GSTIN and state for a business guest). */
function writeParty(message: XMLBuilder, party: TallyParty): void {
  const ledger = message.ele('LEDGER', { NAME: party.name, ACTION: 'Create' });
  ledger.ele('NAME.LIST').ele('NAME').txt(party.name);
  ledger.ele('PARENT').txt('Sundry Debtors');
  ledger.ele('ISBILLWISEON').txt('No');
  if (party.gstin) {
    ledger.ele('GSTREGISTRATIONTYPE').txt('Regular');
    ledger.ele('PARTYGSTIN').txt(party.gstin);
    const state = GST_STATES[party.gstin.slice(0, 2)];
    if (state) ledger.ele('STATENAME').txt(state);
  }
}

function writeVoucher(message: XMLBuilder, v: TallyVoucher): void {
  const x = message.ele('VOUCHER', {
    REMOTEID: `pachmarhi-${v.source}`,
    VCHTYPE: v.type,
    ACTION: 'Create',
    OBJVIEW: 'Accounting Voucher View',
  });
  x.ele('DATE').txt(yyyymmdd(v.date));
  x.ele('EFFECTIVEDATE').txt(yyyymmdd(v.date));
  x.ele('VOUCHERTYPENAME').txt(v.type);
  if (v.number) x.ele('VOUCHERNUMBER').txt(v.number);
  x.ele('REFERENCE').txt(v.reference);
  x.ele('PARTYLEDGERNAME').txt(v.party);
  if (v.partyGstin) x.ele('PARTYGSTIN').txt(v.partyGstin);
  if (v.placeOfSupply) {
    x.ele('STATENAME').txt(v.placeOfSupply);
    x.ele('PLACEOFSUPPLY').txt(v.placeOfSupply);
  }
  x.ele('PERSISTEDVIEW').txt('Accounting Voucher View');
  x.ele('ISINVOICE').txt('No');
  x.ele('NARRATION').txt(v.narration);
  for (const e of v.entries) {
    const line = x.ele('ALLLEDGERENTRIES.LIST');
    line.ele('LEDGERNAME').txt(e.ledger);
    line.ele('ISDEEMEDPOSITIVE').txt(yesNo(e.side === 'debit'));
    line.ele('ISPARTYLEDGER').txt(yesNo(e.ledger === v.party));
    line.ele('AMOUNT').txt(paiseToDecimal(e.side === 'debit' ? -e.amount : e.amount));
  }
}

/**
 * The books as Tally Prime's XML import: `<ENVELOPE>` with an "Import Data" request of the
 * "Vouchers" report, one TALLYMESSAGE per guest ledger and then one per voucher (UTF-8).
 * @throws Error for a document that does not balance (see `documentVoucher`)
 */
export async function tallyXml(books: TallyBooks): Promise<string> {
  const { parties, vouchers } = tallyVouchers(books);
  const { create } = await import('xmlbuilder2'); // loaded with the first export, not at start
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('ENVELOPE');
  root.ele('HEADER').ele('TALLYREQUEST').txt('Import Data');
  const data = root.ele('BODY').ele('IMPORTDATA');
  data.ele('REQUESTDESC').ele('REPORTNAME').txt('Vouchers');
  const request = data.ele('REQUESTDATA');
  const message = () => request.ele('TALLYMESSAGE', { 'xmlns:UDF': 'TallyUDF' });
  for (const party of parties) writeParty(message(), party);
  for (const v of vouchers) writeVoucher(message(), v);
  return root.end({ prettyPrint: true });
}
