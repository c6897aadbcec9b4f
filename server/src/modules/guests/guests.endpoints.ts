/**
 * The guest register (owner and front desk; docs/api.md#front-desk): a reservation's guests at
 * /api/reservations/:id/guests, the Form C due list at /api/form-iii/due and the register as CSV
 * at /api/guest-register.csv. Bodies are JSON; rules in common/src/schemas/front-desk.ts.
 */
import { z } from 'zod';
import { formIiiPatchSchema, guestInputSchema, guestRegisterQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import { formIiiDueSchema, guestSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, text } from '../../platform/http/openapi/operation';
import type { Guests } from './guests.module';

const endpoint = endpointsOf<{ guests: Guests }>();
const tag = 'Front desk';
const reservationId = { params: idPath('reservation'), notFound: 'Reservation' };
/** A guest of a reservation: a malformed id names no record (the first malformed one in the 404). */
const guestId = {
  params: z.object({ id: z.uuid(), guestId: z.uuid() }),
  notFound: { id: 'Reservation', guestId: 'Guest' },
};
const NOT_FOUND = 'Unknown reservation or guest (also a non-UUID id)';
const RULES =
  "Every guest: name, nationality (an ISO 3166-1 alpha-2 country), ID type and number, address. Aadhaar: only the last four digits are kept (`XXXX XXXX 1234`); a full 12-digit number is 400 with the reason. A foreign national (nationality ≠ IN) also needs Form C's fields: date of birth, gender, passport number (the ID number when the ID is the passport), issue place, issue date and expiry, visa number, type, issue place, issue date and valid till (not for NP, BT), arrival in India and its port, arrived from, next destination and purpose of visit (`contactInIndia` optional). A passport or visa that runs out before the stay ends (check-out, or a tour's date) is 400 naming it; an issue date after the expiry is 400.";

export const guestsEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/reservations/:id/guests',
    tag,
    summary: "A reservation's guests (register read, audited)",
    auth: 'desk',
    ...reservationId,
    responses: { 200: json(withData(z.array(guestSchema)), 'The guests, in the order added') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params }, { guests }) => ({ success: true, data: await guests.list(params.id) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/reservations/:id/guests',
    tag,
    summary: 'Add a guest to the register',
    auth: 'desk',
    description: RULES,
    ...reservationId,
    body: guestInputSchema,
    status: 201,
    responses: { 201: json(saved(guestSchema), 'Added') },
    errors: { 404: 'Unknown reservation' },
    handle: async ({ params, body }, { guests }) => ({
      success: true,
      message: 'Guest added to the register',
      data: await guests.add(params.id, body),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/reservations/:id/guests/:guestId',
    tag,
    summary: "Replace a guest's fields",
    auth: 'desk',
    description: RULES,
    ...guestId,
    body: guestInputSchema,
    responses: { 200: json(saved(guestSchema), 'Updated') },
    errors: { 404: NOT_FOUND },
    handle: async ({ params, body }, { guests }) => ({
      success: true,
      message: 'Guest updated',
      data: await guests.replace(params.id, params.guestId, body),
    }),
  }),
  endpoint({
    method: 'patch',
    path: '/api/reservations/:id/guests/:guestId',
    tag,
    summary: 'Mark Form C submitted',
    auth: 'desk',
    description:
      "`formIiiSubmittedAt` an instant (null un-marks it) and `formIiiAck` the FRRO portal's acknowledgement number (required when marking).",
    ...guestId,
    body: formIiiPatchSchema,
    responses: { 200: json(saved(guestSchema), 'Updated') },
    errors: { 404: NOT_FOUND },
    handle: async ({ params, body }, { guests }) => ({
      success: true,
      message: 'Form C updated',
      data: await guests.markFormIii(params.id, params.guestId, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/reservations/:id/guests/:guestId',
    tag,
    summary: 'Remove a guest from the register',
    auth: 'desk',
    ...guestId,
    responses: { 200: json(done(), 'Removed') },
    errors: { 404: NOT_FOUND },
    handle: async ({ params }, { guests }) => {
      await guests.remove(params.id, params.guestId);
      return { success: true, message: 'Guest removed from the register' };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/form-iii/due',
    tag,
    summary: 'Form C reports due',
    auth: 'desk',
    description:
      'Foreign guests of checked-in stays whose report is not marked submitted, soonest due first: `dueBy` = check-in time + 24 hours (Registration of Foreigners Rules 1992 r. 14; Immigration and Foreigners Rules 2025 r. 17), and the form’s fields in its order (times IST, `YYYY-MM-DD HH:mm`).',
    responses: { 200: json(withData(z.array(formIiiDueSchema)), 'The due reports') },
    handle: async (_in, { guests }) => ({ success: true, data: await guests.formIiiDue() }),
  }),
  endpoint({
    method: 'get',
    path: '/api/guest-register.csv',
    tag,
    summary: 'The guest register as CSV (for an inspection; audited)',
    auth: 'desk',
    description:
      '`from` and `to` are check-in dates (IST, both included). One row per guest with every register and Form C field; times IST, `YYYY-MM-DD HH:mm`.',
    query: guestRegisterQuerySchema,
    responses: { 200: text('text/csv', 'An attachment with a header row, one line per guest, by check-in date') },
    handle: async ({ query: { from, to }, res }, { guests }) => {
      const name = `guest-register${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      res
        .attachment(name)
        .type('text/csv; charset=utf-8')
        .send(await guests.registerCsv({ from, to }));
      return undefined;
    },
  }),
];
