/** The Today board at /api/front-desk (owner and front desk). */
import { frontDeskQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import { frontDeskSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { todayIST } from '@pachmarhi/common/time';
import { endpointsOf } from '../../platform/http/endpoints';
import { withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { FrontDesk } from './front-desk.module';

const endpoint = endpointsOf<{ frontDesk: FrontDesk; now: () => Date }>();

export const frontDeskEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/front-desk',
    tag: 'Front desk',
    summary: 'The Today board',
    auth: 'desk',
    description:
      'For `date` (default today, IST): arrivals, in house, departures (rooms), tour departures grouped by tour, vehicles out, and balances carried since check-out; each with reference, its trip (`tripId`: a trip’s lines are shown together), guest, phone, item, nights, the balance due (paise, the folio’s) and how many guests are in the register.',
    query: frontDeskQuerySchema,
    responses: { 200: json(withData(frontDeskSchema), 'The lists') },
    handle: async ({ query }, { frontDesk, now }) => ({
      success: true,
      data: await frontDesk.board(query.date ?? todayIST(now())),
    }),
  }),
];
