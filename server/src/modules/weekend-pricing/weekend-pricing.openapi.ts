/** /api/weekend-pricing/* in the API reference (docs/api.md#weekend-pricing). */
import { z } from 'zod';
import { activateWeekendSchema, weekendPercentageSchema } from '@pachmarhi/common/schemas/weekend-pricing';
import { weekendPricingHistoryEntrySchema, weekendPricingStateSchema } from '@pachmarhi/common/schemas/records';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Weekend pricing';
const changed = json(saved(weekendPricingStateSchema), 'The status now');

export const weekendPricingApi: ApiPaths = {
  '/api/weekend-pricing/status': {
    get: operation({
      tag,
      summary: 'Weekend pricing now',
      responses: { 200: json(withData(weekendPricingStateSchema), 'The status') },
    }),
  },
  '/api/weekend-pricing/history': {
    get: operation({
      tag,
      summary: 'Every weekend pricing period, newest first',
      auth: 'admin',
      responses: { 200: json(withData(z.array(weekendPricingHistoryEntrySchema)), 'The periods') },
    }),
  },
  '/api/weekend-pricing/activate': {
    post: operation({
      tag,
      summary: 'Switch the weekend surcharge on',
      auth: 'admin',
      body: activateWeekendSchema,
      bodyOptional: true,
      responses: { 200: changed },
      errors: { 409: 'Already active' },
    }),
  },
  '/api/weekend-pricing/deactivate': {
    post: operation({
      tag,
      summary: 'Switch the weekend surcharge off',
      auth: 'admin',
      responses: { 200: changed },
      errors: { 409: 'Not active' },
    }),
  },
  '/api/weekend-pricing/percentage': {
    put: operation({
      tag,
      summary: 'Change the percentage',
      auth: 'admin',
      description: 'While active, closes the history period and opens a new one.',
      body: weekendPercentageSchema,
      responses: { 200: changed },
    }),
  },
};
