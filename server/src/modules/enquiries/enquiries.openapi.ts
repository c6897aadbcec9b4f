/** /api/enquiries in the API reference (docs/api.md#enquiries). */
import { enquiryCreateSchema, enquiryListQuerySchema, enquiryUpdateSchema } from '@pachmarhi/common/enquiry';
import { enquirySchema } from '@pachmarhi/common/schemas/reservation-records';
import { idPath, page, saved } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Enquiries';

export const enquiriesApi: ApiPaths = {
  '/api/enquiries': {
    post: operation({
      tag,
      summary: 'Record an anonymous enquiry',
      description:
        'A visitor pressed a WhatsApp button about an item, with the dates when chosen (without them: no quote): no personal data, takes no capacity. Priced by the server.',
      body: enquiryCreateSchema(),
      responses: { 201: json(saved(enquirySchema), 'Recorded') },
      errors: { 404: 'Unknown item', 429: 'Past ENQUIRY_RATE_LIMIT (30) per IP per 10 minutes' },
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
};
