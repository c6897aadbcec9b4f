/** GET /api/dashboard/stats (admin; docs/api.md#dashboard-contact-configuration-diagnostics). */
import { dashboardDataSchema } from '@pachmarhi/common/schemas/records';
import { endpointsOf } from '../../platform/http/endpoints';
import { withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Dashboard } from './dashboard.module';

const endpoint = endpointsOf<{ dashboard: Dashboard }>();

export const dashboardEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/dashboard/stats',
    tag: 'Dashboard',
    summary: 'The back office figures',
    auth: 'admin',
    description:
      'Totals, status counts, the newest rooms and tours, reservation figures (arrivals, departures, room occupancy, confirmed revenue, open enquiries) and enquiries per item over the last 30 days.',
    responses: { 200: json(withData(dashboardDataSchema), 'The figures') },
    handle: async (_in, { dashboard }) => ({ success: true, data: await dashboard.stats() }),
  }),
];
