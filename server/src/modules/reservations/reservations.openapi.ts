/**
 * Reservations (/api/reservations), availability (/api/availability) and quotes (/api/quote) in the API reference
 * (docs/api.md#reservations-and-availability).
 */
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
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
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, text, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Reservations and availability';
const FULL = 'A date is full, naming the first one ("Pine Room is fully booked on Wed 2 Dec 2026")';
const notFound = 'Unknown reservation (also a non-UUID id)';
const IMPORTED =
  "the reservation is a block imported from a channel's calendar (calendar sync): it changes in that channel";
const one = (description: string) => json(saved(reservationSchema), description);

export const reservationsApi: ApiPaths = {
  '/api/availability': {
    get: operation({
      tag,
      summary: 'Which items of a kind are free for a stay',
      description:
        'One entry per item of the kind, newest first. Tours: no checkOut. Weak `ETag` (304 on `If-None-Match`), gzip when accepted.',
      query: availabilityQuerySchema(),
      responses: {
        200: json(withData(z.array(stayAvailabilitySchema)), 'Availability and quote of each item'),
        304: { description: 'Unchanged since the `If-None-Match` ETag' },
      },
    }),
  },
  '/api/availability/{kind}/{id}': {
    get: operation({
      tag,
      summary: 'One item, day by day for a month',
      description: 'Weak `ETag` (304 on `If-None-Match`), gzip when accepted.',
      path: z.object({ kind: z.enum(ITEM_KINDS), id: z.uuid() }),
      query: availabilityMonthSchema(),
      responses: {
        200: json(withData(z.array(dayAvailabilitySchema)), 'Every day of the month'),
        304: { description: 'Unchanged since the `If-None-Match` ETag' },
      },
      errors: { 404: 'Unknown kind or id' },
    }),
  },
  '/api/quote': {
    get: operation({
      tag,
      summary: 'The price of one item for a stay',
      description:
        '`itemId` may also be given as `id`. The quote carries its GST (`tax`, by rate, and `grandTotal`, paise) under the business settings: no tax lines when the business is not registered.',
      query: quoteQuerySchema(),
      responses: {
        200: json(
          withData(z.object({ available: z.boolean(), quote: quoteSchema })),
          'Whether it is free, and its price',
        ),
      },
      errors: { 404: 'Unknown item' },
    }),
  },
  '/api/reservations': {
    get: operation({
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
    }),
    post: operation({
      tag,
      summary: 'Create a reservation',
      auth: 'desk',
      description:
        'Guest name and phone are required except for blocks (`status: blocked`). Capacity: per date at most `units` of a room or vehicle; per tour departure at most `seatsPerDeparture` guests. ' +
        "With `enquiryId` the reservation is made from that enquiry: it keeps the price the guest was quoted (the enquiry's quote, when item, dates and guests are the enquiry's) unless `reprice: true`, and the enquiry becomes `booked` with `reservationId`. " +
        '`agreedTotal` (whole rupees, with `notes` saying why) is the price agreed with the guest, kept beside the computed quote: `amountDue` is based on it, under the same tax rules.',
      body: reservationCreateSchema(),
      responses: { 201: one('Created') },
      errors: {
        400: 'Invalid fields (`fieldErrors`), an unknown item or enquiry, or `agreedTotal` without `notes`',
        409: `${FULL}; or the enquiry is already booked (naming its reservation)`,
      },
    }),
  },
  '/api/reservations/export.csv': {
    get: operation({
      tag,
      summary: 'Reservations as CSV',
      auth: 'desk',
      query: z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }),
      responses: {
        200: text(
          'text/csv',
          'An attachment with a header row: reference, kind, item, checkIn, checkOut, guests, guestName, guestPhone, guestEmail, status, holdExpiresAt, source, totalRupees, notes, createdAt',
        ),
      },
    }),
  },
  '/api/reservations/{id}': {
    get: operation({
      tag,
      summary: 'One reservation',
      auth: 'desk',
      path: idPath('reservation'),
      responses: { 200: json(withData(reservationSchema), 'The reservation') },
      errors: { 404: notFound },
    }),
    put: operation({
      tag,
      summary: 'Change a reservation',
      auth: 'desk',
      description:
        'Any field but `kind`; `agreedTotal` null clears it (set, the notes must say why); `status` may also be `cancelled`, `checked-in`, `checked-out` or `no-show`, as common/src/stay-status.ts allows (409 with the reason otherwise). Re-checked when item, dates or guests change or it starts to occupy. Cancelling one with an invoice issues its credit note in the same transaction.',
      path: idPath('reservation'),
      body: z.union(ITEM_KINDS.map((kind) => reservationUpdateSchema(kind))),
      responses: { 200: one('Updated') },
      errors: {
        404: notFound,
        409: `${FULL}; or ${IMPORTED}; or the status move is not allowed (the message says why)`,
      },
    }),
    delete: operation({
      tag,
      summary: 'Delete a reservation',
      auth: 'admin',
      path: idPath('reservation'),
      responses: { 200: json(done(), 'Deleted') },
      errors: {
        404: notFound,
        409: `${IMPORTED}; or an invoice was issued for it (cancel it instead; the invoice gets a credit note)`,
      },
    }),
  },
};
