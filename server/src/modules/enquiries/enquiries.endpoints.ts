/**
 * Enquiries at /api/enquiries (docs/api.md#enquiries): the public POST (rate-limited per IP, no
 * personal data; a single item or a whole trip), the owner's list (`?q=K7Q2`) and status change, and
 * the desk's trip made from one (`POST /:id/trip`); one declaration per endpoint
 * (docs/decisions/024-one-declaration-per-endpoint.md).
 */
import { enquiryCreateSchema, enquiryListQuerySchema, enquiryUpdateSchema } from '@pachmarhi/common/enquiry';
import { enquirySchema } from '@pachmarhi/common/schemas/enquiry-records';
import { tripSchema } from '@pachmarhi/common/schemas/trip-records';
import { tripFromEnquirySchema } from '@pachmarhi/common/schemas/trips';
import { todayIST } from '@pachmarhi/common/time';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, page, saved } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import { perIpLimit } from '../../platform/http/rate-limit';
import type { Enquiries } from './enquiries.module';

/** What the enquiries endpoints are given. */
export interface EnquiriesEndpointDeps {
  enquiries: Enquiries;
  now: () => Date;
  /** MAX_ADVANCE_DAYS: how far ahead an enquiry's dates may be. */
  maxAdvanceDays: number;
}

const endpoint = endpointsOf<EnquiriesEndpointDeps>();
const tag = 'Enquiries';
const enquiryId = { params: idPath('enquiry'), notFound: 'Enquiry' };

export const enquiriesEndpoints = [
  endpoint({
    method: 'post',
    path: '/api/enquiries',
    tag,
    summary: 'Record an anonymous enquiry',
    description:
      "A visitor pressed a WhatsApp button about an item, with the dates when chosen (without them: no quote): no personal data, takes no capacity. Priced by the server. A whole trip adds `lines` (1–10, as `POST /api/trips/quote` takes them) and public `extras` (`{ extraId, quantity }`): one enquiry and one reference for all of it, kept with the trip quote computed then (`tripQuote`); the item, dates, guests and `quote` are then its first line's. A field error names its path (`lines.2.checkOut`).",
    use: (http) => [
      perIpLimit(
        http.rateLimits,
        'enquiries',
        http.config.enquiryRateLimit,
        10 * 60_000,
        'Too many enquiries from your connection. Please try again in a few minutes or call us.',
      ),
    ],
    body: enquiryCreateSchema(),
    bodyFor: (_input, { now, maxAdvanceDays }) => enquiryCreateSchema(todayIST(now()), maxAdvanceDays),
    status: 201,
    responses: { 201: json(saved(enquirySchema), 'Recorded') },
    errors: {
      400: 'A field, a line (`lines.<i>.<field>`) or an extra (`extras.<i>.extraId`) refused',
      404: 'Unknown item',
      409: 'A park safari on a shift the park is closed (`shift`): the closure’s sentence',
      429: 'Past ENQUIRY_RATE_LIMIT (30) per IP per 10 minutes',
    },
    handle: async ({ body }, { enquiries }) => ({
      success: true,
      message: 'Enquiry recorded',
      data: await enquiries.record(body),
    }),
  }),
  endpoint({
    method: 'get',
    path: '/api/enquiries',
    tag,
    summary: 'Enquiries, newest first',
    auth: 'admin',
    description: '`q`: a reference (`#` optional, any case).',
    query: enquiryListQuerySchema,
    responses: { 200: json(page(enquirySchema), 'One page; `total` counts every page') },
    handle: async ({ query }, { enquiries }) => ({
      success: true,
      ...(await enquiries.page(query)),
      page: query.page,
      limit: query.limit,
    }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/enquiries/:id',
    tag,
    summary: "Set an enquiry's status",
    auth: 'admin',
    description:
      '`new`, `replied`, `booked` or `lost`. A reservation made from the enquiry (`POST /api/reservations` with `enquiryId`) sets `booked` and `reservationId` itself; the link stays whatever the status.',
    ...enquiryId,
    body: enquiryUpdateSchema,
    responses: { 200: json(saved(enquirySchema), 'Updated') },
    errors: { 404: 'Unknown enquiry (also a non-UUID id)' },
    handle: async ({ params, body }, { enquiries }) => ({
      success: true,
      message: 'Enquiry updated',
      data: await enquiries.update(params.id, body),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/enquiries/:id/trip',
    tag,
    summary: 'Make the trip of an enquiry',
    auth: 'desk',
    description:
      'The guest (`{ name, phone, email? }`: the enquiry has none), `source` (default `whatsapp`), `notes` and the lines’ `status` (enquiry, held or confirmed; default enquiry). The enquiry’s lines and extras (a single item with dates: one line) are written as `POST /api/trips` writes a trip, in one transaction, at the prices quoted when the visitor asked — each line’s quote and meal plan price and each extra’s price from the enquiry’s `tripQuote` (or `quote`), not priced again. If any line does not fit now, 409 naming it and nothing is written. The enquiry becomes `booked` with `tripId` and `reservationId` (the first line) in the same transaction.',
    ...enquiryId,
    body: tripFromEnquirySchema,
    status: 201,
    responses: { 201: json(saved(tripSchema), 'The trip') },
    errors: {
      400: 'The guest’s fields, or a line’s date now past (`lines.<i>.checkIn`)',
      404: 'Unknown enquiry (also a non-UUID id)',
      409: 'A line does not fit (named; nothing written), the enquiry is already booked, or it has no dates',
    },
    handle: async ({ params, body }, { enquiries, now, maxAdvanceDays }) => ({
      success: true,
      message: 'Trip created',
      data: await enquiries.toTrip(params.id, body, { today: todayIST(now()), maxAdvanceDays }),
    }),
  }),
];
