/**
 * The guest's stay page (docs/decisions/034-the-guest-stay-page.md): its public data and what the
 * guest sends from it under /api/stay/:token (no sign-in: the signed, revocable token is the key);
 * the desk's side under /api/reservations/:id (the link, reported payments, ID photos) and the
 * owner's data requests and arrival information. Rules in common/src/schemas/stay.ts.
 */
import type { Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  confirmReportedInputSchema,
  dataRequestInputSchema,
  dataRequestPatchSchema,
  dataRequestSchema,
  reportedPaymentSchema,
  stayDeskSchema,
  stayGuestInputSchema,
  stayLinkSchema,
  stayPageSchema,
  stayPaidInputSchema,
} from '@pachmarhi/common/schemas/stay';
import { stayInfoSchema } from '@pachmarhi/common/stay/stay-info';
import { authClaims } from '../../platform/auth/require-auth';
import { badRequest } from '../../platform/errors/app-error';
import { guardMultipart } from '../../platform/errors/multipart';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { binary, json } from '../../platform/http/openapi/operation';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { RouteContext } from '../../platform/http/route-context';
import type { Stay } from './stay.module';

const endpoint = endpointsOf<{ stay: Stay }>();
const tag = 'Guest stay page';
const reservation = { params: idPath('reservation'), notFound: 'Reservation' };
const token = { params: z.object({ token: z.string() }) };
const TOKEN_404 = 'Unknown, altered or revoked link (a new link revokes the old one)';

/** Largest ID photo accepted, bytes (8 MB). */
export const ID_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** What the guest may send per IP per 10 minutes (details of a family, a report, a request). */
const guestWrites = (http: RouteContext) => [
  perIpLimit(
    http.rateLimits,
    'stay',
    30,
    10 * 60_000,
    'Too many requests from your connection. Please try again later.',
  ),
];

/** An optional ID photo in the `idPhoto` part of a multipart form, kept in memory (images only; ≤ 8 MB: 413). */
const idPhotoPart = guardMultipart(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: ID_PHOTO_MAX_BYTES, files: 1 },
    fileFilter: (_req, file, done) =>
      file.mimetype.startsWith('image/')
        ? done(null, true)
        : done(badRequest('Only image files are allowed', { idPhoto: 'Only image files are allowed' })),
  }).single('idPhoto'),
);

/** Send `bytes` with `type`, never cached, and return undefined (the handler answered). */
function sendBytes(res: Response, type: string, bytes: Buffer, filename?: string): undefined {
  res.set('Cache-Control', 'private, no-store').type(type);
  if (filename) res.attachment(filename);
  res.send(bytes);
  return undefined;
}

export const stayEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/stay-link',
    tag,
    summary: "A new link to the guest's stay page",
    auth: 'desk',
    description:
      'Answers the page address `/stay/<token>` and its token. Every earlier link of the reservation stops working (404).',
    ...reservation,
    responses: { 200: json(withData(stayLinkSchema), 'The new link') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, origin }, { stay }) => ({ success: true, data: await stay.newLink(params.id, origin) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/stay',
    tag,
    summary: "The desk's view of a stay's guest page",
    auth: 'desk',
    description:
      'The current link (null before one was made), when pre-arrival details last arrived, the payments the guest reported (confirmed or not) and the guests with an ID photo.',
    ...reservation,
    responses: { 200: json(withData(stayDeskSchema), 'The stay') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, origin }, { stay }) => ({ success: true, data: await stay.desk(params.id, origin) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/payments/:paymentId/confirm',
    tag,
    summary: 'Confirm a payment the guest reported',
    auth: 'desk',
    description:
      'The report (`paymentId` from `GET /api/reservations/:id/stay`) becomes a counted UPI payment on the stay’s trip with its UTR, of `amount` rupees (default: what the page asked). Checked as any payment: not above the balance (400), the UTR not already recorded (409).',
    params: z.object({ id: z.uuid(), paymentId: z.uuid() }),
    notFound: { id: 'Reservation', paymentId: 'Reported payment' },
    body: confirmReportedInputSchema,
    bodyOptional: true,
    responses: { 200: json(saved(reportedPaymentSchema), 'Confirmed') },
    errors: {
      404: 'Unknown reservation or reported payment',
      409: 'Already confirmed, or the UTR is already recorded',
    },
    handle: async ({ params, body, req }, { stay }) => ({
      success: true,
      message: 'Payment confirmed',
      data: await stay.confirm(params.id, params.paymentId, body.amount, authClaims(req).sub),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/guests/:guestId/id-photo',
    tag,
    summary: "A guest's ID photo (staff; every view audited)",
    auth: 'desk',
    params: z.object({ id: z.uuid(), guestId: z.uuid() }),
    notFound: { id: 'Reservation', guestId: 'ID photo' },
    responses: { 200: binary('image/jpeg', 'The photo, without metadata') },
    errors: { 404: 'Unknown reservation or guest, or no photo' },
    handle: async ({ params, res }, { stay }) =>
      sendBytes(res, 'image/jpeg', await stay.idPhoto(params.id, params.guestId)),
  }),
  endpoint({
    method: 'get',
    path: '/api/stay/:token',
    tag,
    summary: "The guest's stay page data",
    description:
      'What `/stay/<token>` shows: every line of the stay, the money (paise, the desk’s figures), the UPI link for the balance, the invoice once issued, the way there, times, house rules and the cancellation policy, in the guest’s language.',
    ...token,
    headers: { 'Cache-Control': 'private, no-store' },
    responses: { 200: json(withData(stayPageSchema), 'The page') },
    errors: { 404: TOKEN_404 },
    handle: async ({ params }, { stay }) => ({ success: true, data: await stay.page(params.token) }),
  }),
  endpoint({
    method: 'get',
    path: '/api/stay/:token/invoice.pdf',
    tag,
    summary: "The guest's tax invoice, from the stay page",
    ...token,
    responses: { 200: binary('application/pdf', 'The PDF, as an attachment') },
    errors: { 404: `${TOKEN_404}, or no invoice yet` },
    handle: async ({ params, res }, { stay }) => {
      const { number, bytes } = await stay.invoicePdf(params.token);
      return sendBytes(res, 'application/pdf', bytes, `${number.replace(/\//g, '-')}.pdf`);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/stay/:token/guests',
    tag,
    summary: "A guest's pre-arrival details",
    description:
      'One guest into the register with the desk’s rules (`POST /api/reservations/:id/guests`: an Aadhaar number only as its last four digits, a whole one is refused; Form C’s fields for a foreign national), `child`, and the consent to the privacy notice: `consent: true` and the current `noticeVersion` (stored with the instant). JSON, or a multipart form with an optional `idPhoto` (an image, at most 8 MB; kept re-encoded without metadata, shown to staff only).',
    ...token,
    use: (http) => [...guestWrites(http), idPhotoPart],
    body: stayGuestInputSchema,
    bodyAsForm: true,
    status: 201,
    responses: { 201: json(done(), 'Received') },
    errors: { 404: TOKEN_404, 413: 'The ID photo is larger than 8 MB', 429: 'Too many requests from one IP' },
    handle: async ({ params, body, req }, { stay }) => {
      await stay.addGuest(params.token, body, req.file?.buffer);
      return { success: true, message: 'Details received' };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/stay/:token/paid',
    tag,
    summary: '"I have paid": the guest reports a UPI payment',
    description:
      'With the UTR/reference the UPI app showed. A report for the desk to confirm, for the amount the page asked (`payAmount`); not counted in any figure until confirmed.',
    ...token,
    use: guestWrites,
    body: stayPaidInputSchema,
    status: 201,
    responses: { 201: json(saved(reportedPaymentSchema), 'Reported') },
    errors: { 404: TOKEN_404, 409: 'Nothing is due on this stay', 429: 'Too many requests from one IP' },
    handle: async ({ params, body }, { stay }) => ({
      success: true,
      message: 'Thank you: we will confirm it shortly',
      data: await stay.reportPaid(params.token, body.reference),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/stay/:token/data-request',
    tag,
    summary: 'Ask for a copy or the erasure of your data',
    description:
      'Digital Personal Data Protection Act 2023, s. 11 (a copy) and s. 12 (erasure of what the law does not require kept). The owner sees it with its due date: within 90 days (Digital Personal Data Protection Rules 2025, r. 14(3)).',
    ...token,
    use: guestWrites,
    body: dataRequestInputSchema,
    status: 201,
    responses: { 201: json(saved(dataRequestSchema), 'Received') },
    errors: { 404: TOKEN_404, 429: 'Too many requests from one IP' },
    handle: async ({ params, body }, { stay }) => ({
      success: true,
      message: 'Request received',
      data: await stay.requestData(params.token, body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/data-requests',
    tag,
    summary: "Guests' data requests",
    auth: 'admin',
    description: 'Open ones first, by due date (`dueOn`, IST: 90 days after the request).',
    responses: { 200: json(withData(z.array(dataRequestSchema)), 'The requests') },
    handle: async (_input, { stay }) => ({ success: true, data: await stay.dataRequests() }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/data-requests/:id',
    tag,
    summary: 'Close or reopen a data request',
    auth: 'admin',
    params: idPath('data request'),
    notFound: 'Data request',
    body: dataRequestPatchSchema,
    responses: { 200: json(saved(dataRequestSchema), 'Saved') },
    errors: { 404: 'Unknown data request' },
    handle: async ({ params, body }, { stay }) => ({
      success: true,
      message: 'Saved',
      data: await stay.updateDataRequest(params.id, body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/stay-settings',
    tag,
    summary: 'The arrival information of the stay page',
    auth: 'admin',
    responses: { 200: json(withData(stayInfoSchema), 'The information') },
    handle: async (_input, { stay }) => ({ success: true, data: await stay.info() }),
  }),
  endpoint({
    method: 'put',
    path: '/api/stay-settings',
    tag,
    summary: 'Change the arrival information of the stay page',
    auth: 'admin',
    description:
      'Times (HH:MM, IST), directions from Pipariya and Bhopal, house rules (one a line), cancellation policy, each in English and Hindi, and the address in Hindi.',
    body: stayInfoSchema,
    responses: { 200: json(saved(stayInfoSchema), 'Saved') },
    handle: async ({ body }, { stay }) => ({ success: true, message: 'Saved', data: await stay.saveInfo(body) }),
  }),
];
