import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettingsInput, PaymentInput } from '@pachmarhi/common/schemas/money';
import type {
  BusinessSettings,
  Invoice,
  Ledger,
  Payment,
  PaymentRequest,
  PayPage,
} from '@pachmarhi/common/schemas/money-records';
import { api } from '@/lib/api';
import { reservationQueries } from '@/lib/queries/reservations';

const id = (v: string) => encodeURIComponent(v);

/**
 * The money side (docs/api.md#money): business settings, a reservation's ledger and the public
 * payment page. Amounts are paise. `all` is the prefix every money change invalidates.
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
   * 🔒 `GET /api/reservations/:id/payments` → the payments, the invoice and credit note, and
   * `amountDue`, `paid`, `balance`. Keyed by the reservation's `status` too: a cancel issues the
   * credit note, so the screen reads the ledger again when the status it shows changes.
   */
  ledger: (reservationId: string, status = '') =>
    queryOptions({
      queryKey: ['money', 'ledger', reservationId, status],
      queryFn: async ({ signal }) =>
        (await api<{ data: Ledger }>(`/api/reservations/${id(reservationId)}/payments`, { signal, auth: true })).data,
    }),
  /** `GET /api/pay/:token` (public). */
  payPage: (token: string) =>
    queryOptions({
      queryKey: ['money', 'pay', token],
      queryFn: async ({ signal }) => (await api<{ data: PayPage }>(`/api/pay/${id(token)}`, { signal })).data,
    }),
};

/** 🔒 `PUT /api/business-settings`. @throws ApiRequestError 400 with field errors */
export const saveBusinessSettings = (body: BusinessSettingsInput) =>
  api<{ data: BusinessSettings }>('/api/business-settings', { method: 'PUT', json: body, auth: true }).then(
    (r) => r.data,
  );

/** 🔒 `POST /api/reservations/:id/payments`. @throws ApiRequestError 400 (above the balance, cancelled…) */
export const recordPayment = (reservationId: string, body: PaymentInput) =>
  api<{ data: Payment }>(`/api/reservations/${id(reservationId)}/payments`, { method: 'POST', json: body, auth: true });

/** 🔒 `DELETE /api/reservations/:id/payments/:paymentId` (void). */
export const voidPayment = (reservationId: string, paymentId: string) =>
  api(`/api/reservations/${id(reservationId)}/payments/${id(paymentId)}`, { method: 'DELETE', auth: true });

/** 🔒 `POST /api/reservations/:id/payment-request`. @throws ApiRequestError 409 without a UPI id */
export const requestPayment = (reservationId: string, amount?: string) =>
  api<{ data: PaymentRequest }>(`/api/reservations/${id(reservationId)}/payment-request`, {
    method: 'POST',
    json: amount ? { amount } : {},
    auth: true,
  }).then((r) => r.data);

/** 🔒 `POST /api/reservations/:id/invoice` → the invoice (issued now or before). */
export const issueInvoice = (reservationId: string, body: { guestAddress?: string; guestGstin?: string }) =>
  api<{ data: Invoice }>(`/api/reservations/${id(reservationId)}/invoice`, {
    method: 'POST',
    json: body,
    auth: true,
  }).then((r) => r.data);

/** A money change: afterwards the ledgers, settings and reservations (their figures) are fetched again. */
export function useMoneyMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: moneyQueries.all }),
        qc.invalidateQueries({ queryKey: reservationQueries.all }),
      ]),
  });
}
