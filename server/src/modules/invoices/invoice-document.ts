/**
 * The content of a tax invoice, a bill of supply or a credit note, frozen when issued: every field
 * of Rule 46 of the CGST Rules 2017 (Rule 49 for a bill of supply, Rule 53 for a credit note).
 */
import { amountInWords } from '@pachmarhi/common/tax/amount-in-words';
import { lineRates, quoteTax } from '@pachmarhi/common/tax/gst';
import { ROOM_SAC } from '@pachmarhi/common/tax/gst-rates';
import { placeOfSupply } from '@pachmarhi/common/tax/states';
import { todayIST } from '@pachmarhi/common/time';
import { quoteLines } from '@pachmarhi/common/pricing/quote';
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { InvoiceFields } from '@pachmarhi/common/schemas/money';
import type { BusinessSettings, InvoiceDocument, Payment } from '@pachmarhi/common/schemas/money-records';
import { badRequest } from '../../platform/errors/app-error';

/** Where a number comes from: the series ('INV', 'CN'), the financial year ('26-27') and the count. */
export const documentNumber = (series: string, financialYear: string, n: number): string =>
  `${series}/${financialYear}/${String(n).padStart(4, '0')}`;

/** Credit notes have their own series. */
export const CREDIT_NOTE_SERIES = 'CN';

const UNIT = { room: 'night', vehicle: 'day', tour: 'person' } as const;

/**
 * The invoice of a reservation issued on `date` (IST) under `settings`, with the payments that
 * count. Each priced date is a line (tours: one line, quantity = persons), at its share of the
 * agreed total when one is set (`billedQuote`).
 * @throws AppError 400 for a reservation without a quote (a block)
 */
export function invoiceDocument(
  r: Reservation,
  settings: BusinessSettings,
  payments: Payment[],
  fields: InvoiceFields,
  issue: { number: string; date: string },
): InvoiceDocument {
  if (!r.quote) throw badRequest('A block has no price: there is nothing to invoice');
  const q = billedQuote(r.quote, r.agreedTotal);
  const rates = lineRates(q, settings);
  const sac = r.kind === 'room' ? ROOM_SAC : r.kind === 'tour' ? settings.tourSac : settings.vehicleSac;
  const itemName = r.itemName ?? r.kind;
  const lines = quoteLines(q).map((l, i) => {
    const quantity = r.kind === 'tour' ? q.guests : 1;
    const amount = l.price * 100;
    return {
      date: l.date,
      description: `${itemName} (${r.kind === 'tour' ? 'tour' : UNIT[r.kind]} of ${l.date})`,
      sac,
      quantity,
      unitPrice: Math.round(amount / quantity),
      amount,
      rate: settings.gstRegistered ? rates[i] : 0,
    };
  });
  const { tax, grandTotal } = quoteTax(q, settings);
  const paid = payments.reduce((t, p) => t + p.amount, 0);
  return {
    type: 'invoice',
    title: settings.gstRegistered ? 'Tax invoice' : 'Bill of supply',
    number: issue.number,
    date: issue.date,
    original: null,
    supplier: {
      legalName: settings.legalName,
      address: settings.address,
      gstin: settings.gstRegistered ? settings.gstin : null,
      stateCode: settings.stateCode,
    },
    guest: { name: r.guestName, phone: r.guestPhone, address: fields.guestAddress, gstin: fields.guestGstin },
    placeOfSupply: placeOfSupply(settings.stateCode),
    reverseCharge: false,
    reservation: { reference: r.reference, kind: r.kind, itemName, checkIn: r.checkIn, checkOut: r.checkOut },
    lines,
    subtotal: lines.reduce((t, l) => t + l.amount, 0),
    tax,
    grandTotal,
    grandTotalInWords: amountInWords(grandTotal),
    payments: payments.map((p) => ({
      date: todayIST(new Date(p.receivedAt)),
      method: p.method,
      reference: p.reference,
      amount: p.amount,
    })),
    paid,
    balance: Math.max(0, grandTotal - paid),
  };
}

/** The credit note cancelling `invoice` in full, issued on `date`. */
export function creditNoteDocument(invoice: InvoiceDocument, issue: { number: string; date: string }): InvoiceDocument {
  return {
    ...invoice,
    type: 'credit-note',
    title: 'Credit note',
    number: issue.number,
    date: issue.date,
    original: { number: invoice.number, date: invoice.date },
    payments: [],
    paid: 0,
    balance: 0,
  };
}
