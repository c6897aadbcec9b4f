import { Router } from 'express';
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { availabilityMonthSchema, availabilityQuerySchema, quoteQuerySchema } from '@pachmarhi/common/schemas/reservation';
import { todayIST } from '@pachmarhi/common/time';
import type { AppContext } from '../context';
import { AppError, validate } from '../errors/app-error';
import { idParam } from '../http';
import { sendCached } from '../inventory/list-cache';
import type { Reservations } from './reservations.component';

const kindParam = z.enum(ITEM_KINDS);

/**
 * Public availability and quotes (no guest data): GET /api/availability (every item of a kind for
 * dates and guests), GET /api/availability/:kind/:id?month= (per day), GET /api/quote (one item).
 */
export function availabilityRouter(ctx: AppContext, reservations: Reservations): Router {
  const router = Router();
  const today = () => todayIST(ctx.now());

  router.get('/availability', async (req, res) => {
    const query = validate(availabilityQuerySchema(today()), req.query);
    sendCached(req, res, await reservations.availabilityResponse(query));
  });

  router.get('/availability/:kind/:id', async (req, res) => {
    const kind = kindParam.safeParse(req.params.kind);
    if (!kind.success) throw new AppError(404, 'Item not found');
    const id = idParam(req, 'Item');
    const { month } = validate(availabilityMonthSchema(today()), req.query);
    res.json({ success: true, data: await reservations.month(kind.data, id, month) });
  });

  router.get('/quote', async (req, res) => {
    const query = validate(quoteQuerySchema(today()), { ...req.query, itemId: req.query.itemId ?? req.query.id });
    const [one] = await reservations.availability(query);
    res.json({ success: true, data: { available: one.available, quote: one.quote } });
  });

  return router;
}
