import { queryOptions } from '@tanstack/react-query';
import type {
  FormIiiDue,
  FrontDesk,
  Guest,
  MessageTemplate,
  RenderedMessage,
} from '@pachmarhi/common/schemas/front-desk-records';
import type { MessageLang } from '@pachmarhi/common/schemas/front-desk';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { api } from '@/lib/api';
import { offlineWrite } from '@/lib/offline/outbox';

const stayPath = (id: string) => `/api/reservations/${encodeURIComponent(id)}`;

/**
 * The front desk's reads (docs/api.md#front-desk). `all` is the prefix every check-in, check-out
 * or register change invalidates.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const frontDeskQueries = {
  all: ['front-desk'] as const,
  /** 🔒🛎 `GET /api/front-desk?date=` → the day's arrivals, in house, departures, tours and vehicles. */
  board: (date: string) =>
    queryOptions({
      queryKey: ['front-desk', 'board', date],
      queryFn: async ({ signal }) =>
        (await api<{ data: FrontDesk }>(`/api/front-desk?date=${date}`, { signal, auth: true })).data,
    }),
  /** 🔒🛎 `GET /api/form-iii/due` → foreign guests whose Form C is not marked submitted. */
  formIiiDue: () =>
    queryOptions({
      queryKey: ['front-desk', 'form-iii'],
      queryFn: async ({ signal }) =>
        (await api<{ data: FormIiiDue[] }>('/api/form-iii/due', { signal, auth: true })).data ?? [],
    }),
  /** 🔒🛎 `GET /api/reservations/:id/guests` → the stay's register (the read is audited). */
  guests: (id: string) =>
    queryOptions({
      queryKey: ['front-desk', 'guests', id],
      queryFn: async ({ signal }) =>
        (await api<{ data: Guest[] }>(`${stayPath(id)}/guests`, { signal, auth: true })).data ?? [],
    }),
  /** 🔒🛎 `GET /api/reservations/:id/messages?lang=` → the messages rendered for the guest, with wa.me links. */
  messages: (id: string, lang: MessageLang) =>
    queryOptions({
      queryKey: ['front-desk', 'messages', id, lang],
      queryFn: async ({ signal }) =>
        (
          await api<{ data: RenderedMessage[] }>(`${stayPath(id)}/messages?lang=${lang}`, {
            signal,
            auth: true,
          })
        ).data ?? [],
    }),
};

/**
 * 🔒🛎 The path of `GET /api/guest-register.csv?from=&to=`: the register of the check-ins between
 * the IST dates (inclusive; either may be empty), for `apiDownload`.
 */
export const guestRegisterCsvPath = (from: string, to: string) =>
  `/api/guest-register.csv?${new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString()}`;

/**
 * 🔒🛎 `PUT /api/reservations/:id` with a new status (check in, check out); a check-out while a
 * balance is due carries it with `carryBalance.reason`. Offline it is queued (`offlineWrite`).
 * @param label whose stay, shown while queued ('Asha Verma #PS-1042')
 * @returns the saved stay, or `Queued`
 * @throws ApiRequestError 409 with the reason (a balance due without `carryBalance`: the sentence names it)
 */
export const setStayStatus = (
  id: string,
  status: 'checked-in' | 'checked-out',
  carryBalance?: { reason: string },
  label = '',
) =>
  offlineWrite<{ message: string; data: Reservation }>({
    kind: status === 'checked-in' ? 'check-in' : 'check-out',
    label,
    method: 'PUT',
    path: stayPath(id),
    body: { status, ...(carryBalance && { carryBalance }) },
  });

/** 🔒🛎 `POST /api/reservations/:id/messages` → records that the message was opened in WhatsApp (queued offline). */
export const recordMessageSent = (id: string, key: string, label = '') =>
  offlineWrite({ kind: 'message-sent', label, method: 'POST', path: `${stayPath(id)}/messages`, body: { key } });

/** 🔒🛎 `POST /api/reservations/:id/notes` → a line added to the stay's notes with its IST time (queued offline). */
export const addStayNote = (id: string, text: string, label = '') =>
  offlineWrite<{ message: string; data: Reservation }>({
    kind: 'note',
    label,
    method: 'POST',
    path: `${stayPath(id)}/notes`,
    body: { text },
  });

/**
 * 🔒🛎 `POST /api/reservations/:id/guests` (no `guestId`) or `PUT …/guests/:guestId`: one guest of the register.
 * @throws ApiRequestError 400 with field `errors` (a full Aadhaar number, missing Form C fields, an expired passport or visa)
 */
export const saveGuest = (id: string, guestId: string | null, body: unknown) =>
  api<{ message: string; data: Guest }>(`${stayPath(id)}/guests${guestId ? `/${encodeURIComponent(guestId)}` : ''}`, {
    method: guestId ? 'PUT' : 'POST',
    json: body,
    auth: true,
  });

/** 🔒🛎 `DELETE /api/reservations/:id/guests/:guestId`. @throws ApiRequestError 404 */
export const deleteGuest = (id: string, guestId: string) =>
  api(`${stayPath(id)}/guests/${encodeURIComponent(guestId)}`, { method: 'DELETE', auth: true });

/** 🔒🛎 `PATCH /api/reservations/:id/guests/:guestId`: Form C marked submitted now, with the FRRO portal's acknowledgement number. */
export const markFormIiiSubmitted = (id: string, guestId: string, formIiiAck: string) =>
  api(`${stayPath(id)}/guests/${encodeURIComponent(guestId)}`, {
    method: 'PATCH',
    json: { formIiiSubmittedAt: new Date().toISOString(), formIiiAck },
    auth: true,
  });

/** 🔒 `GET /api/message-templates` → every key in en and hi (the built-in text until the owner edits it). */
export const messageTemplatesQuery = () =>
  queryOptions({
    queryKey: ['front-desk', 'templates'],
    queryFn: async ({ signal }) =>
      (await api<{ data: MessageTemplate[] }>('/api/message-templates', { signal, auth: true })).data,
  });

/** 🔒 `PUT /api/message-templates`. @throws ApiRequestError 400 naming an unknown placeholder (`errors.text`) */
export const saveMessageTemplate = (body: { key: string; lang: string; text: string }) =>
  api<{ message: string; data: MessageTemplate }>('/api/message-templates', { method: 'PUT', json: body, auth: true });
