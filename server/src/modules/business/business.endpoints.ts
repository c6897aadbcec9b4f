/** The business and tax settings at /api/business-settings (docs/api.md#money): the owner reads and replaces them. */
import { businessSettingsInputSchema } from '@pachmarhi/common/schemas/money';
import { businessSettingsSchema } from '@pachmarhi/common/schemas/money-records';
import { endpointsOf } from '../../platform/http/endpoints';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { Business } from './business.module';

const endpoint = endpointsOf<{ business: Business }>();
const tag = 'Money';

export const businessEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/business-settings',
    tag,
    summary: 'Business and tax settings',
    auth: 'admin',
    description: 'One record; the defaults until first saved (not registered for GST, no UPI id, 30 % deposit).',
    responses: { 200: json(withData(businessSettingsSchema), 'The settings') },
    handle: async (_in, { business }) => ({ success: true, data: await business.get() }),
  }),
  endpoint({
    method: 'put',
    path: '/api/business-settings',
    tag,
    summary: 'Replace the business and tax settings',
    auth: 'admin',
    description:
      'The whole record. `gstin` is checked by format and check character and is required when `gstRegistered`; `invoicePrefix` is 1–4 capitals or digits.',
    body: businessSettingsInputSchema,
    responses: { 200: json(saved(businessSettingsSchema), 'Saved') },
    handle: async ({ body }, { business }) => ({
      success: true,
      message: 'Business settings saved',
      data: await business.update(body),
    }),
  }),
];
