/**
 * Reservations at /api/reservations (the owner and the front desk: list with filters, search and
 * pages, CSV export, get, create, update — any field, re-checked, the stay statuses' moves of
 * common/src/stay-status.ts — and delete, the owner only), and the public availability and quotes
 * (no guest data): /api/availability (the pages read it in process too) and /api/quote
 * (docs/api.md#reservations-and-availability); one declaration per endpoint
 * (docs/decisions/024-one-declaration-per-endpoint.md). Rules in common/src/schemas/reservation.ts.
 */
import { z } from 'zod';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { reservationCreateSchema, reservationUpdateSchema } from '@pachmarhi/common/schemas/reservation';
import {
  availabilityMonthSchema,
  availabilityQuerySchema,
  quoteQuerySchema,
  reservationListQuerySchema,
} from '@pachmarhi/common/schemas/reservation-queries';
import {
  dayAvailabilitySchema,
  reservationSchema,
  stayAvailabilitySchema,
} from '@pachmarhi/common/schemas/reservation-records';
import { quoteSchema } from '@pachmarhi/common/schemas/quote-record';
import { todayIST } from '@pachmarhi/common/time';
import { authClaims } from '../../platform/auth/require-auth';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, text } from '../../platform/http/openapi/operation';
import { reservationsCsv } from './reservations-csv';
import type { Reservations } from './reservations.module';

/** What the reservations endpoints are given. */
export interface ReservationsEndpointDeps {
  reservations: Reservations;
  now: () => Date;
  /** MAX_ADVANCE_DAYS: how far ahead a stay may start. */
  maxAdvanceDays: number;
}

const endpoint = endpointsOf<ReservationsEndpointDeps>();
const tag = 'Reservations and availability';
const FULL = 'A date is full, naming the first one ("Pine Room is fully booked on Wed 2 Dec 2026")';
const notFound = 'Unknown reservation (also a non-UUID id)';
const IMPORTED =
  "the reservation is a block imported from a channel's calendar (calendar sync): it changes in that channel";
const one = (description: string) => json(saved(reservationSchema), description);
const reservationId = { params: idPath('reservation'), notFound: 'Reservation' };
const UNCHANGED = { description: 'Unchanged since the `If-None-Match` ETag' };

/**
 * `make(today, days)` made once per IST day (and MAX_ADVANCE_DAYS) rather than per request:
 * building a zod schema costs more than validating with it, and availability is the busiest public read.
 */
function perDay<S>(make: (today: string, days?: number) => S): (today: string, days?: number) => S {
  let made: { key: string; schema: S } | undefined;
  return (today, days) => {
    const key = `${today} ${days}`;
    if (made?.key !== key) made = { key, schema: make(today, days) };
    return made.schema;
  };
}
const availabilityQuery = perDay(availabilityQuerySchema);
const monthQuery = perDay(availabilityMonthSchema);
/** The quote's query, `itemId` also taken as `id`. */
const quoteQuery = perDay((today, days) =>
  z.preprocess(
    (q) => {
      const query = (q ?? {}) as Record<string, unknown>;
      return { ...query, itemId: query.itemId ?? query.id };
    },
    quoteQuerySchema(today, days),
  ),
);
/** The CSV export's range, with the list's rules for `from` and `to`. */
const exportQuery = z.preprocess((q) => {
  const { from, to } = (q ?? {}) as Record<string, unknown>;
  return { from, to };
}, reservationListQuerySchema);

export const reservationsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/availability',
    tag,
    summary: 'Which items of a kind are free for a stay',
    description:
      'One entry per item of the kind, newest first. Tours: no checkOut. Weak `ETag` (304 on `If-None-Match`), gzip when accepted.',
    query: availabilityQuerySchema(),
    queryFor: (today, { maxAdvanceDays }) => availabilityQuery(today, maxAdvanceDays),
    responses: {
      200: json(withData(z.array(stayAvailabilitySchema)), 'Availability and quote of each item'),
      304: UNCHANGED,
    },
    read: async ({ query }, { reservations }) => ({ cached: await reservations.availabilityResponse(query) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/availability/:kind/:id',
    tag,
    summary: 'One item, day by day for a month',
    description: 'Weak `ETag` (304 on `If-None-Match`), gzip when accepted.',
    params: z.object({ kind: z.enum(ITEM_KINDS), id: z.uuid() }),
    notFound: 'Item',
    query: (today: string) => monthQuery(today),
    responses: {
      200: json(withData(z.array(dayAvailabilitySchema)), 'Every day of the month'),
      304: UNCHANGED,
    },
    errors: { 404: 'Unknown kind or id' },
    read: async ({ params, query }, { reservations }) => ({
      cached: await reservations.month(params.kind, params.id, query.month),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/quote',
    tag,
    summary: 'The price of one item for a stay',
    description:
      '`itemId` may also be given as `id`. The quote carries its GST (`tax`, by rate, and `grandTotal`, paise) under the business settings: no tax lines when the business is not registered.',
    query: quoteQuerySchema(),
    queryFor: (today, { maxAdvanceDays }) => quoteQuery(today, maxAdvanceDays),
    responses: {
      200: json(
        withData(z.object({ available: z.boolean(), quote: quoteSchema })),
        'Whether it is free, and its price',
      ),
    },
    errors: { 404: 'Unknown item' },
    handle: async ({ query }, { reservations }) => {
      const [item] = await reservations.availability(query);
      return { success: true, data: { available: item.available, quote: item.quote } };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations',
    tag,
    summary: 'Reservations, by check-in',
    auth: 'desk',
    description:
      '`q` matches guest name (substring), reference, or phone digits (3+); `from`/`to` keep reservations whose dates overlap [from, to].',
    query: reservationListQuerySchema,
    responses: {
      200: json(
        z.object({ success: z.literal(true), data: z.array(reservationSchema), total: z.int().min(0) }),
        'One page; `total` counts every page',
      ),
    },
    handle: async ({ query }, { reservations }) => ({ success: true, ...(await reservations.list(query)) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations',
    tag,
    summary: 'Create a reservation',
    auth: 'desk',
    description:
      'Guest name and phone are required except for blocks (`status: blocked`). Capacity: per date at most `units` of a room or vehicle; per tour departure at most `seatsPerDeparture` guests. ' +
      "With `enquiryId` the reservation is made from that enquiry: it keeps the price the guest was quoted (the enquiry's quote, when item, dates and guests are the enquiry's) unless `reprice: true`, and the enquiry becomes `booked` with `reservationId`. " +
      '`agreedTotal` (whole rupees, with `notes` saying why) is the price agreed with the guest, kept beside the computed quote: `amountDue` is based on it, under the same tax rules.',
    body: reservationCreateSchema(),
    // The owner may enter a walk-in who arrived last night with yesterday's date (audited as back-dated).
    bodyFor: ({ req }, { now, maxAdvanceDays }) => {
      const today = todayIST(now());
      const earliest = authClaims(req).role === ROLE_ADMIN ? addDays(today, -1) : today;
      return reservationCreateSchema(earliest, maxAdvanceDays, today);
    },
    status: 201,
    responses: { 201: one('Created') },
    errors: {
      400: 'Invalid fields (`fieldErrors`), an unknown item or enquiry, or `agreedTotal` without `notes`',
      409: `${FULL}; or the enquiry is already booked (naming its reservation)`,
    },
    handle: async ({ body }, { reservations }) => ({
      success: true,
      message: 'Reservation created',
      data: await reservations.create(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/export.csv',
    tag,
    summary: 'Reservations as CSV',
    auth: 'desk',
    query: z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }),
    queryFor: () => exportQuery,
    responses: {
      200: text(
        'text/csv',
        'An attachment with a header row: reference, kind, item, checkIn, checkOut, guests, guestName, guestPhone, guestEmail, status, holdExpiresAt, source, totalRupees, notes, createdAt',
      ),
    },
    handle: async ({ query: { from, to }, res }, { reservations }) => {
      const name = `reservations${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      res
        .attachment(name)
        .type('text/csv; charset=utf-8')
        .send(reservationsCsv(await reservations.exportRows({ from, to })));
      return undefined;
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/:id',
    tag,
    summary: 'One reservation',
    auth: 'desk',
    ...reservationId,
    responses: { 200: json(withData(reservationSchema), 'The reservation') },
    errors: { 404: notFound },
    handle: async ({ params }, { reservations }) => ({ success: true, data: await reservations.get(params.id) }),
  }),
  endpoint({
    method: 'put',
    path: '/api/reservations/:id',
    tag,
    summary: 'Change a reservation',
    auth: 'desk',
    description:
      'Any field but `kind`; `agreedTotal` null clears it (set, the notes must say why); `status` may also be `cancelled`, `checked-in`, `checked-out` or `no-show`, as common/src/stay-status.ts allows (409 with the reason otherwise). Re-checked when item, dates or guests change or it starts to occupy. Cancelling one with an invoice issues its credit note in the same transaction.',
    ...reservationId,
    body: z.union(ITEM_KINDS.map((kind) => reservationUpdateSchema(kind))),
    // The rules depend on the reservation's kind: an unknown id is a 404 whatever the body holds.
    bodyFor: async ({ params }, { reservations, now, maxAdvanceDays }) =>
      reservationUpdateSchema((await reservations.get(params.id)).kind, {
        today: todayIST(now()),
        days: maxAdvanceDays,
      }),
    responses: { 200: one('Updated') },
    errors: {
      404: notFound,
      409: `${FULL}; or ${IMPORTED}; or the status move is not allowed (the message says why)`,
    },
    handle: async ({ params, body }, { reservations }) => ({
      success: true,
      message: 'Reservation updated',
      data: await reservations.update(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/reservations/:id',
    tag,
    summary: 'Delete a reservation',
    auth: 'admin',
    ...reservationId,
    responses: { 200: json(done(), 'Deleted') },
    errors: {
      404: notFound,
      409: `${IMPORTED}; or an invoice was issued for it (cancel it instead; the invoice gets a credit note)`,
    },
    handle: async ({ params }, { reservations }) => {
      await reservations.remove(params.id);
      return { success: true, message: 'Reservation deleted' };
    },
  }),
];
