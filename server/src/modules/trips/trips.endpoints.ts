/**
 * Trips at /api/trips (the owner and the front desk), their public quote, the extras catalogue at
 * /api/extras and rooms' meal plans (docs/api.md#trips); one declaration per endpoint
 * (docs/decisions/024-one-declaration-per-endpoint.md).
 */
import { z } from 'zod';
import type { Request, Response } from 'express';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { mealPlanPricesInputSchema, mealPlanPricesSchema } from '@pachmarhi/common/schemas/meal-plans';
import { reservationUpdateSchema } from '@pachmarhi/common/schemas/reservation';
import {
  extraInputSchema,
  tripCreateSchema,
  tripExtraSchema as tripExtraRequestSchema,
  tripLineAddSchema,
  tripListQuerySchema,
  tripPatchSchema,
  tripQuoteRequestSchema,
} from '@pachmarhi/common/schemas/trips';
import { extraSchema, tripQuoteSchema, tripSchema } from '@pachmarhi/common/schemas/trip-records';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { invoiceInputSchema, paymentInputSchema, paymentRequestInputSchema } from '@pachmarhi/common/schemas/money';
import {
  invoiceSchema,
  ledgerSchema,
  paymentRequestSchema,
  paymentSchema,
} from '@pachmarhi/common/schemas/money-records';
import { todayIST } from '@pachmarhi/common/time';
import { authClaims } from '../../platform/auth/require-auth';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, page, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Trips } from './trips.module';

/** What the trips endpoints are given. */
export interface TripsEndpointDeps {
  trips: Trips;
  now: () => Date;
  /** MAX_ADVANCE_DAYS: how far ahead a line may start. */
  maxAdvanceDays: number;
  /** True when the request carries a valid token of the owner (role 1); never refuses. */
  isOwner: (req: Request, res: Response) => Promise<boolean>;
  /** The line's kind (its update's rules depend on it); undefined for an unknown line. */
  lineKind: (lineId: string) => Promise<(typeof ITEM_KINDS)[number] | undefined>;
}

const endpoint = endpointsOf<TripsEndpointDeps>();
const TAG = 'Trips';

const tripPath = idPath('trip');
const linePath = tripPath.extend({ lineId: z.uuid().meta({ description: "The line's (reservation's) _id" }) });
const extraLinePath = tripPath.extend({
  extraLineId: z.uuid().meta({ description: "The trip's extra line's _id (`extras[]._id`)" }),
});
const extraPath = idPath('extra');
const roomPath = idPath('room');

/** The earliest check-in a new line may have: today, or yesterday for the owner (a walk-in who arrived last night). */
const earliestFor = (req: Request, today: string) => (authClaims(req).role === ROLE_ADMIN ? addDays(today, -1) : today);

const quoteSchemas = new Map<string, ReturnType<typeof tripQuoteRequestSchema>>();
/** The quote's body rules for `today`, made once per day (a zod schema costs more to build than to run). */
function quoteSchemaFor(today: string, maxAdvanceDays: number) {
  const key = `${today} ${maxAdvanceDays}`;
  let s = quoteSchemas.get(key);
  if (!s) {
    quoteSchemas.clear();
    quoteSchemas.set(key, (s = tripQuoteRequestSchema(today, maxAdvanceDays)));
  }
  return s;
}

const TRIP_ERRORS = { 404: 'No trip with this id' } as const;

export const tripsEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/trips/quote',
    tag: TAG,
    summary: 'Price a whole trip',
    description:
      'Up to 10 lines (`kind`, `itemId`, `checkIn`, `checkOut` for rooms and vehicles, `guests`, `units` of identical rooms or vehicles, `children`, a room’s `mealPlan`) and public extras (`extraId`, `quantity`). Each line is priced as `GET /api/quote` prices one item (all its units), its `available`/`reason` also counting the units or seats left once the lines before it are counted (`sold-out`); meal plans per adult and child per night; extras by their unit; GST per line at its own rate (rooms by the night’s slab, meals with the room as a composite supply), CGST/SGST halves. Prices in rupees, tax and grand totals in paise. A field error names its path (`lines.2.checkOut`).',
    body: tripQuoteRequestSchema(todayIST()),
    bodyFor: (_input, { now, maxAdvanceDays }) => quoteSchemaFor(todayIST(now()), maxAdvanceDays),
    responses: { 200: json(withData(tripQuoteSchema), 'The trip priced') },
    handle: async ({ body }, { trips }) => ({ success: true, data: await trips.quote(body) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/extras',
    tag: TAG,
    summary: 'The extras on offer',
    description:
      'The public, active extras by name; with the owner’s token every extra (staff-only and inactive ones too). A token that is not the owner’s is ignored.',
    responses: { 200: json(withData(z.array(extraSchema)), 'The extras') },
    handle: async ({ req, res }, { trips, isOwner }) => ({
      success: true,
      data: await trips.extras(await isOwner(req, res)),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/extras',
    tag: TAG,
    summary: 'Add an extra to the catalogue',
    auth: 'admin',
    body: extraInputSchema,
    status: 201,
    responses: { 201: json(saved(extraSchema), 'The extra') },
    handle: async ({ body }, { trips }) => ({
      success: true,
      message: 'Extra added',
      data: await trips.createExtra(body),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/extras/:id',
    tag: TAG,
    summary: 'Change an extra',
    description: 'The whole record, as POST. Trips keep the extra as it was when added.',
    auth: 'admin',
    params: extraPath,
    notFound: 'Extra',
    body: extraInputSchema,
    errors: { 404: 'No extra with this id' },
    responses: { 200: json(saved(extraSchema), 'The extra as it is now') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Extra updated',
      data: await trips.updateExtra(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/extras/:id',
    tag: TAG,
    summary: 'Delete an extra',
    description: 'Trips that have it keep it as it was when added.',
    auth: 'admin',
    params: extraPath,
    notFound: 'Extra',
    errors: { 404: 'No extra with this id' },
    responses: { 200: json(done(), 'Deleted') },
    handle: async ({ params }, { trips }) => {
      await trips.removeExtra(params.id);
      return { success: true, message: 'Extra deleted' };
    },
  }),
  endpoint({
    method: 'put',
    path: '/api/rooms/:id/meal-plans',
    tag: TAG,
    summary: "Set a room's meal plans",
    description:
      '`{ CP?: { adult, child }, MAP?: …, AP?: … }`: whole rupees per person per night; a plan left out is not offered (EP, room only, always is). The room’s public data carries them as `mealPlans`.',
    auth: 'admin',
    params: roomPath,
    notFound: 'Room',
    body: mealPlanPricesInputSchema,
    errors: { 404: 'No room with this id' },
    responses: { 200: json(saved(mealPlanPricesSchema), 'The meal plans as stored') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Meal plans saved',
      data: await trips.setMealPlans(params.id, body),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips',
    tag: TAG,
    summary: 'Create a trip',
    description:
      'The guest, `source`, `notes`, the lines’ `status` (enquiry, held or confirmed) and 1–10 lines with extras, in one transaction: every line’s item is locked and its dates checked as `POST /api/reservations` checks one (counting the trip’s own lines); if any line does not fit, 409 naming it and nothing is written. The first line takes the trip’s reference, the others `<reference>-2`, `-3`….',
    auth: 'desk',
    body: tripCreateSchema(todayIST()),
    bodyFor: ({ req }, { now, maxAdvanceDays }) => {
      const today = todayIST(now());
      return tripCreateSchema(today, maxAdvanceDays, earliestFor(req, today));
    },
    status: 201,
    errors: { 409: 'A line does not fit: the message names it and its first full date; nothing was written' },
    responses: { 201: json(saved(tripSchema), 'The trip') },
    handle: async ({ body }, { trips }) => ({ success: true, message: 'Trip created', data: await trips.create(body) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/trips',
    tag: TAG,
    summary: 'List trips',
    description:
      '`q`: a trip’s or line’s reference (`#` optional), the guest’s name or 3+ digits of the phone; `from`/`to`: trips with a line meeting those dates (IST). Newest first.',
    auth: 'desk',
    query: tripListQuerySchema,
    responses: { 200: json(page(tripSchema), 'A page of trips') },
    handle: async ({ query }, { trips }) => ({
      success: true,
      ...(await trips.list(query)),
      page: query.page,
      limit: query.limit,
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/trips/:id',
    tag: TAG,
    summary: 'A trip',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    errors: TRIP_ERRORS,
    responses: { 200: json(withData(tripSchema), 'The trip') },
    handle: async ({ params }, { trips }) => ({ success: true, data: await trips.get(params.id) }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/trips/:id',
    tag: TAG,
    summary: 'Change a trip',
    description:
      'The guest (every line takes it), `notes`, `source`, and `agreedTotal`: whole rupees for the whole trip (null clears it; the notes must say why), shared among its charges for what it owes.',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    body: tripPatchSchema,
    errors: TRIP_ERRORS,
    responses: { 200: json(saved(tripSchema), 'The trip as it is now') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Trip updated',
      data: await trips.update(params.id, body),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips/:id/lines',
    tag: TAG,
    summary: 'Add a line to a trip',
    description: 'One line as in `POST /api/trips`, with its `status`; checked the same way.',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    body: tripLineAddSchema(todayIST()),
    bodyFor: ({ req }, { now, maxAdvanceDays }) => {
      const today = todayIST(now());
      return tripLineAddSchema(today, maxAdvanceDays, earliestFor(req, today));
    },
    status: 201,
    errors: { ...TRIP_ERRORS, 409: 'A date of the line is full (the message names it), or the trip is invoiced' },
    responses: { 201: json(saved(tripSchema), 'The trip with its new line') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Line added',
      data: await trips.addLine(params.id, body),
    }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/trips/:id/lines/:lineId',
    tag: TAG,
    summary: 'Change a line of a trip',
    description:
      'Any field of `PUT /api/reservations/:id` for the line (dates, guests, `units`, `children`, `mealPlan`, `status` moves: check-in and out per line), re-checked the same way.',
    auth: 'desk',
    params: linePath,
    notFound: 'Line',
    body: z.union(ITEM_KINDS.map((kind) => reservationUpdateSchema(kind))),
    bodyFor: async ({ params }, { lineKind, now, maxAdvanceDays }) =>
      reservationUpdateSchema((await lineKind(params.lineId)) ?? 'room', {
        today: todayIST(now()),
        days: maxAdvanceDays,
      }),
    errors: {
      404: 'No trip with this id, or the line is not one of its lines',
      409: 'As for a reservation; a change of what an invoiced trip bills (a status move is not one)',
    },
    responses: { 200: json(saved(tripSchema), 'The trip as it is now') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Line updated',
      data: await trips.updateLine(params.id, params.lineId, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/trips/:id/lines/:lineId',
    tag: TAG,
    summary: 'Cancel a line of a trip',
    description:
      'The line is cancelled (kept, status `cancelled`); the other lines stay and its price leaves what the trip owes. An invoiced line gets its credit note in the same transaction.',
    auth: 'desk',
    params: linePath,
    notFound: 'Line',
    errors: {
      404: 'No trip with this id, or the line is not one of its lines',
      409: 'The line may not be cancelled (checked in or later)',
    },
    responses: { 200: json(saved(tripSchema), 'The trip as it is now') },
    handle: async ({ params }, { trips }) => ({
      success: true,
      message: 'Line cancelled',
      data: await trips.cancelLine(params.id, params.lineId),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips/:id/extras',
    tag: TAG,
    summary: 'Add an extra to a trip',
    description: 'An active extra of the catalogue (`extraId`), `quantity` (default 1), kept as it is priced now.',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    body: tripExtraRequestSchema,
    status: 201,
    errors: { ...TRIP_ERRORS, 409: 'The trip is invoiced: credit its invoice first' },
    responses: { 201: json(saved(tripSchema), 'The trip with the extra') },
    handle: async ({ params, body }, { trips }) => ({
      success: true,
      message: 'Extra added',
      data: await trips.addTripExtra(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/trips/:id/extras/:extraLineId',
    tag: TAG,
    summary: 'Take an extra off a trip',
    auth: 'desk',
    params: extraLinePath,
    notFound: 'Extra',
    errors: {
      404: 'No trip with this id, or no such extra on it',
      409: 'The trip is invoiced: credit its invoice first',
    },
    responses: { 200: json(saved(tripSchema), 'The trip as it is now') },
    handle: async ({ params }, { trips }) => ({
      success: true,
      message: 'Extra removed',
      data: await trips.removeTripExtra(params.id, params.extraLineId),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/trips/:id/payments',
    tag: TAG,
    summary: "A trip's ledger",
    description:
      'Every payment and refund of the trip (taken on the trip, or on one of its lines through `/api/reservations/:id/payments`), its invoices and credit notes, and its figures (`folio`, the trip’s own: common/src/money/trip-folio.ts).',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    errors: TRIP_ERRORS,
    responses: { 200: json(withData(ledgerSchema), 'The ledger') },
    handle: async ({ params }, { trips }) => ({ success: true, data: await trips.ledger(params.id) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips/:id/payments',
    tag: TAG,
    summary: 'Record a payment on a trip',
    description:
      '`amount` rupees (stored as paise), `method`, `reference` (UTR), `receivedAt`; the trip’s money, checked against the trip’s balance under its row lock. A one-line trip’s payment is its line’s too (`/api/reservations/:id/payments` lists it).',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    body: paymentInputSchema,
    status: 201,
    errors: {
      ...TRIP_ERRORS,
      400: 'Cancelled, or above the balance (`amount`)',
      409: 'The UTR/reference is already on a counted payment',
    },
    responses: { 201: json(saved(paymentSchema), 'Recorded') },
    handle: async ({ params, body, req }, { trips }) => ({
      success: true,
      message: 'Payment recorded',
      data: await trips.recordPayment(params.id, body, authClaims(req).sub),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips/:id/payment-request',
    tag: TAG,
    summary: 'Ask for a payment on a trip by UPI',
    description:
      '`amount` rupees (default: the deposit of what the trip owes while less has been paid, else the balance): the UPI link, a WhatsApp message in the guest’s language naming the trip’s reference, and the payment page (a one-line trip’s).',
    auth: 'desk',
    params: tripPath,
    notFound: 'Trip',
    body: paymentRequestInputSchema,
    errors: { ...TRIP_ERRORS, 400: 'Nothing due, above the balance, or cancelled', 409: 'No UPI id in Business & tax' },
    responses: { 200: json(withData(paymentRequestSchema), 'The request') },
    handle: async ({ params, body, origin }, { trips }) => ({
      success: true,
      data: await trips.paymentRequest(params.id, body.amount, origin),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/trips/:id/invoice',
    tag: TAG,
    summary: "Issue a trip's tax invoice",
    description:
      'One invoice for the whole trip, numbered in the invoice series: a row per line and extra at each GST rate with its SAC/HSN (rooms by the night’s slab with their meals, tours and vehicle hire at the owner’s rates, extras at their own), CGST/SGST by rate; its PDF at `/api/invoices/:id.pdf`. 200 with the invoice in force if there is one. Cancelling a line credits that line’s rows (`POST /api/invoices/:id/credit-note` with `lines` credits chosen lines or extras). While it is in force, lines and extras may not be added, removed or re-priced.',
    auth: 'admin',
    params: tripPath,
    notFound: 'Trip',
    body: invoiceInputSchema,
    status: 201,
    errors: { ...TRIP_ERRORS, 400: 'No live line to invoice', 409: 'A line has its own invoice in force' },
    responses: { 201: json(withData(invoiceSchema), 'Issued'), 200: json(withData(invoiceSchema), 'Already issued') },
    handle: async ({ params, body, res }, { trips }) => {
      const { invoice, created } = await trips.invoice(params.id, body);
      res.status(created ? 201 : 200).json({ success: true, data: invoice });
      return undefined;
    },
  }),
];
