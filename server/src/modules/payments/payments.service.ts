import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { DashboardMoney, MoneySummary, Payment } from '@pachmarhi/common/schemas/money-records';
import type { PaymentMethod } from '@pachmarhi/common/schemas/money';
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import { quoteTax, type TaxSettings } from '@pachmarhi/common/tax/gst';
import type { PaymentRow } from './payments.repository';

/** Statuses whose quote is owed: blocks owe nothing, cancelled ones nothing more. */
const OWES = new Set(['enquiry', 'held', 'confirmed', 'completed']);

/**
 * What a reservation owes, paise: the grand total under the tax settings of its agreed total when
 * one is set, else of its quote (`billedQuote`: the same tax rules either way; 0 for blocks,
 * cancelled ones and reservations without a quote), what was paid and the rest (never below 0).
 */
export function summaryOf(
  r: Pick<Reservation, 'quote' | 'status' | 'agreedTotal'>,
  s: TaxSettings,
  paid: number,
): MoneySummary {
  const amountDue = r.quote && OWES.has(r.status) ? quoteTax(billedQuote(r.quote, r.agreedTotal), s).grandTotal : 0;
  return { amountDue, paid, balance: Math.max(0, amountDue - paid) };
}

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
  amount: row.amount,
  method: row.method as PaymentMethod,
  reference: row.reference,
  receivedAt: row.receivedAt.toISOString(),
  recordedBy: row.recordedBy,
  createdAt: row.createdAt.toISOString(),
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidedBy: row.voidedBy,
});
