/**
 * Rate periods at /api/rates: the admin's list, create, replace and delete (JSON; rules in
 * common/src/schemas/rates.ts), and the public per-day calendar the date pickers show
 * (docs/api.md#rates).
 */
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { availabilityMonthSchema } from '@pachmarhi/common/schemas/reservation-queries';
import {
  rateCalendarDaySchema,
  rateInputSchema,
  rateListQuerySchema,
  ratePeriodSchema,
} from '@pachmarhi/common/schemas/rates';
import { endpointsOf } from '../../platform/http/endpoints';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json } from '../../platform/http/openapi/operation';
import type { MonthAvailability, Rates } from './rates.module';

/** What the rates endpoints are given: the module, and the units left per day the calendar shows (the reservations module's). */
export interface RatesEndpointDeps {
  rates: Rates;
  unitsLeft: MonthAvailability;
}

const endpoint = endpointsOf<RatesEndpointDeps>();
const tag = 'Rates';
const CLASH =
  'Another period at the same level (same kind and item, or both kind-wide) has the same dates and overlapping weekdays; the message names it';
const RULES =
  "Which period prices a night or day: an item's own period beats a kind-wide one; at the same level the shorter period wins, then the newer. The weekend surcharge applies on top. A stay's minimum is the largest `minNights` among the periods it touches.";

export const ratesEndpoints = [
  endpoint({
    method: 'get',
    path: '/api/rates',
    tag,
    summary: 'Rate periods',
    auth: 'admin',
    description: "By kind and start date. `itemId` keeps the item's own periods and the kind-wide ones.",
    query: rateListQuerySchema,
    responses: { 200: json(withData(z.array(ratePeriodSchema)), 'The periods') },
    handle: async ({ query }, { rates }) => ({ success: true, data: await rates.list(query) }),
  }),
  endpoint({
    method: 'post',
    path: '/api/rates',
    tag,
    summary: 'Create a rate period',
    auth: 'admin',
    description: RULES,
    body: rateInputSchema,
    status: 201,
    responses: { 201: json(saved(ratePeriodSchema), 'Created') },
    errors: { 409: CLASH },
    handle: async ({ body }, { rates }) => ({
      success: true,
      message: 'Rate period created',
      data: await rates.create(body),
    }),
  }),
  endpoint({
    method: 'put',
    path: '/api/rates/:id',
    tag,
    summary: 'Replace a rate period',
    auth: 'admin',
    params: idPath('rate period'),
    notFound: 'Rate period',
    body: rateInputSchema,
    responses: { 200: json(saved(ratePeriodSchema), 'Updated') },
    errors: { 404: 'Unknown rate period (also a non-UUID id)', 409: CLASH },
    handle: async ({ params, body }, { rates }) => ({
      success: true,
      message: 'Rate period updated',
      data: await rates.update(params.id, body),
    }),
  }),
  endpoint({
    method: 'delete',
    path: '/api/rates/:id',
    tag,
    summary: 'Delete a rate period',
    auth: 'admin',
    params: idPath('rate period'),
    notFound: 'Rate period',
    responses: { 200: json(done(), 'Deleted') },
    errors: { 404: 'Unknown rate period (also a non-UUID id)' },
    handle: async ({ params }, { rates }) => {
      await rates.remove(params.id);
      return { success: true, message: 'Rate period deleted' };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/rates/calendar/:kind/:id',
    tag,
    summary: "One item's prices and stay rules, day by day for a month",
    description:
      "Each day's price of one night (rooms, for the guests the price includes), rental day (vehicles) or person (tours), rate period and weekend surcharge included; what the date pickers show. `month` is `YYYY-MM` (default this month, IST).",
    params: z.object({ kind: z.enum(ITEM_KINDS), id: z.uuid() }),
    notFound: 'Item',
    query: availabilityMonthSchema,
    responses: { 200: json(withData(z.array(rateCalendarDaySchema)), 'Every day of the month') },
    errors: { 404: 'Unknown kind or id' },
    handle: async ({ params, query }, { rates, unitsLeft }) => ({
      success: true,
      data: await rates.calendar({ kind: params.kind, itemId: params.id, month: query.month }, unitsLeft),
    }),
  }),
];
