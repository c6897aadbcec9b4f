/** /api/front-desk in the API reference (docs/api.md#front-desk). */
import { frontDeskQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import { frontDeskSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

export const frontDeskApi: ApiPaths = {
  '/api/front-desk': {
    get: operation({
      tag: 'Front desk',
      summary: 'The Today board',
      auth: 'desk',
      description:
        'For `date` (default today, IST): arrivals, in house, departures (rooms), tour departures grouped by tour, vehicles out; each with reference, guest, phone, item, nights and the balance due.',
      query: frontDeskQuerySchema,
      responses: { 200: json(withData(frontDeskSchema), 'The lists') },
    }),
  },
};
