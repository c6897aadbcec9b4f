/** GET /api/dashboard/stats in the API reference (docs/api.md#dashboard-contact-configuration-diagnostics). */
import { dashboardDataSchema } from '@pachmarhi/common/schemas/records';
import { withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

export const dashboardApi: ApiPaths = {
  '/api/dashboard/stats': {
    get: operation({
      tag: 'Dashboard',
      summary: 'The back office figures',
      auth: 'admin',
      description:
        'Totals, status counts, the newest rooms and tours, reservation figures (arrivals, departures, room occupancy, confirmed revenue, open enquiries) and enquiries per item over the last 30 days.',
      responses: { 200: json(withData(dashboardDataSchema), 'The figures') },
    }),
  },
};
