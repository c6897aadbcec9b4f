/** The guest register and Form III in the API reference (docs/api.md#front-desk). */
import { z } from 'zod';
import { formIiiPatchSchema, guestInputSchema, guestRegisterQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import { formIiiDueSchema, guestSchema } from '@pachmarhi/common/schemas/front-desk-records';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, text, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Front desk';
const guestPath = z.object({ id: z.uuid(), guestId: z.uuid() });
const NOT_FOUND = 'Unknown reservation or guest (also a non-UUID id)';
const RULES =
  'Every guest: name, nationality (ISO 3166 alpha-2), ID type and number, address. Aadhaar: only the last four digits are kept (`XXXX XXXX 1234`); a full 12-digit number is 400 with the reason. A foreign national (nationality ≠ IN) also needs passport number and expiry, visa number and type (not for NP, BT), arrival in India and port of arrival (Form III).';

export const guestsApi: ApiPaths = {
  '/api/reservations/{id}/guests': {
    get: operation({
      tag,
      summary: "A reservation's guests (register read, audited)",
      auth: 'desk',
      path: idPath('reservation'),
      responses: { 200: json(withData(z.array(guestSchema)), 'The guests, in the order added') },
      errors: { 404: 'Unknown reservation' },
    }),
    post: operation({
      tag,
      summary: 'Add a guest to the register',
      auth: 'desk',
      description: RULES,
      path: idPath('reservation'),
      body: guestInputSchema,
      responses: { 201: json(saved(guestSchema), 'Added') },
      errors: { 404: 'Unknown reservation' },
    }),
  },
  '/api/reservations/{id}/guests/{guestId}': {
    put: operation({
      tag,
      summary: "Replace a guest's fields",
      auth: 'desk',
      description: RULES,
      path: guestPath,
      body: guestInputSchema,
      responses: { 200: json(saved(guestSchema), 'Updated') },
      errors: { 404: NOT_FOUND },
    }),
    patch: operation({
      tag,
      summary: 'Mark Form III submitted',
      auth: 'desk',
      description: '`formIiiSubmittedAt` an instant (null un-marks it), `formIiiAck` the portal acknowledgement.',
      path: guestPath,
      body: formIiiPatchSchema,
      responses: { 200: json(saved(guestSchema), 'Updated') },
      errors: { 404: NOT_FOUND },
    }),
    delete: operation({
      tag,
      summary: 'Remove a guest from the register',
      auth: 'desk',
      path: guestPath,
      responses: { 200: json(done(), 'Removed') },
      errors: { 404: NOT_FOUND },
    }),
  },
  '/api/form-iii/due': {
    get: operation({
      tag,
      summary: 'Form III reports due',
      auth: 'desk',
      description:
        'Foreign guests of checked-in stays whose report is not marked submitted, soonest due first: `dueBy` = check-in time + 24 hours (Immigration and Foreigners Act 2025 and Rules 2025), and the form’s fields in its order.',
      responses: { 200: json(withData(z.array(formIiiDueSchema)), 'The due reports') },
    }),
  },
  '/api/guest-register.csv': {
    get: operation({
      tag,
      summary: 'The guest register as CSV (for an inspection; audited)',
      auth: 'desk',
      query: guestRegisterQuerySchema,
      responses: { 200: text('text/csv', 'An attachment with a header row, one line per guest, by check-in date') },
    }),
  },
};
