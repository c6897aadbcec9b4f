import { queryOptions } from '@tanstack/react-query';
import type {
  BusinessSettingsInput,
  CreditNoteInput,
  PaymentInput,
  RefundInput,
} from '@pachmarhi/common/schemas/money';
import type {
  BusinessSettings,
  Invoice,
  Ledger,
  Payment,
  PaymentRequest,
} from '@pachmarhi/common/schemas/money-records';
import { api } from '@/lib/api';
import { offlineWrite } from '@/lib/offline/outbox';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { useRefetchingMutation } from '@/lib/queries/query-factories';
import { reservationQueries } from '@/lib/queries/reservations';
import { SITE_CONFIG_KEY } from '@/lib/queries/site-config';
import { staffQueries } from '@/lib/queries/staff';

/** The prefix of the stay page's desk queries (lib/queries/stay.ts): a new link or a confirmed report re-reads them. */
const STAY_KEY = ['stay'] as const;

/** The prefix of every trip query (lib/queries/trip-desk.ts): a money change re-reads the trips too. */
export const TRIPS_KEY = ['trips'] as const;

const id = (v: string) => encodeURIComponent(v);

/** Whose money: a stay (its reservation id) or a whole trip (`{ tripId }`, the `/api/trips/:id/…` money paths). */
export type MoneyHolder = string | { tripId: string };
/** The path the holder's money paths hang from: `/api/reservations/:id` or `/api/trips/:id`. */
export const moneyBase = (h: MoneyHolder) =>
  typeof h === 'string' ? `/api/reservations/${id(h)}` : `/api/trips/${id(h.tripId)}`;
/** The holder as a query key part. */
const holderKey = (h: MoneyHolder) => (typeof h === 'string' ? h : `trip:${h.tripId}`);

/**
 * The money side (docs/api.md#money): business settings and a reservation's ledger. Amounts are paise. `all` is the prefix every money change invalidates.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const moneyQueries = {
  all: ['money'] as const,
  /** 🔒 `GET /api/business-settings`. */
  settings: () =>
    queryOptions({
      queryKey: ['money', 'settings'],
      queryFn: async ({ signal }) =>
        (await api<{ data: BusinessSettings }>('/api/business-settings', { signal, auth: true })).data,
    }),
  /**
   * 🔒🛎 `GET /api/reservations/:id/payments` (or a trip's `GET /api/trips/:id/payments`) → the
   * payments and refunds (voided ones too), the invoices and credit notes, and the stay's or trip's
   * `folio`. Every reservation change invalidates it too (a cancel issues a credit note, a new
   * agreed total changes the charges).
   */
  ledger: (holder: MoneyHolder) =>
    queryOptions({
      queryKey: ['money', 'ledger', holderKey(holder)],
      queryFn: async ({ signal }) =>
        (await api<{ data: Ledger }>(`${moneyBase(holder)}/payments`, { signal, auth: true })).data,
      // Money is read again whenever a screen shows it: a ledger kept on the phone (offline) or from a
      // minute ago must not hide a payment, a void or a credit note made meanwhile by someone else.
      staleTime: 0,
    }),
};

/** 🔒 `PUT /api/business-settings`. @throws ApiRequestError 400 with field errors */
export const saveBusinessSettings = (body: BusinessSettingsInput) =>
  api<{ data: BusinessSettings }>('/api/business-settings', { method: 'PUT', json: body, auth: true }).then(
    (r) => r.data,
  );

/**
 * 🔒🛎 `POST /api/reservations/:id/payments` (a trip's: `POST /api/trips/:id/payments`); offline it is
 * queued (`offlineWrite`).
 * @param label whose stay or trip, shown while queued
 * @returns the payment, or `Queued`
 * @throws ApiRequestError 400 (above the balance, cancelled…), 409 when the UTR is already on a payment (the sentence names the stay)
 */
export const recordPayment = (holder: MoneyHolder, body: PaymentInput, label = '') =>
  offlineWrite<{ data: Payment }>({
    kind: 'payment',
    label,
    method: 'POST',
    path: `${moneyBase(holder)}/payments`,
    body,
  });

/**
 * 🔒 `DELETE /api/reservations/:id/payments/:paymentId` with `{reason}` (void; the owner only): the
 * entry stays in the ledger, no longer counted. @throws ApiRequestError 400 without a reason, 409 already void
 */
export const voidPayment = (reservationId: string, paymentId: string, reason: string) =>
  api<{ data: Payment }>(`/api/reservations/${id(reservationId)}/payments/${id(paymentId)}`, {
    method: 'DELETE',
    json: { reason },
    auth: true,
  });

/** 🔒🛎 `POST /api/reservations/:id/refunds` (rupees). @throws ApiRequestError 400 above what was paid */
export const recordRefund = (reservationId: string, body: RefundInput) =>
  api<{ data: Payment }>(`/api/reservations/${id(reservationId)}/refunds`, { method: 'POST', json: body, auth: true });

/**
 * 🔒 `POST /api/invoices/:id/credit-note`: the whole invoice (no `amount`, no `nights`), an amount
 * (rupees, tax included) or the invoice's lines of the chosen dates.
 * @throws ApiRequestError 400 above what is left or a date not on it, 409 credited in full already
 */
export const issueCreditNote = (invoiceId: string, body: CreditNoteInput) =>
  api<{ data: Invoice }>(`/api/invoices/${id(invoiceId)}/credit-note`, { method: 'POST', json: body, auth: true }).then(
    (r) => r.data,
  );

/** 🔒 `POST /api/reservations/:id/payment-request` (or a trip's). @throws ApiRequestError 409 without a UPI id */
export const requestPayment = (holder: MoneyHolder, amount?: string) =>
  api<{ data: PaymentRequest }>(`${moneyBase(holder)}/payment-request`, {
    method: 'POST',
    json: amount ? { amount } : {},
    auth: true,
  }).then((r) => r.data);

/** 🔒 `POST /api/reservations/:id/invoice` (a trip's: `POST /api/trips/:id/invoice`) → the invoice (issued now or before). */
export const issueInvoice = (holder: MoneyHolder, body: { guestAddress?: string; guestGstin?: string }) =>
  api<{ data: Invoice }>(`${moneyBase(holder)}/invoice`, {
    method: 'POST',
    json: body,
    auth: true,
  }).then((r) => r.data);

/**
 * A money change: afterwards every screen showing a figure reads it again — the ledgers and
 * settings, the reservations (list, calendar, an open stay), the Today board, the dashboard, the
 * audit trail (a stay's history) and the site configuration (its GST wording comes from the settings).
 */
export const useMoneyMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useRefetchingMutation(mutationFn, [
    moneyQueries.all,
    reservationQueries.all,
    frontDeskQueries.all,
    DASHBOARD_KEY,
    TRIPS_KEY,
    [...staffQueries.all, 'audit'],
    SITE_CONFIG_KEY,
    STAY_KEY,
  ]);
