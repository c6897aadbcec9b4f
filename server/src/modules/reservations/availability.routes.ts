import { Router } from 'express';
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import {
  availabilityMonthSchema,
  availabilityQuerySchema,
  quoteQuerySchema,
} from '@pachmarhi/common/schemas/reservation-queries';
import { todayIST } from '@pachmarhi/common/time';
import type { RouteContext } from '../../platform/http/route-context';
import { AppError, validate } from '../../platform/errors/app-error';
import { uuidOf } from '../../platform/http/http';
import { routeReads, type PublicRead } from '../../platform/http/public-read';
import type { Reservations } from './reservations.module';

const kindParam = z.enum(ITEM_KINDS);

/**
 * `schemaFor(today)` made once per IST day rather than per request: building a zod schema costs
 * more than validating with it, and availability is the busiest public read.
 */
function perDay<S>(schemaFor: (today: string) => S): (today: string) => S {
  let made: { today: string; schema: S } | undefined;
  return (today) => {
    if (made?.today !== today) made = { today, schema: schemaFor(today) };
    return made.schema;
  };
}
const monthQuery = perDay(availabilityMonthSchema);

/**
 * The public availability reads (mounted at /api; the pages read them in process too):
 * GET /availability (every item of a kind for dates and guests, cached per query) and
 * GET /availability/:kind/:id?month= (per day).
 * @throws AppError 400 (the query's field errors), 404 'Item not found' (an unknown kind or a malformed id)
 */
export function availabilityReads(reservations: Reservations, maxAdvanceDays: number, now: () => Date): PublicRead[] {
  const today = () => todayIST(now());
  const availabilityQuery = perDay((day) => availabilityQuerySchema(day, maxAdvanceDays));
  return [
    {
      path: '/availability',
      read: async ({ query }) => ({
        cached: await reservations.availabilityResponse(validate(availabilityQuery(today()), query)),
      }),
    },
    {
      path: '/availability/:kind/:id',
      read: async ({ params, query }) => {
        const kind = kindParam.safeParse(params.kind);
        if (!kind.success) throw new AppError(404, 'Item not found');
        const id = uuidOf(params.id, 'Item');
        const { month } = validate(monthQuery(today()), query);
        return { cached: await reservations.month(kind.data, id, month) };
      },
    },
  ];
}

/**
 * Public availability and quotes (no guest data): the reads above, and GET /api/quote (one item).
 */
export function availabilityRouter(reservations: Reservations, http: RouteContext): Router {
  const router = Router();
  const today = () => todayIST(http.now());
  const quoteQuery = perDay((day) => quoteQuerySchema(day, http.config.maxAdvanceDays));

  routeReads(router, availabilityReads(reservations, http.config.maxAdvanceDays, http.now), () => '');

  router.get('/quote', async (req, res) => {
    const query = validate(quoteQuery(today()), { ...req.query, itemId: req.query.itemId ?? req.query.id });
    const [one] = await reservations.availability(query);
    res.json({ success: true, data: { available: one.available, quote: one.quote } });
  });

  return router;
}
