/** /api/rates in the API reference (docs/api.md#rates). */
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { availabilityMonthSchema } from '@pachmarhi/common/schemas/reservation-queries';
import {
  rateCalendarDaySchema,
  rateInputSchema,
  rateListQuerySchema,
  ratePeriodSchema,
} from '@pachmarhi/common/schemas/rates';
import { done, idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Rates';
const CLASH =
  'Another period at the same level (same kind and item, or both kind-wide) has the same dates and overlapping weekdays; the message names it';
const RULES =
  "Which period prices a night or day: an item's own period beats a kind-wide one; at the same level the shorter period wins, then the newer. The weekend surcharge applies on top. A stay's minimum is the largest `minNights` among the periods it touches.";

export const ratesApi: ApiPaths = {
  '/api/rates': {
    get: operation({
      tag,
      summary: 'Rate periods',
      auth: 'admin',
      description: "By kind and start date. `itemId` keeps the item's own periods and the kind-wide ones.",
      query: rateListQuerySchema,
      responses: { 200: json(withData(z.array(ratePeriodSchema)), 'The periods') },
    }),
    post: operation({
      tag,
      summary: 'Create a rate period',
      auth: 'admin',
      description: RULES,
      body: rateInputSchema,
      responses: { 201: json(saved(ratePeriodSchema), 'Created') },
      errors: { 409: CLASH },
    }),
  },
  '/api/rates/{id}': {
    put: operation({
      tag,
      summary: 'Replace a rate period',
      auth: 'admin',
      path: idPath('rate period'),
      body: rateInputSchema,
      responses: { 200: json(saved(ratePeriodSchema), 'Updated') },
      errors: { 404: 'Unknown rate period (also a non-UUID id)', 409: CLASH },
    }),
    delete: operation({
      tag,
      summary: 'Delete a rate period',
      auth: 'admin',
      path: idPath('rate period'),
      responses: { 200: json(done(), 'Deleted') },
      errors: { 404: 'Unknown rate period (also a non-UUID id)' },
    }),
  },
  '/api/rates/calendar/{kind}/{id}': {
    get: operation({
      tag,
      summary: "One item's prices and stay rules, day by day for a month",
      description:
        "Each day's price of one night (rooms, for the guests the price includes), rental day (vehicles) or person (tours), rate period and weekend surcharge included; what the date pickers show.",
      path: z.object({ kind: z.enum(ITEM_KINDS), id: z.uuid() }),
      query: availabilityMonthSchema(),
      responses: { 200: json(withData(z.array(rateCalendarDaySchema)), 'Every day of the month') },
      errors: { 404: 'Unknown kind or id' },
    }),
  },
};
