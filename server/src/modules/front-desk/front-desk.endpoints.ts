/** The Today board at /api/front-desk (owner and front desk). */
import { frontDeskQuerySchema, stayNoteSchema } from '@pachmarhi/common/schemas/front-desk';
import { reservationSchema } from '@pachmarhi/common/schemas/reservation-records';
import { frontDeskSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { todayIST } from '@pachmarhi/common/time';
import { endpointsOf } from '../../platform/http/endpoints';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
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
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/notes',
    tag: 'Front desk',
    summary: "Add a line to a stay's notes",
    auth: 'desk',
    description:
      'Appends `[YYYY-MM-DD HH:mm] text` (IST) to the reservation’s `notes` (audited as its update); the desk adds notes from Today, also offline (accepts an `Idempotency-Key`). 400 when the notes would pass 2,000 characters.',
    params: idPath('reservation'),
    notFound: 'Reservation',
    body: stayNoteSchema,
    responses: { 200: json(saved(reservationSchema), 'Added') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, body }, { frontDesk }) => ({
      success: true,
      message: 'Note added',
      data: await frontDesk.addNote(params.id, body.text),
    }),
  }),
];
