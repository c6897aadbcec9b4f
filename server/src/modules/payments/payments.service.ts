import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { DashboardMoney, MoneySummary, Payment } from '@pachmarhi/common/schemas/money-records';
import type { LedgerKind, PaymentMethod } from '@pachmarhi/common/schemas/money';
import { folio, type Folio, type FolioInvoice, type FolioSource } from '@pachmarhi/common/money/folio';
import type { TaxSettings } from '@pachmarhi/common/tax/gst';
import type { PaymentRow } from './payments.repository';

/**
 * The folio of `r` (common/src/money/folio.ts) from its ledger totals (paise counted by kind) and
 * the invoice in force, under the tax settings `s`.
 */
export function folioOf(
  r: FolioSource,
  s: TaxSettings,
  totals: { payments: number; refunds: number } | undefined,
  invoice: FolioInvoice | null,
): Folio {
  const entries = [
    { kind: 'payment' as const, amount: totals?.payments ?? 0, voidedAt: null },
    { kind: 'refund' as const, amount: totals?.refunds ?? 0, voidedAt: null },
  ];
  return folio({ quote: r.quote, agreedTotal: r.agreedTotal, status: r.status, settings: s, entries, invoice });
}

/** The API's summary figures of a folio. */
export const summaryOf = (f: Folio): MoneySummary => ({ amountDue: f.amountDue, paid: f.paid, balance: f.balance });

/**
 * The amount a payment request asks by default, paise: the deposit (`depositPercent` of the amount
 * due, rounded to the rupee) while less than it has been paid, else the balance.
 */
export function defaultRequestAmount(m: MoneySummary, depositPercent: number): number {
  const deposit = depositOf(m.amountDue, depositPercent);
  return m.paid < deposit ? Math.min(deposit - m.paid, m.balance) : m.balance;
}

/** The deposit of an amount due, paise: `depositPercent` of it, rounded to the rupee. */
export const depositOf = (amountDue: number, depositPercent: number): number =>
  Math.round((amountDue * depositPercent) / 100 / 100) * 100;

/**
 * The dashboard's money figures from the reservations starting today or later (decorated with
 * their figures) and the paise received this month.
 */
export function moneyFigures(
  upcoming: Reservation[],
  depositPercent: number,
  today: string,
  tomorrow: string,
  receivedThisMonth: number,
): DashboardMoney {
  const live = upcoming.filter((r) => r.status === 'held' || r.status === 'confirmed');
  const missing = live
    .filter((r) => r.checkIn >= today)
    .map((r) => depositOf(r.amountDue, depositPercent) - r.paid)
    .filter((m) => m > 0);
  const balanceOn = (date: string) => live.filter((r) => r.checkIn === date).reduce((t, r) => t + r.balance, 0);
  return {
    depositsAwaited: { count: missing.length, amount: missing.reduce((t, m) => t + m, 0) },
    balancesDue: { today: balanceOn(today), tomorrow: balanceOn(tomorrow) },
    receivedThisMonth,
  };
}

export const toPayment = (row: PaymentRow): Payment => ({
  _id: row.id,
  reservationId: row.reservationId,
  tripId: row.tripId,
  kind: row.kind as LedgerKind,
  amount: row.amount,
  method: row.method as PaymentMethod,
  reference: row.reference,
  reason: row.reason,
  receivedAt: row.receivedAt.toISOString(),
  recordedBy: row.recordedBy,
  createdAt: row.createdAt.toISOString(),
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidedBy: row.voidedBy,
  voidReason: row.voidReason,
});
