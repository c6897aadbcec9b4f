/** Housekeeping at /api/housekeeping (owner and front desk): the units' board and setting a unit's status. */
import { frontDeskQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import {
  housekeepingBoardSchema,
  housekeepingPatchSchema,
  roomUnitSchema,
  unitPathSchema,
} from '@pachmarhi/common/schemas/housekeeping';
import { todayIST } from '@pachmarhi/common/time';
import { endpointsOf } from '../../platform/http/endpoints';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Housekeeping } from './housekeeping.module';

const endpoint = endpointsOf<{ housekeeping: Housekeeping; now: () => Date }>();
const tag = 'Front desk';

export const housekeepingEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/housekeeping',
    tag,
    summary: 'The housekeeping board',
    auth: 'desk',
    description:
      'Every room listing with its units (1…units), each `clean`, `dirty`, `inspected` or `out-of-order` (with reason and dates; a unit never set is clean), and for `date` (default today, IST) how many units its arrivals still to check in need, how many are ready (clean or inspected) and `ready` when enough are.',
    query: frontDeskQuerySchema,
    responses: { 200: json(withData(housekeepingBoardSchema), 'The board') },
    handle: async ({ query }, { housekeeping, now }) => ({
      success: true,
      data: await housekeeping.board(query.date ?? todayIST(now())),
    }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/housekeeping/:roomId/:unit',
    tag,
    summary: "Set a room unit's status",
    auth: 'desk',
    description:
      '`out-of-order` needs `reason` and `until` (the first date back in service, after today): the unit is blocked from today up to the day before `until` (a reservation with status `blocked`, so quotes and the calendar count it), refused with 409 when every unit is reserved on one of those nights. Any other status releases the block. Check-out makes units dirty by itself. Accepts an `Idempotency-Key` (offline sync).',
    params: unitPathSchema,
    notFound: 'Room unit',
    body: housekeepingPatchSchema,
    responses: { 200: json(saved(roomUnitSchema), 'Saved') },
    errors: {
      400: 'Missing reason or date, or a date not after today',
      404: 'Unknown room or unit',
      409: 'Every unit reserved on those nights',
    },
    handle: async ({ params, body }, { housekeeping }) => ({
      success: true,
      message: 'Room status saved',
      data: await housekeeping.set(params.roomId, params.unit, body),
    }),
  }),
];
