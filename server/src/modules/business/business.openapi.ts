/** /api/business-settings in the API reference (docs/api.md#money). */
import { businessSettingsInputSchema } from '@pachmarhi/common/schemas/money';
import { businessSettingsSchema } from '@pachmarhi/common/schemas/money-records';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Money';

export const businessApi: ApiPaths = {
  '/api/business-settings': {
    get: operation({
      tag,
      summary: 'Business and tax settings',
      auth: 'admin',
      description: 'One record; the defaults until first saved (not registered for GST, no UPI id, 30 % deposit).',
      responses: { 200: json(withData(businessSettingsSchema), 'The settings') },
    }),
    put: operation({
      tag,
      summary: 'Replace the business and tax settings',
      auth: 'admin',
      description:
        'The whole record. `gstin` is checked by format and check character and is required when `gstRegistered`; `invoicePrefix` is 1–4 capitals or digits.',
      body: businessSettingsInputSchema,
      responses: { 200: json(saved(businessSettingsSchema), 'Saved') },
    }),
  },
};
