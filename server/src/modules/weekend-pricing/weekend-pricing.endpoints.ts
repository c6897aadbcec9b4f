/**
 * The weekend surcharge at /api/weekend-pricing: the public status (the pages read it in process
 * too) and the admin's history, activate, deactivate and percentage (docs/api.md#weekend-pricing).
 */
import { z } from 'zod';
import { activateWeekendSchema, weekendPercentageSchema } from '@pachmarhi/common/schemas/weekend-pricing';
import { weekendPricingHistoryEntrySchema, weekendPricingStateSchema } from '@pachmarhi/common/schemas/records';
import { endpointsOf } from '../../platform/http/endpoints';
import { saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { WeekendPricing } from './weekend-pricing.module';

const endpoint = endpointsOf<{ weekendPricing: WeekendPricing }>();
const tag = 'Weekend pricing';
const changed = json(saved(weekendPricingStateSchema), 'The status now');

export const weekendPricingEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/weekend-pricing/status',
    tag,
    summary: 'Weekend pricing now',
    responses: { 200: json(withData(weekendPricingStateSchema), 'The status') },
    read: async (_in, { weekendPricing }) => ({ json: { success: true, data: await weekendPricing.status() } }),
  }),
  endpoint({
    method: 'get',
    path: '/api/weekend-pricing/history',
    tag,
    summary: 'Every weekend pricing period, newest first',
    auth: 'admin',
    responses: { 200: json(withData(z.array(weekendPricingHistoryEntrySchema)), 'The periods') },
    handle: async (_in, { weekendPricing }) => ({ success: true, data: await weekendPricing.history() }),
  }),
  endpoint({
    method: 'post',
    path: '/api/weekend-pricing/activate',
    tag,
    summary: 'Switch the weekend surcharge on',
    auth: 'admin',
    description: '`percentageIncrease` 0–100 (default 25), with an optional `description`; opens a history period.',
    body: activateWeekendSchema,
    bodyOptional: true,
    responses: { 200: changed },
    errors: { 409: 'Already active' },
    handle: async ({ body: { percentageIncrease, description } }, { weekendPricing }) => ({
      success: true,
      message: `Weekend pricing activated at ${percentageIncrease}%`,
      data: await weekendPricing.activate(percentageIncrease, description),
    }),
  }),
  endpoint({
    method: 'post',
    path: '/api/weekend-pricing/deactivate',
    tag,
    summary: 'Switch the weekend surcharge off',
    auth: 'admin',
    responses: { 200: changed },
    errors: { 409: 'Not active' },
    handle: async (_in, { weekendPricing }) => ({
      success: true,
      message: 'Weekend pricing deactivated',
      data: await weekendPricing.deactivate(),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/weekend-pricing/percentage',
    tag,
    summary: 'Change the percentage',
    auth: 'admin',
    description: 'While active, closes the history period and opens a new one.',
    body: weekendPercentageSchema,
    responses: { 200: changed },
    handle: async ({ body: { percentageIncrease } }, { weekendPricing }) => ({
      success: true,
      message: `Weekend pricing percentage set to ${percentageIncrease}%`,
      data: await weekendPricing.setPercentage(percentageIncrease),
    }),
  }),
];
