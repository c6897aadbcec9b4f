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
import { idParam } from '../../platform/http/http';
import { sendCached } from '../../platform/cache/list-cache';
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
 * Public availability and quotes (no guest data): GET /api/availability (every item of a kind for
 * dates and guests), GET /api/availability/:kind/:id?month= (per day), GET /api/quote (one item).
 */
export function availabilityRouter(reservations: Reservations, http: RouteContext): Router {
  const router = Router();
  const today = () => todayIST(http.now());
  const availabilityQuery = perDay((day) => availabilityQuerySchema(day, http.config.maxAdvanceDays));
  const quoteQuery = perDay((day) => quoteQuerySchema(day, http.config.maxAdvanceDays));

  router.get('/availability', async (req, res) => {
    const query = validate(availabilityQuery(today()), req.query);
    sendCached(req, res, await reservations.availabilityResponse(query));
  });

  router.get('/availability/:kind/:id', async (req, res) => {
    const kind = kindParam.safeParse(req.params.kind);
    if (!kind.success) throw new AppError(404, 'Item not found');
    const id = idParam(req, 'Item');
    const { month } = validate(monthQuery(today()), req.query);
    sendCached(req, res, await reservations.month(kind.data, id, month));
  });

  router.get('/quote', async (req, res) => {
    const query = validate(quoteQuery(today()), { ...req.query, itemId: req.query.itemId ?? req.query.id });
    const [one] = await reservations.availability(query);
    res.json({ success: true, data: { available: one.available, quote: one.quote } });
  });

  return router;
}
