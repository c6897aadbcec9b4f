/** /api/enquiries in the API reference (docs/api.md#enquiries). */
import { enquiryCreateSchema, enquiryListQuerySchema, enquiryUpdateSchema } from '@pachmarhi/common/enquiry';
import { enquirySchema } from '@pachmarhi/common/schemas/enquiry-records';
import { tripSchema } from '@pachmarhi/common/schemas/trip-records';
import { tripFromEnquirySchema } from '@pachmarhi/common/schemas/trips';
import { idPath, page, saved } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Enquiries';

export const enquiriesApi: ApiPaths = {
  '/api/enquiries': {
    post: operation({
      tag,
      summary: 'Record an anonymous enquiry',
      description:
        "A visitor pressed a WhatsApp button about an item, with the dates when chosen (without them: no quote): no personal data, takes no capacity. Priced by the server. A whole trip adds `lines` (1–10, as `POST /api/trips/quote` takes them) and public `extras` (`{ extraId, quantity }`): one enquiry and one reference for all of it, kept with the trip quote computed then (`tripQuote`); the item, dates, guests and `quote` are then its first line's. A field error names its path (`lines.2.checkOut`).",
      body: enquiryCreateSchema(),
      responses: { 201: json(saved(enquirySchema), 'Recorded') },
      errors: {
        400: 'A field, a line (`lines.<i>.<field>`) or an extra (`extras.<i>.extraId`) refused',
        404: 'Unknown item',
        409: 'A park safari on a shift the park is closed (`shift`): the closure’s sentence',
        429: 'Past ENQUIRY_RATE_LIMIT (30) per IP per 10 minutes',
      },
    }),
    get: operation({
      tag,
      summary: 'Enquiries, newest first',
      auth: 'admin',
      description: '`q`: a reference (`#` optional, any case).',
      query: enquiryListQuerySchema,
      responses: { 200: json(page(enquirySchema), 'One page; `total` counts every page') },
    }),
  },
  '/api/enquiries/{id}': {
    patch: operation({
      tag,
      summary: "Set an enquiry's status",
      auth: 'admin',
      description:
        '`new`, `replied`, `booked` or `lost`. A reservation made from the enquiry (`POST /api/reservations` with `enquiryId`) sets `booked` and `reservationId` itself; the link stays whatever the status.',
      path: idPath('enquiry'),
      body: enquiryUpdateSchema,
      responses: { 200: json(saved(enquirySchema), 'Updated') },
      errors: { 404: 'Unknown enquiry (also a non-UUID id)' },
    }),
  },
  '/api/enquiries/{id}/trip': {
    post: operation({
      tag,
      summary: 'Make the trip of an enquiry',
      auth: 'desk',
      description:
        'The guest (`{ name, phone, email? }`: the enquiry has none), `source` (default `whatsapp`), `notes` and the lines’ `status` (enquiry, held or confirmed; default enquiry). The enquiry’s lines and extras (a single item with dates: one line) are written as `POST /api/trips` writes a trip, in one transaction, at the prices quoted when the visitor asked — each line’s quote and meal plan price and each extra’s price from the enquiry’s `tripQuote` (or `quote`), not priced again. If any line does not fit now, 409 naming it and nothing is written. The enquiry becomes `booked` with `tripId` and `reservationId` (the first line) in the same transaction.',
      path: idPath('enquiry'),
      body: tripFromEnquirySchema,
      responses: { 201: json(saved(tripSchema), 'The trip') },
      errors: {
        400: 'The guest’s fields, or a line’s date now past (`lines.<i>.checkIn`)',
        404: 'Unknown enquiry (also a non-UUID id)',
        409: 'A line does not fit (named; nothing written), the enquiry is already booked, or it has no dates',
      },
    }),
  },
};
